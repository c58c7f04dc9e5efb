import { describe, expect, it } from "vitest";
import { timeKeyStep, type ProbePage } from "./probe.mjs";

/** A page that answers the probe's two evaluations (arm, then the measured time) and logs its keys. */
function fakePage(measured: () => Promise<number>) {
  const log: string[] = [];
  let evaluations = 0;
  const page: ProbePage = {
    evaluate: () => (++evaluations === 1 ? Promise.resolve(undefined) : measured()),
    keyboard: {
      down: async (key) => void log.push(`down ${key}`),
      up: async (key) => void log.push(`up ${key}`),
    },
  };
  return { page, log, measure: () => log.push("measured") };
}

describe("timeKeyStep", () => {
  it("holds the key down until the step is measured, then lets it up (as a person's keyup comes later)", async () => {
    const { page, log, measure } = fakePage(async () => {
      measure();
      return 12;
    });
    await expect(timeKeyStep(page, { key: "Enter", condition: "true" })).resolves.toBe(12);
    expect(log).toEqual(["down Enter", "measured", "up Enter"]);
  });

  it("names the space bar as Playwright does, and lets the key up when the measure fails", async () => {
    const { page, log } = fakePage(() => Promise.reject(new Error("its result never showed")));
    await expect(timeKeyStep(page, { key: " ", condition: "false" })).rejects.toThrow("never showed");
    expect(log).toEqual(["down Space", "up Space"]);
  });
});

import { describe, expect, it } from "vitest";
import { SETTLED_MS, timeClickStep, timeKeyStep, type ProbeLocator, type ProbePage } from "./probe.mjs";

/** A page that answers the probe's two evaluations (arm, then the measured time) and logs its input and pauses. */
function fakePage(measured: () => Promise<number>) {
  const log: string[] = [];
  let evaluations = 0;
  const page: ProbePage = {
    evaluate: () => (++evaluations % 2 === 1 ? Promise.resolve(log.push("armed")) : measured()),
    waitForTimeout: async (ms) => void log.push(`wait ${ms}`),
    keyboard: {
      down: async (key) => void log.push(`down ${key}`),
      up: async (key) => void log.push(`up ${key}`),
    },
    mouse: {
      move: async (x, y) => void log.push(`move ${x},${y}`),
      down: async () => void log.push("mouse down"),
      up: async () => void log.push("mouse up"),
    },
  };
  return { page, log, measure: () => log.push("measured") };
}

describe("timeKeyStep", () => {
  it("waits for a settled page, holds the key down until the step is measured, then lets it up", async () => {
    const { page, log, measure } = fakePage(async () => {
      measure();
      return 12;
    });
    await expect(timeKeyStep(page, { key: "Enter", condition: "true" })).resolves.toBe(12);
    expect(log).toEqual([`wait ${SETTLED_MS}`, "armed", "down Enter", "measured", "up Enter"]);
  });

  it("names the space bar as Playwright does, and lets the key up when the measure fails", async () => {
    const { page, log } = fakePage(() => Promise.reject(new Error("its result never showed")));
    await expect(timeKeyStep(page, { key: " ", condition: "false" })).rejects.toThrow("never showed");
    expect(log).toEqual([`wait ${SETTLED_MS}`, "armed", "down Space", "up Space"]);
  });
});

describe("timeClickStep", () => {
  const button = (box: { x: number; y: number; width: number; height: number } | null): ProbeLocator => ({
    scrollIntoViewIfNeeded: async () => undefined,
    boundingBox: async () => box,
  });

  it("moves the pointer to the element's centre, rests, then presses and lets go, measured from the press", async () => {
    const { page, log, measure } = fakePage(async () => {
      measure();
      return 9;
    });
    await expect(timeClickStep(page, button({ x: 10, y: 20, width: 30, height: 8 }), { condition: "true" })).resolves.toBe(9);
    expect(log).toEqual(["move 25,24", `wait ${SETTLED_MS}`, "armed", "mouse down", "mouse up", "measured"]);
  });

  it("watches for the result's frame from the click on, not from the press", async () => {
    const { page } = fakePage(async () => 9);
    const armedWith: unknown[] = [];
    const evaluate = page.evaluate;
    page.evaluate = (fn, arg) => (armedWith.push(arg), evaluate(fn, arg));
    await timeClickStep(page, button({ x: 0, y: 0, width: 10, height: 10 }), { condition: "true" });
    expect(armedWith[0]).toMatchObject({ types: ["pointerdown"], watchFrom: "click" });
  });

  it("says so when the element is not there to click", async () => {
    const { page } = fakePage(async () => 1);
    await expect(timeClickStep(page, button(null), { condition: "true" })).rejects.toThrow("nothing to click");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { Figures } from "./report.mjs";

describe("how far a step is above the harness's floor", () => {
  const step = (ours: number[], kind?: "click" | "key") => ({ values: { ours, peer: [] }, step: kind, unit: "ms" });

  it("is ours's median less the floor of its kind of step", () => {
    expect(Figures.aboveFloorText(step([15, 16.4, 30], "click"), { click: 12.5, key: 3.7 })).toBe("+3.9 ms");
    expect(Figures.aboveFloorText(step([7.4], "key"), { click: 12.5, key: 3.7 })).toBe("+3.7 ms");
    expect(Figures.aboveFloorText(step([12], "click"), { click: 12.5 })).toBe("−0.5 ms");
  });

  it("says nothing for a figure that is not a step, or when the floor was not measured", () => {
    expect(Figures.aboveFloorText(step([130]), { click: 12.5, key: 3.7 })).toBe("–");
    expect(Figures.aboveFloorText(step([16], "click"), { click: Number.NaN })).toBe("–");
    expect(Figures.aboveFloorText(step([], "key"), { key: 3.7 })).toBe("–");
  });
});

describe("the printed table", () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts each step's distance above the floor beside it, and marks a miss", () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    const figures = new Figures();
    figures.declare("floor.click", { section: "Floor", label: "click" });
    figures.declare("open", { section: "Kanban", label: "open a card again", target: { max: 16 }, step: "click" });
    for (const value of [12, 13, 14]) figures.push("floor.click", "ours", value);
    for (const value of [15, 17, 19]) figures.push("open", "ours", value);
    expect(figures.print("Run")).toBe(1);
    expect(lines).toContain("| open a card again | 17 ms | +4 ms | – | – | ≤ 16 ms | ✘ |");
    expect(lines).toContain("| click | 13 ms | – | – | – | – |  |");
  });
});

import { describe, expect, it } from "vitest";
import { phaseTimes } from "./trace.mjs";

const event = (name: string, ts: number, dur: number) => ({ name, ts, dur });

describe("phaseTimes", () => {
  it("counts a forced style and layout inside a script as style and layout, not script", () => {
    const times = phaseTimes(
      [
        event("RunTask", 0, 10_000),
        event("FunctionCall", 0, 8_000),
        event("UpdateLayoutTree", 2_000, 1_000),
        event("Layout", 3_000, 2_000),
      ],
      0,
      16_000,
    );
    expect(times).toMatchObject({ script: 5, style: 1, layout: 2, other: 2, idle: 6 });
  });

  it("counts Blink's finer events for the phase they are part of", () => {
    const times = phaseTimes(
      [event("Layerize", 0, 4_000), event("PaintArtifactCompositor::Update", 500, 3_000), event("Paint", 5_000, 1_000)],
      0,
      8_000,
    );
    expect(times).toMatchObject({ layerize: 4, paint: 1, other: 0, idle: 3 });
  });

  it("counts only what falls inside the window", () => {
    const times = phaseTimes([event("FunctionCall", -4_000, 6_000), event("Layout", 9_000, 4_000)], 0, 10_000);
    expect(times).toMatchObject({ script: 2, layout: 1, idle: 7 });
  });
});

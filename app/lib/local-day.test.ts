// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { localDayText, startOfNextLocalDay } from "./local-day";

afterEach(() => vi.unstubAllEnvs());

describe("startOfNextLocalDay", () => {
  it("is the next local midnight, from any time of the day", () => {
    for (const hour of [0, 12, 23]) {
      const next = startOfNextLocalDay(new Date(2026, 2, 10, hour, 59, 59, 999));
      expect(localDayText(next)).toBe("2026-03-11");
      expect([next.getHours(), next.getMinutes(), next.getSeconds(), next.getMilliseconds()]).toEqual([0, 0, 0, 0]);
    }
    expect(localDayText(startOfNextLocalDay(new Date(2026, 11, 31, 18)))).toBe("2027-01-01");
  });

  it("comes 23 or 25 hours after a midnight on the days daylight saving time starts or ends", () => {
    vi.stubEnv("TZ", "America/New_York");
    const hours = (day: Date) => (startOfNextLocalDay(day).getTime() - day.getTime()) / 3_600_000;
    expect(hours(new Date(2026, 2, 8))).toBe(23);
    expect(hours(new Date(2026, 10, 1))).toBe(25);
  });

  it("is that day's first hour where its midnight does not exist (Chile starts summer time at midnight)", () => {
    vi.stubEnv("TZ", "America/Santiago");
    const next = startOfNextLocalDay(new Date(2026, 8, 5, 22));
    expect(localDayText(next)).toBe("2026-09-06");
    expect(next.getHours()).toBe(1);
    expect(localDayText(startOfNextLocalDay(next))).toBe("2026-09-07");
  });
});

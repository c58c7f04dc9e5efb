import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localDayText } from "./local-day";
import { subscribeToToday, today } from "./today";

const unsubscribes: (() => void)[] = [];
function listen() {
  const heard = vi.fn();
  unsubscribes.push(subscribeToToday(heard));
  return heard;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(new Date(2026, 2, 10, 23, 58));
});

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  vi.useRealTimers();
});

describe("today", () => {
  it("changes at the next local midnight, with one timer however many read it", () => {
    const first = listen();
    const second = listen();
    expect(localDayText(today())).toBe("2026-03-10");
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(localDayText(today())).toBe("2026-03-11");
    expect(today()).toBe(today());
    expect(today().getHours()).toBe(0);
  });

  it("is checked again when the page is shown or focused: a background tab's timer sleeps", () => {
    const heard = listen();
    // The clock moves on and no timer runs, as in a background tab.
    vi.setSystemTime(new Date(2026, 2, 11, 9, 0));
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(localDayText(today())).toBe("2026-03-11");
    vi.setSystemTime(new Date(2026, 2, 12, 9, 0));
    window.dispatchEvent(new Event("focus"));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(localDayText(today())).toBe("2026-03-12");
  });

  it("is the day it is when read with nothing listening (a page opened the next day)", () => {
    expect(localDayText(today())).toBe("2026-03-10");
    vi.setSystemTime(new Date(2026, 2, 11, 0, 30));
    expect(localDayText(today())).toBe("2026-03-11");
  });

  it("wakes at least every 10 minutes, as a machine that slept runs its timers late", () => {
    vi.setSystemTime(new Date(2026, 2, 10, 12, 0));
    const heard = listen();
    vi.setSystemTime(new Date(2026, 2, 11, 8, 0));
    vi.advanceTimersByTime(10 * 60_000);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("keeps no timer once nothing reads it", () => {
    listen();
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });
});

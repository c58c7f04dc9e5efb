// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { dueState, formatDueDate, parseDueDate, toStoredDate } from "./due-date";
import type { ChecklistItem } from "./kanban";

afterEach(() => vi.unstubAllEnvs());

const item = (completed: boolean, id = 1): ChecklistItem => ({ id, task: `task ${id}`, completed });

describe("due dates", () => {
  it("shows a stored day as 'MMMM dd, yyyy'", () => {
    expect(formatDueDate("2024-01-05")).toBe("January 05, 2024");
  });

  it("keeps the calendar day when stored and read back", () => {
    const day = new Date(2024, 11, 31);
    expect(toStoredDate(day)).toBe("2024-12-31");
    expect(parseDueDate("2024-12-31")?.getDate()).toBe(31);
  });

  it("reads unset or impossible dates as no date", () => {
    expect(parseDueDate("")).toBeNull();
    expect(parseDueDate("2024-02-30")).toBeNull();
    expect(parseDueDate("tomorrow")).toBeNull();
    expect(formatDueDate("tomorrow")).toBe("tomorrow");
  });

  it("reads every real day, leap days included, and nothing else", () => {
    expect(parseDueDate("2024-02-29")?.getMonth()).toBe(1);
    expect(parseDueDate("2023-02-29")).toBeNull();
    expect(parseDueDate("1900-02-29")).toBeNull();
    expect(parseDueDate("2000-02-29")?.getDate()).toBe(29);
    for (const text of ["2024-00-10", "2024-13-01", "2024-04-31", "2024-01-00", "2024-01-32", "0000-01-01"]) {
      expect(parseDueDate(text)).toBeNull();
    }
    for (const text of ["2024-1-05", " 2024-01-05", "2024-01-05 ", "2024/01/05", "+2024-01-05", "02024-01-05"]) {
      expect(parseDueDate(text)).toBeNull();
    }
  });

  it("reads a day as the start of that local day", () => {
    const day = parseDueDate("2024-03-10");
    expect(day?.getTime()).toBe(new Date(2024, 2, 10).getTime());
  });

  it("keeps the years 1 to 99 as they are (not 1901 to 1999)", () => {
    expect(parseDueDate("0050-03-01")?.getFullYear()).toBe(50);
    expect(formatDueDate("0050-03-01")).toBe("March 01, 0050");
    const day = new Date(2000, 0, 1);
    day.setFullYear(5, 6, 4);
    expect(toStoredDate(day)).toBe("0005-07-04");
  });

  it("names every month in full", () => {
    const months = Array.from({ length: 12 }, (_, month) => formatDueDate(`2024-${String(month + 1).padStart(2, "0")}-01`));
    expect(months.map((text) => text.split(" ")[0])).toEqual([
      "January", "February", "March", "April", "May", "June",
      "July", "August", "September", "October", "November", "December",
    ]);
    expect(formatDueDate("2024-12-31")).toBe("December 31, 2024");
  });

  it("stores the local calendar day, not the UTC one", () => {
    vi.stubEnv("TZ", "America/New_York");
    const lateEvening = new Date(2026, 10, 22, 23, 30);
    expect(lateEvening.toISOString().slice(0, 10)).toBe("2026-11-23");
    expect(toStoredDate(lateEvening)).toBe("2026-11-22");
  });

});

describe("dueState", () => {
  const today = new Date(2024, 5, 10, 15, 30);

  it("is none without a due date, whatever the checklist", () => {
    expect(dueState({ date: "", task: [] }, today)).toBe("none");
    expect(dueState({ date: "", task: [item(true)] }, today)).toBe("none");
    expect(dueState({ date: "", task: [item(false)] }, today)).toBe("none");
  });

  it("calls a card overdue only after its day has passed", () => {
    expect(dueState({ date: "2024-06-09", task: [] }, today)).toBe("overdue");
    expect(dueState({ date: "2023-12-31", task: [] }, today)).toBe("overdue");
    expect(dueState({ date: "2024-06-10", task: [] }, today)).toBe("due");
    expect(dueState({ date: "2024-06-11", task: [] }, today)).toBe("due");
  });

  it("counts by calendar day: overdue from the first moment of the next day, not before", () => {
    expect(dueState({ date: "2024-06-10", task: [] }, new Date(2024, 5, 10, 23, 59, 59, 999))).toBe("due");
    expect(dueState({ date: "2024-06-10", task: [] }, new Date(2024, 5, 11, 0, 0, 0, 0))).toBe("overdue");
  });

  it("is done, not overdue, when every checklist item is done", () => {
    expect(dueState({ date: "2024-06-09", task: [item(true, 1), item(true, 2)] }, today)).toBe("done");
    expect(dueState({ date: "2024-06-11", task: [item(true)] }, today)).toBe("done");
  });

  it("is still overdue while any checklist item is open", () => {
    expect(dueState({ date: "2024-06-09", task: [item(true, 1), item(false, 2)] }, today)).toBe("overdue");
    expect(dueState({ date: "2024-06-09", task: [item(false)] }, today)).toBe("overdue");
    expect(dueState({ date: "2024-06-11", task: [item(false)] }, today)).toBe("due");
  });

  it("calls a stored text that is no date unreadable, never overdue or done (it is shown as it is, and said so)", () => {
    expect(dueState({ date: "tomorrow", task: [] }, today)).toBe("unreadable");
    expect(dueState({ date: "2024-02-30", task: [] }, today)).toBe("unreadable");
    expect(dueState({ date: "2020-1-5", task: [item(false)] }, today)).toBe("unreadable");
    expect(dueState({ date: "tomorrow", task: [item(true)] }, today)).toBe("unreadable");
  });

  it("shows only the start of a long unreadable text", () => {
    expect(formatDueDate("x".repeat(5000))).toBe(`${"x".repeat(100)}…`);
    expect(formatDueDate(" 2024-01-05")).toBe(" 2024-01-05");
  });

  it("reads today from the clock when not given", () => {
    expect(dueState({ date: "2000-01-01", task: [] })).toBe("overdue");
    expect(dueState({ date: "2999-01-01", task: [] })).toBe("due");
  });
});

import { describe, expect, it } from "vitest";
import { formatDueDate, isOverdue, parseDueDate, toStoredDate } from "./due-date";

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

  it("calls a day overdue only after it has passed", () => {
    const today = new Date(2024, 5, 10, 15, 30);
    expect(isOverdue("2024-06-09", today)).toBe(true);
    expect(isOverdue("2024-06-10", today)).toBe(false);
    expect(isOverdue("2024-06-11", today)).toBe(false);
    expect(isOverdue("", today)).toBe(false);
  });
});

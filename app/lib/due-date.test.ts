import { describe, expect, it } from "vitest";
import { dueState, formatDueDate, parseDueDate, toStoredDate } from "./due-date";
import type { ChecklistItem } from "./kanban";

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

  it("calls a stored text that is no date due, never overdue (it is shown as it is)", () => {
    expect(dueState({ date: "tomorrow", task: [] }, today)).toBe("due");
    expect(dueState({ date: "2024-02-30", task: [] }, today)).toBe("due");
    expect(dueState({ date: "tomorrow", task: [item(true)] }, today)).toBe("done");
  });

  it("reads today from the clock when not given", () => {
    expect(dueState({ date: "2000-01-01", task: [] })).toBe("overdue");
    expect(dueState({ date: "2999-01-01", task: [] })).toBe("due");
  });
});

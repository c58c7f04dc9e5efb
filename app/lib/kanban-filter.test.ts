// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isFilterOn, kanbanHref, NO_FILTER, parseKanbanFilter } from "./kanban-filter";

const parse = (search: string) => parseKanbanFilter(new URLSearchParams(search));

describe("parseKanbanFilter", () => {
  it("reads the query, the labels (repeated, by name and colour) and the due filter", () => {
    expect(parse("q=report&label=Urgent%7C%23eb5a46&label=Red%7C%2361bd4f&due=overdue")).toEqual({
      query: "report",
      labels: [
        { name: "Urgent", color: "#eb5a46" },
        { name: "Red", color: "#61bd4f" },
      ],
      due: "overdue",
    });
    expect(parse("due=week").due).toBe("week");
    expect(parse("due=none").due).toBe("none");
  });

  it("reads nothing as no filter", () => {
    expect(parse("")).toEqual(NO_FILTER);
  });

  it("leaves out what it cannot read: an unknown due, a label without its colour, repeats", () => {
    expect(parse("due=tomorrow")).toEqual(NO_FILTER);
    expect(parse("due=")).toEqual(NO_FILTER);
    expect(parse("label=Urgent&label=a%7Cb&label=a%7Cb").labels).toEqual([{ name: "a", color: "b" }]);
    expect(parse("other=1&q=").query).toBe("");
  });

  it("splits a label at its last bar: a name may hold one", () => {
    expect(parse("label=a%7Cb%7C%23fff").labels).toEqual([{ name: "a|b", color: "#fff" }]);
    expect(parse("label=%7C").labels).toEqual([{ name: "", color: "" }]);
    expect(parse("label=plain").labels).toEqual([]);
  });
});

describe("kanbanHref", () => {
  it("is /kanban without a filter, and reads back as the same filter with one", () => {
    expect(kanbanHref(NO_FILTER)).toBe("/kanban");
    const filter = { query: "café & co", labels: [{ name: "A|b", color: "#eb5a46" }], due: "week" as const };
    const href = kanbanHref(filter);
    expect(href).toMatch(/^\/kanban\?q=caf/);
    expect(parseKanbanFilter(new URL(href, "http://x").searchParams)).toEqual(filter);
  });
});

describe("isFilterOn", () => {
  it("is on for a query with text, a label or a due filter, not for a blank query", () => {
    expect(isFilterOn(NO_FILTER)).toBe(false);
    expect(isFilterOn({ ...NO_FILTER, query: "   " })).toBe(false);
    expect(isFilterOn({ ...NO_FILTER, query: "a" })).toBe(true);
    expect(isFilterOn({ ...NO_FILTER, labels: [{ name: "x", color: "" }] })).toBe(true);
    expect(isFilterOn({ ...NO_FILTER, due: "none" })).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { onlyQueryChanged } from "./search-url";

describe("onlyQueryChanged", () => {
  const url = (path: string) => new URL(path, "http://localhost");
  it("is true when only q changes, whatever the order of the other parameters", () => {
    expect(onlyQueryChanged(url("/todo?filter=active"), url("/todo?q=milk&filter=active"))).toBe(true);
    expect(onlyQueryChanged(url("/todo?q=m&filter=active&x=1"), url("/todo?x=1&filter=active&q=mi"))).toBe(true);
    expect(onlyQueryChanged(url("/todo?q=milk"), url("/todo"))).toBe(true);
  });
  it("is false when nothing changes (a revalidation of the same address)", () => {
    expect(onlyQueryChanged(url("/todo?q=milk"), url("/todo?q=milk"))).toBe(false);
  });
  it("is false when another parameter or the path changes", () => {
    expect(onlyQueryChanged(url("/todo?q=m"), url("/todo?q=mi&filter=active"))).toBe(false);
    expect(onlyQueryChanged(url("/todo?q=m"), url("/kanban?q=mi"))).toBe(false);
  });
});

describe("onlyQueryChanged with the Kanban's filter parameters", () => {
  const url = (path: string) => new URL(path, "http://localhost");
  const names = ["q", "label", "due"];
  it("is true when only filter parameters change, repeated ones included", () => {
    expect(onlyQueryChanged(url("/kanban"), url("/kanban?label=Red%7C%23eb5a46"), names)).toBe(true);
    expect(onlyQueryChanged(url("/kanban?label=a%7Cx"), url("/kanban?label=a%7Cx&label=b%7Cy"), names)).toBe(true);
    expect(onlyQueryChanged(url("/kanban?q=r&due=week"), url("/kanban?q=r"), names)).toBe(true);
  });
  it("is false when nothing changes, or when another parameter or the path changes", () => {
    expect(onlyQueryChanged(url("/kanban?q=r&label=a%7Cx"), url("/kanban?label=a%7Cx&q=r"), names)).toBe(false);
    expect(onlyQueryChanged(url("/kanban?due=week"), url("/kanban?due=none&x=1"), names)).toBe(false);
    expect(onlyQueryChanged(url("/kanban?due=week"), url("/kanban/cards/1?due=week"), names)).toBe(false);
  });
  it("takes only q by default: a label change alone is not a query change", () => {
    expect(onlyQueryChanged(url("/kanban"), url("/kanban?label=a%7Cx"))).toBe(false);
  });
});

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

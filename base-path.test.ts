// @vitest-environment node
import { describe, expect, it } from "vitest";
import { normalizeBasePath } from "./base-path";

describe("BASE_PATH", () => {
  it("is / when unset or empty", () => {
    expect(normalizeBasePath(undefined)).toBe("/");
    expect(normalizeBasePath("  ")).toBe("/");
    expect(normalizeBasePath("/")).toBe("/");
  });

  it("always starts and ends with a slash", () => {
    expect(normalizeBasePath("tasks")).toBe("/tasks/");
    expect(normalizeBasePath("/tasks")).toBe("/tasks/");
    expect(normalizeBasePath("/team/tasks/")).toBe("/team/tasks/");
  });
});

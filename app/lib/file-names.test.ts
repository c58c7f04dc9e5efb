// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { originalFileName } from "./file-names";

afterEach(() => vi.unstubAllEnvs());

describe("originalFileName", () => {
  it("names the key and the user's calendar day, not the UTC one", () => {
    vi.stubEnv("TZ", "America/New_York");
    const lateEvening = new Date(2026, 10, 22, 23, 30);
    expect(lateEvening.toISOString().slice(0, 10)).toBe("2026-11-23");
    expect(originalFileName("todos", lateEvening)).toBe("taskboard-todos-original-2026-11-22.txt");
    expect(originalFileName("kanban-board", new Date(2026, 0, 5, 0, 10))).toBe(
      "taskboard-kanban-board-original-2026-01-05.txt",
    );
  });
});

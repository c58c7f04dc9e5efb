// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatBytes, isNearLimit, limitPercent, USUAL_LOCAL_STORAGE_LIMIT } from "./storage-usage";

describe("formatBytes", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [812, "812 bytes"],
    [1024, "1 KB"],
    [12_595, "12.3 KB"],
    [4.1 * 1024 * 1024, "4.1 MB"],
    [120 * 1024 ** 3, "120 GB"],
  ])("%d bytes read as %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe("the usual 5 MB limit", () => {
  it("warns past 80% of it, not at 80%", () => {
    expect(isNearLimit(USUAL_LOCAL_STORAGE_LIMIT * 0.8)).toBe(false);
    expect(isNearLimit(USUAL_LOCAL_STORAGE_LIMIT * 0.8 + 1)).toBe(true);
  });

  it("gives whole percents, at most 100", () => {
    expect(limitPercent(USUAL_LOCAL_STORAGE_LIMIT / 2)).toBe(50);
    expect(limitPercent(USUAL_LOCAL_STORAGE_LIMIT * 0.855)).toBe(85);
    expect(limitPercent(USUAL_LOCAL_STORAGE_LIMIT * 2)).toBe(100);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { describeUsage, formatBytes, isNearLimit, limitPercent, limitShare, moreThanKept, tooLargeToStore, USUAL_LOCAL_STORAGE_LIMIT } from "./storage-usage";

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

  it("says a little as under 1%, none as 0%, and the rest in whole percents", () => {
    expect(limitShare(626)).toBe("under 1%");
    expect(limitShare(0)).toBe("0%");
    expect(limitShare(USUAL_LOCAL_STORAGE_LIMIT * 0.855)).toBe("85%");
  });

  it("gives whole percents, at most 100", () => {
    expect(limitPercent(USUAL_LOCAL_STORAGE_LIMIT / 2)).toBe(50);
    expect(limitPercent(USUAL_LOCAL_STORAGE_LIMIT * 0.855)).toBe(85);
    expect(limitPercent(USUAL_LOCAL_STORAGE_LIMIT * 2)).toBe(100);
  });
});

describe("tooLargeToStore: data no freed space would make fit", () => {
  it("says how much the data takes when it is more than the usual limit, and nothing up to it", () => {
    expect(tooLargeToStore(USUAL_LOCAL_STORAGE_LIMIT)).toBeNull();
    expect(tooLargeToStore(12_000_000)).toBe(
      "Not saved: this data takes 11.4 MB of browser storage, more than this browser keeps for a site (often 5 MB). Nothing was changed.",
    );
  });

  it("shares its words with the import's summary (moreThanKept)", () => {
    expect(moreThanKept(USUAL_LOCAL_STORAGE_LIMIT)).toBeNull();
    expect(moreThanKept(14_500_000)).toBe("13.8 MB of browser storage, more than this browser keeps for a site (often 5 MB)");
  });
});

describe("describeUsage: the site's storage, not only this app's", () => {
  const MB = 1024 * 1024;

  it("names no other data when the app's keys are all there is", () => {
    expect(describeUsage({ app: 626, all: 626, full: false })).toEqual({ other: 0, percent: 0, level: "room", overUsualLimit: false });
  });

  it("counts other pages' data on the site towards the limit: a few bytes of the app's can be near it", () => {
    expect(describeUsage({ app: 626, all: 4.5 * MB, full: false })).toEqual({
      other: 4.5 * MB - 626,
      percent: 90,
      level: "near",
      overUsualLimit: false,
    });
  });

  it("is full when the browser refused a write, whatever the count says (browsers allow different amounts)", () => {
    expect(describeUsage({ app: 626, all: 2 * MB, full: true }).level).toBe("full");
    // Chromium takes about 5 million characters, 10 MB as counted here: past the usual limit, and full.
    expect(describeUsage({ app: 626, all: 10 * MB, full: true })).toEqual({
      other: 10 * MB - 626,
      percent: 100,
      level: "full",
      overUsualLimit: true,
    });
  });

  it("past the usual limit with room still, warns as near", () => {
    expect(describeUsage({ app: 6 * MB, all: 6 * MB, full: false })).toEqual({ other: 0, percent: 100, level: "near", overUsualLimit: true });
  });
});

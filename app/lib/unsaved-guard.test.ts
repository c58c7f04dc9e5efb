import { describe, expect, it } from "vitest";
import { guardUnsaved, guardUntilSaved } from "./unsaved-guard";

function leavingIsQuestioned(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("guardUntilSaved", () => {
  it("asks before leaving while any save is on its way, and no longer once all have settled", async () => {
    expect(leavingIsQuestioned()).toBe(false);
    const first = deferred();
    const second = deferred();
    guardUntilSaved(first.promise);
    guardUntilSaved(second.promise);
    expect(leavingIsQuestioned()).toBe(true);

    first.resolve();
    await first.promise;
    expect(leavingIsQuestioned()).toBe(true);

    second.reject(new Error("storage full"));
    await second.promise.catch(() => undefined);
    await Promise.resolve();
    expect(leavingIsQuestioned()).toBe(false);
  });
});

describe("guardUnsaved", () => {
  it("asks before leaving until released, and a second release does not end another guard", () => {
    const edit = guardUnsaved();
    const other = guardUnsaved();
    expect(leavingIsQuestioned()).toBe(true);
    edit();
    edit();
    expect(leavingIsQuestioned()).toBe(true);
    other();
    expect(leavingIsQuestioned()).toBe(false);
  });
});

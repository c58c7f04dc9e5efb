import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { codeNotLoadedReason } from "~/lib/code-not-loaded";
import { onDemand, useCodeWait } from "./on-demand";

/** Code whose every fetch the test answers: `fail()` or `arrive()` the latest one. */
function fetchedCode() {
  const fetches: { resolve(module: { name: string }): void; reject(error: Error): void }[] = [];
  const code = onDemand(
    () => new Promise<{ name: string }>((resolve, reject) => void fetches.push({ resolve, reject })),
  );
  const latest = () => fetches[fetches.length - 1]!;
  return {
    code,
    fetches,
    fail: () => act(async () => latest().reject(new Error("offline"))),
    arrive: () => act(async () => latest().resolve({ name: "search" })),
  };
}

describe("useCodeWait", () => {
  const useSearchWait = (code: ReturnType<typeof fetchedCode>["code"], wanted: boolean, asked: string) =>
    useCodeWait(code, wanted, asked, "Searching…", "Not searched");

  it("says nothing and asks for nothing while the search is off", () => {
    const { code, fetches } = fetchedCode();
    const { result } = renderHook(() => useSearchWait(code, false, ""));
    expect(result.current).toBeNull();
    expect(fetches).toHaveLength(0);
  });

  it("asks for the code once the search is on, says Searching… meanwhile, and nothing once it came", async () => {
    const { code, fetches, arrive } = fetchedCode();
    const { result, rerender } = renderHook(({ wanted, asked }) => useSearchWait(code, wanted, asked), {
      initialProps: { wanted: false, asked: "" },
    });
    rerender({ wanted: true, asked: "ca" });
    expect(result.current).toBe("Searching…");
    // More typing while it comes asks no second time.
    rerender({ wanted: true, asked: "caf" });
    expect(fetches).toHaveLength(1);
    await arrive();
    expect(result.current).toBeNull();
  });

  it("says why when the code cannot be fetched, and asks again at the next change", async () => {
    const { code, fetches, fail, arrive } = fetchedCode();
    const { result, rerender } = renderHook(({ asked }) => useSearchWait(code, true, asked), { initialProps: { asked: "ca" } });
    await fail();
    expect(result.current).toBe(`Not searched: ${codeNotLoadedReason()}`);
    rerender({ asked: "caf" });
    expect(fetches).toHaveLength(2);
    await arrive();
    expect(result.current).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";

const failure = new TypeError("Failed to fetch dynamically imported module: https://tasks.example/assets/card-dialog-AbC123.js");

async function fresh() {
  vi.resetModules();
  return import("./code-not-loaded");
}

describe("why code loaded on demand is not here", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("while its file cannot be fetched (offline), says to check the connection and try again", async () => {
    const fetchFile = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchFile);
    const { noteFailedImport, codeNotLoaded } = await fresh();
    await noteFailedImport(failure);
    expect(fetchFile).toHaveBeenCalledWith("https://tasks.example/assets/card-dialog-AbC123.js", { method: "HEAD", cache: "no-store" });
    expect(codeNotLoaded()).toBe("Not saved: part of this app could not be loaded. Check your connection and try again.");
  });

  it("once its file can be fetched yet the import still fails (the browser keeps the failure), says to reload", async () => {
    const fetchFile = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetchFile);
    const { noteFailedImport, codeNotLoadedReason } = await fresh();
    await noteFailedImport(failure);
    await noteFailedImport(failure);
    expect(codeNotLoadedReason()).toBe("part of this app could not be loaded. Reload the page to try again.");
    // From then on it stays so, without fetching the file again.
    await noteFailedImport(failure);
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it("an error that names no file changes nothing", async () => {
    const fetchFile = vi.fn().mockResolvedValue(new Response(null));
    vi.stubGlobal("fetch", fetchFile);
    const { noteFailedImport, codeNotLoadedReason } = await fresh();
    await noteFailedImport(new Error("Importing a module script failed."));
    expect(fetchFile).not.toHaveBeenCalled();
    expect(codeNotLoadedReason()).toContain("Check your connection and try again.");
  });
});

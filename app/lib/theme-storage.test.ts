import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseThemeChoice, resolveTheme } from "./theme";

type ThemeStorage = typeof import("./theme-storage");

// The module keeps the choice it read: each test starts from a fresh copy.
let themeStorage: ThemeStorage;
beforeEach(async () => {
  localStorage.clear();
  vi.resetModules();
  themeStorage = await import("./theme-storage");
});
afterEach(() => vi.restoreAllMocks());

describe("themeChoice", () => {
  it("is System when nothing is stored", () => {
    expect(themeStorage.themeChoice()).toBe("system");
  });

  it("reads the stored choice under the key `theme`", () => {
    localStorage.setItem("theme", "dark");
    expect(themeStorage.themeChoice()).toBe("dark");
  });

  it("reads a bad stored value as System without changing it", () => {
    localStorage.setItem("theme", "{not json");
    expect(themeStorage.themeChoice()).toBe("system");
    expect(localStorage.getItem("theme")).toBe("{not json");
  });

  it("is System when the browser refuses to read storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(themeStorage.themeChoice()).toBe("system");
  });
});

describe("saveThemeChoice", () => {
  it("stores the choice as its plain name and tells the subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = themeStorage.subscribeToThemeChoice(listener);
    expect(themeStorage.saveThemeChoice("light")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("light");
    expect(themeStorage.themeChoice()).toBe("light");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("keeps the choice for this tab when the write is refused", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(themeStorage.saveThemeChoice("dark")).toBe(false);
    expect(themeStorage.themeChoice()).toBe("dark");
  });
});

describe("subscribeToThemeChoice", () => {
  it("follows another tab's choice (a storage event for `theme`)", () => {
    const listener = vi.fn();
    const unsubscribe = themeStorage.subscribeToThemeChoice(listener);
    expect(themeStorage.themeChoice()).toBe("system");
    localStorage.setItem("theme", "dark");
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(themeStorage.themeChoice()).toBe("dark");

    // Another tab cleared all storage.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(themeStorage.themeChoice()).toBe("system");
    unsubscribe();
  });

  it("ignores other keys and stops after the unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = themeStorage.subscribeToThemeChoice(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: "todos", newValue: "[]" }));
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    themeStorage.saveThemeChoice("light");
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("THEME_SCRIPT (the head script)", () => {
  /** Runs the script as the browser would, with this stored value and system setting; gives whether it set `dark`. */
  function runScript(stored: string | null, systemDark: boolean | "unknown", storageThrows = false): boolean {
    const classes = new Set<string>();
    const fakeDocument = {
      documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } },
    };
    const fakeWindow =
      systemDark === "unknown"
        ? {}
        : { matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }) };
    const fakeStorage = {
      getItem(key: string) {
        if (storageThrows) throw new DOMException("The operation is insecure.", "SecurityError");
        return key === "theme" ? stored : null;
      },
    };
    new Function("window", "document", "localStorage", themeStorage.THEME_SCRIPT)(fakeWindow, fakeDocument, fakeStorage);
    return classes.has("dark");
  }

  it.each([null, "light", "dark", "system", "", "Dark", '"dark"', "night", "__proto__"])(
    "for the stored value %j it gives the theme parseThemeChoice and resolveTheme give",
    (stored) => {
      for (const systemDark of [false, true]) {
        expect(runScript(stored, systemDark)).toBe(resolveTheme(parseThemeChoice(stored), systemDark) === "dark");
      }
    },
  );

  it("gives light for System in a browser that cannot tell the system's setting (no matchMedia)", () => {
    expect(runScript(null, "unknown")).toBe(false);
    expect(runScript("dark", "unknown")).toBe(true);
  });

  it("follows the system when storage cannot be read", () => {
    expect(runScript("light", true, true)).toBe(true);
    expect(runScript("dark", false, true)).toBe(false);
  });
});

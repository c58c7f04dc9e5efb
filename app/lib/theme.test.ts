// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseThemeChoice, resolveTheme, THEME_CHOICES } from "./theme";

describe("parseThemeChoice", () => {
  it("reads each of the three stored choices as itself", () => {
    expect(THEME_CHOICES.map((stored) => parseThemeChoice(stored))).toEqual(["light", "dark", "system"]);
  });

  it("reads nothing stored as System", () => {
    expect(parseThemeChoice(null)).toBe("system");
    expect(parseThemeChoice(undefined)).toBe("system");
  });

  it.each(["", "Dark", " dark", "dark ", '"dark"', "night", "true", "0", "__proto__", "toString", "constructor"])(
    "reads the bad value %j as System",
    (stored) => {
      expect(parseThemeChoice(stored)).toBe("system");
    },
  );

  it("reads values that are not text as System", () => {
    expect(parseThemeChoice(1)).toBe("system");
    expect(parseThemeChoice({ theme: "dark" })).toBe("system");
    expect(parseThemeChoice(["dark"])).toBe("system");
  });
});

describe("resolveTheme", () => {
  it("gives Light and Dark whatever the system says", () => {
    expect([resolveTheme("light", true), resolveTheme("light", false)]).toEqual(["light", "light"]);
    expect([resolveTheme("dark", true), resolveTheme("dark", false)]).toEqual(["dark", "dark"]);
  });

  it("follows the system for System", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { shortcutScope, SHORTCUTS_DIALOG_ATTRIBUTE, type ShortcutKeyPress } from "./shortcut-target";

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>("#target")!;
}

const press = (target: EventTarget | null, overrides: Partial<ShortcutKeyPress> = {}): ShortcutKeyPress => ({
  key: "n",
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...overrides,
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("shortcutScope", () => {
  it("lets every shortcut through on the page, a button or a checkbox", () => {
    expect(shortcutScope(press(document.body))).toBe("all");
    expect(shortcutScope(press(mount('<button id="target">Edit</button>')))).toBe("all");
    expect(shortcutScope(press(mount('<input id="target" type="checkbox">')))).toBe("all");
    expect(shortcutScope(press(mount('<div id="target" tabindex="0"></div>')))).toBe("all");
    expect(shortcutScope(press(window))).toBe("all");
    expect(shortcutScope(press(null))).toBe("all");
  });

  it.each([
    ['<input id="target">', "a text input"],
    ['<input id="target" type="email">', "an email input"],
    ['<input id="target" type="search">', "a search input (but for Escape, below)"],
    ['<input id="target" type="date">', "a date input"],
    ['<textarea id="target"></textarea>', "a textarea"],
    ['<select id="target"><option>A</option></select>', "a select"],
    ['<div id="target" contenteditable="true"></div>', "editable content"],
    ['<div contenteditable><p id="target">text</p></div>', "inside editable content"],
  ])("ignores every key while typing in %s (%s)", (html) => {
    const target = mount(html);
    const keys = ["n", "x", "?", "/", "g", "Delete", "ArrowDown", "Enter"];
    for (const key of target.matches("[type=search]") ? keys : [...keys, "Escape"]) {
      expect(shortcutScope(press(target, { key }))).toBe("none");
    }
  });

  it("lets Escape through in a search field, so it can leave the field", () => {
    expect(shortcutScope(press(mount('<input id="target" type="search">'), { key: "Escape" }))).toBe("all");
    expect(shortcutScope(press(mount('<input id="target" role="searchbox">'), { key: "Escape" }))).toBe("all");
    expect(shortcutScope(press(mount('<input id="target">'), { key: "Escape" }))).toBe("none");
  });

  it("ignores keys held with Ctrl, Meta or Alt (Ctrl+Z is undo), and while composing", () => {
    const button = mount('<button id="target">Edit</button>');
    expect(shortcutScope(press(button, { ctrlKey: true }))).toBe("none");
    expect(shortcutScope(press(button, { metaKey: true }))).toBe("none");
    expect(shortcutScope(press(button, { altKey: true }))).toBe("none");
    expect(shortcutScope(press(button, { isComposing: true }))).toBe("none");
    expect(shortcutScope(press(button, { keyCode: 229 }))).toBe("none");
  });

  it.each([
    ['<div role="menu"><div id="target" role="menuitem" tabindex="0">Light</div></div>', "a menu"],
    ['<div role="menubar"><button id="target">File</button></div>', "a menubar"],
    ['<ul role="listbox"><li id="target" role="option" tabindex="0">A</li></ul>', "a listbox"],
    ['<div role="dialog" aria-label="Due date"><button id="target">12</button></div>', "the date picker (a popover dialog)"],
    ['<div role="dialog" aria-label="Card"><button id="target">Close</button></div>', "another dialog"],
    ['<div role="alertdialog"><button id="target">OK</button></div>', "an alert dialog"],
  ])("ignores every key with focus inside %s (%s)", (html) => {
    const target = mount(html);
    for (const key of ["n", "?", "g", "Delete", "j"]) expect(shortcutScope(press(target, { key }))).toBe("none");
  });

  it("lets only the app-wide shortcuts through inside the Keyboard shortcuts dialog", () => {
    const target = mount(`<div role="dialog" ${SHORTCUTS_DIALOG_ATTRIBUTE}><button id="target">Close</button></div>`);
    expect(shortcutScope(press(target, { key: "g" }))).toBe("global");
    expect(shortcutScope(press(target, { key: "?" }))).toBe("global");
  });

  it("keeps a menu inside the shortcuts dialog to itself", () => {
    const target = mount(
      `<div role="dialog" ${SHORTCUTS_DIALOG_ATTRIBUTE}><div role="menu"><div id="target" role="menuitem" tabindex="0"></div></div></div>`,
    );
    expect(shortcutScope(press(target))).toBe("none");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { focusFollowsItem, focusMovedOn, focusPutBack, focusWhenShown, handFocusOn } from "./hand-focus-on";

function button(text: string, parent: Element = document.body): HTMLButtonElement {
  const element = document.createElement("button");
  element.textContent = text;
  parent.append(element);
  return element;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("focusMovedOn", () => {
  it("is false while focus stays, or falls to the page or a dialog as its control goes", () => {
    const pressed = button("Delete");
    pressed.focus();
    expect(focusMovedOn(pressed)).toBe(false);
    pressed.remove();
    expect(focusMovedOn(pressed)).toBe(false);
    const dialog = document.createElement("div");
    dialog.tabIndex = -1;
    document.body.append(dialog);
    dialog.focus();
    expect(focusMovedOn(pressed)).toBe(false);
  });

  it("is true once another control has focus", () => {
    const pressed = button("Delete");
    pressed.focus();
    button("Add").focus();
    expect(focusMovedOn(pressed)).toBe(true);
  });
});

describe("focusWhenShown", () => {
  it("focuses what it looks for once the page shows it", async () => {
    const pressed = button("Delete");
    pressed.focus();
    let next: HTMLButtonElement | null = null;
    focusWhenShown(() => next);
    pressed.remove();
    next = button("Delete the next");
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(next);
  });

  it("leaves focus where the user put it meanwhile", async () => {
    const pressed = button("Delete");
    const next = button("Delete the next");
    pressed.focus();
    let shown = false;
    focusWhenShown(() => (shown ? next : null));
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    shown = true;
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(field);
  });
});

describe("handFocusOn", () => {
  it("hands focus to the next item's same button once the pressed one's item is gone, not after focus moved on", async () => {
    const list = document.createElement("ul");
    document.body.append(list);
    const items = ["A", "B"].map((name) => {
      const item = document.createElement("li");
      list.append(item);
      button(`Delete ${name}`, item);
      return item;
    });
    const [first, second] = items;
    const pressed = first!.querySelector("button")!;
    pressed.focus();
    handFocusOn(pressed, () => null);
    first!.remove();
    await nextFrame();
    expect(document.activeElement).toBe(second!.querySelector("button"));

    // The last item: focus would go to the fallback, but the user has moved it on.
    const again = second!.querySelector("button")!;
    const fallback = button("Add Task");
    handFocusOn(again, () => fallback);
    const elsewhere = button("Close");
    elsewhere.focus();
    second!.remove();
    await nextFrame();
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe("focusWhenShown by way of another element", () => {
  it("still hands focus on when it passed through `via` (a closing dialog's tile) and not elsewhere", async () => {
    const pressed = button("Delete Card");
    const tile = button("Card");
    pressed.focus();
    let next: HTMLButtonElement | null = null;
    focusWhenShown(() => next, undefined, tile);
    tile.focus();
    tile.remove();
    next = button("The card below");
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(next);
  });
});

describe("focusFollowsItem", () => {
  /** A list of items keyed by `data-id`, each with a Tick and a Delete button. */
  function list(ids: string[]) {
    const element = document.createElement("ul");
    document.body.append(element);
    for (const id of ids) element.append(item(id));
    return element;
  }
  function item(id: string) {
    const element = document.createElement("li");
    element.dataset.id = id;
    button(`Tick ${id}`, element);
    button(`Delete ${id}`, element);
    return element;
  }
  const control = (scope: ParentNode, id: string, index: number) => scope.querySelectorAll(`[data-id="${id}"] button`)[index] as HTMLElement;

  it("follows the item to where the page shows it now, to the same control", async () => {
    const from = list(["a", "b"]);
    const to = list([]);
    control(from, "a", 1).focus();
    focusFollowsItem(from.firstElementChild as HTMLElement, "data-id", from, () => null, { control: control(from, "a", 1) });
    from.firstElementChild!.remove();
    to.append(item("a"));
    await nextFrame();
    expect(document.activeElement).toBe(control(to, "a", 1));
  });

  it("gives focus back to an item whose node moved among the others", async () => {
    const items = list(["a", "b"]);
    const a = items.firstElementChild as HTMLElement;
    control(items, "a", 0).focus();
    focusFollowsItem(a, "data-id", items, () => null, { control: control(items, "a", 0) });
    items.append(a); // moving the node drops its focus
    (document.activeElement as HTMLElement | null)?.blur();
    await nextFrame();
    expect(document.activeElement).toBe(control(items, "a", 0));
  });

  it("goes to the next item, else the one before, else the fallback, once the item is gone", async () => {
    const items = list(["a", "b", "c"]);
    control(items, "b", 0).focus();
    focusFollowsItem(items.children[1] as HTMLElement, "data-id", items, () => null, { control: control(items, "b", 0) });
    items.children[1]!.remove();
    await nextFrame();
    expect(document.activeElement).toBe(control(items, "c", 0));

    items.children[1]!.remove(); // c, focused: no item after it
    control(items, "a", 0).focus();
    const fallback = button("New Task");
    focusFollowsItem(items.children[0] as HTMLElement, "data-id", items, () => fallback, { control: control(items, "a", 0) });
    items.children[0]!.remove();
    await nextFrame();
    expect(document.activeElement).toBe(fallback);
  });
});

describe("focusPutBack", () => {
  it("focuses what an undo put back once it shows, not the fallback", async () => {
    const undo = button("Undo");
    undo.focus();
    const heading = document.createElement("h1");
    heading.tabIndex = -1;
    document.body.append(heading);
    let restored: HTMLButtonElement | null = null;
    focusPutBack(() => restored, () => heading);
    undo.remove();
    await nextFrame();
    restored = button("Complete Call mum");
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(restored);
  });

  it("focuses the fallback when the page does not show it a couple of frames on (a filter hides it), never the page", async () => {
    const undo = button("Undo");
    undo.focus();
    const heading = document.createElement("h1");
    heading.tabIndex = -1;
    document.body.append(heading);
    focusPutBack(() => null, () => heading);
    undo.remove();
    expect(document.activeElement).toBe(document.body);
    for (let frame = 0; frame < 3; frame++) await nextFrame();
    expect(document.activeElement).toBe(heading);
  });
});

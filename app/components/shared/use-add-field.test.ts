import { act, fireEvent, render, renderHook } from "@testing-library/react";
import { createElement, type ChangeEvent } from "react";
import { describe, expect, it } from "vitest";
import type { ActionResult } from "~/lib/action-result";
import { addOnEnter, useAddField } from "./use-add-field";

/** An add whose answer the test gives, when it wants. */
function deferredAdds() {
  const calls: { text: string; answer(result: ActionResult): Promise<void> }[] = [];
  const onAdd = (text: string) =>
    new Promise<ActionResult>((resolve) => {
      calls.push({
        text,
        answer: async (result) => {
          await act(async () => resolve(result));
        },
      });
    });
  return { calls, onAdd };
}

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;
const saved: ActionResult = { ok: true, intent: "add" };
const NOT_SAVED = "Not saved: this browser's storage is full.";
const full: ActionResult = { ok: false, intent: "add", error: NOT_SAVED };

function setup() {
  const adds = deferredAdds();
  const refusals: string[] = [];
  const hook = renderHook(() => useAddField({ onAdd: adds.onAdd, onRefused: (refusal) => refusals.push(refusal.error) }));
  const type = (value: string) => act(() => hook.result.current.input.onChange(typed(value)));
  const submit = () => {
    let attempt = "";
    act(() => {
      attempt = hook.result.current.submit();
    });
    return attempt;
  };
  return { adds, refusals, hook, type, submit, value: () => hook.result.current.input.value };
}

describe("useAddField", () => {
  it("takes the trimmed text out of the field at once; what is typed next stays", async () => {
    const { adds, type, submit, value } = setup();
    type("  Buy milk  ");
    expect(submit()).toBe("adding");
    expect(adds.calls.map((call) => call.text)).toEqual(["Buy milk"]);
    expect(value()).toBe("");
    type("and eggs");
    await adds.calls[0]!.answer(saved);
    expect(value()).toBe("and eggs");
  });

  it("adds every entry submitted while earlier ones are still saving, each once", () => {
    const { adds, type, submit } = setup();
    for (const title of ["One", "Two", "Three"]) {
      type(title);
      submit();
    }
    expect(adds.calls.map((call) => call.text)).toEqual(["One", "Two", "Three"]);
  });

  it("a second submit of the field it just emptied is a repeat and adds nothing", () => {
    const { adds, type, submit } = setup();
    type("Only once");
    expect(submit()).toBe("adding");
    expect(submit()).toBe("repeat");
    expect(adds.calls).toHaveLength(1);
  });

  it("a blank field is blank, not a repeat, and adds nothing", () => {
    const { adds, type, submit } = setup();
    expect(submit()).toBe("blank");
    type("   ");
    expect(submit()).toBe("blank");
    type("Real");
    submit();
    type("");
    expect(submit()).toBe("blank"); // typed in since: not a repeat
    expect(adds.calls.map((call) => call.text)).toEqual(["Real"]);
  });

  it("a refused add puts its text back, in front of what was typed since, and says why", async () => {
    const { adds, refusals, hook, type, submit, value } = setup();
    type("Will not fit");
    submit();
    await adds.calls[0]!.answer(full);
    expect(value()).toBe("Will not fit");
    expect(hook.result.current.refusal?.error).toBe(NOT_SAVED);
    expect(refusals).toEqual([NOT_SAVED]);

    submit();
    type("more");
    await adds.calls[1]!.answer(full);
    expect(value()).toBe("Will not fit more");
    // Refused text in the field: a submit adds it again, it is no repeat.
    expect(submit()).toBe("adding");
  });

  it("discard empties the field and forgets the refusal", async () => {
    const { adds, hook, type, submit, value } = setup();
    type("Draft");
    submit();
    await adds.calls[0]!.answer(full);
    act(() => hook.result.current.discard());
    expect(value()).toBe("");
    expect(hook.result.current.refusal).toBeNull();
  });
});

describe("addOnEnter", () => {
  /** A field whose keydown goes to addOnEnter, as the add forms' fields do; what was added. */
  function field() {
    const adds: string[] = [];
    const { container } = render(createElement("input", { defaultValue: "Buy milk", onKeyDown: addOnEnter(() => adds.push(input.value)) }));
    const input = container.querySelector("input")!;
    // fireEvent says false when the event's default was prevented.
    const press = (init: KeyboardEventInit) => fireEvent.keyDown(input, init);
    return { adds, press };
  }

  it("adds on Enter's keydown and keeps the browser from submitting the form on its own", () => {
    const { adds, press } = field();
    expect(press({ key: "Enter" })).toBe(false);
    expect(adds).toEqual(["Buy milk"]);
  });

  it("leaves other keys, Enter with a modifier and an IME's Enter to the browser", () => {
    const { adds, press } = field();
    expect(press({ key: "a" })).toBe(true);
    for (const modifier of ["altKey", "ctrlKey", "metaKey", "shiftKey"]) expect(press({ key: "Enter", [modifier]: true })).toBe(true);
    expect(press({ key: "Enter", isComposing: true })).toBe(true);
    // Safari's: after the composition ended, with key code 229.
    expect(press({ key: "Enter", keyCode: 229 })).toBe(true);
    expect(adds).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createHistory } from "./history";

type Command = { do: string };
const change = (name: string, deleted?: string) => ({ inverse: { do: `undo ${name}` }, label: name, ...(deleted ? { toast: deleted } : {}) });

describe("history", () => {
  it("starts empty", () => {
    const history = createHistory<Command>();
    expect(history.getSnapshot()).toEqual({ undo: null, redo: null, announcement: "" });
    expect(history.take("undo")).toBeNull();
    expect(history.take("redo")).toBeNull();
  });

  it("undoes the latest change first, and what reverses an undo becomes the redo", () => {
    const history = createHistory<Command>();
    history.record(change("a"));
    history.record(change("b"));
    expect(history.getSnapshot().undo).toMatchObject({ label: "b", command: { do: "undo b" } });

    const b = history.take("undo")!;
    expect(b.label).toBe("b");
    expect(history.getSnapshot().undo?.label).toBe("a");
    history.settle(b.id, { ok: true, change: { inverse: { do: "redo b" }, label: "restore b" } });
    expect(history.getSnapshot()).toMatchObject({
      undo: { label: "a" },
      // The redo keeps the change's own name.
      redo: { label: "b", command: { do: "redo b" } },
      announcement: "Undone: b",
    });

    const redo = history.take("redo")!;
    history.settle(redo.id, { ok: true, change: { inverse: { do: "undo b again" }, label: "x" } });
    expect(history.getSnapshot()).toMatchObject({
      undo: { label: "b", command: { do: "undo b again" } },
      redo: null,
      announcement: "Redone: b",
    });
  });

  it("says the same undo twice in a row differently, so a screen reader's status region speaks it again", () => {
    const history = createHistory<Command>();
    for (let i = 0; i < 3; i++) history.record(change("move card “Alpha”"));
    const heard: string[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = history.take("undo")!;
      history.settle(entry.id, { ok: true, change: change("x") });
      heard.push(history.getSnapshot().announcement);
    }
    // Each differs from the one before; each reads the same.
    expect(heard[1]).not.toBe(heard[0]);
    expect(heard[2]).not.toBe(heard[1]);
    expect(heard.map((text) => text.trimEnd())).toEqual(Array(3).fill("Undone: move card “Alpha”"));
    // A redo after them is a new message, said as it is.
    const redo = history.take("redo")!;
    history.settle(redo.id, { ok: true, change: change("y") });
    expect(history.getSnapshot().announcement).toBe("Redone: move card “Alpha”");
  });

  it("forgets what could be redone once a new change is made", () => {
    const history = createHistory<Command>();
    history.record(change("a"));
    const a = history.take("undo")!;
    history.settle(a.id, { ok: true, change: change("restore a") });
    expect(history.getSnapshot().redo).not.toBeNull();
    history.record(change("b"));
    expect(history.getSnapshot().redo).toBeNull();
  });

  it("keeps at least 100 steps, dropping the oldest beyond its limit", () => {
    const history = createHistory<Command>();
    for (let i = 1; i <= 150; i++) history.record(change(`change ${i}`));
    const labels: string[] = [];
    for (let entry = history.take("undo"); entry; entry = history.take("undo")) labels.push(entry.label);
    expect(labels).toHaveLength(100);
    expect(labels[0]).toBe("change 150");
    expect(labels.at(-1)).toBe("change 51");
  });

  it("drops an undo a rule refused (it can never apply), and keeps one that was not stored, to try again", () => {
    const history = createHistory<Command>();
    history.record(change("a"));
    history.record(change("b"));
    const b = history.take("undo")!;
    history.settle(b.id, { ok: false, refused: false });
    expect(history.getSnapshot().undo?.label).toBe("b");
    const again = history.take("undo")!;
    history.settle(again.id, { ok: false, refused: true });
    expect(history.getSnapshot()).toMatchObject({ undo: { label: "a" }, redo: null });
  });

  it("undoes one entry by id (a toast's Undo), leaving the later ones", () => {
    const history = createHistory<Command>();
    const a = history.record(change("a", "Card deleted"));
    history.record(change("b"));
    expect(history.canUndo(a.id)).toBe(true);
    expect(history.take("undo", a.id)?.label).toBe("a");
    expect(history.canUndo(a.id)).toBe(false);
    expect(history.take("undo", a.id)).toBeNull();
    expect(history.getSnapshot().undo?.label).toBe("b");
  });

  it("tells listeners about each recorded change, deletions with their toast text", () => {
    const history = createHistory<Command>();
    const seen: (string | undefined)[] = [];
    const stop = history.onRecord((entry) => seen.push(entry.toast));
    history.record(change("a", "Card deleted"));
    history.record(change("b"));
    stop();
    history.record(change("c", "Board deleted"));
    expect(seen).toEqual(["Card deleted", undefined]);
  });

  it("ignores the answer for an entry it did not hand out", () => {
    const history = createHistory<Command>();
    expect(history.settle(12345, { ok: true, change: null })).toBeNull();
  });
});

import { act, renderHook } from "@testing-library/react";
import type { Virtualizer } from "@tanstack/react-virtual";
import { describe, expect, it } from "vitest";
import { keptRange, measureUnrounded, useFocusedItem, useItemKey } from "./kept-range";

const range = (startIndex: number, endIndex: number, count: number) => ({ startIndex, endIndex, overscan: 0, count });

describe("keptRange", () => {
  it("keeps what is in view, the first and the last", () => {
    expect(keptRange(range(10, 12, 100), -1)).toEqual([0, 10, 11, 12, 99]);
  });

  it("keeps the focused row with its neighbours, and pinned rows", () => {
    expect(keptRange(range(10, 11, 100), 50, [70])).toEqual([0, 10, 11, 49, 50, 51, 70, 99]);
  });

  it("ignores indexes out of the list", () => {
    expect(keptRange(range(0, 1, 3), 2, [-1, 7])).toEqual([0, 1, 2]);
  });
});

describe("useFocusedItem", () => {
  const ids = ["a", "b", "c", "d", "e"];
  const indexOf = (id: string) => ids.indexOf(id);
  const rendered = (...indexes: number[]) => indexes.map((index) => ({ index }));

  function setUp() {
    let renders = 0;
    const hook = renderHook(() => {
      renders += 1;
      return useFocusedItem(indexOf, ids.length);
    });
    return { hook, renders: () => renders };
  }

  it("a focused item whose neighbours are rendered renders nothing, and is read as the rows are worked out", () => {
    const { hook, renders } = setUp();
    const before = hook.result.current.focusedIndex;
    act(() => hook.result.current.onFocus("c", rendered(1, 2, 3)));
    expect(renders()).toBe(1);
    expect(hook.result.current.focusedIndex).toBe(before);
    expect(hook.result.current.focusedIndex()).toBe(2);
  });

  it("a focused item with a neighbour not rendered renders the list again, with a new reader", () => {
    const { hook, renders } = setUp();
    const before = hook.result.current.focusedIndex;
    act(() => hook.result.current.onFocus("d", rendered(2, 3)));
    expect(renders()).toBe(2);
    expect(hook.result.current.focusedIndex).not.toBe(before);
    expect(hook.result.current.focusedIndex()).toBe(3);
    // The first and last items have one neighbour.
    act(() => hook.result.current.onFocus("e", rendered(3, 4)));
    expect(renders()).toBe(2);
  });

  it("focus leaving the list is forgotten without a render; focus on something not in it is ignored", () => {
    const { hook, renders } = setUp();
    act(() => hook.result.current.onFocus("b", rendered(0, 1, 2)));
    act(() => hook.result.current.onBlur());
    expect(hook.result.current.focusedIndex()).toBe(-1);
    act(() => hook.result.current.onFocus("z", rendered()));
    expect(hook.result.current.focusedIndex()).toBe(-1);
    expect(renders()).toBe(1);
  });
});

describe("useItemKey", () => {
  const keyOf = (item: { id: string }) => item.id;

  it("gives each place its item's key, and the place itself past the end", () => {
    const { result } = renderHook(() => useItemKey([{ id: "a" }, { id: "b" }], keyOf));
    expect([0, 1, 2].map(result.current)).toEqual(["a", "b", 2]);
  });

  it("is the same function while the list is the same array, and a new one for a new array", () => {
    const first = [{ id: "a" }];
    const { result, rerender } = renderHook(({ items }) => useItemKey(items, keyOf), { initialProps: { items: first } });
    const before = result.current;
    rerender({ items: first });
    expect(result.current).toBe(before);
    rerender({ items: [{ id: "b" }] });
    expect(result.current).not.toBe(before);
    expect(result.current(0)).toBe("b");
  });
});

describe("measureUnrounded", () => {
  const row = (height: number) => {
    const element = document.createElement("li");
    element.getBoundingClientRect = () => new DOMRect(0, 0, 270, height);
    return element;
  };
  const virtualizer = (cache: Map<number, number>) =>
    ({ itemSizeCache: cache, options: { getItemKey: (index: number) => index }, indexFromElement: () => 3 }) as unknown as Virtualizer<
      Window,
      Element
    >;
  const resized = (blockSize: number) => ({ borderBoxSize: [{ blockSize, inlineSize: 270 }] }) as unknown as ResizeObserverEntry;

  it("takes a row's height as laid out, fractions included (the virtualizer's own rounds it)", () => {
    expect(measureUnrounded(row(60.5), undefined, virtualizer(new Map()))).toBe(60.5);
    expect(measureUnrounded(row(60.5), resized(83.25), virtualizer(new Map()))).toBe(83.25);
  });

  it("keeps a row's measured height when it is mounted again, until the browser reports a new one", () => {
    const cache = new Map([[3, 61.75]]);
    expect(measureUnrounded(row(10), undefined, virtualizer(cache))).toBe(61.75);
    expect(measureUnrounded(row(10), resized(70.5), virtualizer(cache))).toBe(70.5);
  });
});

import { defaultRangeExtractor, type Range, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";

/**
 * The rows a windowed list renders: those in or near view, plus the first and
 * the last (Tab and Shift+Tab reach both ends), the focused one with its
 * neighbours (Tab always finds the next row rendered) and any `pinned` row
 * (the one being edited or dragged). Indexes out of range are ignored.
 */
export function keptRange(range: Range, focusedIndex: number, pinned: readonly number[] = []): number[] {
  const indexes = new Set(defaultRangeExtractor(range));
  const around = focusedIndex >= 0 ? [focusedIndex - 1, focusedIndex, focusedIndex + 1] : [];
  for (const index of [0, range.count - 1, ...pinned, ...around]) {
    if (index >= 0 && index < range.count) indexes.add(index);
  }
  return [...indexes].sort((a, b) => a - b);
}

/** Every row of a windowed list: what paper shows (`usePrinting`). */
export const everyIndex = (range: Range): number[] => Array.from({ length: range.count }, (_, index) => index);

/**
 * Whether the page is being printed (from `beforeprint` to `afterprint`): a windowed list then
 * renders every row (`everyIndex`), and print styles put them one after the other. The browser
 * lays the page out for paper right after `beforeprint`, with no frame between in which the
 * virtualizer could see the list grow, so the rows are rendered in that event (flushSync).
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    addEventListener("beforeprint", before);
    addEventListener("afterprint", after);
    return () => {
      removeEventListener("beforeprint", before);
      removeEventListener("afterprint", after);
    };
  }, []);
  return printing;
}

/**
 * The focused item of a windowed list, for `keptRange`. Focus comes with every press on an
 * item, before that press's own render; a state update for it rendered the whole list again
 * first. It is kept in a ref instead, read whenever the virtualizer works its rows out (a
 * scroll, a change of the list), and renders the list only when the focused item's neighbours
 * are not all rendered yet. `indexOf` is the list's own (a new one when the list changes).
 */
export function useFocusedItem<Id>(indexOf: (id: Id) => number, count: number) {
  const focused = useRef<Id | null>(null);
  const [moves, renderAroundFocus] = useReducer((total: number) => total + 1, 0);
  // A new function, so a new range extractor, when the list changes or focus needs its neighbours.
  const focusedIndex = useCallback(
    () => (focused.current === null ? -1 : indexOf(focused.current)),
    [indexOf, moves], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const onFocus = (id: Id | null, rendered: readonly { index: number }[]) => {
    focused.current = id;
    const index = id === null ? -1 : indexOf(id);
    if (index === -1) return;
    const shown = new Set(rendered.map((item) => item.index));
    const missing = [index - 1, index, index + 1].some((near) => near >= 0 && near < count && !shown.has(near));
    if (missing) renderAroundFocus();
  };
  // The rows stay rendered until the next scroll or change works them out again.
  const onBlur = () => void (focused.current = null);
  return { focusedIndex, onFocus, onBlur };
}

/**
 * The virtualizer's `getItemKey` for a list: the same function for as long as
 * the list is the same array. The virtualizer works out every row's place again
 * whenever this function changes, a pass over the whole list, so a render that
 * changes none of it (an edit opening, focus moving, a drag step elsewhere)
 * must hand it the same one: `keyOf` is defined once, outside the component, or changes
 * only with the list.
 */
export function useItemKey<Item>(items: readonly Item[], keyOf: (item: Item) => string | number) {
  return useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
    [items, keyOf],
  );
}

/**
 * A row's height as the browser lays it out, for the virtualizer's `measureElement`. Its own
 * rounds to whole pixels: a tile 60.5 px high was placed as 61, so each row stood half a pixel
 * lower than the one before it in a plain list, 4 px by the eighth tile of a Kanban board (and
 * lower than the picture of the stored boards painted before the app starts, which the page then
 * moved). A row measured before keeps its size until the browser reports a new one.
 */
export function measureUnrounded<TScroll extends Element | Window, TElement extends Element>(
  element: TElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<TScroll, TElement>,
): number {
  const reported = entry?.borderBoxSize[0]?.blockSize;
  if (reported !== undefined) return reported;
  if (!entry) {
    const cached = instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element)));
    if (cached !== undefined) return cached;
  }
  return element.getBoundingClientRect().height;
}

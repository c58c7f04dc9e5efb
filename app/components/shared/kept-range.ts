import { defaultRangeExtractor, type Range } from "@tanstack/react-virtual";

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

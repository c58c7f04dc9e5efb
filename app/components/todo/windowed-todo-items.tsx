import { useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import { memo, useCallback, useLayoutEffect, useMemo, useState, type RefObject } from "react";
import { everyIndex, keptRange, measureUnrounded, useFocusedItem, useItemKey, usePrinting } from "~/components/shared/kept-range";
import { rowKeyOf } from "~/lib/todo-commands";
import type { Todo } from "~/lib/todos";
import { RENDER_ALL_UP_TO, TASK_ITEM_CLASS, TASK_LIST_CLASS, TASK_ROW_HEIGHT } from "./task-list-markup";
import { TodoItemRow, type TodoItemsProps } from "./todo-items";

// The windowed list of a long To Do list, with its virtualizer
// (@tanstack/react-virtual, ~10 KB of gzip): loaded on demand, see todo-items.tsx.


function focusedTodoId(target: EventTarget | null): number | null {
  const id = target instanceof HTMLElement ? target.closest<HTMLElement>("[data-todo-id]")?.dataset.todoId : undefined;
  return id === undefined ? null : Number(id);
}

/** The list's distance from the top of the page, kept up to date as what is above it changes. */
function useOffsetInPage(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    // A notice, an error or a wrapped header above the list moves it: the page's size changes then.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/**
 * The list itself, windowed: only the rows in or near the window's view are
 * rendered (@tanstack/react-virtual, the page scrolls with the window), so
 * 5,000 tasks cost what a few dozen do — every router state change (each
 * save's fetcher) makes React walk every mounted row, and the browser lays out
 * and hit-tests every one. The first and last rows, the focused row with its
 * neighbours and the row being edited are always rendered, so Tab and
 * Shift+Tab reach both ends of the list and focus can move to the next task
 * after a delete. Printed, every row is. Rows are measured, as a long title can be shown in full.
 * Memoized as a whole: a fetcher's state change that leaves the data alone
 * (submitting, loading, idle) skips the list, and a change to one task
 * re-renders only that task's row.
 */
export const WindowedTodoItems = memo(function WindowedTodoItems({ listRef, todos, rowKeys, editing, ...handlers }: TodoItemsProps) {
  const scrollMargin = useOffsetInPage(listRef);
  // The focused row is followed by its key, which stays with its task when sync gives it another id.
  const idOfKey = useMemo(() => new Map(Array.from(rowKeys, ([id, key]) => [key, id])), [rowKeys]);
  const indexOf = useCallback(
    (key: string) => {
      const id = idOfKey.get(key) ?? Number(key);
      return todos.findIndex((todo) => todo.id === id);
    },
    [todos, idOfKey],
  );
  const focus = useFocusedItem(indexOf, todos.length);
  const { focusedIndex } = focus;

  const editedIndex = editing === null ? -1 : todos.findIndex((todo) => rowKeyOf(rowKeys, todo.id) === editing.key);
  const printing = usePrinting();
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (printing || range.count <= RENDER_ALL_UP_TO) return everyIndex(range);
      return keptRange(range, focusedIndex(), [editedIndex]);
    },
    [editedIndex, focusedIndex, printing],
  );
  const taskKey = useCallback((todo: Todo) => rowKeyOf(rowKeys, todo.id), [rowKeys]);
  const getItemKey = useItemKey(todos, taskKey);
  const virtualizer = useWindowVirtualizer({
    count: todos.length,
    // A row's height before it is measured: a one-line title's.
    estimateSize: () => TASK_ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    measureElement: measureUnrounded,
    // Render a first screenful before the window has been measured.
    initialRect: typeof window === "undefined" ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });

  return (
    <ul
      ref={listRef}
      aria-label="Tasks"
      // Printed, every row is rendered (usePrinting), one after the other.
      className={`${TASK_LIST_CLASS} print:h-auto!`}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => {
        const id = focusedTodoId(event.target);
        focus.onFocus(id === null ? null : rowKeyOf(rowKeys, id), virtualizer.getVirtualItems());
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focus.onBlur();
      }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const todo = todos[item.index]!;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            data-todo-id={todo.id}
            aria-setsize={todos.length}
            aria-posinset={item.index + 1}
            className={`absolute top-0 left-0 w-full print:static print:transform-none! ${TASK_ITEM_CLASS}`}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <TodoItemRow todo={todo} editing={editing?.key === item.key ? editing : null} {...handlers} />
          </li>
        );
      })}
    </ul>
  );
});

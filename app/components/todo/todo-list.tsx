import { useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { Link } from "react-router";
import { keptRange } from "~/components/shared/kept-range";
import type { Saves } from "~/components/shared/use-saves";
import { Button } from "~/components/ui/button";
import { applyPending } from "~/lib/commands";
import { todoCommands, type TodoCommand } from "~/lib/todo-commands";
import { countActive, filterTodos, TODO_FILTERS, type Todo, type TodoFilter } from "~/lib/todos";
import { cn } from "~/lib/utils";
import { TodoRow, type TodoRowProps } from "./todo-row";

const FILTER_LABELS: Record<TodoFilter, string> = { all: "All", active: "Active", completed: "Completed" };
const EMPTY_FILTERED: Record<TodoFilter, string> = {
  all: "You don't have any task.",
  active: "No active tasks.",
  completed: "No completed tasks.",
};

function FilterLinks({ current }: { current: TodoFilter }) {
  return (
    <nav aria-label="Filter tasks">
      <ul className="flex gap-1">
        {TODO_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={filter === "all" ? "/todo" : `/todo?filter=${filter}`}
              aria-current={filter === current ? "page" : undefined}
              className={cn(
                "rounded-md px-2.5 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                filter === current && "bg-primary/10 font-semibold text-primary",
              )}
            >
              {FILTER_LABELS[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The task being edited: its text when the edit opens again after a refused save, and whether it takes focus. */
interface Editing {
  id: number;
  draft: string | null;
  focus: boolean;
}

type TodoItemsProps = Omit<TodoRowProps, "todo" | "editing"> & {
  listRef: RefObject<HTMLUListElement | null>;
  todos: Todo[];
  editing: Editing | null;
};

/** A row's height before it is measured (a one-line title). */
const ESTIMATED_ROW_HEIGHT = 49;
/** Up to this many tasks, every row is rendered (the window only pays off for long lists). */
const RENDER_ALL_UP_TO = 60;

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
 * after a delete. Rows are measured, as a long title can be shown in full.
 * Memoized as a whole: a fetcher's state change that leaves the data alone
 * (submitting, loading, idle) skips the list, and a change to one task
 * re-renders only that task's row.
 */
const TodoItems = memo(function TodoItems({ listRef, todos, editing, ...handlers }: TodoItemsProps) {
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const scrollMargin = useOffsetInPage(listRef);

  const focusedIndex = focusedId === null ? -1 : todos.findIndex((todo) => todo.id === focusedId);
  const editedIndex = editing === null ? -1 : todos.findIndex((todo) => todo.id === editing.id);
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (range.count <= RENDER_ALL_UP_TO) return Array.from({ length: range.count }, (_, index) => index);
      return keptRange(range, focusedIndex, [editedIndex]);
    },
    [editedIndex, focusedIndex],
  );
  const virtualizer = useWindowVirtualizer({
    count: todos.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => todos[index]?.id ?? index,
    rangeExtractor,
    // Render a first screenful before the window has been measured.
    initialRect: typeof window === "undefined" ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });

  return (
    <ul
      ref={listRef}
      aria-label="Tasks"
      className="relative box-content rounded-md border bg-card shadow-xs"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => setFocusedId(focusedTodoId(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
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
            className="absolute top-0 left-0 w-full border-b [contain:content] last:border-b-0"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {todo.id === editing?.id ? (
              <TodoRow todo={todo} editing draft={editing.draft} focusEditor={editing.focus} {...handlers} />
            ) : (
              <TodoRow todo={todo} editing={false} {...handlers} />
            )}
          </li>
        );
      })}
    </ul>
  );
});

export function TodoList({
  todos,
  filter,
  save,
  pending,
}: {
  todos: Todo[];
  filter: TodoFilter;
} & Pick<Saves<TodoCommand>, "save" | "pending">) {
  const listRef = useRef<HTMLUListElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  // Optimistic UI: show the changes being saved as if they were already stored
  // (painted in the frame of the click: a controlled checkbox must not flick back).
  const shown = useMemo(() => applyPending(todoCommands, todos, pending), [todos, pending]);
  const visible = useMemo(() => filterTodos(shown, filter), [shown, filter]);
  const left = countActive(shown);
  const completed = shown.length - left;

  const focusInRow = useCallback((id: number | undefined, action: string) => {
    requestAnimationFrame(() => {
      const row = id === undefined ? null : listRef.current?.querySelector(`[data-todo-id="${id}"]`);
      const target = row?.querySelector<HTMLElement>(`[data-action="${action}"]`) ?? document.getElementById("new-task");
      target?.focus();
    });
  }, []);

  const onToggle = useCallback(
    (id: number, isCompleted: boolean) => void save({ intent: "toggle", id, completed: isCompleted }),
    [save],
  );
  const onDelete = useCallback(
    (id: number) => {
      // Keep keyboard users in the list: focus moves to the next task, or the previous one.
      const ids = Array.from(listRef.current?.querySelectorAll<HTMLElement>("[data-todo-id]") ?? [], (row) =>
        Number(row.dataset.todoId),
      );
      const index = ids.indexOf(id);
      const neighbour = ids[index + 1] ?? ids[index - 1];
      const hadFocus = listRef.current?.contains(document.activeElement) ?? false;
      void save({ intent: "delete", ids: [id] });
      if (hadFocus) focusInRow(neighbour, "delete");
    },
    [save, focusInRow],
  );
  const onStartEdit = useCallback((id: number) => setEditing({ id, draft: null, focus: true }), []);
  const onFinishEdit = useCallback(
    (id: number, title: string | null, byKeyboard: boolean) => {
      setEditing((current) => (current?.id === id ? null : current));
      if (title !== null && title.trim()) {
        void save({ intent: "rename", id, title }).then((result) => {
          // Refused: the edit opens again with the typed text (the page says why).
          if (!result.ok) setEditing((current) => current ?? { id, draft: title, focus: byKeyboard });
        });
      }
      if (byKeyboard) focusInRow(id, "edit");
    },
    [save, focusInRow],
  );

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          {left === 1 ? "1 task left" : `${left} tasks left`}
        </p>
        <FilterLinks current={filter} />
        <Button
          variant="outline"
          size="sm"
          disabled={completed === 0}
          onClick={() => void save({ intent: "clear-completed" })}
        >
          Clear completed
        </Button>
      </div>
      {visible.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-muted-foreground">
          {shown.length === 0 ? EMPTY_FILTERED.all : EMPTY_FILTERED[filter]}
        </p>
      ) : (
        <TodoItems
          listRef={listRef}
          todos={visible}
          editing={editing}
          onToggle={onToggle}
          onDelete={onDelete}
          onStartEdit={onStartEdit}
          onFinishEdit={onFinishEdit}
        />
      )}
    </>
  );
}

import { memo, useCallback, useMemo, useRef, useState, type RefObject } from "react";
import { Link, useFetcher } from "react-router";
import { SaveError } from "~/components/storage/storage-notice";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { applyPendingCommands } from "~/lib/todo-commands";
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

type TodoItemsProps = Omit<TodoRowProps, "todo" | "editing"> & {
  listRef: RefObject<HTMLUListElement | null>;
  todos: Todo[];
  editingId: number | null;
};

/**
 * The list itself, memoized as a whole: a fetcher's state change that leaves the
 * data alone (submitting, loading, idle) skips thousands of rows at once, and a
 * change to one task re-renders only that task's row.
 */
const TodoItems = memo(function TodoItems({ listRef, todos, editingId, ...handlers }: TodoItemsProps) {
  return (
    <ul ref={listRef} aria-label="Tasks" className="rounded-md border bg-card shadow-xs">
      {todos.map((todo) => (
        <TodoRow key={todo.id} todo={todo} editing={todo.id === editingId} {...handlers} />
      ))}
    </ul>
  );
});

export function TodoList({ todos, filter }: { todos: Todo[]; filter: TodoFilter }) {
  const fetcher = useFetcher<ActionResult>({ key: "todo-changes" });
  const { submit } = fetcher;
  const listRef = useRef<HTMLUListElement>(null);
  const [editingId, setEditingId] = useState<number | null>(null);

  // Optimistic UI: show the change being saved as if it were already stored.
  // Toggles and deletes submit with flushSync so that state is painted in the
  // frame of the click (a controlled checkbox must not flick back meanwhile).
  const pendingForm = fetcher.formData;
  const shown = useMemo(
    () => (pendingForm ? applyPendingCommands(todos, [pendingForm]) : todos),
    [todos, pendingForm],
  );
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
    (id: number, isCompleted: boolean) =>
      void submit({ intent: "toggle", id, completed: isCompleted }, { method: "post", flushSync: true }),
    [submit],
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
      void submit({ intent: "delete", id }, { method: "post", flushSync: true });
      if (hadFocus) focusInRow(neighbour, "delete");
    },
    [submit, focusInRow],
  );
  const onStartEdit = useCallback((id: number) => setEditingId(id), []);
  const onFinishEdit = useCallback(
    (id: number, title: string | null, byKeyboard: boolean) => {
      setEditingId((current) => (current === id ? null : current));
      if (title !== null && title.trim()) void submit({ intent: "rename", id, title }, { method: "post" });
      if (byKeyboard) focusInRow(id, "edit");
    },
    [submit, focusInRow],
  );

  const saveError = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;

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
          onClick={() => void submit({ intent: "clear-completed" }, { method: "post" })}
        >
          Clear completed
        </Button>
      </div>
      <SaveError error={saveError} />
      {visible.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-muted-foreground">
          {shown.length === 0 ? EMPTY_FILTERED.all : EMPTY_FILTERED[filter]}
        </p>
      ) : (
        <TodoItems
          listRef={listRef}
          todos={visible}
          editingId={editingId}
          onToggle={onToggle}
          onDelete={onDelete}
          onStartEdit={onStartEdit}
          onFinishEdit={onFinishEdit}
        />
      )}
    </>
  );
}

import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type MouseEvent } from "react";
import { Link } from "react-router";
import { focusWhenShown } from "~/components/shared/hand-focus-on";
import { useCodeWait } from "~/components/shared/on-demand";
import type { Saves } from "~/components/shared/use-saves";
import { Button } from "~/components/ui/button";
import { restoreTaskGone, taskGone, type TaskGone } from "~/lib/task-gone";
import { addsStoredHere, applyPendingTodos, rowKeyOf, rowKeysMovedBySync, type TodoAt, type TodoCommand } from "~/lib/todo-commands";
import { countActive, filterTodos, TODO_FILTERS, todoHref, type Todo, type TodoFilter } from "~/lib/todos";
import { FILTER_LABELS, filterLinkClass, STATUS_ROW_CLASS, tasksLeftText } from "./task-list-markup";
import { TodoItems, useWindowedListCode, type Editing } from "./todo-items";
import { TaskGoneNotice } from "./task-gone-notice";
import { searchResults } from "./todo-search";

// A row's controls that keep keyboard focus as tasks leave the list.
const CHECKBOX = 'input[type="checkbox"]';
const EDIT_BUTTON = '[data-action="edit"]';
const DELETE_BUTTON = '[data-action="delete"]';

const EMPTY_FILTERED: Record<TodoFilter, string> = {
  all: "You don't have any task.",
  active: "No active tasks.",
  completed: "No completed tasks.",
};

/** The filters (they keep the search); with a search on, each says how many of its tasks match. A memo: a save's render skips its links. */
const FilterLinks = memo(function FilterLinks({
  current,
  query,
  counts,
  Count,
}: {
  current: TodoFilter;
  query: string;
  counts: Record<TodoFilter, number> | null;
  Count: ComponentType<{ count: number }> | undefined;
}) {
  return (
    <nav aria-label="Filter tasks">
      <ul className="flex gap-1">
        {TODO_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={todoHref(filter, query)}
              aria-current={filter === current ? "page" : undefined}
              className={filterLinkClass(filter === current)}
            >
              {FILTER_LABELS[filter]}
              {counts && Count ? <Count count={counts[filter]} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

export function TodoList({
  todos,
  filter,
  query,
  onClearSearch,
  save,
  pending,
}: {
  todos: Todo[];
  filter: TodoFilter;
  /** The search: only tasks whose title holds it are shown (every task when it is blank). */
  query: string;
  onClearSearch(): void;
} & Pick<Saves<TodoCommand>, "save" | "pending">) {
  const listRef = useRef<HTMLUListElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  useWindowedListCode();

  // Optimistic UI: show the changes being saved as if they were already stored
  // (painted in the frame of the click: a controlled checkbox must not flick back).
  // So the rules load with the page (1.3 KB), not on demand as the Kanban's do: a
  // task checked before they came would show unchecked until they did.
  // Read as the loaders' data arrives: by then this tab's action has heard where its adds were stored.
  const { todos: shown, refs, rowKeys } = useMemo(
    () => applyPendingTodos(todos, pending, addsStoredHere, rowKeysMovedBySync),
    [todos, pending],
  );
  // A change to a task whose add is on its way names that add, and an edit names its task's row;
  // read at the change, so the rows' callbacks stay the same.
  const shownKeys = useRef({ refs, rowKeys, shown });
  useLayoutEffect(() => {
    shownKeys.current = { refs, rowKeys, shown };
  }, [refs, rowKeys, shown]);
  // Where the task being edited was last shown. Should it go (deleted on another device or tab),
  // its edit goes with its row and saves what was typed: that text is kept, and the page says so.
  const editedSeen = useRef<TodoAt | null>(null);
  if (editing) {
    const index = shown.findIndex((todo) => rowKeyOf(rowKeys, todo.id) === editing.key);
    if (index !== -1) editedSeen.current = { todo: shown[index]!, index };
  }
  const [gone, setGone] = useState<TaskGone | null>(null);
  const refOf = useCallback((id: number) => {
    const ref = shownKeys.current.refs.get(id);
    return ref === undefined ? {} : { ref };
  }, []);
  const editingOf = useCallback(
    (id: number, draft: string | null, focus: boolean): Editing => ({ key: rowKeyOf(shownKeys.current.rowKeys, id), draft, focus }),
    [],
  );
  // The tasks the search finds (once its code is there), then the filter's among them.
  const results = searchResults.useLoaded();
  const search = useMemo(() => results?.searchTodos(shown, query) ?? null, [results, shown, query]);
  const searchWait = useCodeWait(searchResults, query.trim() !== "", query, "Searching…", "Not searched");
  const matching = search?.matching ?? shown;
  const visible = useMemo(() => filterTodos(matching, filter), [matching, filter]);
  const left = countActive(shown);
  const completed = shown.length - left;
  const inFilter = filter === "all" ? shown.length : filter === "active" ? left : completed;
  // With a search on, Clear completed clears the completed tasks it finds, as its counts say, not
  // ones it hides. Not a task whose add is on its way: a delete of several names them by id alone.
  const completedFound = useMemo(
    () => (search ? search.matching.filter((todo) => todo.completed && !refs.has(todo.id)) : null),
    [search, refs],
  );

  /** Focuses `control` in the row of the task `id` once the page has changed, or the New Task field when that row is not there. */
  const focusInRow = useCallback((id: number | undefined, control: string) => {
    let frames = 0;
    // From the frame after this one: the row that is leaving is gone by then.
    focusWhenShown(() => {
      if (frames++ === 0) return null;
      const row = id === undefined ? null : listRef.current?.querySelector(`[data-todo-id="${id}"]`);
      return row?.querySelector<HTMLElement>(control) ?? document.getElementById("new-task");
    });
  }, []);
  /**
   * The task `id` is about to leave the list: when focus is in the list, it then moves to `control`
   * in the next task's row, or the previous one's, so keyboard users stay in the list.
   */
  const leaveRow = useCallback(
    (id: number, control: string) => {
      const list = listRef.current;
      if (!list?.contains(document.activeElement)) return;
      const ids = Array.from(list.querySelectorAll<HTMLElement>("[data-todo-id]"), (row) => Number(row.dataset.todoId));
      const index = ids.indexOf(id);
      focusInRow(ids[index + 1] ?? ids[index - 1], control);
    },
    [focusInRow],
  );

  const onToggle = useCallback(
    (id: number, isCompleted: boolean, seen: string) => {
      // Under Active or Completed the task leaves the list.
      if (filter !== "all") leaveRow(id, CHECKBOX);
      void save({ intent: "toggle", id, completed: isCompleted, seen, ...refOf(id) });
    },
    [save, refOf, filter, leaveRow],
  );
  const onDelete = useCallback(
    (id: number, seen: string) => {
      leaveRow(id, DELETE_BUTTON);
      void save({ intent: "delete", ids: [id], seen: [seen], ...refOf(id) });
    },
    [save, refOf, leaveRow],
  );
  const onClearCompleted = (event: MouseEvent<HTMLButtonElement>) => {
    // The button is disabled once they are gone: focus goes to the first task left, or the New Task field.
    if (event.currentTarget === document.activeElement) focusInRow(visible.find((todo) => !todo.completed)?.id, CHECKBOX);
    if (!completedFound) void save({ intent: "clear-completed" });
    else if (completedFound.length > 0) {
      void save({ intent: "delete", ids: completedFound.map((todo) => todo.id), seen: completedFound.map((todo) => todo.title) });
    }
  };
  const onStartEdit = useCallback((id: number) => setEditing(editingOf(id, null, true)), [editingOf]);
  const onFinishEdit = useCallback(
    (id: number, title: string | null, byKeyboard: boolean, seen: string) => {
      const finished = editingOf(id, title, byKeyboard);
      setEditing((current) => (current?.key === finished.key ? null : current));
      const seenAt = editedSeen.current;
      if (title !== null && seenAt?.todo.id === id && !shownKeys.current.shown.some((todo) => todo.id === id)) {
        const edit = taskGone(seenAt, title);
        if (edit) setGone(edit);
        return;
      }
      if (title !== null && title.trim()) {
        void save({ intent: "rename", id, title, seen, ...refOf(id) }).then((result) => {
          // Refused: the edit opens again with the typed text (the page says why).
          if (!result.ok) setEditing((current) => current ?? finished);
        });
      }
      if (byKeyboard) focusInRow(id, EDIT_BUTTON);
    },
    [save, focusInRow, refOf, editingOf],
  );

  const onRestoreGone = () => {
    if (!gone) return;
    const command = restoreTaskGone(gone, shown);
    setGone(null);
    // Focus goes to the task's Edit button once it is back (its id may be another, taken meanwhile: then New Task).
    focusInRow(gone.seen.todo.id, EDIT_BUTTON);
    void save(command);
  };
  const onDiscardGone = () => {
    setGone(null);
    document.getElementById("new-task")?.focus();
  };

  return (
    <>
      {gone ? <TaskGoneNotice gone={gone} onRestore={onRestoreGone} onDiscard={onDiscardGone} /> : null}
      {results ? (
        <results.MatchCount search={search} shown={visible.length} of={inFilter} filter={filter} />
      ) : (
        <p role="status" className="mt-1.5 text-sm text-muted-foreground empty:mt-0">
          {searchWait}
        </p>
      )}
      <div className={STATUS_ROW_CLASS}>
        <p role="status" className="text-sm text-muted-foreground">
          {tasksLeftText(left)}
        </p>
        <FilterLinks current={filter} query={query} counts={search?.counts ?? null} Count={results?.FilterCount} />
        <Button
          variant="outline"
          size="sm"
          disabled={(completedFound?.length ?? completed) === 0}
          onClick={onClearCompleted}
        >
          Clear completed
        </Button>
      </div>
      {visible.length === 0 && search && results && inFilter > 0 ? (
        <results.NoMatches query={query} filter={filter} onClear={onClearSearch} />
      ) : visible.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-muted-foreground">
          {shown.length === 0 ? EMPTY_FILTERED.all : EMPTY_FILTERED[filter]}
        </p>
      ) : (
        <TodoItems
          listRef={listRef}
          todos={visible}
          rowKeys={rowKeys}
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

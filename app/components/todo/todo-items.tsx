import { memo, useEffect, useState, type RefObject } from "react";
import { onDemand } from "~/components/shared/on-demand";
import { countKeys } from "~/lib/stored-text";
import { rowKeyOf } from "~/lib/todo-commands";
import type { Todo } from "~/lib/todos";
import { RENDER_ALL_UP_TO, TASK_ITEM_CLASS, TASK_LIST_CLASS } from "./task-list-markup";
import { TodoRow, type TodoRowProps } from "./todo-row";

/**
 * The task being edited, by its row's key (`rowKeyOf`), which stays with the task when sync gives
 * it another id; its text when the edit opens again after a refused save, and whether it takes focus.
 */
export interface Editing {
  key: string;
  draft: string | null;
  focus: boolean;
}

export type TodoItemsProps = Omit<TodoRowProps, "todo" | "editing"> & {
  listRef: RefObject<HTMLUListElement | null>;
  todos: Todo[];
  /** Each row's key (`rowKeyOf`): a new task's its add's ref, a task sync renumbered its row's key before (see applyPendingTodos), any other its id. */
  rowKeys: ReadonlyMap<number, string>;
  editing: Editing | null;
};

// A list of up to 60 tasks renders every row, so it needs no virtualizer: the
// windowed list and its virtualizer load on demand, in the browser's first
// idle time after the page shows, or before the page renders when the saved
// list is longer (see `prepareTodoItems`).
const windowed = onDemand(() => import("./windowed-todo-items"));

/** How many To Do pages are on screen: a save's reload of a shown page never waits for code. */
let pagesShown = 0;

/** For the To Do page: the windowed list's code loads in the browser's first idle time after the page shows. */
export function useWindowedListCode(): void {
  useEffect(() => {
    pagesShown++;
    windowed.loadWhenIdle();
    return () => {
      pagesShown--;
    };
  }, []);
}

/**
 * For the route's loader: before a long list is first shown, it waits for the
 * windowed list's code, so it is windowed from its first frame. A list already
 * on screen (a save reloads it) shows its change at once, every row until the
 * code is there.
 */
export async function prepareTodoItems(count: number): Promise<void> {
  if (count <= RENDER_ALL_UP_TO || pagesShown > 0) return;
  // Should it fail to load (offline), every row is rendered instead.
  await windowed.load().catch(() => undefined);
}

/**
 * For the route module as it is first evaluated (before the app hydrates and its loader
 * parses the saved tasks): a saved text of more than 60 tasks (its `"title":` keys, counted
 * without parsing it) starts loading the windowed list's code, which then arrives while the
 * app hydrates and the text is parsed, rather than after. A shorter list leaves it to the idle
 * time after the page shows, which also loads it for the page's later visits.
 */
export function startTodoItemsCodeFor(storedText: string): void {
  if (pagesShown > 0 || countKeys(storedText, "title", RENDER_ALL_UP_TO) <= RENDER_ALL_UP_TO) return;
  // Should it fail to load (offline), prepareTodoItems tries again, and every row shows without it.
  windowed.load().catch(() => undefined);
}

/** What a list passes each task's row: the task, the edit under way (if any), the handlers. */
type TodoItemRowProps = Omit<TodoItemsProps, "listRef" | "todos" | "rowKeys"> & { todo: Todo };

/** A task's row, open for editing when `editing` is given (the list gives it to the edited task's row only). */
export function TodoItemRow({ todo, editing, ...handlers }: TodoItemRowProps) {
  return editing ? (
    <TodoRow todo={todo} editing draft={editing.draft} focusEditor={editing.focus} {...handlers} />
  ) : (
    <TodoRow todo={todo} editing={false} {...handlers} />
  );
}

/**
 * A row of the list that renders every row. The browser counts the rows itself (no
 * `aria-setsize`, which would change on every row at each add), so a task left alone
 * by a change renders nothing.
 */
const TodoListItem = memo(function TodoListItem({ index, ...row }: TodoItemRowProps & { index: number }) {
  return (
    <li data-index={index} data-todo-id={row.todo.id} className={TASK_ITEM_CLASS}>
      <TodoItemRow {...row} />
    </li>
  );
});

/**
 * The list: every row while it is short, windowed (windowed-todo-items.tsx)
 * once it is longer than 60 tasks and that code has loaded. It stays windowed
 * after that (the window renders every row of a short list too), and switches
 * only while focus is outside the list and no press is under way in it, as
 * the rows are rendered anew then.
 * Memoized as a whole: a fetcher's state change that leaves the data alone
 * skips the list, and a change to one task re-renders only that task's row.
 */
export const TodoItems = memo(function TodoItems(props: TodoItemsProps) {
  const loaded = windowed.useLoaded();
  const [focusInside, setFocusInside] = useState(false);
  const [isWindowed, setWindowed] = useState(() => loaded !== undefined && props.todos.length > RENDER_ALL_UP_TO);
  // Not under a press either (a title's text takes no focus): released over the new row, it would never click.
  if (!isWindowed && loaded && props.todos.length > RENDER_ALL_UP_TO && !focusInside && !props.listRef.current?.matches(":active")) {
    setWindowed(true);
  }

  if (isWindowed && loaded) return <loaded.WindowedTodoItems {...props} />;
  const { listRef, todos, rowKeys, editing, ...handlers } = props;
  return (
    <ul
      ref={listRef}
      aria-label="Tasks"
      className={TASK_LIST_CLASS}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      {todos.map((todo, index) => {
        const key = rowKeyOf(rowKeys, todo.id);
        return <TodoListItem key={key} index={index} todo={todo} editing={editing?.key === key ? editing : null} {...handlers} />;
      })}
    </ul>
  );
});

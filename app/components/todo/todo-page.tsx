import { useCallback, useRef, useState } from "react";
import { focusFollowsFocusedItem, focusPutBack } from "~/components/shared/hand-focus-on";
import { UndoRedoButtons, useUndoRedo } from "~/components/shared/undo-redo";
import { TrackedSaves, useSaves } from "~/components/shared/use-saves";
import { SaveError, StorageNotice } from "~/components/storage/storage-notice";
import { todoHistory } from "~/lib/history";
import type { UnreadableNotice } from "~/lib/storage";
import { newAddRef, type TodoCommand } from "~/lib/todo-commands";
import { newTaskId, type Todo, type TodoFilter } from "~/lib/todos";
import { AddTodoForm } from "./add-todo-form";
import { TaskIconStyles } from "./task-icons";
import { TodoList } from "./todo-list";
import { searchResults, TodoSearchField, useTodoSearch } from "./todo-search";
import type { HiddenAdd } from "./todo-search-results";

/** Before a key's undo or redo: focus follows the task whose row has it, or goes to a neighbour's row or New Task. */
const focusFollowsFocusedRow = () => focusFollowsFocusedItem("data-todo-id", "ul", () => document.getElementById("new-task"));

const TASKS_HEADING_ID = "tasks-heading";

/**
 * After a toast's Undo: focus goes to the checkbox (named by the title) of the first task it put
 * back, or to the heading when the filter or search hides them (not New Task: on a phone, the
 * keyboard would open).
 */
function focusPutBackRow(command: TodoCommand) {
  if (command.intent !== "restore") return;
  const ids = new Set(command.items.map((item) => String(item.todo.id)));
  focusPutBack(
    () =>
      [...document.querySelectorAll<HTMLElement>("[data-todo-id]")]
        .find((row) => ids.has(row.dataset.todoId ?? ""))
        ?.querySelector<HTMLElement>('input[type="checkbox"]'),
    () => document.getElementById(TASKS_HEADING_ID),
  );
}

export function TodoPage({
  todos,
  filter,
  notice,
}: {
  todos: Todo[];
  filter: TodoFilter;
  notice: UnreadableNotice | null;
}) {
  // Every change of the page, each saved on its own; a refused one is said once, here.
  const saves = useSaves<TodoCommand>("todo");
  const { save, pending, error } = saves;
  const search = useTodoSearch(filter);
  const { text: query } = search;
  // A task just added that the search or the filter hides: the page says so until they change.
  const [added, setAdded] = useState<HiddenAdd | null>(null);
  // The last id this page gave a new task: it shows at once under that id while it is saved.
  const lastNewId = useRef(0);
  const addTodo = useCallback(
    (title: string) => {
      setAdded(null);
      const id = newTaskId(todos, lastNewId.current);
      if (id !== undefined) lastNewId.current = id;
      return save({ intent: "add", title, ...(id === undefined ? {} : { id }), ref: newAddRef() }).then((result) => {
        if (result.ok) {
          void searchResults.load().then(
            (code) => setAdded(code.hiddenAdd(title, query, filter)),
            () => undefined,
          );
        }
        return result;
      });
    },
    [save, todos, query, filter],
  );
  const results = searchResults.useLoaded();
  const hiddenAdd = added && added.query === query && added.filter === filter ? added : null;
  const history = useUndoRedo(todoHistory, save, focusFollowsFocusedRow, focusPutBackRow);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <TaskIconStyles />
      <StorageNotice notice={notice} />
      <AddTodoForm onAdd={addTodo} />
      {results ? <results.HiddenAddNotice added={hiddenAdd} /> : null}
      <SaveError error={error} />
      <div className="mt-8 mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 id={TASKS_HEADING_ID} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
          Your Tasks
        </h1>
        <UndoRedoButtons {...history} />
      </div>
      <TodoSearchField search={search} />
      <TodoList
        todos={todos}
        filter={filter}
        query={search.query}
        onClearSearch={search.clear}
        save={save}
        pending={pending}
      />
      <TrackedSaves saves={saves} />
    </div>
  );
}

// The To Do list's markup that both the page (todo-list.tsx, todo-items.tsx, todo-row.tsx) and
// the picture of the stored tasks painted before the app starts (todo-picture.ts) render, named
// once. Kept free of React, as that picture is a script of its own.

import type { TodoFilter } from "~/lib/todos";

/** The skeleton's element that the picture of the stored tasks is painted into (todo-picture-script.ts). */
export const TODO_PICTURE_ID = "todo-picture";

/** The skeleton's empty script that the build fills with the picture's (scripts/picture-scripts.mjs). */
export const TODO_PICTURE_SCRIPT_ID = "todo-picture-script";

/** The row above the list: how many tasks are left, the filters, Clear completed. */
export const STATUS_ROW_CLASS = "mt-3 mb-3 flex flex-wrap items-center justify-between gap-2";

export const FILTER_LABELS: Record<TodoFilter, string> = { all: "All", active: "Active", completed: "Completed" };

/** A filter's link, marked when it is the one shown. */
export function filterLinkClass(current: boolean): string {
  const base = "rounded-md px-2.5 py-1 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";
  return current ? `${base} bg-primary/10 font-semibold text-primary` : base;
}

export const tasksLeftText = (left: number) => (left === 1 ? "1 task left" : `${left} tasks left`);

/**
 * Up to this many tasks, the list renders every row (the window only pays off for long lists),
 * and its rows carry no `aria-setsize`: the browser counts them. A windowed list's rows say it.
 */
export const RENDER_ALL_UP_TO = 60;

/** The list of tasks. */
export const TASK_LIST_CLASS = "relative box-content rounded-md border bg-card shadow-xs";

/** A task's list item, in a list that renders every row (the windowed list also places it). */
export const TASK_ITEM_CLASS = "border-b [contain:content] last:border-b-0";

/** A task's row in its list item. */
export const TASK_ROW_CLASS = "flex min-w-0 items-start gap-3 px-3 py-2.5";

/** The classes of a task's Edit and Delete icons (ui/painted-icon.tsx), whose images task-icons.tsx sets. */
export const EDIT_ICON = "task-icon-edit";
export const DELETE_ICON = "task-icon-delete";

/** A task's row with a one-line title: its height, the least a row takes. */
export const TASK_ROW_HEIGHT = 49;

// A picture of the stored tasks, painted by a script in the To Do page's HTML before the app has
// started (todo-picture-script.ts): the row of counts and filters, then the rows a screen shows,
// in the very markup the page renders (todo-picture.test.tsx compares the two), so the page
// takes its place without anything moving. Nothing in it works: it is inert, and the app's
// first render of the page replaces it.
//
// Plain strings, no React: the script is bundled on its own (scripts/picture-scripts.mjs) and
// must stay small.

import { button, escape, paintedIcon, srOnly } from "~/components/shared/picture-markup";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { countActive, filterTodos, TODO_FILTERS, todoHref, type Todo, type TodoFilter } from "~/lib/todos";
import {
  DELETE_ICON,
  EDIT_ICON,
  FILTER_LABELS,
  filterLinkClass,
  RENDER_ALL_UP_TO,
  STATUS_ROW_CLASS,
  TASK_ITEM_CLASS,
  TASK_LIST_CLASS,
  TASK_ROW_CLASS,
  TASK_ROW_HEIGHT,
  tasksLeftText,
} from "./task-list-markup";

/** What the picture is drawn for: the window's height (or one it cannot exceed), and the page's own address (`/todo` under the base path). */
export interface TodoPictureView {
  height: number;
  pageHref: string;
}


const CHECKBOX_CLASS =
  "tap-area size-4 shrink-0 cursor-pointer rounded-sm border border-input accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 mt-1";
const SHOW_ALL_CLASS =
  "mt-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/** A task's row at rest, as todo-row.tsx's TodoRow renders it; `textId` names its title's text. */
export function taskRowHtml(todo: Todo, textId: string): string {
  const name = escape(previewText(todo.title, NAME_LENGTH));
  const preview = previewText(todo.title);
  const done = todo.completed ? " text-muted-foreground line-through" : "";
  const showAll =
    preview === todo.title
      ? ""
      : `<button type="button" aria-expanded="false" aria-controls="${textId}" class="${SHOW_ALL_CLASS}">Show all${srOnly(` of ${previewText(todo.title, NAME_LENGTH)}`)}</button>`;
  return (
    `<div class="${TASK_ROW_CLASS}">` +
    `<input data-slot="checkbox" class="${CHECKBOX_CLASS}" aria-label="Complete ${name}"${todo.completed ? " checked" : ""} type="checkbox">` +
    `<div class="min-w-0 flex-1 py-0.5"><span id="${textId}" dir="auto" class="block cursor-text break-words whitespace-pre-wrap${done}">${escape(preview)}</span>${showAll}</div>` +
    '<div class="-my-1 flex shrink-0 gap-1">' +
    button("ghost", "icon-sm", "", paintedIcon(EDIT_ICON), ` data-action="edit" aria-label="Edit ${name}"`) +
    button("ghost", "icon-sm", " text-destructive hover:text-destructive", paintedIcon(DELETE_ICON), ` data-action="delete" aria-label="Delete ${name}"`) +
    "</div></div>"
  );
}

/** The row above the list, as todo-list.tsx renders it without a search. */
export function statusRowHtml(todos: readonly Todo[], filter: TodoFilter, pageHref: string): string {
  const left = countActive(todos);
  const links = TODO_FILTERS.map((each) => {
    const current = each === filter;
    // todoHref's address is the page's, `/todo`, with the filter's query.
    const href = escape(pageHref + todoHref(each, "").slice("/todo".length));
    return `<li><a${current ? ' aria-current="page"' : ""} class="${filterLinkClass(current)}" href="${href}" data-discover="true">${FILTER_LABELS[each]}</a></li>`;
  });
  return (
    `<div class="${STATUS_ROW_CLASS}">` +
    `<p role="status" class="text-sm text-muted-foreground">${tasksLeftText(left)}</p>` +
    `<nav aria-label="Filter tasks"><ul class="flex gap-1">${links.join("")}</ul></nav>` +
    button("outline", "sm", "", "Clear completed", left === todos.length ? ' disabled=""' : "") +
    "</div>"
  );
}

/**
 * The status row and the list's first rows: as many as fill the window's height (each row is at
 * least TASK_ROW_HEIGHT high), so the page scrolls from its first paint when it will. Empty when
 * the filter leaves no task (the page says so in a sentence, which the skeleton stands in for).
 */
export function todoPictureHtml(todos: Todo[], filter: TodoFilter, view: TodoPictureView): string {
  const shown = filterTodos(todos, filter);
  if (shown.length === 0) return "";
  // As the page will: a list it windows says each row's place; one it renders whole leaves that to the browser.
  const place = (index: number) => (shown.length > RENDER_ALL_UP_TO ? ` aria-setsize="${shown.length}" aria-posinset="${index + 1}"` : "");
  const rows = shown.slice(0, Math.ceil(view.height / TASK_ROW_HEIGHT) + 1).map(
    (todo, index) =>
      `<li data-index="${index}" data-todo-id="${todo.id}"${place(index)} class="${TASK_ITEM_CLASS}">` +
      `${taskRowHtml(todo, `todo-picture-${index}`)}</li>`,
  );
  return `${statusRowHtml(todos, filter, view.pageHref)}<ul aria-label="Tasks" class="${TASK_LIST_CLASS}">${rows.join("")}</ul>`;
}

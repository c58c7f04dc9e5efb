// The script in the To Do page's HTML (put there by scripts/picture-scripts.mjs): it paints the
// picture of the stored tasks (todo-picture.ts) into the skeleton as the HTML is parsed, so the
// tasks show in the page's first paint instead of once the app has started. It reads storage
// itself, as the theme script does, and only reads. Anything unexpected (no tasks, data the app
// would have to repair, a search in the address, no storage) leaves the skeleton as it is.

import { keepEarlyRead } from "~/lib/early-read";
import { TODOS_KEY } from "~/lib/storage-keys";
import { parseTodoFilter, parseTodos } from "~/lib/todos";
import { TODO_PICTURE_ID } from "./task-list-markup";
import { todoPictureHtml } from "./todo-picture";

function paintStoredTasks(): void {
  const target = document.getElementById(TODO_PICTURE_ID);
  const address = new URLSearchParams(location.search);
  // A search shows its matches once its code has come: the skeleton stands in until then.
  if (!target || address.has("q")) return;
  const text = localStorage.getItem(TODOS_KEY);
  if (!text) return;
  // Read as the app reads it (ids included), and handed to it: it need not parse the text again.
  const parsed = parseTodos(JSON.parse(text));
  keepEarlyRead(TODOS_KEY, text, parsed);
  // What the app would repair, and say so, is left to it.
  const { value: todos, dropped } = parsed;
  if (dropped > 0 || todos.length === 0) return;
  // The screen's height bounds the window's, without laying out the page so far to ask for it.
  const view = { height: screen.height, pageHref: target.dataset.pageHref ?? "/todo" };
  target.innerHTML = todoPictureHtml(todos, parseTodoFilter(address.get("filter")), view);
}

try {
  paintStoredTasks();
} catch {
  // Storage refused, or unreadable text: the skeleton stays, and the app says what it found.
}

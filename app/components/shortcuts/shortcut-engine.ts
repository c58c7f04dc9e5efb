import { createKeybindingsHandler } from "tinykeys";
import { HEADER_ROOM } from "~/lib/reveal";
import { isSearchField, isTypingTarget, shortcutScope } from "~/lib/shortcut-target";
import { kanbanBindings } from "./kanban-bindings";
import type { ShortcutContext } from "./shortcut-contexts";

// Every keyboard shortcut of the app, bound with tinykeys (it matches
// `event.key`, so shortcuts follow the keyboard layout) through one keydown
// listener: a sequence ("g k") wins over a single key ("k"), and one rule
// (app/lib/shortcut-target.ts) decides when keys are left alone. Loaded on
// demand (see use-shortcuts.ts). The dialog's list of them: shortcut-list.ts.
//
// A page's shortcuts act through its visible controls (they click the task's
// checkbox, Edit or Delete button), so each does exactly what the click does,
// and applies only where those controls are on the page.

/**
 * Runs a shortcut. Returning false says it did not apply (nothing to act on):
 * the key keeps its usual effect. Otherwise the key's default is prevented
 * (so "n" is not typed into the field it has just focused).
 */
type Handler = (event: KeyboardEvent) => boolean | void;

/** The page's search field, if it has one. */
function searchField(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role="searchbox"], input[type="search"]');
}

/** App-wide: they also work inside the Keyboard shortcuts dialog. */
const globalBindings = (context: () => ShortcutContext): Record<string, Handler> => ({
  "[Shift]+?": () => context().toggleDialog(),
  "g t": () => context().go("/todo"),
  "g k": () => context().go("/kanban"),
  "[Shift]+/": () => {
    const field = searchField();
    if (!field) return false;
    field.focus();
  },
  // A first Escape in a field with text clears it (the field handles that and prevents the
  // default); Escape in an empty field leaves it.
  Escape: (event) => {
    const target = event.target;
    if (event.defaultPrevented || !(target instanceof HTMLElement && isSearchField(target))) return false;
    target.blur();
  },
});

function scrollIntoView(element: HTMLElement): void {
  const { top, bottom } = element.getBoundingClientRect();
  if (top < HEADER_ROOM) window.scrollBy({ top: top - HEADER_ROOM });
  else if (bottom > window.innerHeight) window.scrollBy({ top: bottom - window.innerHeight + 8 });
}

const taskList = () => document.querySelector<HTMLElement>('ul[aria-label="Tasks"]');

/** The task row (its list item) that holds focus. */
function focusedTask(): HTMLElement | null {
  const list = taskList();
  const active = document.activeElement;
  if (!list || !active || !list.contains(active)) return null;
  return active.closest<HTMLElement>("[data-todo-id]");
}

/** Clicks `selector` in the focused task's row. */
const onFocusedTask = (selector: string) => () => {
  const control = focusedTask()?.querySelector<HTMLElement>(selector);
  if (!control) return false;
  control.click();
};

/**
 * Moves focus to the next (`step` 1) or previous (-1) task: to its checkbox,
 * the row's main control, scrolled into view. In a windowed list the focused
 * row's neighbours are always rendered (see windowed-todo-items.tsx).
 */
const moveBetweenTasks = (step: 1 | -1, fromNowhere: boolean) => () => {
  const list = taskList();
  if (!list) return false;
  const current = focusedTask();
  // j and k with no task focused start at the first task; the arrows then scroll the page as usual.
  if (!current && !fromNowhere) return false;
  const index = current ? Number(current.dataset.index) + step : 0;
  const row = list.querySelector<HTMLElement>(`[data-index="${index}"]`);
  const checkbox = row?.querySelector<HTMLElement>('input[type="checkbox"]');
  if (!row || !checkbox) return;
  checkbox.focus({ preventScroll: true });
  scrollIntoView(row);
};

/** The To Do page's. */
const todoBindings: Record<string, Handler> = {
  n: () => {
    const field = document.getElementById("new-task");
    if (!field) return false;
    field.focus();
  },
  x: onFocusedTask('input[type="checkbox"]'),
  e: onFocusedTask('[data-action="edit"]'),
  Delete: onFocusedTask('[data-action="delete"]'),
  j: moveBetweenTasks(1, true),
  k: moveBetweenTasks(-1, true),
  ArrowDown: moveBetweenTasks(1, false),
  ArrowUp: moveBetweenTasks(-1, false),
};

const pressCount = (binding: string) => binding.trim().split(" ").length;

/** One handler per key from the pages' bindings: a key bound on several pages does what the first that applies does. */
function merged(...pages: Record<string, Handler>[]): Record<string, Handler> {
  const result: Record<string, Handler> = {};
  for (const bindings of pages) {
    for (const [key, handle] of Object.entries(bindings)) {
      const before = result[key];
      result[key] = before ? (event) => (before(event) === false ? handle(event) : undefined) : handle;
    }
  }
  return result;
}

let listener: ((event: KeyboardEvent) => void) | null = null;

/**
 * How long after a key typed in a field a character key outside any field is still typing: more
 * than the gap between a typist's keys, less than a pause before a shortcut meant as one.
 */
const TYPING_PAUSE_MS = 500;
let typingUntil = 0;
/** The field typed in last, and what took focus when it went (the page's hand-off). */
let typedField: Element | null = null;
let handedTo: EventTarget | null = null;

/**
 * Whether a key press continues typing whose field has just closed: Kanban's add forms close on
 * Enter (as in the original), and the next card's title, typed on, reached the shortcuts ("n"
 * opened another board's Add Card, "b" added a board). Such keys do nothing (a space would press
 * the button handed focus) while focus stays where the closing field handed it and typing goes
 * on; a pause, a key that is no character (Tab, Escape, an arrow), a pointer press or focus
 * moving on ends it.
 */
function typingOn(event: KeyboardEvent): boolean {
  const character = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
  if (event.target instanceof Element && isTypingTarget(event.target)) {
    if (character || event.key === "Enter" || event.key === "Backspace") {
      typingUntil = event.timeStamp + TYPING_PAUSE_MS;
      typedField = event.target;
      handedTo = null;
    }
    return false;
  }
  // Before the hand-off (a frame later, at times), focus is on the page's body.
  const where = handedTo ?? document.body;
  const on = character && event.timeStamp <= typingUntil && !typedField?.isConnected && event.target === where;
  if (on) typingUntil = event.timeStamp + TYPING_PAUSE_MS;
  else endTyping();
  return on;
}

function endTyping() {
  typingUntil = 0;
  typedField = null;
  handedTo = null;
}

/** The first element to take focus after the field typed in is where the page handed it; any other ends typing. */
function onFocusIn(event: FocusEvent) {
  if (!typedField || event.target === typedField) return;
  if (handedTo === null) handedTo = event.target;
  else endTyping();
}

export function stop(): void {
  if (listener) window.removeEventListener("keydown", listener);
  window.removeEventListener("pointerdown", endTyping);
  window.removeEventListener("focusin", onFocusIn);
  listener = null;
}

/** Handles key presses made before this code was loaded, as if they came now (see use-shortcuts.ts). */
export function replay(events: KeyboardEvent[]): void {
  for (const event of events) listener?.(event);
}

/** Listens for every shortcut, the app-wide ones acting on `context`. */
export function listen(context: { current: ShortcutContext }): void {
  stop();
  const handlers: [string, Handler][] = [
    ...Object.entries(globalBindings(() => context.current)),
    ...Object.entries(merged(todoBindings, kanbanBindings())).map(([key, handle]): [string, Handler] => [
      key,
      // Inside the Keyboard shortcuts dialog, only the app-wide shortcuts apply.
      (event) => shortcutScope(event) === "all" && handle(event),
    ]),
  ];
  // Sequences first: tinykeys fires the first binding that matches.
  handlers.sort(([a], [b]) => pressCount(b) - pressCount(a));
  const handle = createKeybindingsHandler(
    Object.fromEntries(
      handlers.map(([key, handle]) => [
        key,
        (event: KeyboardEvent) => {
          if (handle(event) !== false) event.preventDefault();
        },
      ]),
    ),
    { ignore: (event) => shortcutScope(event) === "none" },
  );
  listener = (event) => {
    // Swallowed too (a space would press the focused button): it was meant for the field.
    if (typingOn(event)) event.preventDefault();
    else handle(event);
  };
  window.addEventListener("keydown", listener);
  window.addEventListener("pointerdown", endTyping);
  window.addEventListener("focusin", onFocusIn);
}

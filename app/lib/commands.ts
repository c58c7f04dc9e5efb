import { isUsableIdText, type Id } from "./kanban";
import { NAME_LENGTH, previewText } from "./long-text";
import { isRecord } from "./loose-record";

// The one shape of every change, for To Do and Kanban alike. A command is
// typed data. Each data set has one `parse` (what a page submitted, checked,
// into a command) and one pure `apply` (state, command) -> new state plus the
// command that undoes it. The page renders pending commands with the same
// `apply` the writer tab stores them with, and undo is just another command.

/** What a page submitted, read: the command, or why it cannot be one. */
export type Parsed<C> = { ok: true; command: C } | { ok: false; error: string; field?: string };

/** What undo needs of an applied change: the command that reverts it, and how to name it. */
export interface Change<C> {
  inverse: C;
  /** What the change did, in words: `delete card “Write report”` (for "Undo: …", "Undone: …"). */
  label: string;
  /** Set for deletions and imports: what a toast with Undo says, "Card deleted". */
  toast?: string;
}

/** Why a command cannot apply to the state: `error` for a change, `undoError` when it was an undo or redo. */
export interface Refusal {
  ok: false;
  error: string;
  undoError: string;
}

/** A command applied: the new state (the very same one when nothing changed, with `change` null). */
export type Applied<S, C> = { ok: true; state: S; change: Change<C> | null } | Refusal;

export interface CommandSet<S, C> {
  parse(input: unknown): Parsed<C>;
  apply(state: S, command: C): Applied<S, C>;
  /** False for a command the page cannot show before it is stored (a new task's id is chosen by the writer). */
  showsPending(command: C): boolean;
}

// ---- One vocabulary of errors (code that could not be fetched: code-not-loaded.ts) ----

export const UNREADABLE_CHANGE = "This change could not be read. Reload the page and try again.";

/** The things a command can act on, as users call them. */
export type Thing = "task" | "board" | "card" | "label" | "checklist item";

export function missing(thing: Thing): Refusal {
  return {
    ok: false,
    error: `This ${thing} could not be found: it may have been deleted on another device or tab.`,
    undoError: `Can't undo: the ${thing} was deleted on another device or tab.`,
  };
}

export function changedElsewhere(thing: Thing): Refusal {
  return {
    ok: false,
    error: `This ${thing} was changed on another device or tab.`,
    undoError: `Can't undo: the ${thing} was changed on another device or tab.`,
  };
}

/** A rule said no (a label colour in use, say). */
export function refused(error: string, undoError = `Can't undo: ${error}`): Refusal {
  return { ok: false, error, undoError };
}

export function unchanged<S, C>(state: S): Applied<S, C> {
  return { ok: true, state, change: null };
}

// ---- One limit for every text ----

/** New text longer than this is cut, so one paste cannot fill the storage. */
export const MAX_TEXT_LENGTH = 10_000;

/**
 * Every text a user enters, as stored: trimmed and capped at 10,000
 * characters. Editing a stored text keeps it exactly when only spaces around
 * it changed. Old or imported data can hold longer texts: an edit never cuts
 * one, and may make it at most 10,000 characters longer.
 */
export function enteredText(raw: string, stored = ""): string {
  const text = raw.trim();
  if (stored !== "" && text === stored.trim()) return stored;
  return text.slice(0, textLimit(stored));
}

/** How long an edit of `stored` may be (what a field's `maxLength` says). */
export function textLimit(stored = ""): number {
  return stored.length > MAX_TEXT_LENGTH ? stored.length + MAX_TEXT_LENGTH : MAX_TEXT_LENGTH;
}

/** A text quoted in a label: `“Write report”`, cut to a name's length. */
export function quoted(text: string): string {
  return `“${previewText(text, NAME_LENGTH)}”`;
}

// ---- Reading submitted commands ----

/** The form field that carries a command (JSON). */
export const COMMAND_FIELD = "command";

/**
 * The form fields that mark a save as the undo or redo of a history entry. Here
 * with the command's field: the page sets them, and the action code that reads
 * them loads on demand.
 */
export const HISTORY_FIELD = "history";
export const ENTRY_FIELD = "entry";

export function commandForm(command: unknown): Record<string, string> {
  return { [COMMAND_FIELD]: JSON.stringify(command) };
}

/** The command a form carries, not yet checked; undefined when there is none or it is not JSON. */
export function commandInForm(form: FormData): unknown {
  const raw = form.get(COMMAND_FIELD);
  if (typeof raw !== "string") return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** A command's fields, read one by one; a field of the wrong type reads as null. */
export function fieldsOf(input: unknown) {
  const record: Record<string, unknown> = isRecord(input) ? input : {};
  return {
    intent: typeof record.intent === "string" ? record.intent : "",
    text(name: string): string | null {
      const value = record[name];
      return typeof value === "string" ? value : null;
    },
    /** An id as stored (text or number), usable in forms and addresses. */
    id(name: string): Id | null {
      const value = record[name];
      if (typeof value === "number") return Number.isFinite(value) ? value : null;
      return typeof value === "string" && isUsableIdText(value) ? value : null;
    },
    ids(name: string): Id[] | null {
      const value = record[name];
      if (!Array.isArray(value) || value.length === 0) return null;
      const ids: Id[] = [];
      for (const item of value) {
        const id = fieldsOf({ id: item as unknown }).id("id");
        if (id === null) return null;
        ids.push(id);
      }
      return ids;
    },
    /** A position in a list: a whole number from 0. */
    index(name: string): number | null {
      const value = record[name];
      return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 1e9 ? value : null;
    },
    boolean(name: string): boolean | null {
      const value = record[name];
      return typeof value === "boolean" ? value : null;
    },
    raw(name: string): unknown {
      return record[name];
    },
    has(name: string): boolean {
      return record[name] !== undefined;
    },
  };
}

/**
 * The state as it will be once the pending commands are stored: each applied
 * in order, a refused one skipped. Every shown command is idempotent (ids are
 * chosen by the page), so one that has already reached the stored state
 * changes nothing.
 */
export function applyPending<S, C>(set: CommandSet<S, C>, state: S, pending: readonly C[]): S {
  let result = state;
  for (const command of pending) {
    if (!set.showsPending(command)) continue;
    const applied = set.apply(result, command);
    if (applied.ok) result = applied.state;
  }
  return result;
}

/** Moves `item` to `index` (clamped) of `items`; a new array. */
export function insertAt<T>(items: readonly T[], index: number, item: T): T[] {
  const result = items.slice();
  result.splice(clampIndex(index, items.length), 0, item);
  return result;
}

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  const result = items.slice();
  result[index] = item;
  return result;
}

export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index)) return length;
  return Math.min(Math.max(0, Math.trunc(index)), length);
}

/** "1 task", "3 tasks". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

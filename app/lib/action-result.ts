import { commandInForm, ENTRY_FIELD, HISTORY_FIELD, type Change, type CommandSet } from "./commands";
import { askToKeepDataOnce } from "./persistence";
import type { Direction, History } from "./history";
import type { SaveResult, Store } from "./storage";
import { afterNextPaint } from "./after-paint";

/** What every route action returns; pages show `error` next to what failed. */
export type ActionResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; error: string; field?: string };

function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" ? intent : "";
}

function historyOf(form: FormData): { direction: Direction; entryId: number } | null {
  const direction = form.get(HISTORY_FIELD);
  const entryId = Number(form.get(ENTRY_FIELD));
  if ((direction !== "undo" && direction !== "redo") || !Number.isSafeInteger(entryId)) return null;
  return { direction, entryId };
}

/** One data set's pipeline: its commands, where they are stored, and this tab's history of them. */
export interface DataSet<S, C> {
  commands: CommandSet<S, C>;
  store: Pick<Store<S, C>, "submit" | "dismissNotice">;
  history: History<C>;
  /** Told of each change this tab stored (an undo or redo aside), before the page reloads its data. */
  stored?(command: C, change: Change<C> | null): void;
}

function undoFailure(direction: Direction, result: Extract<SaveResult<unknown, unknown>, { ok: false }>): string {
  if (!result.undoError) return result.error;
  return direction === "undo" ? result.undoError : result.undoError.replace(/^Can't undo/, "Can't redo");
}

/**
 * Every route action of the app: reads the submitted command, stores it, and
 * keeps the history: a stored change can be undone; an undo or redo moves its
 * entry to the other stack. A change refused or not stored adds nothing.
 */
export async function runCommandAction<S, C>(request: Request, { commands, store, history, stored }: DataSet<S, C>): Promise<ActionResult> {
  const form = await request.formData();
  if (intentOf(form) === "dismiss-notice") {
    store.dismissNotice();
    return { ok: true, intent: "dismiss-notice" };
  }
  const undoing = historyOf(form);
  const parsed = commands.parse(commandInForm(form));
  if (!parsed.ok) {
    if (undoing) history.settle(undoing.entryId, { ok: false, refused: true });
    return { ok: false, intent: undoing?.direction ?? "", error: parsed.error, ...(parsed.field ? { field: parsed.field } : {}) };
  }
  const intent = undoing?.direction ?? (parsed.command as { intent: string }).intent;
  // A change the page shows as pending is in this frame: storing it waits until that frame is painted.
  if (commands.showsPending(parsed.command)) await afterNextPaint();
  const result = await store.submit(parsed.command);
  if (undoing) {
    history.settle(undoing.entryId, result.ok ? result : { ok: false, refused: result.undoError !== undefined });
    return result.ok ? { ok: true, intent } : { ok: false, intent, error: undoFailure(undoing.direction, result) };
  }
  if (!result.ok) return { ok: false, intent, error: result.error };
  stored?.(parsed.command, result.change);
  if (result.change) {
    history.record(result.change);
    askToKeepDataOnce();
  }
  return { ok: true, intent };
}

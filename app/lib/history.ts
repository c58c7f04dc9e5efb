import { anew } from "./announce-anew";
import type { Change } from "./commands";
import type { DataCommand } from "./data-commands";
import type { KanbanCommand } from "./kanban-commands";
import type { TodoCommand } from "./todo-commands";

// Undo and redo, per tab: one history for the To Do list, one for the Kanban,
// one for imports on the Data page.
// An entry holds the command that reverses a change this tab made; undoing
// it applies that command to what is stored now (so another tab's work
// stays), and what reverses the undo becomes the entry to redo.

export type Direction = "undo" | "redo";

export interface HistoryEntry<C> {
  id: number;
  /** What the change did: `delete card “Write report”`. */
  label: string;
  /** What to apply to undo it (on the undo stack) or to do it again (on the redo stack). */
  command: C;
  /** What a toast with Undo says after the change: "Card deleted", "Backup imported". */
  toast?: string;
}

export interface HistorySnapshot<C> {
  /** The entry Undo would take, and the one Redo would take. */
  undo: HistoryEntry<C> | null;
  redo: HistoryEntry<C> | null;
  /**
   * What screen readers hear after an undo or redo: "Undone: delete card “Write report”". The
   * same message as the one before ends in a no-break space (or loses it), so it is heard again.
   */
  announcement: string;
}

/** How an undo or redo ended: stored, refused by a rule (it never will apply), or not stored (try again). */
export type Settlement<C> = { ok: true; change: Change<C> | null } | { ok: false; refused: boolean };

const HISTORY_LIMIT = 100;

let lastEntryId = 0;

export function createHistory<C>(limit = HISTORY_LIMIT) {
  const stacks: Record<Direction, HistoryEntry<C>[]> = { undo: [], redo: [] };
  // Entries taken for an undo or redo whose save has not answered yet.
  const taken = new Map<number, { entry: HistoryEntry<C>; direction: Direction }>();
  const listeners = new Set<() => void>();
  const recordListeners = new Set<(entry: HistoryEntry<C>) => void>();
  let snapshot: HistorySnapshot<C> = { undo: null, redo: null, announcement: "" };

  function publish(announcement = snapshot.announcement) {
    snapshot = { undo: stacks.undo.at(-1) ?? null, redo: stacks.redo.at(-1) ?? null, announcement };
    for (const listener of listeners) listener();
  }

  function push(direction: Direction, entry: HistoryEntry<C>) {
    const stack = stacks[direction];
    stack.push(entry);
    if (stack.length > limit) stack.splice(0, stack.length - limit);
  }

  function entryOf(change: Change<C>, label = change.label): HistoryEntry<C> {
    return { id: ++lastEntryId, label, command: change.inverse, ...(change.toast ? { toast: change.toast } : {}) };
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): HistorySnapshot<C> => snapshot,
    /** Called for each change recorded (a deletion shows a toast). */
    onRecord(listener: (entry: HistoryEntry<C>) => void): () => void {
      recordListeners.add(listener);
      return () => recordListeners.delete(listener);
    },
    /** A change this tab stored: it can be undone, and what was undone before can no longer be redone. */
    record(change: Change<C>): HistoryEntry<C> {
      const entry = entryOf(change);
      push("undo", entry);
      stacks.redo = [];
      publish();
      for (const listener of recordListeners) listener(entry);
      return entry;
    },
    /** True while the entry can still be undone. */
    canUndo(id: number): boolean {
      return stacks.undo.some((entry) => entry.id === id);
    },
    /** Takes the latest entry to undo or redo (or the undo entry with `id`), until `settle` says how it went. */
    take(direction: Direction, id?: number): HistoryEntry<C> | null {
      const stack = stacks[direction];
      const index = id === undefined ? stack.length - 1 : stack.findIndex((entry) => entry.id === id);
      const entry = stack[index];
      if (!entry) return null;
      stack.splice(index, 1);
      taken.set(entry.id, { entry, direction });
      publish();
      return entry;
    },
    /** The save of a taken entry answered. Returns the entry's label, or null for an unknown id. */
    settle(id: number, outcome: Settlement<C>): string | null {
      const found = taken.get(id);
      if (!found) return null;
      taken.delete(id);
      const { entry, direction } = found;
      if (outcome.ok) {
        // What reverses this undo is the entry to redo, and the other way round.
        const other: Direction = direction === "undo" ? "redo" : "undo";
        if (outcome.change) push(other, entryOf({ ...outcome.change, toast: undefined }, entry.label));
        publish(anew(snapshot.announcement, `${direction === "undo" ? "Undone" : "Redone"}: ${entry.label}`));
      } else if (!outcome.refused) {
        // Not stored (storage full, say): it can be tried again.
        push(direction, entry);
        publish();
      } else publish();
      return entry.label;
    },
    /** Forgets everything; for tests. */
    clear(): void {
      stacks.undo = [];
      stacks.redo = [];
      taken.clear();
      publish("");
    },
  };
}

export type History<C> = ReturnType<typeof createHistory<C>>;

export const todoHistory: History<TodoCommand> = createHistory<TodoCommand>();
export const kanbanHistory: History<KanbanCommand> = createHistory<KanbanCommand>();
export const dataHistory: History<DataCommand> = createHistory<DataCommand>();

import { applyDataCommand, fileText, type DataCommand } from "./data-commands";
import { applyKanbanCommand, type KanbanCommand } from "./kanban-commands";
import {
  announceOtherTabChange,
  boardStore,
  bothSetsStore,
  BOARDS_KEY,
  BOTH_SETS_KEY,
  todoStore,
  TODOS_KEY,
} from "./storage";
import { createTabWriter, type TabWriter, type WriteOutcome } from "./tab-writer";
import { applyTodoCommand, type TodoCommand } from "./todo-commands";

// The write half of storage.ts: every command set's rules and the tabs'
// election of a writer. storage.ts loads it on demand (at the first save, or
// when the page is idle), so a page shows its data without this code.

interface Writable {
  applyNow(command: unknown): WriteOutcome;
  adopt(raw: unknown): void;
}

const writables = new Map<string, Writable>([
  [TODOS_KEY, { applyNow: (command) => todoStore.applyNow(command as TodoCommand, applyTodoCommand), adopt: todoStore.adopt }],
  [BOARDS_KEY, { applyNow: (command) => boardStore.applyNow(command as KanbanCommand, applyKanbanCommand), adopt: boardStore.adopt }],
  [
    BOTH_SETS_KEY,
    {
      applyNow: (command) => bothSetsStore.applyNow(command as DataCommand, applyDataCommand, fileText),
      adopt: bothSetsStore.adopt,
    },
  ],
]);

export function startTabWriter(): TabWriter {
  return createTabWriter({
    name: "taskboard-writer",
    execute(key, command, fromOtherTab) {
      const writable = writables.get(key);
      const outcome = writable ? writable.applyNow(command) : { ok: false as const, error: "Unknown data.", raw: null };
      if (fromOtherTab && outcome.ok) announceOtherTabChange();
      return outcome;
    },
    onCommitted(key, raw, own) {
      writables.get(key)?.adopt(raw);
      if (!own) announceOtherTabChange();
    },
  });
}

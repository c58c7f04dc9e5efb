import type { DataCommand, DataSetName, ImportMode } from "./data-commands";
import { parseBoards, type Board } from "./kanban";
import { BOARDS_KEY, boardStore, TODOS_KEY, todoStore, UNREADABLE } from "./storage";
import { moreThanKept } from "./storage-usage";
import { storageTakes } from "./stored-bytes";
import { parseTodos, type Todo } from "./todos";

// Whether an import would fit in this browser's storage, worked out when the file is chosen, so
// that an import that cannot be stored is not offered (and downloads no "before import" backup).
// Only the Data page's import loads this. The import's rules come with the code a save loads
// (data-sets.ts), not imported here: data-commands.ts would leave that code's chunk for one of its
// own, and each page's manifest would grow.

type ApplyImport = (state: { todos: Todo[]; boards: Board[] }, command: DataCommand) => ReturnType<DataSets["bothSetsData"]["commands"]["apply"]>;
type DataSets = typeof import("./data-sets");

const readers = { todos: parseTodos, boards: (input: unknown) => parseBoards(input) };

/** The text a save writes for a set (see data-commands.ts's fileText): a Replace's own file text when every record reads. */
function textOf(command: DataCommand & { intent: "import" }, name: DataSetName, value: unknown): string {
  const section = command[name];
  const whole = command.mode === "replace" && section !== null && readers[name](section).dropped === 0;
  return JSON.stringify(whole ? section : value);
}

const KEYS: Record<DataSetName, string> = { todos: TODOS_KEY, boards: BOARDS_KEY };

/** The characters (key and text) of both data keys, as stored now and as an import would leave them. */
function charactersOf(
  apply: ApplyImport,
  mode: ImportMode,
  todos: unknown[] | null,
  boards: unknown[] | null,
): { now: number; after: number } | null {
  const command = { intent: "import" as const, mode, todos, boards };
  const stores = { todos: todoStore.current(), boards: boardStore.current() };
  const applied = apply({ todos: stores.todos.value, boards: stores.boards.value }, command);
  // Refused (nothing to add, the same data already): the save says so, and stores nothing.
  if (!applied.ok) return null;
  let now = 0;
  let after = 0;
  for (const name of ["todos", "boards"] as const) {
    const raw = stores[name].raw;
    const stored = raw === null || raw === UNREADABLE ? 0 : KEYS[name].length + raw.length;
    now += stored;
    // The text the save writes (see bothSetsStore.applyNow): the file's own, or the value's JSON.
    after +=
      applied.state[name] === stores[name].value ? stored : KEYS[name].length + textOf(command, name, applied.state[name]).length;
  }
  return { now, after };
}

/**
 * How much browser storage the data would take after importing the file's sets in `mode`, when
 * that is more than browsers usually keep for a site (5 MB, two bytes a character) and this
 * browser does not take it: "14 MB of browser storage, more than this browser keeps…". Null when
 * the import can be stored (some browsers keep about 10 MB), or when it would store nothing.
 */
export async function tooLargeToImport(mode: ImportMode, todos: unknown[] | null, boards: unknown[] | null): Promise<string | null> {
  const { bothSetsData } = await import("./data-sets");
  const characters = charactersOf(bothSetsData.commands.apply, mode, todos, boards);
  if (!characters) return null;
  const more = moreThanKept(2 * characters.after);
  if (!more) return null;
  return storageTakes(characters.after - characters.now) ? null : more;
}

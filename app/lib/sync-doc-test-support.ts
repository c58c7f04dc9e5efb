import * as Y from "yjs";
import type { Board, Card } from "./kanban";
import { applyKanbanCommand, type KanbanCommand } from "./kanban-commands";
import { mergeIntoDoc, readDoc, recordLocalChange, settleDoc, type SyncedData } from "./sync-doc";
import { applyTodoCommand, type TodoCommand } from "./todo-commands";

// Devices for the sync-doc tests: each a Y.Doc (its replica) beside the stored
// data (what localStorage would hold), changed through the app's own command
// functions and exchanging updates as the sync server would pass them on.

export const EMPTY: SyncedData = { todos: [], boards: [] };

export function card(id: string | number, overrides: Partial<Card> = {}): Card {
  return { id, title: `Card ${id}`, tags: [], task: [], date: "", ...overrides };
}

export class Device {
  doc = new Y.Doc();
  data: SyncedData = EMPTY;
  online = true;

  constructor(
    readonly name: string,
    clientID?: number,
  ) {
    if (clientID !== undefined) this.doc.clientID = clientID;
  }

  /** A local write: the store changes and the change is recorded in the replica. */
  write(after: SyncedData): void {
    recordLocalChange(this.doc, this.data, after, "local");
    this.data = after;
  }

  /** Applies a Kanban command as the writer tab would; false when it was refused. */
  kanban(command: KanbanCommand): boolean {
    const applied = applyKanbanCommand(this.data.boards, command);
    if (!applied.ok) return false;
    if (applied.state !== this.data.boards) this.write({ ...this.data, boards: applied.state });
    return true;
  }

  todo(command: TodoCommand): boolean {
    const applied = applyTodoCommand(this.data.todos, command);
    if (!applied.ok) return false;
    if (applied.state !== this.data.todos) this.write({ ...this.data, todos: applied.state });
    return true;
  }

  /** True while the replica holds remote updates the store has not taken yet. */
  stale = false;

  /** After remote updates: settle, then the store is the replica's content. */
  refresh(): void {
    settleDoc(this.doc, "settle");
    this.data = readDoc(this.doc);
    this.stale = false;
  }

  /**
   * Connects a device that has data of its own to the space `peer` holds: a
   * fresh replica gets the space (the provider's first sync), the device's
   * data is merged in and the store becomes the result.
   */
  join(peer: Device): void {
    const doc = new Y.Doc();
    doc.clientID = this.doc.clientID;
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer.doc), "remote");
    mergeIntoDoc(doc, this.data, "merge");
    this.doc = doc;
    this.online = true;
    this.refresh();
  }

  boards(): Board[] {
    return this.data.boards;
  }

  cardTitles(boardId: string | number): string[] {
    return this.data.boards.find((board) => board.id === boardId)?.card.map((c) => c.title) ?? [];
  }
}

function send(from: Device, to: Device): boolean {
  const update = Y.encodeStateAsUpdate(from.doc, Y.encodeStateVector(to.doc));
  const before = Y.encodeStateVector(to.doc);
  Y.applyUpdate(to.doc, update, "remote");
  return !equalBytes(before, Y.encodeStateVector(to.doc));
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/**
 * The online devices exchange all they have, settle and read their replicas,
 * until nothing changes any more (settling writes, and that is synced too).
 */
export function sync(devices: readonly Device[], refreshes: (device: Device) => boolean = () => true): void {
  const online = devices.filter((device) => device.online);
  for (let round = 0; round < 10; round++) {
    let changed = false;
    for (const from of online) for (const to of online) if (from !== to) changed = send(from, to) || changed;
    // A device that does not refresh yet (its store is written later) keeps its old data meanwhile.
    for (const device of online) {
      if (refreshes(device)) device.refresh();
      else device.stale = true;
    }
    if (!changed) return;
  }
  throw new Error("sync did not settle in 10 rounds");
}

// ---- The fuzz run ----

export const LABEL_HEXES = ["#61bd4f", "#f2d600", "#ff9f1a", "#eb5a46", "#c377e0"];

/** What the stored data holds, by identity: boards and cards by id, labels and items by card and id, tasks by their first title. */
export function identities(data: SyncedData): Map<string, Record<string, unknown>> {
  const result = new Map<string, Record<string, unknown>>();
  for (const board of data.boards) {
    result.set(`board:${board.id}`, board);
    for (const c of board.card) {
      result.set(`card:${c.id}`, c);
      for (const tag of c.tags) result.set(`label:${c.id}/${tag.id}`, tag);
      for (const item of c.task) result.set(`item:${c.id}/${item.id}`, item);
    }
  }
  for (const todo of data.todos) result.set(`task:${todo.title.split("~")[0]}`, todo);
  return result;
}

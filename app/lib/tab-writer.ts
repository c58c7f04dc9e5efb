import { v4 as uuid } from "uuid";

// One tab at a time writes this app's data. localStorage reaches other tabs
// 1–5 ms late, so a tab that re-reads before saving can still miss a save
// another tab made a moment ago, and overwrite it. So the tabs elect one
// writer with the Web Locks API (it holds the lock until it closes); every
// other tab sends its commands to the writer over a BroadcastChannel. The
// writer applies them one after another to its own last write, which is the
// freshest data there is, and tells every tab, in order, what is stored now.

/**
 * What a command did: what is stored afterwards (`raw`: the store's stored
 * text, handed back to the store in every tab) and what undoes it (`change`),
 * or why it was not stored. `undoError` is set when a rule refused it (it
 * will never apply), not when saving failed.
 */
export type WriteOutcome =
  | { ok: true; raw: unknown; change?: unknown }
  | { ok: false; error: string; raw: unknown; undoError?: string };

export interface TabWriterOptions {
  /** Names the lock and the channel; tabs of one app share it. */
  name: string;
  /** Runs in the writer tab only: applies a command to what is stored, and stores the result. */
  execute(key: string, command: unknown, fromOtherTab: boolean): WriteOutcome;
  /** Runs in every other tab when the writer has stored something; `own` when this tab asked for it. */
  onCommitted(key: string, raw: unknown, own: boolean): void;
  locks?: Pick<LockManager, "request"> | null;
  createChannel?: (name: string) => BroadcastChannel;
  /** How long a tab waits for the writer's answer before saying it was not saved. */
  timeoutMs?: number;
  /** Runs once, when this tab becomes the writer (the sync connection lives in the writer tab). */
  onBecomeWriter?: () => void;
}

export interface TabWriter {
  submit(key: string, command: unknown): Promise<WriteOutcome>;
  /** True once this tab is the writer (tests and diagnostics). */
  isWriter(): boolean;
  close(): void;
}

// Bumped when a message's shape changes, so tabs of two versions never mix commands.
const PROTOCOL = 2;
const REMEMBERED_OUTCOMES = 500;

export const NO_ANSWER_ERROR =
  "Not saved: another tab of this app did not answer. Reload this page and try again.";

type Message =
  | { protocol: number; type: "request"; requestId: string; key: string; command: unknown }
  | { protocol: number; type: "outcome"; requestId: string; key: string; outcome: WriteOutcome }
  | { protocol: number; type: "writer" };

interface Pending {
  key: string;
  command: unknown;
  resolve(outcome: WriteOutcome): void;
  timer: ReturnType<typeof setTimeout>;
}

function defaultLocks(): Pick<LockManager, "request"> | null {
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks : null;
}

function defaultChannel(name: string): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(name);
}

export function createTabWriter(options: TabWriterOptions): TabWriter {
  const { name, execute, onCommitted, timeoutMs = 5000, onBecomeWriter } = options;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const channel = locks ? (options.createChannel ?? defaultChannel)(name) : null;

  // Without both APIs (old browsers) every tab writes for itself, as before.
  let writer = !locks || !channel;
  let closed = false;
  const pending = new Map<string, Pending>();
  // Outcomes this tab sent as the writer, by request id: a request sent again
  // (its first answer lost while the writer changed) is answered, not applied
  // twice. Kept without their stored text (a whole data set each, so 500 of
  // them could hold hundreds of megabytes): a repeated answer carries the
  // latest text of its key instead, which is what is stored now.
  const answered = new Map<string, { key: string; outcome: WriteOutcome }>();
  const latestRaw = new Map<string, unknown>();
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  let announcedWriter = false;
  const nowWriter = () => {
    if (announcedWriter || closed) return;
    announcedWriter = true;
    onBecomeWriter?.();
  };
  if (writer) {
    settle();
    queueMicrotask(nowWriter);
  }

  function post(message: Message) {
    if (!closed) channel?.postMessage(message);
  }

  function send(requestId: string, entry: Pending) {
    post({ protocol: PROTOCOL, type: "request", requestId, key: entry.key, command: entry.command });
  }

  function answer(requestId: string, key: string, command: unknown) {
    const remembered = answered.get(requestId);
    if (remembered) {
      const outcome = { ...remembered.outcome, raw: latestRaw.get(remembered.key) ?? null };
      post({ protocol: PROTOCOL, type: "outcome", requestId, key: remembered.key, outcome });
      return;
    }
    const outcome = run(key, command, true);
    answered.set(requestId, { key, outcome: { ...outcome, raw: null } });
    if (answered.size > REMEMBERED_OUTCOMES) answered.delete(answered.keys().next().value!);
    post({ protocol: PROTOCOL, type: "outcome", requestId, key, outcome });
  }

  /** Applies a command here, remembering the text it left stored. */
  function run(key: string, command: unknown, fromOtherTab: boolean): WriteOutcome {
    const outcome = execute(key, command, fromOtherTab);
    latestRaw.set(key, outcome.raw);
    return outcome;
  }

  function becomeWriter() {
    writer = true;
    settle();
    nowWriter();
    post({ protocol: PROTOCOL, type: "writer" });
    // Requests this tab sent to the writer that has gone: apply them here.
    for (const [requestId, entry] of pending) {
      pending.delete(requestId);
      clearTimeout(entry.timer);
      entry.resolve(executeOwn(entry.key, entry.command));
    }
  }

  if (channel && locks) {
    channel.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (closed || message?.protocol !== PROTOCOL) return;
      if (message.type === "request") {
        if (writer) answer(message.requestId, message.key, message.command);
        return;
      }
      if (message.type === "writer") {
        // A new writer: send it what the old one never answered.
        for (const [requestId, entry] of pending) send(requestId, entry);
        return;
      }
      const entry = pending.get(message.requestId);
      if (message.outcome.ok) onCommitted(message.key, message.outcome.raw, entry !== undefined);
      if (entry) {
        pending.delete(message.requestId);
        clearTimeout(entry.timer);
        entry.resolve(message.outcome);
      }
    };

    const holdForever = () => new Promise<never>(() => {});
    void locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (lock) {
          becomeWriter();
          return holdForever();
        }
        settle();
        // Wait in line: this tab writes once every tab before it has closed.
        void locks.request(name, () => {
          if (closed) return undefined;
          becomeWriter();
          return holdForever();
        });
        return undefined;
      })
      .catch(() => {
        // Locks refused (a sandboxed frame, say): write for ourselves, as without the API.
        writer = true;
        settle();
        nowWriter();
      });
  }

  /** The writer's own command: applied here, and announced like any other so every tab sees writes in order. */
  function executeOwn(key: string, command: unknown): WriteOutcome {
    const outcome = run(key, command, false);
    if (outcome.ok) post({ protocol: PROTOCOL, type: "outcome", requestId: uuid(), key, outcome });
    return outcome;
  }

  return {
    async submit(key, command) {
      await settled;
      if (writer) return executeOwn(key, command);
      return new Promise<WriteOutcome>((resolve) => {
        const requestId = uuid();
        const entry: Pending = {
          key,
          command,
          resolve,
          timer: setTimeout(() => {
            pending.delete(requestId);
            resolve({ ok: false, error: NO_ANSWER_ERROR, raw: null });
          }, timeoutMs),
        };
        pending.set(requestId, entry);
        send(requestId, entry);
      });
    },
    isWriter: () => writer,
    close() {
      closed = true;
      channel?.close();
      for (const entry of pending.values()) clearTimeout(entry.timer);
      pending.clear();
    },
  };
}

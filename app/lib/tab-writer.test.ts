import { afterEach, describe, expect, it, vi } from "vitest";
import { createTabWriter, NO_ANSWER_ERROR, type TabWriter, type WriteOutcome } from "./tab-writer";

// Tabs of one browser, simulated: one stored text that reaches each tab's own
// copy a few milliseconds late (as localStorage does), Node's BroadcastChannel
// (it delivers between channels of one process), and a lock manager that grants
// one lock at a time, in order, until its holder's tab closes.

type Grant = { tab: string; run: (lock: Lock | null) => unknown };

function lockManager() {
  let holder: string | null = null;
  const queue: Grant[] = [];
  function grantNext() {
    const next = queue.shift();
    if (!next) return;
    holder = next.tab;
    void next.run({ name: "lock", mode: "exclusive" } as Lock);
  }
  return {
    forTab(tab: string): Pick<LockManager, "request"> {
      return {
        request: ((_name: string, optionsOrRun: unknown, maybeRun?: (lock: Lock | null) => unknown) => {
          const run = (maybeRun ?? optionsOrRun) as (lock: Lock | null) => unknown;
          const ifAvailable = maybeRun !== undefined && (optionsOrRun as LockOptions).ifAvailable;
          if (ifAvailable && holder !== null) return Promise.resolve(run(null));
          queue.push({ tab, run });
          if (holder === null) grantNext();
          return Promise.resolve();
        }) as LockManager["request"],
      };
    },
    closeTab(tab: string) {
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.tab === tab) queue.splice(i, 1);
      if (holder === tab) {
        holder = null;
        grantNext();
      }
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let channelName = 0;
const opened: TabWriter[] = [];
afterEach(() => {
  for (const writer of opened.splice(0)) writer.close();
});

/**
 * A browser whose tabs append items to one stored list; each other tab sees a
 * write in localStorage `storageDelayMs` later (1–5 ms unless told).
 */
function browser({ storageDelayMs }: { storageDelayMs?: number } = {}) {
  const name = `test-${channelName++}`;
  const locks = lockManager();
  let stored = "[]";
  const tabs = new Map<string, { view: string }>();

  function openTab(tab: string) {
    const state = { view: stored };
    tabs.set(tab, state);
    const writer = createTabWriter({
      name,
      locks: locks.forTab(tab),
      timeoutMs: 1000,
      execute(_key, command): WriteOutcome {
        const next = JSON.stringify([...(JSON.parse(state.view) as string[]), command as string]);
        stored = next;
        state.view = next;
        const delay = storageDelayMs ?? 1 + Math.random() * 4;
        for (const [other, otherState] of tabs) {
          if (other !== tab) setTimeout(() => (otherState.view = next), delay);
        }
        return { ok: true, raw: next };
      },
      onCommitted(_key, raw) {
        if (typeof raw === "string") state.view = raw;
      },
    });
    opened.push(writer);
    return {
      writer,
      close() {
        writer.close();
        tabs.delete(tab);
        locks.closeTab(tab);
      },
    };
  }

  return { openTab, stored: () => JSON.parse(stored) as string[], viewOf: (tab: string) => tabs.get(tab)?.view };
}

describe("createTabWriter", () => {
  it("elects one writer; the first tab writes, the second sends its commands to it", async () => {
    const { openTab } = browser();
    const first = openTab("a");
    await sleep(5);
    const second = openTab("b");
    await sleep(5);
    expect(first.writer.isWriter()).toBe(true);
    expect(second.writer.isWriter()).toBe(false);
    expect(await second.writer.submit("todos", "x")).toEqual({ ok: true, raw: '["x"]' });
  });

  it("tells the other tabs about the writer's own writes too, in order", async () => {
    // localStorage reaches the other tab only after 10 s: whatever tab b sees
    // sooner came from the writer's announcements.
    const { openTab, viewOf } = browser({ storageDelayMs: 10_000 });
    const a = openTab("a");
    await sleep(5);
    openTab("b");
    await sleep(5);
    await a.writer.submit("todos", "one");
    await a.writer.submit("todos", "two");
    await vi.waitFor(() => expect(viewOf("b")).toBe('["one","two"]'), { timeout: 2000 });
  });

  it("loses nothing when two tabs save at nearly the same moment", async () => {
    const { openTab, stored } = browser();
    const a = openTab("a");
    const b = openTab("b");
    const saves: Promise<WriteOutcome>[] = [];
    for (let i = 0; i < 50; i++) {
      saves.push(a.writer.submit("todos", `a${i}`), b.writer.submit("todos", `b${i}`));
      if (i % 7 === 0) await sleep(Math.random() * 3);
    }
    const outcomes = await Promise.all(saves);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const items = stored();
    expect(items).toHaveLength(100);
    expect(new Set(items).size).toBe(100);
  });

  it("hands over to the next tab when the writer closes, and resends what was unanswered", async () => {
    const { openTab, stored } = browser();
    const a = openTab("a");
    await sleep(5);
    const b = openTab("b");
    await sleep(5);
    await b.writer.submit("todos", "before");
    // The writer closes before it can answer this one.
    const pending = b.writer.submit("todos", "during");
    a.close();
    await expect(pending).resolves.toMatchObject({ ok: true });
    expect(b.writer.isWriter()).toBe(true);
    expect(stored()).toEqual(["before", "during"]);
  });

  it("answers a request sent again without applying it twice, with what is stored now", async () => {
    const { openTab, stored } = browser();
    const a = openTab("a");
    await sleep(5);
    const channel = new BroadcastChannel(`test-${channelName - 1}`);
    const answers: { requestId: string; outcome: WriteOutcome }[] = [];
    channel.onmessage = (event: MessageEvent<{ type: string; requestId: string; outcome: WriteOutcome }>) => {
      if (event.data.type === "outcome" && event.data.requestId === "r1") answers.push(event.data);
    };
    const request = { protocol: 2, type: "request", requestId: "r1", key: "todos", command: "once" };
    channel.postMessage(request);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await a.writer.submit("todos", "later");
    channel.postMessage(request);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    channel.close();
    expect(stored()).toEqual(["once", "later"]);
    expect(answers.map(({ outcome }) => outcome)).toEqual([
      { ok: true, raw: '["once"]' },
      { ok: true, raw: '["once","later"]' },
    ]);
  });

  it("says a save was not made when no writer answers", async () => {
    const { openTab } = browser();
    const a = openTab("a");
    await sleep(5);
    const b = openTab("b");
    await sleep(5);
    a.writer.close(); // gone silent, but still holding the lock
    await expect(b.writer.submit("todos", "x")).resolves.toEqual({ ok: false, error: NO_ANSWER_ERROR, raw: null });
  });

  it("writes for itself where the browser has no Web Locks", async () => {
    let executed = 0;
    const writer = createTabWriter({
      name: "no-locks",
      locks: null,
      execute: () => ({ ok: true, raw: String(++executed) }),
      onCommitted: () => {},
    });
    opened.push(writer);
    expect(await writer.submit("todos", "x")).toEqual({ ok: true, raw: "1" });
    expect(writer.isWriter()).toBe(true);
  });
});

describe("onBecomeWriter (the sync connection lives in the writer tab)", () => {
  it("runs once in the tab that becomes the writer, and in the next one when it closes", async () => {
    const locks = lockManager();
    const name = `test-${channelName++}`;
    const became: string[] = [];
    const open = (tab: string) => {
      const writer = createTabWriter({
        name,
        locks: locks.forTab(tab),
        execute: () => ({ ok: true, raw: null }),
        onCommitted: () => undefined,
        onBecomeWriter: () => became.push(tab),
      });
      opened.push(writer);
      return writer;
    };
    const first = open("first");
    open("second");
    await sleep(10);
    expect(became).toEqual(["first"]);
    first.close();
    locks.closeTab("first");
    await sleep(10);
    expect(became).toEqual(["first", "second"]);
  });

  it("runs in every tab without Web Locks (each tab writes for itself)", async () => {
    const became = vi.fn();
    opened.push(createTabWriter({ name: "no-locks", locks: null, execute: () => ({ ok: true, raw: null }), onCommitted: () => undefined, onBecomeWriter: became }));
    await sleep(0);
    expect(became).toHaveBeenCalledTimes(1);
  });
});

// Sync across devices (issue 15), ours alone: a real sync server on loopback,
// started here the way `npm run sync-server` starts it (a fresh temporary
// SQLite file, fresh keys, a free port) and stopped at the end; separate
// browser contexts are separate devices (their own localStorage, IndexedDB and
// writer tab).
//
// - change → other device: device A adds a Kanban card (Enter in the add form);
//   the time from A's keydown to the first frame device B paints with the new
//   tile. The in-page probe (probe.mjs) times one page; here the gesture starts
//   in one page and ends in another, so both ends are read on the clock both
//   pages share: performance.timeOrigin + a page's high-resolution time is the
//   Unix epoch in ms in every page of the browser. A's keydown listener takes
//   timeOrigin + event.timeStamp; B's requestAnimationFrame loop checks for the
//   tile before each frame and, after the frame that has it, a setTimeout(0)
//   takes timeOrigin + performance.now() (the probe's "painted"). Before the
//   runs, the two pages' clocks are compared through Node (the reading of each
//   page is placed at the middle of its round trip): the offset is subtracted
//   (BENCH_DEBUG prints it; it is a fraction of a millisecond, and above 5 ms the
//   clocks could not be trusted, so the bench stops).
// - a new device receives a 1,000-card space: the space already holds 1,000
//   cards (a device with originalBoards(20, 50) in localStorage connected to it
//   first, then closed). Each run, a fresh context (a new device: empty storage,
//   empty HTTP cache) opens the Data page, fills Server address and Sync key,
//   and the time runs from its press on Connect (pointerdown) to the frame where
//   the Data page's "What is stored" says 1,000 cards. That covers all a user
//   waits for: the on-demand Yjs code, Connect's check of the key, the writer
//   starting the connection and its first sync, and the data stored and shown.
//
// - the longest task after a change at 5,000 cards: a device holding 20 boards × 250 cards, synced,
//   adds a card (Enter in the add form); a trace of the page's main thread from that Enter until
//   the header says Synced and 2.5 s more (the compact base is kept 1 s after Synced, in idle
//   time) gives the longest task in it: what a click or key made then waits for at most. It
//   covers the add's own frame, the save, recording the change in the replica, sending it, and
//   keeping the compact base. Reported, no target (a long task is one over 50 ms).
//
// BENCH_DEBUG=1 prints each sample and splits each change into its legs (A's
// keydown → A stores it → A's socket sends → B's socket receives → B stores it
// → B paints), from stamps an init script takes in both pages.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { appContext, openApp, seedStorage } from "./browser.mjs";
import { originalBoards } from "./data.mjs";
import { settle, timeStep, typeText } from "./probe.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LATENCY_BOARD = { boards: 5, cards: 20 };
const SPACE_BOARD = { boards: 20, cards: 50 };
const LARGE_BOARD = { boards: 20, cards: 250 };
/** Cards A adds per run (each one a sample). */
const ADDS_PER_RUN = 3;

const json = JSON.stringify;

function declare(figures) {
  const section = "Sync across devices (ours; a sync server on loopback, browser contexts as devices)";
  figures.declare("sync.change", {
    section,
    label: `a change on A painted on B (A adds a card to a ${LATENCY_BOARD.boards * LATENCY_BOARD.cards}-card board: A's Enter → B's frame with the tile)`,
    target: { max: 100 },
  });
  figures.declare("sync.receive", {
    section,
    label: `a new device receives a ${(SPACE_BOARD.boards * SPACE_BOARD.cards).toLocaleString("en")}-card space (Connect pressed → Data page shows every card)`,
    target: { max: 2000 },
  });
  figures.declare("sync.busy", {
    section,
    label: `the longest main-thread task after a change at ${(LARGE_BOARD.boards * LARGE_BOARD.cards).toLocaleString("en")} cards (Enter in the add form → 2.5 s after Synced)`,
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** `npm run sync-server`'s command (see package.json), with only the settings given: resolves once it listens. */
async function startSyncServer(keys) {
  const dir = mkdtempSync(join(tmpdir(), "bench-sync-"));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    PORT: String(port),
    SYNC_DATA: join(dir, "taskboard.sqlite"),
    SYNC_KEYS: keys.join(","),
  };
  const child = spawn(process.execPath, [join(ROOT, "node_modules/.bin/jiti"), "sync-server/main.ts"], { cwd: ROOT, env });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  let output = "";
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the sync server did not start within 20 s:\n${output}`)),
        20_000,
      );
      const onData = (chunk) => {
        output += chunk;
        if (/Sync server listening on ws:\/\//.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the sync server exited (${code}) before listening:\n${output}`));
      });
    });
  } catch (error) {
    child.kill("SIGKILL");
    remove();
    throw error;
  }
  return {
    url: `ws://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      remove();
    },
  };
}

const syncStatus = (page) => page.getByRole("banner").getByRole("status");
const syncSection = (page) => page.getByRole("region", { name: "Sync", exact: true });

/** Fills the Data page's Sync form (the page is on /data); returns its Connect button. */
async function fillConnect(page, server, key) {
  const section = syncSection(page);
  await section.getByLabel("Server address").fill(server);
  await section.getByLabel("Sync key").fill(key);
  return section.getByRole("button", { name: "Connect" });
}

/** Connects a device through its Data page and waits until the header says Synced. */
async function connectDevice(context, baseUrl, server, key) {
  const page = await openApp(context, baseUrl, "/data");
  await (await fillConnect(page, server, key)).click();
  await syncStatus(page)
    .filter({ hasText: /^Synced$/ })
    .waitFor({ timeout: 30_000 });
  return page;
}

/** The shared clock (timeOrigin + now) of `page` minus Node's, from the quickest of a few round trips. */
async function clockOffset(page) {
  let best = { trip: Infinity, offset: 0 };
  for (let i = 0; i < 15; i++) {
    const before = performance.timeOrigin + performance.now();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = performance.timeOrigin + performance.now();
    if (after - before < best.trip) best = { trip: after - before, offset: inPage - (before + after) / 2 };
  }
  return best;
}

/** Arms B: resolves with the shared clock's time of the first painted frame where `condition` holds. */
function watchFor(page, condition) {
  return page.evaluate((source) => {
    const check = new Function(`return (${source});`);
    window.__syncShown = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`never showed: ${source}`)), 15_000);
      const frame = () => {
        if (!check()) return requestAnimationFrame(frame);
        clearTimeout(timer);
        setTimeout(() => resolve(performance.timeOrigin + performance.now()), 0);
      };
      requestAnimationFrame(frame);
    });
  }, condition);
}

/** Arms A: resolves with the shared clock's time of the next keydown of `key`. */
function watchKey(page, key) {
  return page.evaluate((wanted) => {
    window.__syncKey = new Promise((resolve) => {
      const listener = (event) => {
        if (event.key !== wanted) return;
        window.removeEventListener("keydown", listener, true);
        resolve(performance.timeOrigin + event.timeStamp);
      };
      window.addEventListener("keydown", listener, true);
    });
  }, key);
}

/** BENCH_DEBUG: every page notes when its sockets send and receive (shared clock), to split a change's time into its legs. */
function traceSockets() {
  window.__sockets = [];
  const stamp = (what) => window.__sockets.push([what, performance.timeOrigin + performance.now()]);
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    stamp("send");
    return send.call(this, data);
  };
  const add = WebSocket.prototype.addEventListener;
  WebSocket.prototype.addEventListener = function (type, listener, options) {
    if (type === "message")
      return add.call(this, type, (event) => (stamp("receive"), listener.call(this, event)), options);
    return add.call(this, type, listener, options);
  };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === "kanban-board") stamp("store");
    return setItem.call(this, key, value);
  };
  Object.defineProperty(WebSocket.prototype, "onmessage", {
    set(listener) {
      add.call(this, "message", (event) => (stamp("receive"), listener.call(this, event)));
    },
  });
}

async function benchChange({ browser, baseUrl, app, server, key, runs, figures, profile }) {
  const data = originalBoards(LATENCY_BOARD.boards, LATENCY_BOARD.cards);
  const loaded = `${app.boards}.length === ${LATENCY_BOARD.boards} && !!${app.tile(data[0].card[0].id)}`;
  const contextA = await appContext(browser, baseUrl, loaded);
  const contextB = await appContext(browser, baseUrl, loaded);
  if (process.env.BENCH_DEBUG) for (const context of [contextA, contextB]) await context.addInitScript(traceSockets);
  try {
    // A brings the board into the space; B, empty, joins it.
    await seedStorage(contextA, baseUrl, { "kanban-board": data });
    await (await connectDevice(contextA, baseUrl, server, key)).close();
    await (await connectDevice(contextB, baseUrl, server, key)).close();
    const a = await openApp(contextA, baseUrl, app.path);
    const b = await openApp(contextB, baseUrl, app.path);
    for (const page of [a, b]) {
      await page.evaluate(() => window.__bench.usable);
      await syncStatus(page)
        .filter({ hasText: /^Synced$/ })
        .waitFor({ timeout: 30_000 });
    }
    await settle(a, 500);
    const [clockA, clockB] = [await clockOffset(a), await clockOffset(b)];
    const skew = clockB.offset - clockA.offset;
    if (process.env.BENCH_DEBUG)
      console.error(
        `clocks: B − A = ${skew.toFixed(2)} ms (round trips ${clockA.trip.toFixed(2)}, ${clockB.trip.toFixed(2)} ms)`,
      );
    if (Math.abs(skew) > 5) throw new Error(`the two pages' clocks differ by ${skew.toFixed(1)} ms`);

    let added = 0;
    for (let r = 0; r < runs; r++) {
      for (let i = 0; i < ADDS_PER_RUN; i++) {
        const title = `Synced card ${++added} ${Date.now()}`;
        const input = await app.openAddForm(a, 0);
        await typeText(input, title);
        const shown = `[...(${app.board(0)}?.querySelectorAll("${app.anyTile}") ?? [])].some((tile) => tile.textContent.includes(${json(title)}))`;
        await watchFor(b, shown);
        await watchKey(a, "Enter");
        const step = async () => {
          await input.press("Enter");
          const [pressed, painted] = await Promise.all([
            a.evaluate(() => window.__syncKey),
            b.evaluate(() => window.__syncShown),
          ]);
          if (process.env.BENCH_DEBUG) {
            const after = (page, what, t) =>
              page.evaluate(([what, t]) => window.__sockets.find(([w, at]) => w === what && at >= t)?.[1], [what, t]);
            const sent = await after(a, "send", pressed);
            const storedA = await after(a, "store", pressed);
            const received = await after(b, "receive", pressed + skew);
            const storedB = await after(b, "store", received);
            console.error(
              `  A keydown → stored ${(storedA - pressed).toFixed(1)} → sent ${(sent - storedA).toFixed(1)} → B receives ${(received - skew - sent).toFixed(1)} → stored ${(storedB - received).toFixed(1)} → painted ${(painted - storedB).toFixed(1)} ms`,
            );
          }
          return painted - skew - pressed;
        };
        if (profile.wants("sync.change", "ours")) await profile.record("sync.change", "ours", b, step);
        else {
          const time = await step();
          figures.push("sync.change", "ours", time);
          if (process.env.BENCH_DEBUG) console.error(`change ${added}: ${time.toFixed(1)} ms`);
        }
        await a.keyboard.press("Escape"); // closes the add form
        // Both devices synced again before the next change.
        for (const page of [a, b])
          await syncStatus(page)
            .filter({ hasText: /^Synced$/ })
            .waitFor({ timeout: 15_000 });
        await settle(a, 300);
      }
      process.stdout.write(".");
    }
  } finally {
    await contextA.close();
    await contextB.close();
  }
}

async function benchReceive({ browser, baseUrl, server, key, runs, figures, profile }) {
  const data = originalBoards(SPACE_BOARD.boards, SPACE_BOARD.cards);
  const total = SPACE_BOARD.boards * SPACE_BOARD.cards;
  // The space gets its cards from a device that has them, which then goes away.
  const seeder = await appContext(browser, baseUrl);
  await seedStorage(seeder, baseUrl, { "kanban-board": data });
  await connectDevice(seeder, baseUrl, server, key);
  await seeder.close();

  const onDataPage = `!!document.querySelector('ul[aria-label="Stored items"]')`;
  const allCards = `document.querySelectorAll('ul[aria-label="Stored items"] > li')[2]?.textContent.replace(/,/g, "").startsWith(${json(String(total))})`;
  // The first run fills nothing for the others (every device is a fresh context), so every run counts.
  for (let r = 0; r < runs; r++) {
    const device = await appContext(browser, baseUrl, onDataPage);
    try {
      const page = await openApp(device, baseUrl, "/data");
      await page.evaluate(() => window.__bench.usable);
      const connect = await fillConnect(page, server, key);
      await settle(page, 500);
      const step = () => timeStep(page, { types: ["pointerdown"], condition: allCards }, () => connect.click());
      if (profile.wants("sync.receive", "ours")) await profile.record("sync.receive", "ours", page, step);
      else {
        const time = await step();
        figures.push("sync.receive", "ours", time);
        if (process.env.BENCH_DEBUG) console.error(`receive, run ${r + 1}: ${time.toFixed(1)} ms`);
      }
      await syncStatus(page)
        .filter({ hasText: /^Synced$/ })
        .waitFor({ timeout: 15_000 });
    } finally {
      await device.close();
    }
    process.stdout.write(".");
  }
}

/** The renderer main thread's tasks (ms) from the first keydown on, in a trace's events. */
function tasksAfterKeydown(events) {
  const main = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const onMain = events.filter((event) => event.pid === main?.pid && event.tid === main?.tid && event.dur);
  const keydown = onMain.find((event) => event.name === "EventDispatch" && event.args?.data?.type === "keydown");
  if (!keydown) throw new Error("the trace holds no keydown");
  return onMain
    .filter((event) => event.name === "RunTask" && event.ts + event.dur >= keydown.ts)
    .map((event) => event.dur / 1000);
}

async function benchBusy({ browser, baseUrl, app, server, key, runs, figures }) {
  const data = originalBoards(LARGE_BOARD.boards, LARGE_BOARD.cards);
  const context = await appContext(browser, baseUrl);
  try {
    await seedStorage(context, baseUrl, { "kanban-board": data });
    await (await connectDevice(context, baseUrl, server, key)).close();
    const page = await openApp(context, baseUrl, app.path);
    await syncStatus(page)
      .filter({ hasText: /^Synced$/ })
      .waitFor({ timeout: 60_000 });
    await settle(page, 8000); // the first compact base hashes every record
    const cdp = await context.newCDPSession(page);
    for (let r = 0; r < runs; r++) {
      const input = await app.openAddForm(page, 0);
      await typeText(input, `Busy card ${r} ${Date.now()}`);
      const events = [];
      const collect = ({ value }) => events.push(...value);
      cdp.on("Tracing.dataCollected", collect);
      await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
      await input.press("Enter");
      await syncStatus(page)
        .filter({ hasText: /^Synced$/ })
        .waitFor({ timeout: 15_000 });
      await settle(page, 2500);
      const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await complete;
      cdp.off("Tracing.dataCollected", collect);
      const longest = Math.max(...tasksAfterKeydown(events));
      figures.push("sync.busy", "ours", longest);
      if (process.env.BENCH_DEBUG) console.error(`busy, run ${r + 1}: longest task ${longest.toFixed(1)} ms`);
      await page.keyboard.press("Escape"); // closes the add form
      process.stdout.write(".");
    }
  } finally {
    await context.close();
  }
}

export async function benchSync({ browser, urls, app, runs, figures, profile }) {
  declare(figures);
  const keys = [randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url")];
  const server = await startSyncServer(keys);
  const baseUrl = urls[app.root];
  try {
    await benchChange({ browser, baseUrl, app, server: server.url, key: keys[0], runs, figures, profile });
    await benchReceive({ browser, baseUrl, server: server.url, key: keys[1], runs, figures, profile });
    await benchBusy({ browser, baseUrl, app, server: server.url, key: keys[2], runs, figures });
  } finally {
    await server.stop();
  }
}

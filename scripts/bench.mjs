#!/usr/bin/env node
// Speed bench, this app against the reference apps it is measured by, in one
// run: `npm run build` first, then `npm run bench`. Prints every figure of
// issue 12's targets with its median, its ratio to the peer and its target,
// and marks each miss with ✘. See README, "Speed".
//
//   BENCH_RUNS=5                 runs per measure (apps alternate run by run)
//   BENCH_ONLY=kanban,todo,...   groups: kanban, todo, longtext, bytes, memory, lighthouse, sync, floor
//   BENCH_SIZES=100,1000,5000    Kanban sizes (cards)
//   BENCH_PROFILE=<figure id>    CPU profile of one step of that figure (e.g. kanban.100.load)
//   BENCH_PROFILE_TOTALS=40      with it, also the 40 functions with the most total time (callees included)
//   BENCH_PROFILE_SKIP=75        with it, profile the step after the first 75 (a mid-list add, say)
//   BENCH_TRACE=<figure id>      instead: the main thread's time by phase (script, style, layout, paint…)
//                                over BENCH_TRACE_STEPS=30 traced steps of that figure (not a load),
//                                after the first BENCH_TRACE_SKIP=0 (60: To Do adds 61-90, the windowed list's)
//   BENCH_LIGHTHOUSE_RUNS=3      Lighthouse runs per page
import { existsSync } from "node:fs";
import { ourKanban, ourTodo, peerKanban, todoMvc } from "./bench/apps.mjs";
import { launchBrowser, startServers } from "./bench/browser.mjs";
import { benchBytes } from "./bench/bytes.mjs";
import { benchFloor } from "./bench/floor.mjs";
import { benchKanban, KANBAN_SIZES } from "./bench/kanban.mjs";
import { benchLighthouse } from "./bench/lighthouse.mjs";
import { benchLongText } from "./bench/long-text.mjs";
import { benchMemory } from "./bench/memory.mjs";
import { profiler } from "./bench/profile.mjs";
import { tracer } from "./bench/trace.mjs";
import { Figures } from "./bench/report.mjs";
import { benchSync } from "./bench/sync.mjs";
import { benchTodo } from "./bench/todo.mjs";

const GROUPS = [
  "kanban",
  "todo",
  "longtext",
  "bytes",
  "memory",
  "lighthouse",
  "sync",
  "floor",
];
const only = (process.env.BENCH_ONLY ?? GROUPS.join(","))
  .split(",")
  .map((group) => group.trim());
const unknown = only.filter((group) => !GROUPS.includes(group));
if (unknown.length) {
  console.error(
    `Unknown BENCH_ONLY group(s): ${unknown.join(", ")}; known: ${GROUPS.join(", ")}`,
  );
  process.exit(2);
}
const runs = Number(process.env.BENCH_RUNS ?? 5);
const sizes = process.env.BENCH_SIZES
  ? KANBAN_SIZES.filter((size) =>
      process.env.BENCH_SIZES.split(",")
        .map(Number)
        .includes(size.boards * size.cards),
    )
  : KANBAN_SIZES;

for (const app of [ourKanban, peerKanban, todoMvc]) {
  if (!existsSync(app.root)) {
    console.error(
      `Missing ${app.root}: ${app === ourKanban ? "run `npm run build` first" : "the reference builds (BENCH_REFERENCE)"}.`,
    );
    process.exit(1);
  }
}

const figures = new Figures();
const profile = process.env.BENCH_TRACE ? tracer() : profiler();
const servers = await startServers([
  ourKanban.root,
  peerKanban.root,
  todoMvc.root,
]);
const browser = await launchBrowser();
const started = Date.now();
console.log(
  `Bench: headless Chromium ${browser.version()}, 1400×900, ${runs} runs per measure (median), groups: ${only.join(", ")}` +
    (process.env.BENCH_PROFILE ? `, profiling ${process.env.BENCH_PROFILE}` : "") +
    (process.env.BENCH_TRACE ? `, tracing ${process.env.BENCH_TRACE}` : ""),
);
const context = { browser, urls: servers.urls, runs, figures, profile };
const failures = [];
try {
  for (const group of only) {
    process.stdout.write(`${group} `);
    try {
      if (group === "kanban")
        await benchKanban({ ...context, apps: [ourKanban, peerKanban], sizes });
      if (group === "todo")
        await benchTodo({ ...context, apps: [ourTodo, todoMvc] });
      if (group === "longtext")
        await benchLongText({ ...context, app: ourKanban });
      if (group === "bytes")
        await benchBytes({
          figures,
          ours: ourKanban.root,
          peer: peerKanban.root,
          todoMvc: todoMvc.root,
        });
      if (group === "memory")
        await benchMemory({ ...context, apps: [ourKanban, peerKanban] });
      if (group === "sync") await benchSync({ ...context, app: ourKanban });
      if (group === "floor") await benchFloor({ ...context, root: ourKanban.root });
      if (group === "lighthouse")
        await benchLighthouse({
          urls: servers.urls,
          figures,
          ours: ourKanban,
          peer: peerKanban,
        });
    } catch (error) {
      // A group that fails is reported; what the others measured still prints.
      failures.push(group);
      console.error(`\n✘ ${group} stopped: ${error.message.split("\n")[0]}`);
    }
    process.stdout.write(" ");
  }
} finally {
  await browser.close();
  servers.close();
}
profile.report?.();
const misses = figures.print(
  `Results (${((Date.now() - started) / 60_000).toFixed(1)} min; medians; ratio = ours / peer)`,
);
if (failures.length)
  console.log(`✘ groups that stopped early: ${failures.join(", ")}`);
process.exitCode = misses || failures.length ? 1 : 0;

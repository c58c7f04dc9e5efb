// BENCH_TRACE=<figure id>: records a Chromium trace of each of the next
// BENCH_TRACE_STEPS (30) measured steps of that figure, in each app (after the
// first BENCH_TRACE_SKIP, 0: the To Do's adds 61-90 are the windowed list's), and prints
// where the main thread spent each step's measured time (from the input event
// to the frame that showed its result): script, style, layout, paint,
// layerize, commit, GC, and idle (waiting for the next frame). A single step's
// CPU profile on this 2-core machine is mostly noise; medians over many traced
// steps are not. Traced steps are not counted in the figures.
import { stepSkipper } from "./profile.mjs";

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "v8"];
const INPUT_EVENTS = new Set(["keydown", "pointerdown", "pointermove", "mousemove"]);
const PRESSES = new Set(["keydown", "pointerdown"]);

/** The phase a trace event's own time (its children's taken out) counts for. */
function phaseOf(name) {
  if (name === "UpdateLayoutTree" || name === "ParseAuthorStyleSheet") return "style";
  if (name === "Layout") return "layout";
  if (name === "PrePaint" || name === "Paint" || name === "PaintImage") return "paint";
  if (name === "Layerize") return "layerize";
  if (name === "Commit") return "commit";
  if (/GC|GarbageCollect/.test(name)) return "gc";
  if (/^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|EvaluateScript|v8\.|V8\.)/.test(name)) return "script";
  return "other";
}

const PHASES = ["script", "style", "layout", "paint", "layerize", "commit", "gc", "other"];

/**
 * Main-thread time by phase within [start, end] (trace microseconds), each
 * event counted by its own time (its children's taken out): a forced layout
 * inside a script counts as layout, not script. An event of no phase of its
 * own (Blink's finer events) counts for its parent's. What the window holds
 * besides is idle: waiting for the next frame.
 */
export function phaseTimes(events, start, end) {
  const inWindow = events
    .filter((event) => event.ts < end && event.ts + event.dur > start)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const clipped = (event) => Math.min(event.ts + event.dur, end) - Math.max(event.ts, start);
  const own = new Map();
  const open = [];
  for (const event of inWindow) {
    while (open.length > 0 && open.at(-1).event.ts + open.at(-1).event.dur <= event.ts) open.pop();
    const parent = open.at(-1);
    const named = phaseOf(event.name);
    const phase = named === "other" && parent ? parent.phase : named;
    const entry = { event, phase, us: clipped(event) };
    if (parent) parent.us -= entry.us;
    own.set(event, entry);
    open.push(entry);
  }
  const times = Object.fromEntries(PHASES.map((phase) => [phase, 0]));
  for (const { phase, us } of own.values()) times[phase] += us / 1000;
  const busy = PHASES.reduce((sum, phase) => sum + times[phase], 0);
  return { ...times, idle: Math.max(0, (end - start) / 1000 - busy) };
}

/** The renderer main thread's complete events, and the input event the step is timed from. */
function stepEvents(traceEvents) {
  const dispatched = (types) => traceEvents.find((event) => event.name === "EventDispatch" && types.has(event.args?.data?.type));
  // A click step first rests the pointer on its target (timeClickStep): it is timed from the press.
  const input = dispatched(PRESSES) ?? dispatched(INPUT_EVENTS);
  if (!input) return null;
  const main = traceEvents.filter((event) => event.pid === input.pid && event.tid === input.tid && event.ph === "X" && event.dur > 0);
  return { input, main };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function printPhases(title, rows) {
  console.log(`\nTrace: ${title}, ${rows.length} steps (medians, ms)`);
  const columns = ["measured", ...PHASES, "idle"];
  console.log(`  ${columns.map((column) => column.padStart(9)).join("")}`);
  console.log(`  ${columns.map((column) => median(rows.map((row) => row[column])).toFixed(1).padStart(9)).join("")}`);
}

/** The same interface as profile.mjs's profiler: `wants` and `record` for each measured step. */
export function tracer(
  wanted = process.env.BENCH_TRACE,
  steps = Number(process.env.BENCH_TRACE_STEPS) || 30,
  skip = Number(process.env.BENCH_TRACE_SKIP) || 0,
) {
  const rows = new Map();
  const printed = new Set();
  const key = (figure, app) => `${figure}, ${app}`;
  const skipping = stepSkipper(skip);
  return {
    // A load starts before any input event: loads are profiled with BENCH_PROFILE.
    wants: (figure, app) =>
      wanted === figure && !figure.endsWith(".load") && (rows.get(key(figure, app))?.length ?? 0) < steps && !skipping(key(figure, app)),
    async record(figure, app, page, step) {
      const browser = page.context().browser();
      await browser.startTracing(page, { categories: CATEGORIES });
      let value;
      try {
        value = await step();
      } finally {
        const trace = JSON.parse((await browser.stopTracing()).toString());
        const found = value === undefined ? null : stepEvents(trace.traceEvents);
        if (found) {
          const start = found.input.ts;
          const list = rows.get(key(figure, app)) ?? [];
          list.push({ measured: value, ...phaseTimes(found.main, start, start + value * 1000) });
          rows.set(key(figure, app), list);
        }
      }
      if (rows.get(key(figure, app))?.length === steps) this.report();
      return value;
    },
    async recordLoad() {},
    /** Prints each figure and app traced (once), with however many steps it has. */
    report() {
      for (const [title, list] of rows) {
        if (printed.has(title) || list.length === 0) continue;
        printed.add(title);
        printPhases(title, list);
      }
    },
  };
}

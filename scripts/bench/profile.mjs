// BENCH_PROFILE=<figure id>: records a Chrome CPU profile (the DevTools
// protocol's Profiler domain) while one measured step of that figure runs, in
// each app, and prints where the time went: the functions with the most self
// time, and the self time per script.

const SAMPLING_INTERVAL_US = 100;

export async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
  await cdp.send("Profiler.start");
  return async () => {
    const { profile } = await cdp.send("Profiler.stop");
    await cdp.detach();
    return profile;
  };
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, "") || "/" : "");

/** Self time in ms per function (name + script:line) and per script, busiest first; "(idle)" left out. */
export function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i + 1] ?? 0; // a sample lasts until the next one
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + us);
  }
  const byFunction = new Map();
  const byScript = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    if (functionName === "(idle)") continue;
    total += us;
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}` : "";
    const name = `${functionName || "(anonymous)"}${where ? `  ${where}` : ""}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const script = shortUrl(url) || functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  }
  const sorted = (map) => [...map].map(([name, us]) => [name, us / 1000]).sort((a, b) => b[1] - a[1]);
  return { total: total / 1000, functions: sorted(byFunction), scripts: sorted(byScript) };
}

/**
 * Total time in ms per function (its own and its callees'), busiest first: where
 * a step's time goes by component. A function under itself (recursion) counts once.
 */
export function totalTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    return `${functionName || "(anonymous)"}${url ? `  ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}` : ""}`;
  };
  const byFunction = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const node = nodes.get(id);
      if (node.callFrame.functionName === "(idle)") break;
      const name = nameOf(node);
      if (seen.has(name)) continue;
      seen.add(name);
      byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    }
  }
  return [...byFunction].map(([name, us]) => [name, us / 1000]).sort((a, b) => b[1] - a[1]);
}

/**
 * Who calls `functionName`, by the time spent in it under each caller chain
 * (its `depth` nearest callers, nearest first): what makes a hot function run.
 */
export function callerTimes(profile, functionName, depth = 4) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const short = (node) => node.callFrame.functionName || "(anonymous)";
  const byChain = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i + 1] ?? 0;
    let id = profile.samples[i];
    while (id !== undefined && nodes.get(id).callFrame.functionName !== functionName) id = parent.get(id);
    if (id === undefined) continue;
    const chain = [];
    for (let up = parent.get(id); up !== undefined && chain.length < depth; up = parent.get(up)) chain.push(short(nodes.get(up)));
    const key = chain.join(" ← ");
    byChain.set(key, (byChain.get(key) ?? 0) + us);
  }
  return [...byChain].map(([chain, us]) => [chain, us / 1000]).sort((a, b) => b[1] - a[1]);
}

export function printProfile(title, profile, top = 15) {
  const { total, functions, scripts } = selfTimes(profile);
  const line = ([name, ms]) => `    ${ms.toFixed(1).padStart(7)} ms ${((ms / total) * 100).toFixed(0).padStart(3)}%  ${name}`;
  console.log(`\nCPU profile: ${title} (${total.toFixed(0)} ms busy, sampled every ${SAMPLING_INTERVAL_US} µs)`);
  console.log("  top self time by function:");
  for (const entry of functions.slice(0, top)) console.log(line(entry));
  if (process.env.BENCH_PROFILE_TOTALS) {
    console.log("  total time by function (with its callees):");
    for (const entry of totalTimes(profile).slice(0, Number(process.env.BENCH_PROFILE_TOTALS) || 40)) console.log(line(entry));
  }
  const callersOf = process.env.BENCH_PROFILE_CALLERS;
  if (callersOf) {
    console.log(`  callers of ${callersOf} (nearest first):`);
    for (const entry of callerTimes(profile, callersOf, Number(process.env.BENCH_PROFILE_DEPTH) || 4).slice(0, 15)) console.log(line(entry));
  }
  console.log("  self time by script:");
  for (const entry of scripts.slice(0, 8)) console.log(line(entry));
}

/**
 * Wraps the measure of one figure: when BENCH_PROFILE names it, the first run
 * (after the first BENCH_PROFILE_SKIP steps) is profiled (its time, inflated by the profiler, is not kept).
 */
/** For `wants`: true for each key's first `skip` calls (the steps a profile or trace passes over). */
export function stepSkipper(skip) {
  const seen = new Map();
  return (key) => {
    seen.set(key, (seen.get(key) ?? 0) + 1);
    return seen.get(key) <= skip;
  };
}

export function profiler(wanted = process.env.BENCH_PROFILE, skip = Number(process.env.BENCH_PROFILE_SKIP) || 0) {
  const done = new Set();
  const skipping = stepSkipper(skip);
  return {
    wants: (figure, app) => wanted === figure && !done.has(`${figure} ${app}`) && !skipping(`${figure} ${app}`),
    async record(figure, app, page, step) {
      const stop = await startProfile(page);
      const value = await step();
      await this.finish(figure, app, stop, value);
      return value;
    },
    /**
     * A load, profiled: `open(beforeLoad)` opens the page, calling `beforeLoad` on a same-origin
     * blank page first (the profiler, started there, survives the navigation); `loaded(page)`
     * resolves with the measured time. The page is closed after.
     */
    async recordLoad(figure, app, open, loaded) {
      let stop;
      const page = await open(async (blank) => {
        stop = await startProfile(blank);
      });
      await this.finish(figure, app, stop, await loaded(page));
      await page.close();
    },
    async finish(figure, app, stop, value) {
      done.add(`${figure} ${app}`);
      printProfile(`${figure}, ${app} (measured ${value.toFixed(1)} ms under the profiler)`, await stop());
    },
  };
}

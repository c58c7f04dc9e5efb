// Memory: the JS heap of the Kanban at 5,000 cards once loaded and idle, after
// a garbage collection (DevTools protocol: HeapProfiler.collectGarbage, Runtime.getHeapUsage).
import { appContext, openApp, seedStorage } from "./browser.mjs";
import { originalBoards } from "./data.mjs";
import { settle, usableTime } from "./probe.mjs";

const MB = 1024 * 1024;

export async function benchMemory({ browser, urls, apps, runs, figures }) {
  const data = originalBoards(20, 250);
  const id = "memory.5000";
  figures.declare(id, { section: "Memory", label: "JS heap at 5,000 cards, loaded and idle, after GC", unit: "MB", target: { max: 10 * MB } });
  const contexts = new Map();
  for (const app of apps) {
    const context = await appContext(browser, urls[app.root], `${app.boards}.length === 20 && !!${app.tile(data[0].card[0].id)}`);
    await seedStorage(context, urls[app.root], { "kanban-board": data });
    contexts.set(app, context);
  }
  for (let r = 0; r < runs; r++) {
    for (const app of r % 2 ? [...apps].reverse() : apps) {
      const page = await openApp(contexts.get(app), urls[app.root], app.path);
      await usableTime(page);
      await settle(page, 1000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("HeapProfiler.collectGarbage");
      const { usedSize } = await cdp.send("Runtime.getHeapUsage");
      await cdp.detach();
      figures.push(id, app.app, usedSize);
      await page.close();
    }
    process.stdout.write(".");
  }
  for (const context of contexts.values()) await context.close();
}

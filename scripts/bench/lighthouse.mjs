// Lighthouse 12 (mobile, default simulated throttling) on /todo, /kanban and
// the Kanban peer, first visits, the pages taking turns run by run. The peer's
// CDN stylesheet is blocked (this machine cannot reach it; its requests would
// otherwise only fail).
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "./browser.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

export async function benchLighthouse({ urls, figures, ours, peer }) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const pages = [
    { app: "ours", page: "/todo", url: `${urls[ours.root]}/todo` },
    { app: "ours", page: "/kanban", url: `${urls[ours.root]}/kanban` },
    { app: "peer", page: "peer", url: `${urls[peer.root]}/` },
  ];
  const section = "Lighthouse, mobile (medians; peer: the Kanban peer's page)";
  for (const { page } of pages.filter((entry) => entry.app === "ours")) {
    for (const category of CATEGORIES)
      figures.declare(`lighthouse.${page}.${category}`, { section, label: `${page} ${category}`, unit: "score", target: { min: TARGETS[category] } });
    figures.declare(`lighthouse.${page}.fcp`, { section, label: `${page} first contentful paint`, target: { peerMax: true } });
  }
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    for (let r = 0; r < runs; r++) {
      for (const entry of r % 2 ? [...pages].reverse() : pages) {
        const result = await lighthouse(entry.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          blockedUrlPatterns: ["*cdnjs.cloudflare.com*"],
        });
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) console.error(`Lighthouse ${entry.url}: ${runtimeError.message}`);
        if (process.env.BENCH_DEBUG) {
          const metric = (id) => `${id} ${Math.round(audits[id].numericValue)} (${audits[id].score})`;
          const ids = ["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift"];
          console.log(`\n  ${entry.app} ${entry.url}: performance ${categories.performance.score * 100}; ${ids.map(metric).join(", ")}`);
        }
        // The peer's figures stand beside each of our pages.
        const targets = entry.app === "ours" ? [entry.page] : pages.filter((page) => page.app === "ours").map((page) => page.page);
        for (const page of targets) {
          for (const category of CATEGORIES) figures.push(`lighthouse.${page}.${category}`, entry.app, categories[category].score * 100);
          figures.push(`lighthouse.${page}.fcp`, entry.app, audits["first-contentful-paint"].numericValue);
        }
      }
      process.stdout.write(".");
    }
  } finally {
    await chrome.kill();
  }
}

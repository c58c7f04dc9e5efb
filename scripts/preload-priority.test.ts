// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageAssets } from "./bundle-budgets.mjs";
import { lowerPreloadPriority, lowPriorityPreloads } from "./preload-priority.mjs";

// As React Router's <Scripts> renders them, between the page's other links.
const HEAD =
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg"/><link rel="manifest" href="/manifest.webmanifest"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/vendor-2.js"/>';
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><script type="module" async="">import "/assets/entry-3.js";</script></body></html>`;

describe("lowPriorityPreloads", () => {
  it("marks every module preload low priority and leaves the other links and the scripts as they are", () => {
    expect(lowPriorityPreloads(page(HEAD))).toBe(
      page(
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg"/><link rel="manifest" href="/manifest.webmanifest"/>' +
          '<link rel="modulepreload" href="/assets/manifest-1.js" fetchpriority="low"/><link rel="modulepreload" href="/assets/vendor-2.js" fetchpriority="low"/>',
      ),
    );
  });

  it("keeps a priority already given, other attributes in any order, and a link written without a closing slash", () => {
    const given = '<link rel="modulepreload" href="/a.js" fetchPriority="high"/>';
    expect(lowPriorityPreloads(given)).toBe(given);
    expect(lowPriorityPreloads('<link crossorigin="anonymous" rel="modulepreload" href="/a.js">')).toBe(
      '<link crossorigin="anonymous" rel="modulepreload" href="/a.js" fetchpriority="low">',
    );
    const twice = lowPriorityPreloads(page(HEAD));
    expect(lowPriorityPreloads(twice)).toBe(twice);
  });

  it("leaves a page without module preloads as it is", () => {
    expect(lowPriorityPreloads(page(""))).toBe(page(""));
  });
});

describe("lowerPreloadPriority over a build", () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("rewrites every page, and each still loads the same files", async () => {
    dir = await mkdtemp(join(tmpdir(), "preload-priority-"));
    await mkdir(join(dir, "assets"));
    await mkdir(join(dir, "todo"));
    for (const name of ["manifest-1.js", "vendor-2.js", "entry-3.js"]) await writeFile(join(dir, "assets", name), "export {};\n");
    await writeFile(join(dir, "index.html"), page(HEAD));
    await writeFile(join(dir, "todo", "index.html"), page(HEAD));
    const before = await pageAssets(dir, "/todo");

    await lowerPreloadPriority({ clientDir: dir });

    for (const file of ["index.html", "todo/index.html"]) {
      const html = await readFile(join(dir, file), "utf8");
      expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
      expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    }
    expect(await pageAssets(dir, "/todo")).toEqual(before);
  });
});

// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageAssets } from "./bundle-budgets.mjs";
import { inlinedStylesheets, inlineStyles, inlineStylesheet, linkedStylesheet, unrequestedStylesheets } from "./inline-styles.mjs";

const CSS = "body{color:red}";
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<link rel="modulepreload" href="/assets/app.js"/></head><body></body></html>`;
const LINK = '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>';

describe("inlineStylesheet", () => {
  it("puts the stylesheet in place of its link, where the link was", () => {
    expect(linkedStylesheet(page(LINK))).toBe("/assets/app-1.css");
    const inlined = inlineStylesheet(page(LINK), CSS);
    expect(inlined).toBe(page(`<style data-href="/assets/app-1.css">${CSS}</style>`));
    expect(inlinedStylesheets(inlined)).toEqual(["/assets/app-1.css"]);
    expect(inlinedStylesheets(page(LINK))).toEqual([]);
  });

  it("leaves a page without a stylesheet link as it is", () => {
    expect(linkedStylesheet(page(""))).toBeUndefined();
    expect(inlineStylesheet(page(""), CSS)).toBe(page(""));
  });

  it("refuses a stylesheet that would end its <style> early", () => {
    expect(() => inlineStylesheet(page(LINK), 'a::after{content:"</style>"}')).toThrow(/app-1\.css holds "<\/style"/);
  });
});

describe("inlineStyles over a build", () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function build(basePath: string) {
    dir = await mkdtemp(join(tmpdir(), "inline-styles-"));
    await mkdir(join(dir, "assets"));
    await mkdir(join(dir, "todo"));
    await writeFile(join(dir, "assets", "app-1.css"), CSS);
    await writeFile(join(dir, "assets", "app.js"), "export{}");
    const link = LINK.replace("/assets/", `${basePath}assets/`);
    await writeFile(join(dir, "index.html"), page(link));
    await writeFile(join(dir, "todo", "index.html"), page(link));
  }

  it("inlines the stylesheet into every page, also under a base path", async () => {
    for (const basePath of ["/", "/tasks/"]) {
      await build(basePath);
      await inlineStyles({ clientDir: dir, basePath });
      for (const file of ["index.html", "todo/index.html"]) {
        const html = await readFile(join(dir, file), "utf8");
        expect(html).toContain(`<style data-href="${basePath}assets/app-1.css">${CSS}</style>`);
        expect(html).not.toContain('rel="stylesheet"');
      }
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the bundle budgets count an inlined stylesheet's bytes, as no request", async () => {
    await build("/");
    const linked = await pageAssets(dir, "todo");
    await inlineStyles({ clientDir: dir, basePath: "/" });
    const inlined = await pageAssets(dir, "todo");
    expect(inlined.gzip).toBe(linked.gzip);
    expect(linked.requests).toBe(2);
    expect(inlined.requests).toBe(1);
  });
});

describe("unrequestedStylesheets", () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function build(basePath: string, { script = "export{}", otherPage = page("") } = {}) {
    dir = await mkdtemp(join(tmpdir(), "unrequested-"));
    await mkdir(join(dir, "assets"));
    await mkdir(join(dir, "todo"));
    await writeFile(join(dir, "assets", "app-1.css"), CSS);
    await writeFile(join(dir, "assets", "calendar-2.css"), CSS);
    await writeFile(join(dir, "assets", "app.js"), script);
    await writeFile(join(dir, "index.html"), page(LINK.replace("/assets/", `${basePath}assets/`)));
    await writeFile(join(dir, "todo", "index.html"), otherPage);
    await inlineStyles({ clientDir: dir, basePath });
  }

  it("lists the stylesheet every page holds inline, also under a base path", async () => {
    for (const basePath of ["/", "/tasks/"]) {
      await build(basePath, { script: 'import("./calendar.js",["assets/calendar-2.css"])' });
      expect(await unrequestedStylesheets({ clientDir: dir, basePath })).toEqual(["assets/app-1.css"]);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("never lists one a script names (an on-demand chunk's) or a page still links", async () => {
    await build("/", { script: 'const sheet="assets/app-1.css"' });
    expect(await unrequestedStylesheets({ clientDir: dir, basePath: "/" })).toEqual([]);
    await rm(dir, { recursive: true, force: true });
    // A page inlineStyles leaves alone: its link has another form than the one it replaces.
    await build("/", { otherPage: page('<link href="/assets/app-1.css" rel="stylesheet">') });
    expect(await unrequestedStylesheets({ clientDir: dir, basePath: "/" })).toEqual([]);
  });
});

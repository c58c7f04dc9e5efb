// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseAst } from "rollup/parseAst";
import { describe, expect, it } from "vitest";
import { trimRouterCode, UNUSED_ROUTER_CODE, type Parse } from "./router-trim";

const parse: Parse = (code) => parseAst(code) as unknown as ReturnType<Parse>;

/** The React Router chunk the app's build trims: the one that defines the data router. */
function routerChunk(): string {
  const dist = dirname(createRequire(import.meta.url).resolve("react-router"));
  for (const name of readdirSync(dist)) {
    if (!/^chunk-.*\.mjs$/.test(name)) continue;
    const code = readFileSync(join(dist, name), "utf8");
    if (code.includes("function createRouter(")) return code;
  }
  throw new Error(`no chunk of ${dist} defines createRouter`);
}

describe("trimRouterCode", () => {
  it("gives every function it lists in the installed React Router its stub body", () => {
    const code = routerChunk();
    const trimmed = trimRouterCode(code, parse).toString();
    const bodies = new Map<string, string>();
    for (const node of parse(trimmed).body) {
      const fn = node.type === "ExportNamedDeclaration" ? node.declaration : node;
      if (fn?.type === "FunctionDeclaration" && fn.id && fn.body && !Array.isArray(fn.body)) {
        bodies.set(fn.id.name, trimmed.slice(fn.body.start, fn.body.end));
      }
    }
    for (const [name, body] of Object.entries(UNUSED_ROUTER_CODE)) expect(bodies.get(name), name).toBe(body);
    // What the app runs stays as it is.
    expect(trimmed).toContain(code.slice(code.indexOf("function createRouter("), code.indexOf("function createRouter(") + 2000));
    expect(trimmed.length).toBeLessThan(code.length - 10_000);
  });

  it("runs the loaders or the action straight away where no route has middleware, and says so where one has", async () => {
    const trimmed = trimRouterCode(routerChunk(), parse).toString();
    const fn = parse(trimmed).body.find((node) => node.type === "FunctionDeclaration" && node.id?.name === "runClientMiddlewarePipeline")!;
    type Pipeline = (args: unknown, handler: () => Promise<unknown>) => Promise<unknown>;
    const pipeline = new Function(`${trimmed.slice(fn.start, fn.end)}; return runClientMiddlewarePipeline;`)() as Pipeline;
    const request = (aborted: boolean) => {
      const controller = new AbortController();
      if (aborted) controller.abort(new Error("gone"));
      return new Request("http://localhost/todo", { signal: controller.signal });
    };
    const results = { root: { type: "data", result: null } };
    await expect(pipeline({ request: request(false), matches: [{ route: {} }] }, async () => results)).resolves.toBe(results);
    await expect(pipeline({ request: request(true), matches: [{ route: {} }] }, async () => results)).rejects.toThrow("gone");
    await expect(
      pipeline({ request: request(false), matches: [{ route: { middleware: [() => undefined] } }] }, async () => results),
    ).rejects.toThrow(/middleware is not in this build/);
  });

  it("stubs nothing the app imports from React Router", () => {
    const appDir = join(dirname(new URL(import.meta.url).pathname), "app");
    const imported = new Set<string>();
    for (const entry of readdirSync(appDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const source = readFileSync(join(entry.parentPath, entry.name), "utf8");
      for (const [, names] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"react-router"/g)) {
        for (const name of names!.split(",")) imported.add(name.replace(/^\s*type\s+/, "").split(/\s+as\s+/)[0]!.trim());
      }
    }
    expect(imported.has("Link")).toBe(true);
    expect(Object.keys(UNUSED_ROUTER_CODE).filter((name) => imported.has(name))).toEqual([]);
  });

  it("replaces only the listed top-level functions' bodies", () => {
    const code = "function keep(a) { return a; }\nexport function drop(b) { return b * 2; }\nfunction inner() { function drop() { return 1; } }";
    expect(trimRouterCode(code, parse, { drop: "{}" }).toString()).toBe(
      "function keep(a) { return a; }\nexport function drop(b) {}\nfunction inner() { function drop() { return 1; } }",
    );
  });

  it("fails the build when React Router no longer has a function it lists", () => {
    expect(() => trimRouterCode("function other() {}", parse, { fetchAndDecodeViaTurboStream: "{}", other: "{}" })).toThrow(
      /no longer has fetchAndDecodeViaTurboStream/,
    );
  });
});

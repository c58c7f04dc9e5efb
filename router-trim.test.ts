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

// @vitest-environment node
import type { OutputBundle } from "rollup";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./compile-hints";

function generate(bundle: OutputBundle): void {
  const hook = compileHints().generateBundle;
  if (typeof hook !== "object" || hook.order !== "post") throw new Error("compileHints must run after the other plugins");
  // @ts-expect-error -- the hook reads only the bundle
  hook.handler.call({}, {}, bundle, false);
}

describe("compileHints", () => {
  it("puts the hint on the first line of every JavaScript file, and only there", () => {
    const bundle = {
      "assets/vendor.js": { type: "chunk", code: "function a(){}" },
      "assets/app.css": { type: "asset", source: "body{}" },
    } as unknown as OutputBundle;
    generate(bundle);
    expect((bundle["assets/vendor.js"] as { code: string }).code).toBe(`${COMPILE_HINT}\nfunction a(){}`);
    expect((bundle["assets/app.css"] as { source: string }).source).toBe("body{}");
  });

  it("does not add it twice", () => {
    const bundle = { "a.js": { type: "chunk", code: `${COMPILE_HINT}\nx()` } } as unknown as OutputBundle;
    generate(bundle);
    expect((bundle["a.js"] as { code: string }).code).toBe(`${COMPILE_HINT}\nx()`);
  });
});

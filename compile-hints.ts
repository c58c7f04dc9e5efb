import type { Plugin } from "vite";

/** V8's explicit compile hint (Chrome 136+): it must be the file's first line. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Marks every JavaScript file of the client build for eager compilation.
 *
 * By default V8 compiles a function the first time it is called, on the main
 * thread: the first add, toggle or drag after a page shows paid for compiling
 * the code it runs (React's update paths, the router's submit, the commands),
 * several milliseconds of a 16 ms frame. With the hint, V8 compiles the whole
 * file as it streams in, off the main thread. Measured at 5,000 tasks: the
 * first add 29 → 23 ms, loads no slower. Other browsers ignore the comment.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      // Last: after minification, which would drop the comment, and after Vite puts its
      // preload helper at the top of a file that imports on demand.
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}

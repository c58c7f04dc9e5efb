import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build", ".react-router", "node_modules", "test-results", "playwright-report", "bench-results", ".tmp", "build-*", "scripts/scratch-tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Through the package's barrel, every icon the app uses anywhere would count as used by
      // both pages and go into their first chunk (page-chunks.ts).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "lucide-react", message: 'Import each icon on its own: import Plus from "lucide-react/icons/plus".' },
            { name: "react-router", importNames: ["useViewTransitionState"], message: "The build stubs it (router-trim.ts): it always says false." },
          ],
        },
      ],
      // What the build stubs of React Router (router-trim.ts) stays unused: a link asking for a view transition
      // or a prefetch, or a route with middleware, would not get it.
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='viewTransition']", message: "router-trim.ts stubs React Router's view-transition state: take it out of UNUSED_ROUTER_CODE first." },
        { selector: "JSXAttribute[name.name='prefetch']", message: "router-trim.ts stubs a link's prefetch behaviour: take usePrefetchBehavior out of UNUSED_ROUTER_CODE first." },
        {
          selector: "ExportNamedDeclaration VariableDeclarator[id.name=/^(clientMiddleware|middleware)$/], ExportNamedDeclaration FunctionDeclaration[id.name=/^(clientMiddleware|middleware)$/]",
          message: "router-trim.ts stubs React Router's client middleware pipeline: take it out of UNUSED_ROUTER_CODE first.",
        },
      ],
    },
  },
  {
    files: ["public/sw-claim.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,ts}", "tests/**/*.ts", "sync-server/**/*.ts"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  // Pure rules' tests run in Node (`// @vitest-environment node`), which has no localStorage.
  if (typeof localStorage !== "undefined") localStorage.clear();
});

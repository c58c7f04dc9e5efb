// What the tests of a board's rendering share: actions that do nothing, and the
// IntersectionObserver a board watches the view with, which jsdom lacks.
import { vi } from "vitest";
import type { BoardActions } from "./board-column";

export const noBoardActions: BoardActions = {
  renameBoard: () => Promise.resolve({ ok: true, intent: "rename-board" }),
  deleteBoard: () => undefined,
  addCard: () => Promise.resolve({ ok: true, intent: "add-card" }),
  openCard: () => undefined,
};

/** A board watches whether it is near the view; jsdom has no IntersectionObserver. */
export function stubIntersectionObserver(): void {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

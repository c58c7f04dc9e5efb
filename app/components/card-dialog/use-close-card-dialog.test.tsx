import { act, render } from "@testing-library/react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// The dialog's code stands in for itself (openCardFirst waits for it): these tests are about the address.
vi.mock("./card-dialog", () => ({}));

const where = () => ({ path: window.location.pathname, entry: (window.history.state as { idx?: number } | null)?.idx });

/**
 * The board at `${basename}/kanban` with the card "11" pressed on it, shown ahead of its address.
 * No card dialog slot is rendered, so nothing tells the card's opening that its address has come:
 * as when a key comes before the slot's effect. The card's address waits for `addressLoaded`.
 */
async function boardWithCardPressed(basename: string, addressLoaded: Promise<unknown>) {
  window.history.replaceState(null, "", `${basename}/kanban`);
  const { openCardFirst, cardDialogCode } = await import("./card-dialog-slot");
  const { useCloseCardDialog } = await import("./use-close-card-dialog");
  const page = { close: () => undefined as void };
  function Board() {
    page.close = useCloseCardDialog("11");
    return null;
  }
  const router = createBrowserRouter(
    [
      { path: "/kanban", Component: Board },
      { path: "/kanban/cards/:cardId", Component: Board, loader: () => addressLoaded },
    ],
    { basename: basename || undefined },
  );
  render(<RouterProvider router={router} />);
  await cardDialogCode.load();
  act(() => openCardFirst("11", () => void router.navigate("/kanban/cards/11"), () => undefined));
  return { page, router };
}

describe("closing a card shown ahead of its address", () => {
  afterEach(() => vi.resetModules());

  for (const basename of ["", "/tasks"]) {
    describe(basename ? `hosted under ${basename}/` : "hosted at the root", () => {
      it("goes back from the card's address when the navigation to it has landed, though no render has shown it yet", async () => {
        const { page, router } = await boardWithCardPressed(basename, Promise.resolve(null));
        await vi.waitFor(() => expect(where()).toEqual({ path: `${basename}/kanban/cards/11`, entry: 1 }));
        act(() => page.close());
        await vi.waitFor(() => expect(where()).toEqual({ path: `${basename}/kanban`, entry: 0 }));
        router.dispose();
      });

      it("stays on the board when the navigation to the card's address is still on its way", async () => {
        let land: (value: null) => void = () => undefined;
        const { page, router } = await boardWithCardPressed(basename, new Promise((resolve) => (land = resolve)));
        // The address is asked for in idle time; its loader holds the navigation.
        await vi.waitFor(() => expect(router.state.navigation.location?.pathname).toBe(`${basename}/kanban/cards/11`));
        act(() => page.close());
        land(null);
        await vi.waitFor(() => expect(router.state.navigation.state).toBe("idle"));
        expect(where()).toEqual({ path: `${basename}/kanban`, entry: 0 });
        router.dispose();
      });
    });
  }
});

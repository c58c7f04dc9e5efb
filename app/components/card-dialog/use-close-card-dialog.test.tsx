import { act, render } from "@testing-library/react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The dialog's code stands in for itself (openCardFirst waits for it): this test is about the address.
vi.mock("./card-dialog", () => ({}));

const atAddress = () => ({ path: window.location.pathname, entry: (window.history.state as { idx?: number } | null)?.idx });

describe("closing a card shown ahead of its address", () => {
  beforeEach(() => window.history.replaceState(null, "", "/kanban"));
  afterEach(() => vi.resetModules());

  it("goes back from the card's address when the navigation to it has landed, though no render has shown it yet", async () => {
    const { openCardFirst, cardDialogCode } = await import("./card-dialog-slot");
    const { useCloseCardDialog } = await import("./use-close-card-dialog");
    let close: () => void = () => undefined;
    function Board() {
      close = useCloseCardDialog("11");
      return null;
    }
    const router = createBrowserRouter([
      { path: "/kanban", Component: Board },
      { path: "/kanban/cards/:cardId", Component: Board },
    ]);
    render(<RouterProvider router={router} />);
    await cardDialogCode.load();

    // The card is pressed; its address follows in idle time. No slot is rendered here, so nothing
    // tells the card's opening that the address has come: as when a key comes before that effect.
    act(() => openCardFirst("11", () => void router.navigate("/kanban/cards/11"), () => undefined));
    await vi.waitFor(() => expect(atAddress()).toEqual({ path: "/kanban/cards/11", entry: 1 }));

    act(() => close());
    await vi.waitFor(() => expect(atAddress()).toEqual({ path: "/kanban", entry: 0 }));
    router.dispose();
  });
});

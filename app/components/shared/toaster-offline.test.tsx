import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { dismissToast, showToast } from "./toasts";

const shown: string[] = [];
const show = (message: string) => act(() => void shown.push(showToast({ message })));

afterEach(() => {
  act(() => shown.splice(0).forEach(dismissToast));
});

// A file of its own: the toasts' code must not have been loaded before.
describe("Toaster, when its code cannot be loaded (offline)", () => {
  it("leaves the page as it is, and tries again with the next toast", async () => {
    vi.doMock("./toast-stack", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <h1>Kanban</h1>
        <Toaster />
      </>,
    );

    show("Card deleted");
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Could not load the toasts", expect.any(Error)), {
      timeout: 15_000,
    });
    expect(screen.getByRole("heading", { name: "Kanban" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();

    vi.doUnmock("./toast-stack");
    show("Board deleted");
    expect(await screen.findByRole("status", { name: "Board deleted" }, { timeout: 15_000 })).toBeInTheDocument();
    error.mockRestore();
  }, 30_000);
});

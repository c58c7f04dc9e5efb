import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { dismissToast, showToast } from "./toasts";

const shown: string[] = [];
const show = (message: string) => act(() => void shown.push(showToast({ message })));

afterEach(() => {
  act(() => shown.splice(0).forEach(dismissToast));
});

// Each test file has its own modules: here the toasts' code has not been loaded yet.
describe("Toaster", () => {
  it("loads the toasts' code only with the first toast, then shows it", async () => {
    const loads = vi.fn();
    vi.doMock("./toast-stack", async (importOriginal) => {
      loads();
      return importOriginal();
    });
    render(<Toaster />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Notifications (F8)" })).toBeNull();

    show("Card deleted");

    // The first load transforms Radix Toast: slow on a busy machine.
    expect(await screen.findByRole("status", { name: "Card deleted" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
    expect(loads).toHaveBeenCalledTimes(1);
    vi.doUnmock("./toast-stack");
  }, 30_000);
});

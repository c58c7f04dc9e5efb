import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AppShell } from "~/components/layout/app-shell";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { DialogToaster } from "./dialog-toaster";
import { loadToastStack, Toaster } from "./toaster";
import { dismissToast, MAX_TOASTS, showToast, TOAST_DURATION_MS, type ToastOptions } from "./toasts";

// The Toaster loads its code with the first toast (toaster.test.tsx tests that);
// loaded here first, it shows toasts at once.
beforeAll(async () => {
  await loadToastStack();
});

// The toast list lives outside React: close every toast a test opened.
const shown: string[] = [];
function show(options: ToastOptions) {
  let id = "";
  act(() => {
    id = showToast(options);
  });
  shown.push(id);
  return id;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toast = (message: string) => screen.getByRole("status", { name: message });
const queryToast = (message: string) => screen.queryByRole("status", { name: message });
const region = () => screen.getByRole("region", { name: "Notifications (F8)" });

/** Radix's live regions that are saying something now (the toasts' own status elements are silent). */
function announcements() {
  return Array.from(document.querySelectorAll("[aria-live]"))
    .filter((element) => element.getAttribute("aria-live") !== "off" && element.textContent?.trim())
    .map((element) => element.textContent);
}

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  // jsdom has no pointer capture, which Radix's swipe handling calls on pointer up.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  user = userEvent.setup();
});

/**
 * Tests of time run on a fake clock, with fireEvent: user-event waits on real
 * timers between steps (Testing Library advances only Jest's fake clock).
 */
const startFakeClock = () => vi.useFakeTimers();

afterEach(() => {
  act(() => shown.splice(0).forEach(dismissToast));
  vi.useRealTimers();
});

describe("a toast", () => {
  it("is a status named by its message, with its action as a button, in the Notifications region", () => {
    render(<Toaster />);
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });

    const status = toast("Card deleted");
    expect(status).toHaveTextContent("Card deleted");
    expect(within(status).getByRole("button", { name: "Undo" })).toBeVisible();
    expect(region()).toContainElement(status);
  });

  it("can be just a message", () => {
    render(<Toaster />);
    show({ message: "Board renamed" });
    expect(toast("Board renamed")).toBeInTheDocument();
    expect(within(toast("Board renamed")).queryByRole("button")).toBeNull();
  });

  it("is announced once, message then action, from one polite live region", () => {
    startFakeClock();
    render(<Toaster />);
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });
    wait(50); // Radix fills its live region a frame later, so the change is heard

    expect(announcements()).toEqual(["Notification Card deleted Undo"]);
    expect(document.querySelector("[aria-live=polite]")).toHaveTextContent("Card deleted");
    expect(toast("Card deleted")).toHaveAttribute("aria-live", "off");

    wait(1000);
    expect(announcements()).toEqual([]);
  });

  it("can say another way to act for screen readers", () => {
    startFakeClock();
    render(<Toaster />);
    show({ message: "Card deleted", action: { label: "Undo", altText: "Undo with Ctrl+Z", onAction: () => {} } });
    wait(50);
    expect(announcements()).toEqual(["Notification Card deleted Undo with Ctrl+Z"]);
    expect(within(toast("Card deleted")).getByRole("button", { name: "Undo" })).toBeInTheDocument();
  });

  it("runs its action once when the button is pressed, and closes", async () => {
    render(<Toaster />);
    const onAction = vi.fn();
    show({ message: "Card deleted", action: { label: "Undo", onAction } });

    await user.click(within(toast("Card deleted")).getByRole("button", { name: "Undo" }));

    expect(onAction).toHaveBeenCalledTimes(1);
    expect(queryToast("Card deleted")).toBeNull();
  });

  it("runs its action by keyboard too", async () => {
    render(<Toaster />);
    const onAction = vi.fn();
    show({ message: "Task deleted", action: { label: "Undo", onAction } });

    within(toast("Task deleted")).getByRole("button", { name: "Undo" }).focus();
    await user.keyboard("{Enter}");

    expect(onAction).toHaveBeenCalledTimes(1);
    expect(queryToast("Task deleted")).toBeNull();
  });

  it("closes by its Dismiss button without acting", async () => {
    render(<Toaster />);
    const onAction = vi.fn();
    show({ message: "Card deleted", action: { label: "Undo", onAction } });

    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));

    expect(queryToast("Card deleted")).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
  });

  it("stays at least 6 seconds, then closes by itself", () => {
    startFakeClock();
    render(<Toaster />);
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });

    wait(6000);
    expect(toast("Card deleted")).toBeInTheDocument();
    wait(TOAST_DURATION_MS - 6000 - 1);
    expect(toast("Card deleted")).toBeInTheDocument();
    wait(1);
    expect(queryToast("Card deleted")).toBeNull();
  });

  it("stays while hovered, and closes after the rest of its time once the pointer leaves", () => {
    startFakeClock();
    render(<Toaster />);
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });
    wait(2000);

    fireEvent.pointerMove(toast("Card deleted"));
    wait(TOAST_DURATION_MS * 3);
    expect(toast("Card deleted")).toBeInTheDocument();

    fireEvent.pointerLeave(region());
    wait(TOAST_DURATION_MS - 2000 - 1);
    expect(toast("Card deleted")).toBeInTheDocument();
    wait(1);
    expect(queryToast("Card deleted")).toBeNull();
  });

  it("stays while focus is in it, and closes after the rest of its time once focus leaves", () => {
    startFakeClock();
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });
    wait(2000);

    act(() => within(toast("Card deleted")).getByRole("button", { name: "Undo" }).focus());
    wait(TOAST_DURATION_MS * 3);
    expect(toast("Card deleted")).toBeInTheDocument();

    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    wait(TOAST_DURATION_MS - 2000 - 1);
    expect(toast("Card deleted")).toBeInTheDocument();
    wait(1);
    expect(queryToast("Card deleted")).toBeNull();
  });

  it("is reached from the page with F8 and Tab", async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    const onAction = vi.fn();
    show({ message: "Card deleted", action: { label: "Undo", onAction } });
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());

    await user.keyboard("[F8]");
    expect(region()).toContainElement(document.activeElement as HTMLElement);
    await user.tab(); // the toast
    await user.tab(); // its button
    expect(within(toast("Card deleted")).getByRole("button", { name: "Undo" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape while focus is in it, but not on Escape elsewhere", async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });

    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    await user.keyboard("{Escape}");
    expect(toast("Card deleted")).toBeInTheDocument();

    act(() => within(toast("Card deleted")).getByRole("button", { name: "Undo" }).focus());
    await user.keyboard("{Escape}");
    expect(queryToast("Card deleted")).toBeNull();
  });
});

describe("several toasts", () => {
  it("stack newest last, at most three: a fourth closes the oldest", () => {
    expect(MAX_TOASTS).toBe(3);
    render(<Toaster />);
    for (const message of ["First", "Second", "Third", "Fourth"]) show({ message });

    const statuses = within(region()).getAllByRole("status");
    expect(statuses.map((status) => status.textContent?.trim())).toEqual(["Second", "Third", "Fourth"]);
  });

  it("each keep their own time", () => {
    startFakeClock();
    render(<Toaster />);
    show({ message: "First" });
    wait(3000);
    show({ message: "Second" });

    wait(TOAST_DURATION_MS - 3000);
    expect(queryToast("First")).toBeNull();
    expect(toast("Second")).toBeInTheDocument();
    wait(3000);
    expect(queryToast("Second")).toBeNull();
  });

  it("each run their own action", async () => {
    render(<Toaster />);
    const first = vi.fn();
    const second = vi.fn();
    show({ message: "Card deleted", action: { label: "Undo", onAction: first } });
    show({ message: "Board deleted", action: { label: "Undo", onAction: second } });

    await user.click(within(toast("Board deleted")).getByRole("button", { name: "Undo" }));

    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(toast("Card deleted")).toBeInTheDocument();
  });

  it("are reached newest first by Tab after F8", async () => {
    render(<Toaster />);
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });
    show({ message: "Board deleted", action: { label: "Undo", onAction: () => {} } });

    await user.keyboard("[F8]");
    await user.tab();
    await user.tab();
    expect(within(toast("Board deleted")).getByRole("button", { name: "Undo" })).toHaveFocus();
  });
});

describe("dismissToast", () => {
  it("closes that toast only, and ignores an id that is gone or unknown", () => {
    render(<Toaster />);
    const first = show({ message: "First" });
    show({ message: "Second" });

    act(() => dismissToast(first));
    expect(queryToast("First")).toBeNull();
    expect(toast("Second")).toBeInTheDocument();

    act(() => {
      dismissToast(first);
      dismissToast("no-such-toast");
    });
    expect(toast("Second")).toBeInTheDocument();
  });

  it("keeps focus in the toast area when the focused toast closes", () => {
    render(<Toaster />);
    const id = show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });
    act(() => within(toast("Card deleted")).getByRole("button", { name: "Undo" }).focus());

    act(() => dismissToast(id));

    expect(document.activeElement).not.toBe(document.body);
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });
});

describe("showToast refuses", () => {
  it.each([
    ["an empty message", { message: "" }, "A toast needs a message."],
    ["a blank message", { message: "  \n" }, "A toast needs a message."],
    [
      "an action without a label",
      { message: "Card deleted", action: { label: " ", onAction: () => {} } },
      "A toast action needs a label.",
    ],
  ])("%s", (_, options, error) => {
    render(<Toaster />);
    expect(() => showToast(options)).toThrow(error);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("the app shell", () => {
  it("shows toasts on the page", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <AppShell>Page</AppShell> }]);
    render(<Stub initialEntries={["/"]} />);
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });
    expect(toast("Card deleted")).toBeInTheDocument();
  });
});

/** A page with a button that opens a modal dialog holding a DialogToaster, like the card dialog. */
function PageWithDialog({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open card
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Write report</DialogTitle>
          <DialogDescription>in board Work</DialogDescription>
          <label>
            Notes <input />
          </label>
          <label>
            Task <input data-handles-escape="" />
          </label>
          <DialogToaster />
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

describe("with a modal dialog open", () => {
  it("shows the toast inside the dialog, where Tab reaches its button", async () => {
    render(<PageWithDialog initiallyOpen />);
    const onAction = vi.fn();
    show({ message: "3 tasks deleted", action: { label: "Undo", onAction } });

    const dialog = screen.getByRole("dialog", { name: "Write report" });
    const status = within(dialog).getByRole("status", { name: "3 tasks deleted" });
    const undo = within(status).getByRole("button", { name: "Undo" });

    act(() => screen.getByRole("textbox", { name: "Task" }).focus());
    for (let presses = 0; presses < 5 && document.activeElement !== undo; presses += 1) await user.tab();
    expect(undo).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(queryToast("3 tasks deleted")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Write report" })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("reaches the toast with F8 too", async () => {
    render(<PageWithDialog initiallyOpen />);
    show({ message: "Task deleted", action: { label: "Undo", onAction: () => {} } });

    await user.keyboard("[F8]");
    await user.tab();
    await user.tab();
    expect(within(toast("Task deleted")).getByRole("button", { name: "Undo" })).toHaveFocus();
  });

  it("moves a toast from the page into the dialog and back, keeping its time and announcing it once", () => {
    startFakeClock();
    render(<PageWithDialog />);
    show({ message: "Card deleted", action: { label: "Undo", onAction: () => {} } });
    wait(50);
    expect(announcements()).toEqual(["Notification Card deleted Undo"]);

    fireEvent.click(screen.getByRole("button", { name: "Open card" }));
    const dialog = screen.getByRole("dialog", { name: "Write report" });
    expect(within(dialog).getByRole("status", { name: "Card deleted" })).toBeInTheDocument();
    // Radix's live region says a toast for a second; a second one would still be saying it.
    wait(970);
    expect(announcements()).toEqual([]);

    wait(1030);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(region()).toContainElement(toast("Card deleted"));
    wait(50);
    expect(announcements()).toEqual([]);

    // The clock ran on through both moves: it closes when first due, not later.
    wait(TOAST_DURATION_MS - 2100 - 1);
    expect(toast("Card deleted")).toBeInTheDocument();
    wait(1);
    expect(queryToast("Card deleted")).toBeNull();
  });

  it("leaves Escape to the dialog outside the toast (a field that handles Escape keeps it open); Escape in the toast closes only the toast", async () => {
    render(<PageWithDialog initiallyOpen />);
    show({ message: "Task deleted", action: { label: "Undo", onAction: () => {} } });

    act(() => screen.getByRole("textbox", { name: "Task" }).focus());
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Write report" })).toBeInTheDocument();
    expect(toast("Task deleted")).toBeInTheDocument();

    act(() => within(toast("Task deleted")).getByRole("button", { name: "Undo" }).focus());
    await user.keyboard("{Escape}");
    expect(queryToast("Task deleted")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Write report" })).toBeInTheDocument();

    show({ message: "Label removed", action: { label: "Undo", onAction: () => {} } });
    act(() => screen.getByRole("textbox", { name: "Notes" }).focus());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toast("Label removed")).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { commandInForm } from "~/lib/commands";
import { allSavesAnswered, savesUnanswered, TrackedSaves, useSaves } from "./use-saves";

interface AddItem {
  item: string;
}

/** A page whose loader reads `stored` and whose action appends to it once the test lets it. */
function renderPage() {
  const stored: string[] = ["first"];
  const shown: string[][] = [];
  let actionCalls = 0;
  let letActionFinish = () => {};
  function Page() {
    const { items } = useLoaderData<{ items: string[] }>();
    const saves = useSaves<AddItem>("test");
    const list = [...items, ...saves.pending.map((command) => command.item)];
    shown.push(list);
    return (
      <>
        <ul aria-label="Items">
          {list.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
        <button type="button" onClick={() => void saves.save({ item: "second" })}>
          Add
        </button>
        <TrackedSaves saves={saves} />
      </>
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Page,
      HydrateFallback: () => null,
      loader: () => ({ items: [...stored] }),
      async action({ request }) {
        actionCalls += 1;
        const command = commandInForm(await request.formData()) as AddItem;
        await new Promise<void>((resolve) => (letActionFinish = resolve));
        stored.push(command.item);
        return { ok: true };
      },
    },
  ]);
  const view = render(<Stub initialEntries={["/"]} />);
  return { unmount: view.unmount, shown, actionCalls: () => actionCalls, finishAction: () => letActionFinish(), stored };
}

const items = () => screen.getAllByRole("listitem").map((item) => item.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useSaves", () => {
  it("shows a save in the render of its own event; the router has it only after the frame, and every render shows it once", async () => {
    // The frames are the test's: none is painted until it says so.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const page = renderPage();
    await screen.findByText("first", undefined, { timeout: 5000 });
    const rendersBefore = page.shown.length;

    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    // Rendered within the click, before the router has heard of the save.
    expect(items()).toEqual(["first", "second"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.actionCalls()).toBe(0);
    expect(items()).toEqual(["first", "second"]);

    // Once the frame is painted, the router has it: the action runs.
    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.waitFor(() => expect(page.actionCalls()).toBe(1), { timeout: 5000 });
    expect(items()).toEqual(["first", "second"]);

    await act(async () => page.finishAction());
    await vi.waitFor(() => expect(page.stored).toEqual(["first", "second"]), { timeout: 5000 });
    await vi.waitFor(() => expect(page.shown.at(-1)).toEqual(["first", "second"]), { timeout: 5000 });
    // From the click to the stored list: never missing, never doubled.
    for (const list of page.shown.slice(rendersBefore)) expect(list).toEqual(["first", "second"]);
  });

  it("says a save is unanswered until its action has answered, and then lets what waits for it go", async () => {
    const page = renderPage();
    await screen.findByText("first", undefined, { timeout: 5000 });
    expect(savesUnanswered()).toBe(false);
    let answered = false;
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(savesUnanswered()).toBe(true);
    void allSavesAnswered().then(() => (answered = true));
    await vi.waitFor(() => expect(page.actionCalls()).toBe(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);

    await act(async () => page.finishAction());
    await vi.waitFor(() => expect(answered).toBe(true), { timeout: 5000 });
    expect(savesUnanswered()).toBe(false);
    expect(page.stored).toEqual(["first", "second"]);
    page.unmount();
  });

  it("stops waiting for the saves of a page that is left", async () => {
    const page = renderPage();
    await screen.findByText("first", undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    let answered = false;
    void allSavesAnswered().then(() => (answered = true));
    await vi.waitFor(() => expect(page.actionCalls()).toBe(1), { timeout: 5000 });
    page.unmount();
    await vi.waitFor(() => expect(answered).toBe(true), { timeout: 5000 });
    expect(savesUnanswered()).toBe(false);
    page.finishAction();
  });
});

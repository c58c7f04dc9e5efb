import { render, screen } from "@testing-library/react";
import { createRoutesStub, useFetcher, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { RevalidateOnOtherTabsChanges } from "./revalidate-on-other-tabs";

// Another tab changes the data: localStorage holds its text, and this tab hears
// of it through a `storage` event (as it does through the writer tab's message).
function otherTabStores(text: string) {
  localStorage.setItem("todos", text);
  window.dispatchEvent(new StorageEvent("storage", { key: "todos" }));
}

/** A reload is two 30 ms waits and a loader or two away: on a loaded CI machine, past testing-library's 1 s. */
const RELOADED = { timeout: 5000 };

interface PageOptions {
  /** Runs in the loader right after it read storage, before the page shows what it read. */
  afterLoad?(loads: number): void;
  /** The page's save: resolves when the test lets it. */
  action?(): Promise<unknown>;
}

/** A page that shows the stored text and how many times its loader ran. */
function renderPage({ afterLoad, action = async () => null }: PageOptions = {}) {
  let loads = 0;
  function Page() {
    const { text, load } = useLoaderData<{ text: string | null; load: number }>();
    const fetcher = useFetcher();
    return (
      <>
        <RevalidateOnOtherTabsChanges />
        <p>Stored: {text ?? "nothing"}</p>
        <p>Load {load}</p>
        <p>{fetcher.state === "idle" ? "Not saving" : "Saving"}</p>
        <button type="button" onClick={() => void fetcher.submit({}, { method: "post" })}>
          Save
        </button>
      </>
    );
  }
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Page,
      HydrateFallback: () => null,
      loader() {
        const text = localStorage.getItem("todos");
        loads += 1;
        afterLoad?.(loads);
        return { text, load: loads };
      },
      action,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { loads: () => loads };
}

describe("RevalidateOnOtherTabsChanges", () => {
  it("shows another tab's change", async () => {
    renderPage();
    expect(await screen.findByText("Stored: nothing")).toBeInTheDocument();
    otherTabStores("one task");
    expect(await screen.findByText("Stored: one task", {}, RELOADED)).toBeInTheDocument();
  });

  it("also shows a change heard while a reload has just read storage (before the page re-rendered)", async () => {
    renderPage({
      afterLoad(loads) {
        // The reload for the first change has read it; the second change lands now.
        if (loads === 2) otherTabStores("two tasks");
      },
    });
    expect(await screen.findByText("Stored: nothing")).toBeInTheDocument();
    otherTabStores("one task");
    expect(await screen.findByText("Stored: two tasks", {}, RELOADED)).toBeInTheDocument();
  });

  it("makes one reload of a burst of changes", async () => {
    const page = renderPage();
    expect(await screen.findByText("Load 1")).toBeInTheDocument();
    for (const text of ["one task", "two tasks", "three tasks"]) otherTabStores(text);
    expect(await screen.findByText("Stored: three tasks", {}, RELOADED)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.loads()).toBe(2);
  });

  it("reloads within the stream of another tab's changes, not only once it stops", async () => {
    renderPage();
    expect(await screen.findByText("Load 1")).toBeInTheDocument();
    // A change every 10 ms for half a second: the page shows one of them long before the last.
    for (let change = 1; change <= 50; change++) {
      otherTabStores(`change ${change}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (screen.queryByText("Load 2")) break;
    }
    expect(screen.getByText(/^Stored: change \d+$/)).toBeInTheDocument();
    expect(screen.queryByText("Stored: change 50")).toBeNull();
  });

  it("waits for this tab's own save to finish, then shows the change", async () => {
    let finishSave!: () => void;
    const page = renderPage({ action: () => new Promise((resolve) => (finishSave = () => resolve(null))) });
    expect(await screen.findByText("Load 1")).toBeInTheDocument();
    screen.getByRole("button", { name: "Save" }).click();
    expect(await screen.findByText("Saving")).toBeInTheDocument();
    otherTabStores("one task");
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Reloading now would cut the save short.
    expect(page.loads()).toBe(1);
    expect(screen.getByText("Stored: nothing")).toBeInTheDocument();
    finishSave();
    expect(await screen.findByText("Stored: one task", {}, RELOADED)).toBeInTheDocument();
  });

  it("waits while a pointer is pressed, so the change cannot move a button out from under the press", async () => {
    const page = renderPage();
    expect(await screen.findByText("Load 1")).toBeInTheDocument();
    window.dispatchEvent(new PointerEvent("pointerdown", { pointerId: 1 }));
    otherTabStores("one task");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.loads()).toBe(1);
    expect(screen.getByText("Stored: nothing")).toBeInTheDocument();
    window.dispatchEvent(new PointerEvent("pointerup", { pointerId: 1 }));
    expect(await screen.findByText("Stored: one task", {}, RELOADED)).toBeInTheDocument();
  });
});

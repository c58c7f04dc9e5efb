import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { useTodoSearch, type TodoSearch } from "./todo-search";

/** A page holding the search and a state of its own, as the To Do page holds its saves. */
function renderPage() {
  const searches: TodoSearch[] = [];
  function Page() {
    const search = useTodoSearch("all");
    const [renders, setRenders] = useState(0);
    searches.push(search);
    return (
      <>
        <input aria-label="Search" value={search.text} onChange={(event) => search.setText(event.target.value)} />
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Render again
        </button>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "/todo", Component: Page }]);
  render(<Stub initialEntries={["/todo"]} />);
  return searches;
}

describe("useTodoSearch", () => {
  it("gives the same search while it stays, so a save's render of the page skips the search field", async () => {
    const searches = renderPage();
    await screen.findByRole("button", { name: "Render again" });
    const before = searches.length;
    fireEvent.click(screen.getByRole("button", { name: "Render again" }));
    expect(searches.length).toBeGreaterThan(before);
    expect(searches.at(-1)).toBe(searches[before - 1]);
  });

  it("gives a new search when the text changes", async () => {
    const searches = renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: "Search" }), { target: { value: "milk" } });
    expect(searches.at(-1)?.text).toBe("milk");
    expect(searches.at(-1)).not.toBe(searches[0]);
  });
});

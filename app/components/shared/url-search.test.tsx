import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTodoSearch } from "~/components/todo/todo-search";
import { ADDRESS_DELAY_MS, UrlSearchField, useUrlSearch, type UrlSearch } from "./url-search";

/** Renders `useSearch` in a page at /page, and counts the page's renders. */
function renderSearchPage<T extends UrlSearch>(useSearch: () => T) {
  const seen: { search: T | null; renders: number } = { search: null, renders: 0 };
  function Page() {
    seen.search = useSearch();
    seen.renders++;
    return null;
  }
  const router = createMemoryRouter([{ path: "/page", Component: Page }], { initialEntries: ["/page"] });
  render(<RouterProvider router={router} />);
  return Object.assign(seen, { address: () => router.state.location.search });
}

describe("useUrlSearch", () => {
  afterEach(() => vi.useRealTimers());

  it("writes the address once the typing pauses, not between the keys of someone typing", async () => {
    vi.useFakeTimers();
    const page = renderSearchPage(() => useUrlSearch((query) => `/page?q=${encodeURIComponent(query)}`));
    // A slow typist: 400 ms between keys. A navigation landing among them delayed the next key's frame.
    for (const typed of ["m", "mi", "mil", "milk"]) {
      act(() => page.search!.setText(typed));
      await act(async () => vi.advanceTimersByTime(400));
      expect(page.address()).toBe("");
    }
    await act(async () => vi.advanceTimersByTime(ADDRESS_DELAY_MS - 400));
    expect(page.address()).toBe("?q=milk");
    expect(page.search!.text).toBe("milk");
  });

  it("renders its page once per keystroke: the Kanban filters in the keystroke's frame, with nothing deferred", () => {
    const page = renderSearchPage(() => useUrlSearch((query) => `/page?q=${encodeURIComponent(query)}`));
    const before = page.renders;
    act(() => page.search!.setText("c"));
    expect(page.search!.text).toBe("c");
    expect(page.renders - before).toBe(1);
  });

  it("the To Do's search: its query follows the field's text", () => {
    const page = renderSearchPage(() => useTodoSearch("all"));
    act(() => page.search!.setText("milk"));
    expect(page.search!.text).toBe("milk");
    expect(page.search!.query).toBe("milk");
  });

  it("the field: Escape empties it, but not an IME's Escape, which ends a composition", () => {
    function Page() {
      return <UrlSearchField search={useUrlSearch((query) => `/page?q=${encodeURIComponent(query)}`)} label="Search tasks" />;
    }
    render(<RouterProvider router={createMemoryRouter([{ path: "/page", Component: Page }], { initialEntries: ["/page"] })} />);
    const field = screen.getByRole("searchbox", { name: "Search tasks" });
    fireEvent.change(field, { target: { value: "milk" } });
    fireEvent.keyDown(field, { key: "Escape", isComposing: true });
    expect(field).toHaveValue("milk");
    fireEvent.keyDown(field, { key: "Escape" });
    expect(field).toHaveValue("");
  });
});

import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useTodoSearch } from "~/components/todo/todo-search";
import { useUrlSearch, type UrlSearch } from "./url-search";

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
  return seen;
}

describe("useUrlSearch", () => {
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
});

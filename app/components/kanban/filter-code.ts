import { createContext } from "react";
import { onDemand } from "~/components/shared/on-demand";
import type { Board } from "~/lib/kanban";
import { isFilterOn, type KanbanFilter } from "~/lib/kanban-filter";

// The Kanban's filtering code (kanban-filter-code.tsx: the matching, the
// highlights, what the page says about a filter) and its filter menus
// (kanban-filter-menus.tsx, with Radix DropdownMenu) are not loaded with the
// page: they load in the browser's first idle time, as soon as the pointer or
// focus reaches the filter bar, or before the page renders when its address
// holds a filter (see `prepareKanbanFilter`).
export const filterCode = onDemand(() => import("./kanban-filter-code"));
export const filterMenus = onDemand(() => import("./kanban-filter-menus"));

export const loadFilterCode = () => void filterCode.load().catch(() => undefined);

/** For the route's loader: a page opened with a filter waits for the filtering code, so it opens filtered. */
export async function prepareKanbanFilter(filter: KanbanFilter): Promise<void> {
  if (!isFilterOn(filter)) return;
  // Should it fail to load (offline), the boards show every card.
  await filterCode.load().catch(() => undefined);
}

/**
 * Every card, for the labels menu (which lists the labels in use while it is open): a context
 * the page provides around the filter bar, so that a change of the boards (an add, a move)
 * renders the open menu's items and not the bar.
 */
export const FilterBoardsContext = createContext<readonly Board[]>([]);

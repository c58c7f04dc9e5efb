import ChevronDown from "lucide-react/icons/chevron-down";
import { memo, useCallback, useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useCodeWait, useMenuStandIn } from "~/components/shared/on-demand";
import { UrlSearchField, useUrlSearch, type UrlSearch } from "~/components/shared/url-search";
import { useToday } from "~/components/shared/use-today";
import { Button } from "~/components/ui/button";
import type { Board } from "~/lib/kanban";
import {
  DUE_FILTER_NAMES,
  DUE_FILTERS,
  isDueFilter,
  isFilterOn,
  kanbanHref,
  NO_FILTER,
  parseKanbanFilter,
  type KanbanFilter,
} from "~/lib/kanban-filter";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { whenIdle } from "~/lib/when-idle";
import { filterCode, filterMenus, loadFilterCode } from "./filter-code";

// Above the boards: "Search cards", the Labels and Due date filters, "Clear
// filters" and how many cards show. What they need beyond their controls (the
// matching, the labels menu) loads on demand (filter-code.ts).

const CONTROL_CLASS = "h-9 max-w-full min-w-0 border-input bg-card";

/**
 * The Labels filter: "Labels", or what is chosen ("Labels: Red, Urgent").
 * Until the menu's code has loaded, a stand-in button that looks and reads the
 * same (see useMenuStandIn).
 */
function LabelFilter({ filter, onChange }: { filter: KanbanFilter; onChange(filter: KanbanFilter): void }) {
  const { menu, openedBy, buttonProps } = useMenuStandIn(filterMenus, "Labels menu");
  useEffect(() => filterMenus.loadWhenIdle(), []);
  const { labels } = filter;
  const text = labels.length
    ? `Labels: ${labels.map((label) => previewText(label.name, NAME_LENGTH) || "(no name)").join(", ")}`
    : "Labels";
  const button = (props: object) => (
    <Button variant="outline" size="sm" className={CONTROL_CLASS} {...props}>
      <span className="min-w-0 truncate">{text}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  );
  if (menu) {
    return (
      <menu.LabelFilterMenu
        trigger={button({})}
        chosen={labels}
        onChange={(next) => onChange({ ...filter, labels: next })}
        openedBy={openedBy}
      />
    );
  }
  return button(buttonProps);
}

/** Memoized: a render of the page for the router's state alone (a card opening) or for a change of its cards leaves it alone. */
export const KanbanFilterBar = memo(function KanbanFilterBar({
  search,
  filter,
  filterOn,
  count,
  onChange,
}: {
  search: UrlSearch;
  /** The filter shown: the address's, with the field's text as its query. */
  filter: KanbanFilter;
  filterOn: boolean;
  /** "12 of 340 cards" while a filter is on (or why it does not filter yet); "" otherwise. */
  count: string;
  /** Shows the page with this filter (a step of its own in the history). */
  onChange(filter: KanbanFilter): void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" onFocus={loadFilterCode}>
      <UrlSearchField search={search} label="Search cards" className="w-full sm:w-64" />
      <LabelFilter filter={filter} onChange={onChange} />
      <select
        aria-label="Due date"
        value={filter.due ?? ""}
        onChange={(event) => {
          const due = event.currentTarget.value;
          onChange({ ...filter, due: isDueFilter(due) ? due : null });
        }}
        className={`${CONTROL_CLASS} rounded-md border px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring`}
      >
        <option value="">Any due date</option>
        {DUE_FILTERS.map((due) => (
          <option key={due} value={due}>
            {DUE_FILTER_NAMES[due]}
          </option>
        ))}
      </select>
      {filterOn ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTER)}>
          Clear filters
        </Button>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {count}
      </p>
    </div>
  );
});

/**
 * The filter the address holds, with the search field's query, and what it
 * shows of the boards (`view`: null while nothing is filtered, or before the
 * filtering code is here).
 */
export function useKanbanFilter(saved: readonly Board[]) {
  const navigate = useNavigate();
  const { search: urlSearch } = useLocation();
  const { labels, due } = useMemo(() => parseKanbanFilter(new URLSearchParams(urlSearch)), [urlSearch]);
  const hrefFor = useCallback((query: string) => kanbanHref({ query, labels, due }), [labels, due]);
  const search = useUrlSearch(hrefFor);
  // Filtered in the keystroke's own frame, not deferred (a second frame would cost more than
  // the filtering: a new query re-renders only the shown tiles' titles).
  const query = search.text;
  const code = filterCode.useLoaded();
  useEffect(() => filterCode.loadWhenIdle(), []);
  useEffect(() => {
    if (code) whenIdle(() => code.prepareMatching(saved));
  }, [code, saved]);
  // The due filter's today: it changes at midnight while the page stays open.
  const today = useToday();
  const view = useMemo(
    () => (code ? code.filterView(saved, { query, labels, due }, today) : null),
    [code, saved, query, labels, due, today],
  );
  const filter = useMemo<KanbanFilter>(() => ({ query, labels, due }), [query, labels, due]);
  const filterOn = isFilterOn(filter);
  const waiting = useCodeWait(filterCode, filterOn, filter, "Filtering…", "Not filtered");
  const onChange = useCallback(
    (next: KanbanFilter) => void navigate(kanbanHref(next), { preventScrollReset: true }),
    [navigate],
  );
  return {
    code,
    view,
    bar: { search, filter, filterOn, count: view?.count ?? waiting ?? "", onChange },
  };
}

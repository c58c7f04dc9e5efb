// The Kanban's search and filters as they are kept in the page's address:
// `?q=report&label=Urgent%7C%23eb5a46&label=…&due=overdue`. Pure, and small:
// the page reads it for its first paint; the matching itself
// (kanban-filter-match.ts) loads on demand.

/** The due-date filters: "Overdue", "Due in the next 7 days", "No due date". */
export const DUE_FILTERS = ["overdue", "week", "none"] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export const DUE_FILTER_NAMES: Record<DueFilter, string> = {
  overdue: "Overdue",
  week: "Due in the next 7 days",
  none: "No due date",
};

/** A label as the filter knows it: labels are told apart by name and colour together. */
export interface LabelKey {
  name: string;
  color: string;
}

export interface KanbanFilter {
  /** The search field's text, as typed ("" for none). */
  query: string;
  /** Labels chosen (a card matches any of them); none chosen: every card. */
  labels: LabelKey[];
  due: DueFilter | null;
}

/** The address's parameters that hold the filter (and nothing else). */
export const FILTER_PARAMS = ["q", "label", "due"] as const;

export const NO_FILTER: KanbanFilter = { query: "", labels: [], due: null };

export function isDueFilter(value: string | null): value is DueFilter {
  return (DUE_FILTERS as readonly (string | null)[]).includes(value);
}

/**
 * The filter an address holds. A label is its name, "|", its colour (colours
 * hold no "|"; a name may). What it cannot read (an unknown `due`, a label
 * without "|") is left out, and so are repeats.
 */
export function parseKanbanFilter(params: URLSearchParams): KanbanFilter {
  const labels = [...new Set(params.getAll("label"))].flatMap((text) => {
    const bar = text.lastIndexOf("|");
    return bar < 0 ? [] : [{ name: text.slice(0, bar), color: text.slice(bar + 1) }];
  });
  const due = params.get("due");
  return { query: params.get("q") ?? "", labels, due: isDueFilter(due) ? due : null };
}

/** Whether the filter hides anything (a blank query does not). */
export function isFilterOn(filter: KanbanFilter): boolean {
  return filter.query.trim() !== "" || filter.labels.length > 0 || filter.due !== null;
}

/** The Kanban's address for a filter: "/kanban" when there is none. */
export function kanbanHref(filter: KanbanFilter): string {
  const params = new URLSearchParams();
  if (filter.query !== "") params.set("q", filter.query);
  for (const label of filter.labels) params.append("label", `${label.name}|${label.color}`);
  if (filter.due) params.set("due", filter.due);
  const search = params.toString();
  return search ? `/kanban?${search}` : "/kanban";
}

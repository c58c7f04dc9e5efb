import { BOARD_PICTURE_ID, BOARD_PICTURE_SCRIPT_ID, BOARD_ROW_CLASS } from "~/components/kanban/board-row";
import { Skeleton } from "~/components/ui/skeleton";

/**
 * The page's title as its heading shows it, while the app starts. Text, not a bar: the
 * prerendered HTML's first paint already shows it (first and largest contentful paint on a
 * slow phone). Not a heading, so a page keeps one h1, the real one, once it has loaded.
 */
function TitleText({ title, className }: { title: string; className?: string }) {
  return (
    <p aria-hidden="true" className={`text-3xl font-bold tracking-tight ${className ?? ""}`}>
      {title}
    </p>
  );
}

const LOADING = { "aria-busy": true, "aria-label": "Loading" } as const;

/** What a page looks like while the app starts: its title (or a bar) and a few rows. */
export function PageSkeleton({ rows = 4, title }: { rows?: number; title?: string }) {
  return (
    <div {...LOADING} className="mx-auto max-w-3xl space-y-4">
      {title ? <TitleText title={title} /> : <Skeleton className="h-9 w-48" />}
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** The To Do page while it starts: the New Task field, then the title above the tasks, as the page has them. */
export function TodoPageSkeleton() {
  return (
    <div {...LOADING} className="mx-auto w-full max-w-3xl">
      <Skeleton className="mb-1.5 h-5 w-20" />
      <Skeleton className="h-10 w-full" />
      <TitleText title="Your Tasks" className="mt-8 mb-3" />
      <div className="space-y-4">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}

// Filled in the browser before React hydrates, and never compared by it (its content is the
// HTML's own): an empty element with `dangerouslySetInnerHTML` has no children to hydrate.
const FILLED_BEFORE_HYDRATION = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

/**
 * The Kanban while it starts: the title, the search bar and its filters, and the stored boards
 * as a picture, painted by a script of the HTML (board-picture-script.ts) as it is parsed, in
 * the page's own markup and at its place; inert, as nothing in it works yet. Without stored
 * boards (or a build without the script, as the dev server's), three grey boards stand in.
 */
export function KanbanPageSkeleton() {
  return (
    <div {...LOADING} className="min-w-0">
      <TitleText title="Kanban" className="mb-4" />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Skeleton className="h-9 w-full sm:w-64" />
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-48" />
      </div>
      <div id={BOARD_PICTURE_ID} inert className={`peer ${BOARD_ROW_CLASS} empty:hidden`} {...FILLED_BEFORE_HYDRATION} />
      <script id={BOARD_PICTURE_SCRIPT_ID} {...FILLED_BEFORE_HYDRATION} />
      <div className="flex flex-col gap-4 peer-[:not(:empty)]:hidden sm:flex-row">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-48 w-full sm:w-72 sm:shrink-0" />
        ))}
      </div>
    </div>
  );
}

import { FILLED_BEFORE_HYDRATION, LOADING, SkeletonTitle } from "~/components/layout/page-skeleton";
import { Skeleton } from "~/components/ui/skeleton";
import { BOARD_PICTURE_ID, BOARD_PICTURE_SCRIPT_ID, BOARD_ROW_CLASS } from "./board-row";

/**
 * The Kanban while it starts: the title, the search bar and its filters, and the stored boards
 * as a picture, painted by a script of the HTML (board-picture-script.ts) as it is parsed, in
 * the page's own markup and at its place; inert, as nothing in it works yet. Without stored
 * boards (or a build without the script, as the dev server's), three grey boards stand in.
 */
export function KanbanPageSkeleton() {
  return (
    <div {...LOADING} className="min-w-0">
      <SkeletonTitle title="Kanban" className="mb-4" />
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

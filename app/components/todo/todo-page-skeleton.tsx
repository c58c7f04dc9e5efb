import { useHref } from "react-router";
import { FILLED_BEFORE_HYDRATION, LOADING, SkeletonTitle } from "~/components/layout/page-skeleton";
import { Skeleton } from "~/components/ui/skeleton";
import { TODO_PICTURE_ID, TODO_PICTURE_SCRIPT_ID } from "./task-list-markup";

/**
 * The To Do page while it starts: New Task, the title with a stand-in for Undo and Redo, the
 * search field, each as high as the page's (and Undo and Redo as wide, so the title's row wraps
 * where the page's does), then the stored tasks as a picture, painted by a script of the HTML
 * (todo-picture-script.ts) as it is parsed, in the page's own markup and at its place; inert,
 * as nothing in it works yet. Without stored tasks (or a build without the script, as the dev
 * server's), grey rows stand in.
 */
export function TodoPageSkeleton() {
  const pageHref = useHref("/todo");
  return (
    <div {...LOADING} className="mx-auto w-full max-w-3xl">
      <Skeleton className="mb-1.5 h-5 w-20" />
      <Skeleton className="h-9 w-full" />
      <div className="mt-8 mb-3 flex flex-wrap items-center justify-between gap-2">
        <SkeletonTitle title="Your Tasks" />
        <Skeleton className="h-8 w-44" />
      </div>
      <Skeleton className="h-9 w-full" />
      <div id={TODO_PICTURE_ID} data-page-href={pageHref} inert className="peer" {...FILLED_BEFORE_HYDRATION} />
      <script id={TODO_PICTURE_SCRIPT_ID} {...FILLED_BEFORE_HYDRATION} />
      <div className="mt-3 space-y-4 peer-[:not(:empty)]:hidden">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}

import { Skeleton } from "~/components/ui/skeleton";

/**
 * The page's title as its heading shows it, while the app starts. Text, not a bar: the
 * prerendered HTML's first paint already shows it (first and largest contentful paint on a
 * slow phone). Not a heading, so a page keeps one h1, the real one, once it has loaded.
 */
export function SkeletonTitle({ title, className }: { title: string; className?: string }) {
  return (
    <p aria-hidden="true" className={`text-3xl font-bold tracking-tight ${className ?? ""}`}>
      {title}
    </p>
  );
}

/** The skeleton says the page is loading (it is replaced once it has). */
export const LOADING = { "aria-busy": true, "aria-label": "Loading" } as const;

/** What a page looks like while the app starts: its title (or a bar) and a few rows. */
export function PageSkeleton({ rows = 4, title }: { rows?: number; title?: string }) {
  return (
    <div {...LOADING} className="mx-auto max-w-3xl space-y-4">
      {title ? <SkeletonTitle title={title} /> : <Skeleton className="h-9 w-48" />}
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
      <SkeletonTitle title="Your Tasks" className="mt-8 mb-3" />
      <div className="space-y-4">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}

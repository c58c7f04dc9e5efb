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

/**
 * For an element a script of the HTML fills (a picture of the stored data) before React
 * hydrates, and never compared by it (its content is the HTML's own): an empty element with
 * `dangerouslySetInnerHTML` has no children to hydrate.
 */
export const FILLED_BEFORE_HYDRATION = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

/**
 * The skeleton says the page is loading (it is replaced once it has). A status: a name on an
 * element without a role is not read, and axe calls it a serious violation.
 */
export const LOADING = { role: "status", "aria-busy": true, "aria-label": "Loading" } as const;

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

import { Skeleton } from "~/components/ui/skeleton";

/** What the page looks like while the app starts: the heading and a few rows. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" aria-label="Loading" className="mx-auto max-w-3xl space-y-4">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

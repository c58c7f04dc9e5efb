import { useId, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/** One part of the Data page: a region named by its heading. */
export function DataSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("space-y-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6", className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

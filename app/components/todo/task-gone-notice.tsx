import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useRef } from "react";
import { focusWhenShown } from "~/components/shared/hand-focus-on";
import { LongText } from "~/components/shared/long-text";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { TaskGone } from "~/lib/task-gone";
import { guardUnsaved } from "~/lib/unsaved-guard";

/**
 * A task whose title was being edited was deleted on another device or tab (task-gone.ts): the
 * page says so, shows the typed title, and puts the task back with it (Restore task) or lets it
 * go (Discard). Focus, which fell to the page as the edit went, comes to Restore task. While it
 * shows, leaving the page asks first (the typed title is nowhere else).
 */
export function TaskGoneNotice({ gone, onRestore, onDiscard }: { gone: TaskGone; onRestore(): void; onDiscard(): void }) {
  const restoreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    focusWhenShown(() => restoreRef.current);
  }, [gone]);
  // The typed title is only here: a reload or a closed tab asks first while it shows.
  useEffect(() => guardUnsaved(), []);
  return (
    <Alert variant="warning" className="mt-3 mb-3">
      <TriangleAlert aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="font-medium">{gone.message}</p>
        <p>
          Your edit: <LongText text={gone.title} boxLabel="Your edit" className="font-medium" />
        </p>
        <div className="flex flex-wrap gap-2">
          <Button ref={restoreRef} size="sm" onClick={onRestore}>
            Restore task
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      </div>
    </Alert>
  );
}

import { useEffect, useMemo } from "react";
import { applyPending, type CommandSet } from "~/lib/commands";
import type { KanbanCommand } from "~/lib/kanban-commands";
import type { Board } from "~/lib/kanban";
import { onDemand, type OnDemand } from "./on-demand";

// The Kanban shows its stored boards without their command rules: they load in
// the first idle time after the page shows (or at the first save, if sooner). A
// card dropped before then stays where it was dropped: the drag shows the
// dropped order until its save lands (use-kanban-drag.ts). The To Do list's
// rules load with the page (todo-list.tsx).

export const kanbanCommandSet: OnDemand<CommandSet<Board[], KanbanCommand>> = onDemand(() =>
  import("~/lib/kanban-commands").then((module) => module.kanbanCommands),
);

/**
 * Optimistic UI: the state as it will be once the commands being saved are
 * stored. Until the command set has loaded, the stored state shows.
 */
export function usePendingApplied<S, C>(set: OnDemand<CommandSet<S, C>>, state: S, pending: readonly C[]): S {
  const commands = set.useLoaded();
  const saving = pending.length > 0;
  useEffect(() => {
    if (saving) set.load().catch(() => undefined);
    else set.loadWhenIdle();
  }, [set, saving]);
  return useMemo(() => (commands && saving ? applyPending(commands, state, pending) : state), [commands, saving, state, pending]);
}

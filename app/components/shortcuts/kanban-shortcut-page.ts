import { useEffect } from "react";
import type { ActionResult } from "~/lib/action-result";
import type { Board } from "~/lib/kanban";
import type { KanbanCommand } from "~/lib/kanban-commands";

// What the Kanban shortcuts (in the on-demand shortcut engine) need of the
// shown Kanban page: its boards and its own save, so a card deleted or moved
// by a key is saved like one deleted or moved by a click (shown at once, a
// refused change said on the page, a deletion's toast with Undo). Kept tiny:
// this part is loaded with the page.

export interface KanbanShortcutPage {
  /** The boards as shown, the changes on their way included. */
  boards: readonly Board[];
  save(command: KanbanCommand): Promise<ActionResult>;
}

let shown: KanbanShortcutPage | null = null;

/** The Kanban page that is on screen, if one is. */
export const kanbanShortcutPage = (): KanbanShortcutPage | null => shown;

/** For the Kanban page: hands its boards and its save to the shortcuts. */
export function useKanbanShortcutPage(boards: readonly Board[], save: KanbanShortcutPage["save"]): void {
  useEffect(() => {
    const page = { boards, save };
    shown = page;
    return () => {
      if (shown === page) shown = null;
    };
  }, [boards, save]);
}

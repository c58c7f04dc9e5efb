import { useEffect } from "react";
import type { ActionResult } from "~/lib/action-result";
import type { CardPanel } from "~/components/card-dialog/card-panel";
import type { Board } from "~/lib/kanban";
import type { KanbanCommand } from "~/lib/kanban-commands";

type DragTexts = typeof import("~/components/kanban/drag-extras");

// What the Kanban shortcuts (in the on-demand shortcut engine) need of the
// shown Kanban page: its boards, its live region and its own save, so a card deleted or moved
// by a key is saved like one deleted or moved by a click (shown at once, a
// refused change said on the page, a deletion's toast with Undo). Kept tiny:
// this part is loaded with the page.

export interface KanbanShortcutPage {
  /** The boards as shown, the changes on their way included. */
  boards: readonly Board[];
  save(command: KanbanCommand): Promise<ActionResult>;
  /**
   * Tells screen-reader users, in the page's live region (the one a keyboard drag speaks in), what
   * `compose` makes of the drag's texts (drag-extras.ts, which the page loads on demand).
   */
  say(compose: (texts: DragTexts) => string): void;
  /** Opens a card's dialog with one of its panels open, as a press opens it (see `openCardFirst`). */
  openCard(cardId: string, panel: CardPanel): void;
}

let shown: KanbanShortcutPage | null = null;

/** The Kanban page that is on screen, if one is. */
export const kanbanShortcutPage = (): KanbanShortcutPage | null => shown;

/** For the Kanban page: hands its boards, its save and its live region to the shortcuts. */
export function useKanbanShortcutPage(
  boards: readonly Board[],
  save: KanbanShortcutPage["save"],
  say: KanbanShortcutPage["say"],
  openCard: KanbanShortcutPage["openCard"],
): void {
  useEffect(() => {
    const page = { boards, save, say, openCard };
    shown = page;
    return () => {
      if (shown === page) shown = null;
    };
  }, [boards, save, say, openCard]);
}

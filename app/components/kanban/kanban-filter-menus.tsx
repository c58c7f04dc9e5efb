import { use, useMemo, type ReactElement } from "react";
import type { OpenedBy } from "~/components/shared/on-demand";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  useFocusItemWhenOpenedByKeyboard,
} from "~/components/ui/dropdown-menu";
import type { LabelKey } from "~/lib/kanban-filter";
import { labelsInUse, sameLabel } from "~/lib/kanban-filter-match";
import { LABEL_COLORS, labelBackground } from "~/lib/label-colors";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { FilterBoardsContext } from "./filter-code";

// The Kanban's Labels filter menu (Radix DropdownMenu): loaded on demand by
// kanban-filter-bar.tsx, which shows a stand-in button until it is here.

function colorName(color: string): string {
  return LABEL_COLORS.find((known) => known.hex === color.toLowerCase())?.name ?? (color || "no colour");
}

/** The labels filter: each label in use, with its colour; several may be chosen (a card shows when it wears any). */
export function LabelFilterMenu({
  trigger,
  chosen,
  onChange,
  openedBy,
}: {
  /** The menu's button (the bar's, so that it looks as its stand-in did). */
  trigger: ReactElement;
  chosen: readonly LabelKey[];
  onChange(labels: LabelKey[]): void;
  /** Opens at once: the stand-in was pressed before this code had loaded. */
  openedBy: OpenedBy | null;
}) {
  const onFocus = useFocusItemWhenOpenedByKeyboard(openedBy === "keyboard", '[role^="menuitem"]');
  return (
    <DropdownMenu modal={false} defaultOpen={openedBy !== null}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-80 max-w-[min(20rem,calc(100vw-2rem))] overflow-y-auto"
        onFocus={onFocus}
      >
        <LabelItems chosen={chosen} onChange={onChange} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The menu's items, rendered only while it is open: finding the labels in use
 * reads every card, which a save of a card must not pay for with the menu shut.
 */
function LabelItems({ chosen, onChange }: { chosen: readonly LabelKey[]; onChange(labels: LabelKey[]): void }) {
  const boards = use(FilterBoardsContext);
  const labels = useMemo(() => labelsInUse(boards), [boards]);
  return (
    <>
      {labels.length === 0 ? <DropdownMenuItem disabled>No card has a label</DropdownMenuItem> : null}
      {labels.map((label) => {
        const checked = chosen.some((known) => sameLabel(known, label));
        // Two labels of one name are told apart by their colour.
        const twin = labels.some((other) => other !== label && other.name === label.name);
        const background = labelBackground(label.color);
        const name = previewText(label.name, NAME_LENGTH) || "(no name)";
        return (
          <DropdownMenuCheckboxItem
            key={`${label.name}|${label.color}`}
            checked={checked}
            aria-label={twin ? `${name}, ${colorName(label.color)}` : undefined}
            // Several may be chosen: the menu stays open.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(next) =>
              onChange(next ? [...chosen, label] : chosen.filter((known) => !sameLabel(known, label)))
            }
          >
            <span
              aria-hidden="true"
              // Forced colours would drop the colour, all the square is: it keeps it, with an edge.
              className="size-3.5 shrink-0 rounded-sm border border-input forced-color-adjust-none forced-colors:border-[CanvasText]"
              style={background ? { backgroundColor: background } : undefined}
            />
            <span dir="auto" className="min-w-0 truncate">
              {name}
            </span>
          </DropdownMenuCheckboxItem>
        );
      })}
    </>
  );
}

import X from "lucide-react/icons/x";
import { memo, type MouseEvent, type ReactNode } from "react";
import type { Tag } from "~/lib/kanban";
import { labelStyle } from "~/lib/label-colors";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import { cn } from "~/lib/utils";

export type LabelChipProps =
  /**
   * On a card tile, of which a board renders thousands: small, the start of
   * the name cut off by CSS, nothing focusable (the tile is one button, whose
   * name says the labels).
   */
  | { variant: "tile"; tag: Tag }
  /**
   * In the card dialog: `name` is what the chip shows as the name (the dialog
   * passes the short name with its tooltip; by default the start of the name),
   * and `onRemove` adds a "Remove label …" button.
   */
  | { variant: "dialog"; tag: Tag; name?: ReactNode; onRemove?: (event: MouseEvent<HTMLButtonElement>) => void; removeDisabled?: boolean };

// Every chip has a border, transparent where the chip wears a colour: forced colours (Windows'
// contrast themes) drop the colour, a background, and draw the border in the text's colour, so
// the chip keeps its edge. Its padding is 1 px less for it, so the chip is the size it was (a
// neutral tile chip keeps the visible border and the padding it had).
const VARIANT_CLASS = {
  tile: "max-w-full truncate rounded border text-xs leading-4 font-medium",
  dialog: "inline-flex max-w-full items-center gap-1 rounded-md border border-transparent py-px ps-1.75 text-sm font-medium",
} as const;

/** A label whose colour is no colour (the original saved "" at times) is shown neutral. */
const NEUTRAL_CLASS = {
  tile: "border-input bg-secondary px-1.5 py-0.5 text-secondary-foreground",
  dialog: "bg-muted text-foreground",
} as const;

/**
 * A label: its name on its own colour, in black or white, whichever reads
 * better. The one chip for every place that shows labels; memoized and cheap,
 * as the tiles need (no tooltip here: the Kanban page does not load one).
 */
export const LabelChip = memo(function LabelChip(props: LabelChipProps) {
  const { tag, variant } = props;
  const style = labelStyle(tag.color);
  const name = previewText(tag.tagName, NAME_LENGTH);
  const onRemove = variant === "dialog" ? props.onRemove : undefined;
  return (
    <span
      dir="auto"
      data-label-color={tag.color || undefined}
      style={style}
      className={cn(
        VARIANT_CLASS[variant],
        style ? variant === "tile" && "border-transparent px-1.25 py-px" : NEUTRAL_CLASS[variant],
        variant === "dialog" && (onRemove ? "pe-0.75" : "pe-1.75"),
      )}
    >
      {variant === "tile" ? name : (props.name ?? name)}
      {onRemove ? (
        <button
          type="button"
          aria-label={`Remove label ${name}`}
          disabled={variant === "dialog" && props.removeDisabled}
          onClick={onRemove}
          // 24 px (WCAG 2.2 target size), the chip's height: its margin keeps the chip the size it was.
          className="-m-0.5 grid size-6 place-items-center rounded-sm opacity-80 outline-none hover:bg-black/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
});

import { useRef, useState } from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { shortLabelName } from "~/lib/card-rules";
import type { Tag } from "~/lib/kanban";
import { NAME_LENGTH, previewText } from "~/lib/long-text";

/**
 * A label's name as the card dialog's chip shows it. A name longer than 10
 * characters shows its first 6 and an ellipsis; the full name is its tooltip
 * (on hover, on focus, and on a tap: a touch screen has neither of the
 * others) and what screen readers read (the start of it, for a name of
 * hundreds of characters).
 */
export function LabelName({ tag }: { tag: Tag }) {
  const [open, setOpen] = useState(false);
  // What a tap does, read as it starts (Radix closes an open tooltip on pointerdown): null for a mouse.
  const tapOpens = useRef<boolean | null>(null);
  const short = shortLabelName(tag.tagName);
  if (short === tag.tagName) return <span>{tag.tagName}</span>;
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        {/* Focusable so keyboard users get the tooltip too. */}
        <span
          tabIndex={0}
          className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onPointerDown={(event) => {
            tapOpens.current = event.pointerType === "mouse" ? null : !open;
          }}
          onClick={(event) => {
            if (tapOpens.current === null) return;
            event.preventDefault(); // Radix's own click handler closes it
            setOpen(tapOpens.current);
            tapOpens.current = null;
          }}
        >
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{previewText(tag.tagName, NAME_LENGTH)}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent className="[overflow-wrap:anywhere]">{previewText(tag.tagName)}</TooltipContent>
    </Tooltip>
  );
}

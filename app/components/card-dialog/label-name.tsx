import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { shortLabelName } from "~/lib/card-rules";
import type { Tag } from "~/lib/kanban";
import { NAME_LENGTH, previewText } from "~/lib/long-text";

/**
 * A label's name as the card dialog's chip shows it. A name longer than 10
 * characters shows its first 6 and an ellipsis; the full name is its tooltip
 * and what screen readers read (the start of it, for a name of hundreds of
 * characters).
 */
export function LabelName({ tag }: { tag: Tag }) {
  const short = shortLabelName(tag.tagName);
  if (short === tag.tagName) return <span>{tag.tagName}</span>;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* Focusable so keyboard users get the tooltip too. */}
        <span tabIndex={0} className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{previewText(tag.tagName, NAME_LENGTH)}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent className="[overflow-wrap:anywhere]">{previewText(tag.tagName)}</TooltipContent>
    </Tooltip>
  );
}

import { X } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { shortLabelName } from "~/lib/card-rules";
import { labelStyle } from "~/lib/label-colors";
import { NAME_LENGTH, previewText } from "~/lib/long-text";
import type { Tag } from "~/lib/kanban";
import { cn } from "~/lib/utils";

/**
 * A label: the tag name on its colour. A name longer than 10 characters shows
 * its first 6 and an ellipsis; the full name is its tooltip and what screen readers read
 * (the start of it, for a name of hundreds of characters).
 */
export function LabelChip({ tag, onRemove }: { tag: Tag; onRemove?: () => void }) {
  const short = shortLabelName(tag.tagName);
  const truncated = short !== tag.tagName;
  const style = labelStyle(tag.color);
  const name = previewText(tag.tagName, NAME_LENGTH);
  return (
    <span
      data-label-color={tag.color || undefined}
      style={style}
      className={cn(
        "inline-flex max-w-full items-center gap-1 rounded-md py-0.5 pr-1 pl-2 text-sm font-medium",
        !style && "bg-muted text-foreground",
        !onRemove && "pr-2",
      )}
    >
      {truncated ? (
        <Tooltip>
          <TooltipTrigger asChild>
            {/* Focusable so keyboard users get the tooltip too. */}
            <span tabIndex={0} className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <span aria-hidden="true">{short}</span>
              <span className="sr-only">{name}</span>
            </span>
          </TooltipTrigger>
          <TooltipContent className="[overflow-wrap:anywhere]">{previewText(tag.tagName)}</TooltipContent>
        </Tooltip>
      ) : (
        <span>{tag.tagName}</span>
      )}
      {onRemove ? (
        <button
          type="button"
          aria-label={`Remove label ${name}`}
          onClick={onRemove}
          className="grid size-5 place-items-center rounded-sm opacity-80 outline-none hover:bg-black/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}

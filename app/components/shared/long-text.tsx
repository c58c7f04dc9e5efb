import { memo, useMemo } from "react";
import { textChunks } from "~/lib/long-text";
import { cn } from "~/lib/utils";

export interface LongTextProps {
  text: string;
  id?: string;
  className?: string;
  /**
   * Given, a text of more than one chunk scrolls in a box at most 40% of the
   * screen high, which keyboard users can focus (to scroll it) and which this
   * names. Not given, the text takes the height it needs (or the caller's box).
   */
  boxLabel?: string;
}

/**
 * All of a text, of any length, wrapped anywhere a line needs it (a word wider
 * than the line breaks, and never widens the page). A text longer than one
 * chunk is laid out in pieces, and the browser lays out only the pieces near
 * the screen (`content-visibility: auto`), so a million characters without a
 * space show as fast as a short title. Every piece stays in the document:
 * selection, find in page and screen readers get the whole text.
 */
export const LongText = memo(function LongText({ text, id, className, boxLabel }: LongTextProps) {
  const chunks = useMemo(() => textChunks(text), [text]);
  if (chunks.length === 1) {
    return (
      <span id={id} dir="auto" className={cn("[overflow-wrap:anywhere]", className)}>
        {text}
      </span>
    );
  }
  const boxed = boxLabel !== undefined;
  return (
    <span
      id={id}
      dir="auto"
      className={cn(
        "block [overflow-wrap:anywhere]",
        boxed && "max-h-[40dvh] overflow-y-auto rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...(boxed ? { role: "region", "aria-label": boxLabel, tabIndex: 0 } : {})}
    >
      {chunks.map((chunk, index) => (
        // Off screen, a piece keeps the height it last had (a guess of 40 lines before it is first shown).
        <span key={index} className="block [contain-intrinsic-block-size:auto_40lh] [content-visibility:auto]">
          {chunk}
        </span>
      ))}
    </span>
  );
});

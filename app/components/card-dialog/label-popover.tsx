import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import TagIcon from "lucide-react/icons/tag";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { checkLabel, MISSING_COLOR_MESSAGE, usedColors } from "~/lib/card-rules";
import type { ActionResult } from "~/lib/action-result";
import type { Tag } from "~/lib/kanban";
import { LABEL_COLORS } from "~/lib/label-colors";
import { cn } from "~/lib/utils";

/**
 * "Add Label": a popover titled Label with a name, a palette of the five
 * colours (three per row; colours the card already uses are disabled) and Create.
 * It closes once the label is saved; a refused save keeps it open with the
 * typed name and the chosen colour (the dialog says why). With every colour
 * of the palette already on the card, it says so and Create is unavailable.
 */
export function LabelPopover({
  tags,
  onCreate,
  defaultOpen = false,
  disabled = false,
}: {
  tags: Tag[];
  /** The card is gone (deleted elsewhere): nothing can be created for it. */
  disabled?: boolean;
  onCreate(label: { tagName: string; color: string }): Promise<ActionResult>;
  /** Open as the dialog opens (the "l" shortcut). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [color, setColor] = useState("");
  const [error, setError] = useState<string | null>(null);
  // The message is about the name (empty): the field says so, and typing in it clears it.
  const [nameInvalid, setNameInvalid] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const creating = useRef(false);
  const titleId = useId();
  const errorId = useId();
  const fullId = useId();
  const used = usedColors({ tags });
  // Nothing can be chosen: say why, rather than "Please select a color" at Create.
  const allUsed = LABEL_COLORS.every(({ hex }) => used.has(hex));

  const reset = () => {
    setColor("");
    setError(null);
    setNameInvalid(false);
  };

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled || allUsed) return;
    const tagName = nameRef.current?.value ?? "";
    const checked = checkLabel({ tags }, tagName, color);
    if (!checked.ok) {
      // The original did nothing on an empty name; here it says why nothing was created.
      setNameInvalid(checked.reason === "empty-name");
      setError(checked.reason === "missing-color" ? MISSING_COLOR_MESSAGE : checked.error);
      if (checked.reason === "empty-name") nameRef.current?.focus();
      return;
    }
    if (creating.current) return; // a double click creates one label
    creating.current = true;
    void onCreate({ tagName: checked.tagName, color: checked.color }).then((result) => {
      creating.current = false;
      if (!result.ok) return;
      setOpen(false);
      reset();
    });
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="secondary" className="w-full justify-start" disabled={disabled}>
          <TagIcon aria-hidden="true" />
          Add Label
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="start" className="w-64">
        <form onSubmit={create} className="flex flex-col gap-3" noValidate>
          <h4 id={titleId} className="text-center text-sm font-semibold">
            Label
          </h4>
          <Input
            ref={nameRef}
            name="tagName"
            aria-label="Name of label"
            placeholder="Name of label"
            autoComplete="off"
            autoFocus
            aria-invalid={nameInvalid || undefined}
            aria-describedby={nameInvalid ? errorId : undefined}
            onChange={() => {
              if (!nameInvalid) return;
              setNameInvalid(false);
              setError(null);
            }}
          />
          <div role="group" aria-label="Colour" aria-describedby={allUsed ? fullId : undefined} className="grid grid-cols-3 gap-2">
            {LABEL_COLORS.map(({ hex, name }) => {
              const isUsed = used.has(hex);
              const selected = color === hex;
              return (
                <button
                  key={hex}
                  type="button"
                  disabled={isUsed}
                  aria-pressed={selected}
                  aria-label={`${name} ${hex}${isUsed ? " (already used)" : ""}`}
                  title={isUsed ? `${hex} is already used by a label of this card` : hex}
                  style={{ backgroundColor: hex }}
                  onClick={() => {
                    setColor(hex);
                    if (nameInvalid) return;
                    setError(null);
                  }}
                  // The colour is what a swatch says: forced colours (Windows' contrast themes), which drop
                  // backgrounds, keep it here, with an edge in the text's colour (a yellow on white), and
                  // mark in shapes what the ring and the fading showed: the chosen one an outline (focus's
                  // is Highlight), a used one, undimmed, a dashed edge and a cross.
                  className={cn(
                    "grid h-8 place-items-center rounded-md text-black outline-none ring-offset-2 transition forced-color-adjust-none focus-visible:ring-2 focus-visible:ring-ring forced-colors:border forced-colors:border-[CanvasText] forced-colors:[box-shadow:none]",
                    selected && "ring-2 ring-foreground ring-offset-background forced-colors:outline-offset-2 forced-colors:[outline:2px_solid_CanvasText]",
                    isUsed && "cursor-not-allowed opacity-30 forced-colors:border-dashed forced-colors:opacity-100",
                  )}
                >
                  {selected ? <Check aria-hidden="true" className="size-4" /> : null}
                  {isUsed ? <X aria-hidden="true" className="hidden size-4 forced-colors:block" /> : null}
                </button>
              );
            })}
          </div>
          {allUsed ? (
            <p id={fullId} className="text-sm text-muted-foreground">
              All {LABEL_COLORS.length} colours are used on this card. Remove a label to add another.
            </p>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          {/* aria-disabled, not disabled, while every colour is used: it stays in the Tab order and says why. */}
          <Button
            type="submit"
            size="sm"
            disabled={disabled}
            aria-disabled={(!disabled && allUsed) || undefined}
            aria-describedby={allUsed ? fullId : undefined}
          >
            Create
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}

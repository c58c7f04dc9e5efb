import { Fragment } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { SHORTCUTS_DIALOG_ATTRIBUTE } from "~/lib/shortcut-target";
import { SHORTCUT_GROUPS, type ShortcutEntry } from "./shortcut-list";

// The "Keyboard shortcuts" dialog (Radix Dialog): loaded on demand, see global-shortcuts.tsx.

function Keys({ keys }: Pick<ShortcutEntry, "keys">) {
  return (
    <span className="flex shrink-0 flex-wrap items-center justify-end gap-1 text-xs text-muted-foreground">
      {keys.map((sequence, alternative) => (
        <Fragment key={sequence.join(" ")}>
          {alternative > 0 ? <span>or</span> : null}
          {sequence.map((key, press) => (
            <Fragment key={key}>
              {press > 0 ? <span>then</span> : null}
              <kbd className="min-w-6 rounded border bg-muted px-1.5 py-0.5 text-center font-mono text-xs whitespace-nowrap text-foreground shadow-xs">
                {key}
              </kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}

/** The id of a group's heading, which names its section: "To Do" → "shortcuts-to-do". */
const groupHeadingId = (name: string) => `shortcuts-${name.replace(/\W+/g, "-").toLowerCase()}`;

export function ShortcutsDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes back to when it closes (it has no Radix trigger: "?" opens it too). */
  returnFocus(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        {...{ [SHORTCUTS_DIALOG_ATTRIBUTE]: "" }}
        className="max-h-[85dvh] overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work when you are not typing in a field.</DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          {SHORTCUT_GROUPS.filter((group) => group.shortcuts.length > 0).map((group) => (
            <section key={group.name} aria-labelledby={groupHeadingId(group.name)}>
              <h3 id={groupHeadingId(group.name)} className="mb-2 text-sm font-semibold">
                {group.name}
              </h3>
              <dl className="divide-y rounded-md border">
                {group.shortcuts.map((shortcut) => (
                  <div key={shortcut.description} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                    <dt>{shortcut.description}</dt>
                    <dd>
                      <Keys keys={shortcut.keys} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

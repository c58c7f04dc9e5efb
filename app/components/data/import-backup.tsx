import Download from "lucide-react/icons/download";
import FileUp from "lucide-react/icons/file-up";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { focusWhenShown } from "~/components/shared/hand-focus-on";
import { SaveError } from "~/components/storage/storage-notice";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import {
  BEFORE_IMPORT,
  checkFileSize,
  describeContents,
  describeReadable,
  describeUnreadable,
  readBackup,
  type BackupContents,
} from "~/lib/backup";
import type { DataCommand, ImportMode } from "~/lib/data-commands";
import { tooLargeToImport } from "~/lib/import-room";
import { STORAGE_FULL } from "~/lib/storage";
import { tooLargeToStore } from "~/lib/storage-usage";
import { DataSection } from "./data-section";
import { downloadBackup, type DownloadedBackup } from "./download-backup";

type Reading =
  | { step: "idle" }
  | { step: "failed"; error: string }
  | { step: "ready"; fileName: string; contents: BackupContents; readableAccepted: boolean; tooLarge: TooLarge };

/** For each way to import, why this browser could not store the data it leaves, or null when it can. */
type TooLarge = Record<ImportMode, string | null>;

const UNREADABLE_FILE = "This file could not be read. Nothing was imported.";

/** Reads a chosen or dropped file as a backup; nothing is changed by reading. */
async function readFile(file: File): Promise<Reading> {
  const overFileLimit = checkFileSize(file.size);
  if (overFileLimit) return { step: "failed", error: overFileLimit };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { step: "failed", error: UNREADABLE_FILE };
  }
  const reading = readBackup(text);
  if (!reading.ok) return { step: "failed", error: reading.error };
  // Known before anything is offered: an import the browser would refuse downloads no backup first.
  let tooLarge: TooLarge = { replace: null, merge: null };
  try {
    const [replace, merge] = await Promise.all([
      tooLargeToImport("replace", reading.todos, reading.boards),
      tooLargeToImport("merge", reading.todos, reading.boards),
    ]);
    tooLarge = { replace, merge };
  } catch {
    // The save's code did not load (offline, a cold cache): the save says so, or that the data is too large.
  }
  return { step: "ready", fileName: file.name, contents: reading, readableAccepted: false, tooLarge };
}

/** Files dragged anywhere over the page can be dropped on it; `dragging` is true meanwhile. */
function useFileDrop(onFile: (file: File) => void): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes("Files") ?? false;
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      // Leaving the window, not just one element for another.
      if (event.relatedTarget === null) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (file) onFile(file);
    };
    window.addEventListener("dragover", onDragOver);
    window.addEventListener("dragleave", onDragLeave);
    window.addEventListener("drop", onDrop);
    return () => {
      window.removeEventListener("dragover", onDragOver);
      window.removeEventListener("dragleave", onDragLeave);
      window.removeEventListener("drop", onDrop);
    };
  }, [onFile]);
  return dragging;
}

function setsIn(contents: BackupContents): string {
  if (contents.todos && contents.boards) return "your tasks and boards";
  return contents.todos ? "your tasks" : "your boards";
}

/** Why an import is not offered: the data it leaves would not fit in this browser's storage. */
function NotOffered({ id, tooLarge }: { id: string; tooLarge: TooLarge }) {
  if (!tooLarge.replace && !tooLarge.merge) return null;
  return (
    <Alert variant="warning">
      <div className="space-y-1">
        {tooLarge.replace && (
          <p id={`${id}-replace-refused`}>
            With this file&apos;s data in place of yours, your data would take {tooLarge.replace}: Replace my data is
            not offered.
          </p>
        )}
        {tooLarge.merge && (
          <p id={`${id}-merge-refused`}>
            With this file&apos;s data added to yours, your data would take {tooLarge.merge}: Add to my data is not
            offered.
          </p>
        )}
        <p>Nothing was downloaded or changed.</p>
      </div>
    </Alert>
  );
}

function ImportChoices({
  contents,
  tooLarge,
  busy,
  onImport,
  onCancel,
}: {
  contents: BackupContents;
  tooLarge: TooLarge;
  busy: boolean;
  onImport(mode: ImportMode): void;
  onCancel(): void;
}) {
  const id = useId();
  const untouched = !contents.todos ? " Your tasks stay as they are." : !contents.boards ? " Your boards stay as they are." : "";
  return (
    <div className="space-y-3">
      <NotOffered id={id} tooLarge={tooLarge} />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => onImport("replace")}
          disabled={busy || tooLarge.replace !== null}
          aria-describedby={tooLarge.replace ? `${id}-replace-refused` : `${id}-replace`}
        >
          Replace my data
        </Button>
        <Button
          variant="secondary"
          onClick={() => onImport("merge")}
          disabled={busy || tooLarge.merge !== null}
          aria-describedby={tooLarge.merge ? `${id}-merge-refused` : `${id}-merge`}
        >
          Add to my data
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground empty:hidden">
        {!tooLarge.replace && (
          <li id={`${id}-replace`}>
            Replace my data: {setsIn(contents)} are replaced by the file&apos;s.{untouched} A backup of them is
            downloaded first: importing it brings them back, as Undo does until something changes.
          </li>
        )}
        {!tooLarge.merge && (
          <li id={`${id}-merge`}>
            Add to my data: what the file has and this browser has not is added. Nothing here changes.
          </li>
        )}
      </ul>
    </div>
  );
}

/** "Import backup": read a file, show what it holds, then replace or add to the data, or cancel. */
export function ImportBackup({
  save,
  saveError,
}: {
  save(command: DataCommand, options?: { flushSync?: boolean }): Promise<ActionResult>;
  saveError: string | null;
}) {
  const [reading, setReading] = useState<Reading>({ step: "idle" });
  const [busy, setBusy] = useState(false);
  const [backedUp, setBackedUp] = useState<DownloadedBackup | null>(null);
  // A file refused as "storage is full" that no freed space would make fit: said so instead.
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  // The last import's error is about its file: once another file is chosen, it is not said any more.
  const [staleError, setStaleError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLHeadingElement>(null);
  const inputId = useId();

  const read = useCallback(
    async (file: File) => {
      const next = await readFile(file);
      setBackedUp(null);
      setTooLarge(null);
      setStaleError(saveError);
      setReading(next);
    },
    [saveError],
  );
  const dragging = useFileDrop(read);

  useEffect(() => {
    if (reading.step === "ready") summary.current?.focus();
  }, [reading]);

  const reset = () => {
    setReading({ step: "idle" });
    if (input.current) input.current.value = "";
  };
  /** The file's panel goes (imported, or cancelled): focus, on its button, goes back to the file chooser. */
  const done = () => {
    reset();
    focusWhenShown(() => input.current);
  };

  const importAs = async (contents: BackupContents, mode: ImportMode) => {
    // What a Replace takes away is in a file first, whatever happens after (Undo is refused once
    // anything changes). In the click: a download needs the user's gesture. Nothing stored, no file.
    const backup = mode === "replace" ? downloadBackup({ occasion: BEFORE_IMPORT, unlessEmpty: true }) : null;
    setBackedUp(backup);
    setStaleError(null);
    setBusy(true);
    const result = await save({ intent: "import", mode, todos: contents.todos, boards: contents.boards }, { flushSync: false });
    setBusy(false);
    if (result.ok) done();
    const size = () => 2 * (JSON.stringify(contents.todos ?? []).length + JSON.stringify(contents.boards ?? []).length);
    setTooLarge(!result.ok && result.error === STORAGE_FULL ? tooLargeToStore(size()) : null);
  };

  return (
    <DataSection title="Restore from a backup">
      <p className="text-sm">
        Choose a backup file, or drop it onto this page. You will see what it holds before anything changes.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          Import backup
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json,text/plain"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void read(file);
          }}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-accent"
        />
      </div>
      {reading.step === "failed" && (
        <Alert variant="destructive">
          <p>{reading.error}</p>
        </Alert>
      )}
      {reading.step === "ready" && (
        <div className="space-y-3 rounded-md border bg-background p-4">
          <h3 ref={summary} tabIndex={-1} className="font-medium break-words outline-none">
            {reading.fileName} holds {describeContents(reading.contents)}.
          </h3>
          {reading.contents.unreadable > 0 && !reading.readableAccepted ? (
            <>
              <Alert variant="warning">
                <p>
                  {describeUnreadable(reading.contents.unreadableParts)} Import {describeReadable(reading.contents)}?
                  Nothing is imported unless you choose to.
                </p>
              </Alert>
              <div className="flex flex-wrap gap-2">
                {/* Its counts make it long: at 375 px it wraps rather than leave the panel. Inline, as new
                    utility classes would be in the stylesheet every page loads. */}
                <Button
                  style={{ height: "auto", minHeight: "2.25rem", maxWidth: "100%", whiteSpace: "normal", textAlign: "left" }}
                  className="py-2"
                  onClick={() => setReading({ ...reading, readableAccepted: true })}
                >
                  Import {describeReadable(reading.contents)}
                </Button>
                <Button variant="outline" onClick={done}>
                  Cancel
                </Button>
              </div>
            </>
          ) : (
            <ImportChoices
              contents={reading.contents}
              tooLarge={reading.tooLarge}
              busy={busy}
              onImport={(mode) => void importAs(reading.contents, mode)}
              onCancel={done}
            />
          )}
        </div>
      )}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {backedUp?.message}
      </p>
      {backedUp && (
        // A browser may ask before it saves a download (Safari on iOS does), and a "no" lost the file.
        <Button variant="outline" size="sm" onClick={backedUp.again}>
          <Download aria-hidden="true" />
          Download the backup again
        </Button>
      )}
      <SaveError error={tooLarge ?? (saveError === staleError ? null : saveError)} />
      {dragging && (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-primary/10 backdrop-blur-[1px]"
        >
          <p className="flex items-center gap-2 rounded-lg border-2 border-dashed border-primary bg-card px-6 py-4 font-medium shadow">
            <FileUp aria-hidden="true" className="size-5" />
            Drop the backup file to read it
          </p>
        </div>
      )}
    </DataSection>
  );
}

import Download from "lucide-react/icons/download";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { DataSection } from "./data-section";
import { downloadBackup } from "./download-backup";

/** "Export backup": a file with both data sets exactly as stored. */
export function ExportBackup() {
  const [saved, setSaved] = useState("");
  const exportBackup = () => setSaved(downloadBackup()?.message ?? "");
  return (
    <DataSection title="Back up">
      <p className="text-sm">
        A backup file holds all your tasks and boards, in the original app&apos;s format. Keep it somewhere safe, or
        import it in another browser.
      </p>
      <Button onClick={exportBackup}>
        <Download aria-hidden="true" />
        Export backup
      </Button>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {saved}
      </p>
    </DataSection>
  );
}

import { redirect, useHref } from "react-router";
import { PageSkeleton } from "~/components/layout/page-skeleton";

export function clientLoader() {
  return redirect("/kanban");
}

/**
 * Opened at "/" (the site's address, the installed app's start), the page goes on to the
 * Kanban's own HTML before any of the app's code runs, replacing this entry in the history:
 * that HTML paints the stored boards at once (board-picture-script.ts), where starting the app
 * here first, then redirecting and fetching the Kanban's code, showed them some 450 ms later.
 */
export function HydrateFallback() {
  const kanban = useHref("/kanban");
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: `location.replace(${JSON.stringify(kanban)}+location.search+location.hash)` }} />
      <PageSkeleton />
    </>
  );
}

export default function Index() {
  return null;
}

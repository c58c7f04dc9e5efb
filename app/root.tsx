import { useEffect, useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetchers,
  useNavigation,
  useRevalidator,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { AppShell } from "./components/layout/app-shell";
import { ErrorScreen } from "./components/layout/error-screen";
import { PageSkeleton } from "./components/layout/page-skeleton";
import { subscribeToOtherTabs } from "./lib/storage";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A local-first To Do list and Kanban board. Your data stays in this browser." />
        <link rel="icon" type="image/svg+xml" href={`${import.meta.env.BASE_URL}favicon.svg`} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Another tab changed our data: reload it so this tab never shows stale work.
 * Not while this tab's own change is saving: revalidating then would cut that
 * submission short (its form would never hear it was saved), and the
 * revalidation that follows every save reads the other tab's change anyway.
 * A component of its own, so fetcher state changes re-render nothing else.
 */
function RevalidateOnOtherTabsChanges() {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [stale, setStale] = useState(false);
  useEffect(() => subscribeToOtherTabs(() => setStale(true)), []);
  useEffect(() => {
    if (!stale || busy) return;
    // Router state reaches React in a transition: give a submission that has just
    // started a moment to show as busy (which cancels this). Bursts of changes
    // from other tabs also make one revalidation instead of many.
    const timer = setTimeout(() => {
      setStale(false);
      void revalidate();
    }, 30);
    return () => clearTimeout(timer);
  }, [stale, busy, revalidate]);
  return null;
}

export default function App() {
  return (
    <AppShell>
      <RevalidateOnOtherTabsChanges />
      <Outlet />
    </AppShell>
  );
}

export function HydrateFallback() {
  return (
    <AppShell>
      <PageSkeleton />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AppShell>
      <ErrorScreen error={error} />
    </AppShell>
  );
}

import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { AppShell } from "./components/layout/app-shell";
import { ErrorScreen } from "./components/layout/error-screen";
import { PageSkeleton } from "./components/layout/page-skeleton";
import { RevalidateOnOtherTabsChanges } from "./components/layout/revalidate-on-other-tabs";
import { ServiceWorker } from "./components/pwa/service-worker";
import { THEME_COLORS } from "./lib/theme";
import { THEME_SCRIPT } from "./lib/theme-storage";

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The head script adds the class "dark" before React runs.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before anything paints: the light or dark theme, as chosen (see app/lib/theme-storage.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <meta name="description" content="A local-first To Do list and Kanban board. Your data stays in this browser." />
        <link rel="icon" type="image/svg+xml" href={`${import.meta.env.BASE_URL}favicon.svg`} />
        <link rel="manifest" href={`${import.meta.env.BASE_URL}manifest.webmanifest`} />
        <link rel="apple-touch-icon" href={`${import.meta.env.BASE_URL}icons/apple-touch-icon.png`} />
        {/* Prerendered only: the build puts the stylesheet itself in its place (scripts/inline-styles.mjs),
            so the first paint waits for the HTML alone. Rendered in the browser, the link would hold
            back the app's first render until the file had loaded. With a precedence it is one of
            React's resources, first in the head (in the dev server, the stylesheet as linked). */}
        {import.meta.env.SSR ? <link rel="stylesheet" href={appStylesheet} precedence="default" /> : null}
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

export default function App() {
  return (
    <AppShell>
      <RevalidateOnOtherTabsChanges />
      <ServiceWorker />
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
      <ServiceWorker />
      <ErrorScreen error={error} />
    </AppShell>
  );
}

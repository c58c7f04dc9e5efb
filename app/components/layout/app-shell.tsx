import Database from "lucide-react/icons/database";
import KanbanSquare from "lucide-react/icons/square-kanban";
import ListTodo from "lucide-react/icons/list-todo";
import { lazy, memo, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { Link, NavLink, useNavigation } from "react-router";
import { Toaster } from "~/components/shared/toaster";
import { GlobalShortcuts } from "~/components/shortcuts/global-shortcuts";
import { ThemeControl } from "~/components/theme/theme-control";
import { subscribeToSyncSettings, syncSettings } from "~/lib/storage";
import { cn } from "~/lib/utils";

const SECTIONS = [
  { to: "/todo", label: "To Do", icon: ListTodo },
  { to: "/kanban", label: "Kanban", icon: KanbanSquare },
  { to: "/data", label: "Data", icon: Database },
] as const;

function SectionLinks({ variant }: { variant: "header" | "side" }) {
  return (
    <ul className={cn("flex", variant === "header" ? "gap-1" : "flex-col gap-1")}>
      {SECTIONS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-2 rounded-md py-2 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                variant === "header"
                  ? "px-2 text-header-foreground/90 sm:px-3 hover:bg-white/15 aria-[current=page]:bg-white/20 aria-[current=page]:text-header-foreground"
                  : "px-3 text-foreground hover:bg-accent aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary",
                isActive && "font-semibold",
              )
            }
          >
            {/* Narrow screens have room for the three names, not their icons. */}
            <Icon aria-hidden="true" className={cn("size-4", variant === "header" && "max-sm:hidden")} />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

// The sync status (issue 15) and its code load only when sync is configured.
const SyncStatus = lazy(() => import("~/components/sync/sync-status"));
const syncConfigured = () => syncSettings() !== null;

function SyncStatusSlot() {
  const configured = useSyncExternalStore(subscribeToSyncSettings, syncConfigured, () => false);
  return configured ? (
    <Suspense>
      <SyncStatus />
    </Suspense>
  ) : null;
}

/**
 * Shows while a navigation loads, so a slow route never looks frozen. With reduced motion asked
 * for (`prefers-reduced-motion`), the bar stands still at the left: loading still shows.
 */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div role="status" aria-label="Loading" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-[loading_1s_ease-in-out_infinite] bg-amber-300 motion-reduce:animate-none" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

// The header and the side navigation take no props: memoized, they render again for what they
// read themselves (the location, the theme), not at each change of the router's state, when
// the route tree renders from its root (every save's fetcher does, several times).
const Navigation = memo(function Navigation() {
  return (
    <>
      {/* At 375 px the name, the three sections, the sync status and Theme just fit: the name's icon
          shows from 640 px, and below 360 px (a 320-px phone, or 200% zoom) in place of the name. */}
      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 bg-header px-3 text-header-foreground shadow sm:gap-4 sm:px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <KanbanSquare aria-hidden="true" className="size-5 max-sm:hidden max-[359px]:block" />
          <span className="max-[359px]:sr-only">Taskboard</span>
        </Link>
        <nav aria-label="Main" className="ml-auto">
          <SectionLinks variant="header" />
        </nav>
        <SyncStatusSlot />
        <ThemeControl />
        <GlobalShortcuts />
      </header>
      {/* Above the page (z-30): the browser composites a fixed element over a scrolling page
          apart, and every positioned element painted after it (each card tile, each
          screen-reader-only text) needed a layer of its own (35 layers on a 100-card board,
          7 now), which every frame paid for. */}
      <nav
        aria-label="Sections"
        className="fixed top-14 bottom-0 left-0 z-30 hidden w-48 border-r bg-card p-3 md:block"
      >
        <SectionLinks variant="side" />
      </nav>
    </>
  );
});

const ShellToaster = memo(Toaster);

export function AppShell({ children }: { children: ReactNode }) {
  return (
    // app-shell: what app.css keeps pointer events for while a dialog is open.
    <div className="app-shell min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Navigation />
      <main id="main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none md:ml-48 md:px-8 print:ml-0 [[data-toasts]_&]:pb-28">
        {children}
      </main>
      <ShellToaster />
    </div>
  );
}

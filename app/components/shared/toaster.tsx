import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { toastList } from "./toasts";

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** Loads the toasts' code (Radix Toast); after a failed load, the next call tries again. */
export function loadToastStack(): Promise<ComponentType> {
  loading ??= import("./toast-stack").then(
    (module) => (loaded = module.ToastStack),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Shows the toasts: mount once, in the app shell. Their code loads with the
 * first toast (pages need none before), and stays. Should that load fail
 * (offline), the next toast tries again; the page itself is unharmed.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastList.subscribe, toastList.get, toastList.get);
  const [Stack, setStack] = useState(() => loaded);
  useEffect(() => {
    if (Stack || toasts.length === 0) return;
    let current = true;
    loadToastStack().then(
      (stack) => {
        if (current) setStack(() => stack);
      },
      (error: unknown) => console.error("Could not load the toasts", error),
    );
    return () => {
      current = false;
    };
  }, [Stack, toasts]);
  return Stack ? <Stack /> : null;
}

import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { pointerIsPressed, subscribeToPointerRelease } from "~/lib/pointer-press";
import { subscribeToOtherTabs } from "~/lib/storage";

// A submission that has just started gets this long to show as busy (which
// holds the reload back), and a burst of changes from other tabs makes one
// reload instead of many.
const RELOAD_DELAY_MS = 30;

/**
 * Another tab changed our data: reload it so this tab never shows stale work.
 * Not while this tab's own change is saving: revalidating then would cut that
 * submission short (its form would never hear it was saved), so the reload
 * waits until the save is done. Nor while a pointer is pressed: the change
 * could move the button out from under the press, which would then click
 * nothing (see pointer-press.ts). A component of its own, so fetcher state
 * changes re-render nothing else.
 *
 * Whether a change is still to be loaded is a plain value, not React state:
 * as state, "loaded" set when the reload starts and "changed" set again by a
 * change heard before React re-rendered (the storage event of a change whose
 * message came first, say, on a loaded machine) merged into "no change", the
 * reload was never scheduled again, and the tab showed old data until its own
 * next save.
 */
export function RevalidateOnOtherTabsChanges() {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const reload = useRef<{ changed: boolean; busy: boolean; timer: ReturnType<typeof setTimeout> | null }>({
    changed: false,
    busy: false,
    timer: null,
  });

  const schedule = useCallback(() => {
    const current = reload.current;
    if (!current.changed || current.busy || current.timer !== null || pointerIsPressed()) return;
    current.timer = setTimeout(() => {
      current.timer = null;
      if (!current.changed || current.busy || pointerIsPressed()) return;
      // Cleared before the loaders read storage: a change heard from now on reloads again.
      current.changed = false;
      void revalidate();
    }, RELOAD_DELAY_MS);
  }, [revalidate]);

  // Listening from the commit that shows the page: a change heard before React's passive
  // effects ran (a later task on a busy machine) was missed, and the tab showed old data.
  useLayoutEffect(() => {
    const stopHearing = subscribeToOtherTabs(() => {
      reload.current.changed = true;
      schedule();
    });
    const stopWaitingForRelease = subscribeToPointerRelease(schedule);
    return () => {
      stopHearing();
      stopWaitingForRelease();
    };
  }, [schedule]);

  useEffect(() => {
    const current = reload.current;
    current.busy = busy;
    if (busy && current.timer !== null) {
      clearTimeout(current.timer);
      current.timer = null;
    }
    schedule();
  }, [busy, schedule]);

  useEffect(() => {
    const current = reload.current;
    return () => {
      if (current.timer !== null) clearTimeout(current.timer);
      current.timer = null;
    };
  }, []);

  return null;
}

import { useEffect, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { subscribeToOtherTabs } from "~/lib/storage";

/**
 * Another tab changed our data: reload it so this tab never shows stale work.
 * Not while this tab's own change is saving: revalidating then would cut that
 * submission short (its form would never hear it was saved), and the
 * revalidation that follows every save reads the other tab's change anyway.
 * A component of its own, so fetcher state changes re-render nothing else.
 */
export function RevalidateOnOtherTabsChanges() {
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

import { useSyncExternalStore } from "react";
import { subscribeToToday, today } from "~/lib/today";

/** The start of today (local), rendered anew when the day changes (at midnight while the page stays open). */
export function useToday(): Date {
  return useSyncExternalStore(subscribeToToday, today, today);
}

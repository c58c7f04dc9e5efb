import { Children, type ReactElement } from "react";

/**
 * Stands in for Radix's Presence (`@radix-ui/react-presence`, aliased to this file in
 * vite.config.ts): its part mounts while `present`, and goes at once when not.
 *
 * Radix's keeps a part mounted until its exit animation ends, and to know whether there is one
 * it reads the part's computed `animation-name` as the part mounts: a forced style recalculation
 * of the whole new subtree in the commit (a card's dialog: 119 elements, 2–5 ms of its open),
 * which the frame then does again after the dialog's own changes. No part of this app animates
 * in or out (the dialog, menus, popovers and toasts show and go at once, or use CSS
 * transitions), so the reading only cost time.
 */
export function Presence({
  present,
  children,
}: {
  present: boolean;
  children: ReactElement | ((props: { present: boolean }) => ReactElement);
}) {
  // A function child asks to stay mounted (Radix's `forceMount`) and is told whether it is present.
  if (typeof children === "function") return children({ present });
  return present ? Children.only(children) : null;
}

export { Presence as Root };

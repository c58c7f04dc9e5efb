import { useLayoutEffect, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { NEAR_MARGIN as MARGIN } from "./board-row";

// Which boards are on screen or close to it. A board far outside the view
// renders no card tiles at all (see CardList), so a wide row of boards costs
// what the few in view cost. One shared IntersectionObserver watches the boards.

type Listener = (near: boolean) => void;
const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    // `scrollMargin` (Chromium 120 on; not yet in TypeScript's DOM types) grows the boards' row's
    // clip by the margin too. Without it a board just past the row's right edge was far, though
    // the first frame guessed it near (board-row.ts): its tiles were rendered at load and dropped
    // again, and a board scrolled into the row showed its tiles only once it was in view.
    { rootMargin: `${MARGIN}px`, scrollMargin: `${MARGIN}px` } as IntersectionObserverInit,
  );
  // Printed, every board is near: the browser lays the page out for paper right after
  // `beforeprint`, with no frame between in which the observer could report the boards that the
  // wrapped row (board-row.ts) brings into the page.
  const nearAll = (printing: boolean) => () =>
    flushSync(() => {
      for (const [element, setNear] of listeners) setNear(printing || isNear(element));
    });
  addEventListener("beforeprint", nearAll(true));
  addEventListener("afterprint", nearAll(false));
  return observer;
}

function isNear(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.right > -MARGIN &&
    box.left < window.innerWidth + MARGIN &&
    box.bottom > -MARGIN &&
    box.top < window.innerHeight + MARGIN
  );
}

/**
 * The page's first-frame guesses, for the boards mounted with it; `settled`
 * once it has mounted, so a board that comes later (added, or back by undo
 * while the row is scrolled) is measured.
 */
export interface FirstFrameNear {
  near: Map<string, boolean> | undefined;
  settled: boolean;
}

export function useNearViewport(ref: RefObject<Element | null>, boardId: string, firstFrame: FirstFrameNear): boolean {
  const [guessed] = useState(() => (firstFrame.settled ? undefined : firstFrame.near?.get(boardId)));
  const [near, setNear] = useState(guessed ?? false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured before the first paint, so boards in view never flash empty (unless guessed).
    if (guessed === undefined) setNear(isNear(element));
    listeners.set(element, setNear);
    const io = sharedObserver();
    io.observe(element);
    return () => {
      io.unobserve(element);
      listeners.delete(element);
    };
  }, [ref, guessed]);
  return near;
}

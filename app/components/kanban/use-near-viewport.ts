import { useLayoutEffect, useState, type RefObject } from "react";

// Which boards are on screen or close to it. A board far outside the view
// renders no card tiles at all (see CardList), so a wide row of boards costs
// what the few in view cost. One shared IntersectionObserver watches the boards.

const MARGIN = 400;
type Listener = (near: boolean) => void;
const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: `${MARGIN}px` },
  );
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

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured before the first paint, so boards in view never flash empty.
    setNear(isNear(element));
    listeners.set(element, setNear);
    const io = sharedObserver();
    io.observe(element);
    return () => {
      io.unobserve(element);
      listeners.delete(element);
    };
  }, [ref]);
  return near;
}

import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry, but with `useTransitions={false}`: the router's state
// changes (a page's data arriving, a card's dialog opening) render at once, in one piece,
// rather than as transitions, which React renders in 5 ms slices with a task between
// each. Every page renders from localStorage, so nothing here waits on the network
// that a transition could keep the old screen up for; the slices only added work.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});

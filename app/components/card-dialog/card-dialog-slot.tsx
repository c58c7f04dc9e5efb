import { useEffect, useState, useSyncExternalStore } from "react";
import { useParams } from "react-router";
import { onDemand } from "~/components/shared/on-demand";
import { codeNotLoadedReason } from "~/lib/code-not-loaded";
import { whenIdle } from "~/lib/when-idle";
import type { Board, Id } from "~/lib/kanban";
import type { CardPanel } from "./card-panel";

// The card dialog has an address of its own (/kanban/cards/<id>), but a card
// pressed on the board is shown before its address is: a navigation renders
// the whole page for the router's state and pushes a history entry, which took
// the dialog's first frame past 30 ms. The Kanban route renders the dialog here
// for the card of the address, or else for the card being opened; the address
// follows once the dialog is painted (in the idle time after its frame), and
// nothing renders anew then. And while the mouse rests on a tile, that card's
// dialog is rendered here ahead, hidden (prepared-card.ts): a click shows it.

/** The dialog's code: loaded in idle time, when the pointer or focus comes to the boards, or for a card's address. */
export const cardDialogCode = onDemand(() => import("./card-dialog"));

/** A card's address: its dialog over the board. */
export function cardPath(cardId: Id): string {
  return `/kanban/cards/${encodeURIComponent(String(cardId))}`;
}

/** The card address's route, in React Router's manifest. */
const CARD_ROUTE_ID = "routes/kanban.cards.$cardId";

interface RouterGlobals {
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
}

/**
 * The card address's route module, loaded by the app itself. When React Router's own load of a
 * route module fails (a prefetch's, or a navigation's), it reloads the page, and with the network
 * gone before the app was cached the browser then shows its offline page: what was typed is lost.
 * So nothing makes React Router load this module before this load has worked; then the browser
 * answers React Router's import from the module it has, with no network. (No manifest: a unit test.)
 */
export const cardRouteCode = onDemand(() => {
  const file = (window as RouterGlobals).__reactRouterManifest?.routes[CARD_ROUTE_ID]?.module;
  return file ? (import(/* @vite-ignore */ file) as Promise<unknown>) : Promise.resolve(null);
});

/** The card shown ahead of its address, the panel it opens with, and whether the navigation to it has started. */
let opening: { cardId: string; panel?: CardPanel; navigating: boolean } | null = null;
const listeners = new Set<() => void>();

function setOpening(next: typeof opening): void {
  opening = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const openingCardId = () => opening?.cardId ?? null;

/** The panel the card `cardId`, shown ahead of its address, opens with (its address's state will ask for it too). */
export const panelAhead = (cardId: string): CardPanel | null => (opening?.cardId === cardId && opening.panel) || null;

/**
 * The card whose dialog was closed while the page is still at its address: Back is on its way, and
 * until it comes the slot still renders that (closed) dialog. A press on the card then asks for a
 * dialog anew (`reopenings` keys it), rather than finding the closed one and showing nothing.
 */
let closedAtAddress: string | null = null;
let reopenings = 0;

/** The card `cardId`'s dialog, shown at its address, is closed (see closedAtAddress). */
export function dialogClosedAtAddress(cardId: string): void {
  closedAtAddress = cardId;
}

/** How often a card was pressed again before its closed dialog had left its address: part of the dialog's key. */
export const useReopenings = (): number => useSyncExternalStore(subscribe, readReopenings, readReopenings);
const readReopenings = () => reopenings;

/** The card pressed last before the dialog's code came (openCardFirst's arguments), which opens when it comes. */
let pressedBeforeCode: Parameters<typeof openCardFirst> | null = null;

/** The idle time after a frame comes at once, unless the page is busy; a hidden tab's is later. */
const ADDRESS_WAIT_LIMIT_MS = 100;

/** Forgets the card opened ahead or pressed before the dialog's code came: the page is left. */
export function forgetCardsPressed(): void {
  opening = null;
  pressedBeforeCode = null;
  closedAtAddress = null;
}

/** What the page says when a card could not be opened: its code could not be fetched. */
export const cardNotOpened = () => `This card could not be opened: ${codeNotLoadedReason()}`;

/**
 * Opens a card's dialog in this frame when its code is here, and runs
 * `navigate` (to the card's address) once the frame is painted. Without the
 * code, it fetches it first. Should that fail (the network gone before the app
 * was cached), `failed` says so and the page stays: React Router, unable to
 * load the card's route, would reload it, and offline the browser would then
 * show its own offline page instead of the app. For that reason too the address
 * waits for its route module (cardRouteCode), and without it is not followed.
 * `panel` opens with it (the "l" and "d" shortcuts), as `navigate`'s state will ask.
 */
export function openCardFirst(cardId: string, navigate: () => void, failed: (message: string) => void, panel?: CardPanel): void {
  if (!cardDialogCode.loaded()) {
    // Pressed again while the code is on its way (a double click on a slow network): the card pressed last opens, once.
    const loading = pressedBeforeCode !== null;
    pressedBeforeCode = [cardId, navigate, failed, panel];
    if (!loading) {
      const settle = (loaded: boolean) => {
        const pressed = pressedBeforeCode;
        pressedBeforeCode = null;
        if (!pressed) return; // the page was left meanwhile
        if (loaded) openCardFirst(...pressed);
        else pressed[2](cardNotOpened());
      };
      cardDialogCode.load().then(
        () => settle(true),
        () => settle(false),
      );
    }
    return;
  }
  if (closedAtAddress === cardId) reopenings++;
  closedAtAddress = null;
  setOpening({ cardId, panel, navigating: false });
  const follow = () => {
    if (opening?.cardId !== cardId || opening.navigating) return; // closed already
    opening.navigating = true;
    navigate();
  };
  whenIdle(() => {
    if (opening?.cardId !== cardId) return; // closed already
    // The address only once its route module is here (see cardRouteCode): should it not come
    // (the network gone before the app was cached), the dialog stays, ahead of its address.
    if (cardRouteCode.loaded() !== undefined) follow();
    else cardRouteCode.load().then(follow, () => undefined);
  }, ADDRESS_WAIT_LIMIT_MS);
}

/**
 * For the dialog's closing: if its card is shown ahead of its address, the
 * card is forgotten (the dialog goes) and the result says whether a
 * navigation to the address is on its way (the caller then cancels it by
 * navigating where the page is); null when the address is the card's.
 */
export function closeCardAheadOfAddress(cardId: string): { navigating: boolean } | null {
  if (opening?.cardId !== cardId) return null;
  const { navigating } = opening;
  setOpening(null);
  return { navigating };
}

/** The card dialog for the address's card, or for the card being opened. */
export function CardDialogSlot({ boards }: { boards: Board[] }) {
  const addressed = useParams().cardId;
  const ahead = useSyncExternalStore(subscribe, openingCardId, openingCardId);
  const code = cardDialogCode.useLoaded();
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (addressed === undefined) {
      closedAtAddress = null; // Back has come
      return;
    }
    // The card opened ahead is the address's now.
    if (opening) setOpening(null);
    // A card's address before the code came (a shortcut pressed early): the dialog shows once
    // it is here. Should it not load, the error screen says so, not the board without its dialog.
    cardDialogCode.load().catch((error: unknown) => setFailed({ error }));
  }, [addressed]);
  // The page left with a card opened ahead (a link, Back), or pressed before its code came:
  // it is not opened when the page comes back, nor when the code comes.
  useEffect(() => forgetCardsPressed, []);
  if (failed && addressed !== undefined) throw failed.error;
  if (!code) return null;
  return <code.CardDialogShown openId={addressed ?? ahead} boards={boards} />;
}

// Why code loaded on demand is not here, as the page says it. Chromium keeps an import's
// failure for the page's life (as the HTML standard did until 2025; Firefox and WebKit fetch
// the file again at the next import): once its file can be fetched again, only a reload loads it.

const TRY_AGAIN = "part of this app could not be loaded. Check your connection and try again.";
const RELOAD = "part of this app could not be loaded. Reload the page to try again.";
let reloadNeeded = false;

/**
 * After an import failed: fetches its file again. When that works, the network is back and the
 * browser keeps the import from loading; the page says to reload from then on.
 */
export async function noteFailedImport(error: unknown): Promise<void> {
  const file = /https?:\/\/\S+\.js/.exec(String(error))?.[0];
  if (!file || reloadNeeded) return;
  reloadNeeded = await fetch(file, { method: "HEAD", cache: "no-store" }).then(Boolean, () => false);
}

/** Whether only a reload loads code that failed to load (see noteFailedImport). */
export const onlyReloadLoadsCode = () => reloadNeeded;

/** Why the code is not here: the network (try again), or a failure only a reload clears. */
export const codeNotLoadedReason = () => (reloadNeeded ? RELOAD : TRY_AGAIN);

/** A change refused as its code is not here. */
export const codeNotLoaded = () => `Not saved: ${codeNotLoadedReason()}`;

// Kept apart from search.ts: route modules use it, and the matching itself loads on demand.
/**
 * Whether a navigation changes nothing but the search query (`?q=`): the page's
 * data is the same, so its loader need not run again on every keystroke.
 */
export function onlyQueryChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("q");
    params.sort();
    return params.toString();
  };
  return current.searchParams.get("q") !== next.searchParams.get("q") && rest(current) === rest(next);
}

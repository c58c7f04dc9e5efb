// Kept apart from search.ts: route modules use it, and the matching itself loads on demand.
/**
 * Whether a navigation changes nothing but some of the search and filter
 * parameters `names` (by default the search query, `?q=`): the page's data is
 * the same, so its loader need not run again on every keystroke or filter
 * choice. A parameter may repeat (`?label=a&label=b`): its values and their
 * order count.
 */
export function onlyQueryChanged(current: URL, next: URL, names: readonly string[] = ["q"]): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of names) params.delete(name);
    params.sort();
    return params.toString();
  };
  const values = (url: URL) => JSON.stringify(names.map((name) => url.searchParams.getAll(name)));
  return values(current) !== values(next) && rest(current) === rest(next);
}

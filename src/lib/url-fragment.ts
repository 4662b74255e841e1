/**
 * supabase-js reads an e-mail link's tokens from the URL fragment, then blanks it with
 * `location.hash = ''`, which leaves a bare `#` in the address bar (`/dashboard#`). Called once
 * the session has been read, this drops that `#` in place: same history entry, same state (the
 * router keeps its own there). Any other fragment, such as an auth error, is left alone.
 */
export function removeEmptyUrlFragment(
  location: Pick<Location, 'hash' | 'href'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): void {
  if (location.hash !== '' || !location.href.endsWith('#')) return;
  history.replaceState(history.state, '', location.href.slice(0, -1));
}

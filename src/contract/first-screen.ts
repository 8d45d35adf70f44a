/**
 * A page's first-screen answers: for a page whose first screen shows data, the server answers the
 * navigation with those GETs' envelopes in the HTML (server/lib/first-screen.ts), as JSON in
 * `<script type="application/json" id="first-screen-data">` after #root, and draws the data into the app shell.
 * The app takes such an answer instead of sending the same GET (src/lib/first-screen.ts, in src/lib/http.ts):
 * once, in the page's first FIRST_SCREEN_MAX_AGE_MS, and only for a request without a session token (the
 * server made them as a visitor). No zod here: the entry chunk's http client imports this module.
 */

/** The id of the JSON script element holding the answers: `{ [firstScreenKey(url)]: envelope }`. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/**
 * A hint the app keeps in a cookie while a session exists (`signed_in=1`: no token, no user; set at login and at
 * each start with a session, removed when it ends). The session itself is in localStorage, which the server never
 * sees: with the hint it draws no visitor's data on a page that differs by reader (`visitorOnly`: /circle's feed,
 * where a reader's reported posts are left out), and sends the plain shell instead.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Whether a request's Cookie header carries the signed-in hint. */
export function hasSignedInHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** After this long since the navigation the app asks the server again (a page left open, then used). */
export const FIRST_SCREEN_MAX_AGE_MS = 30_000;

/**
 * The key of a GET: its path and its query parameters sorted by name and value, so that the server and the
 * app name the same request alike however they wrote it (`?type=A&limit=5` and `?limit=5&type=A`).
 */
export function firstScreenKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params: [string, string][] = [];
  new URLSearchParams(url.slice(mark + 1)).forEach((value, name) => params.push([name, value]));
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  if (params.length === 0) return url.slice(0, mark);
  return `${url.slice(0, mark)}?${new URLSearchParams(params).toString()}`;
}

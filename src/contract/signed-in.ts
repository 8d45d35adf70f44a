/**
 * A hint the app keeps in a cookie while a session exists (`signed_in=1`: no token, no user; set at login and at
 * each start with a session, removed when it ends). The session itself is in localStorage, which the server never
 * sees: with the hint, the server renders no visitor's data on a page that differs by reader (/circle's feed,
 * where a reader's reported posts are left out: src/lib/use-query.ts renderingForSignedIn), and that page's
 * HTML varies by cookie.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Whether a request's Cookie header carries the signed-in hint. */
export function hasSignedInHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

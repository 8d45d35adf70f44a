/**
 * The session: token and current user, in memory (valtio) and in storage (std_token and the
 * encrypted std_user_info, see src/lib/storage.ts). Logged in (SPEC section 4) means both exist.
 *
 * Ending a session (logout, expiry) runs the session-end callbacks first (the socket disconnects,
 * polling stops), then clears storage and the user's IndexedDB rows, then navigates.
 */
import { proxy } from 'valtio';

import { SIGNED_IN_COOKIE } from '@/contract/signed-in';
import { LIMITS } from '@/contract/limits';
import { ERROR_TEXT } from '@/contract/result-codes';
import type { CurrentUser } from '@/contract/user';

import { deleteUserData } from './idb';
import {
  clearAll,
  forgetUserInfoKey,
  getItem,
  loadUserInfo,
  removeItem,
  removeUserInfo,
  saveUserInfo,
  setItem,
  storageKey,
} from './storage';
import { showToast } from './toast';

export const LOGIN_PATH = '/login';

export const session = proxy<{ token: string | null; user: CurrentUser | null; loaded: boolean }>({
  token: null,
  user: null,
  loaded: false,
});

/** The cookie's lifetime: Chromium's cap; it is written again at every start with a session. */
const SIGNED_IN_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * Tells the server, on the next page request, whether a session exists here (src/contract/signed-in.ts
 * SIGNED_IN_COOKIE): a page it would draw with a visitor's data comes as the plain shell instead.
 */
function markSignedIn(on: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = on
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=${SIGNED_IN_MAX_AGE_S}; samesite=lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** Reads the token and decrypts the user; a half session (only one of the two) is cleared. */
export async function loadSession(): Promise<void> {
  const token = getItem('token');
  const user = await loadUserInfo();
  if (token !== null && user !== null) {
    session.token = token;
    session.user = user;
  } else {
    removeItem('token');
    removeUserInfo();
    session.token = null;
    session.user = null;
  }
  markSignedIn(session.token !== null);
  session.loaded = true;
}

export function isLoggedIn(): boolean {
  return session.token !== null && session.user !== null;
}

export async function saveSession(token: string, user: CurrentUser): Promise<void> {
  await saveUserInfo(user);
  setItem('token', token);
  session.token = token;
  session.user = user;
  session.loaded = true;
  markSignedIn(true);
}

/** Replaces the current user (after a profile change) and re-encrypts it. */
export async function setUser(user: CurrentUser): Promise<void> {
  await saveUserInfo(user);
  session.user = user;
}

/** Clears every std_ key, the session in memory, the key of the user info and the user's IndexedDB rows. */
/** Clears the token and user at once (memory and localStorage); returns whose data to wipe. */
function dropSession(): string | null {
  const userId = session.user?.id ?? getItem('user_id');
  clearAll();
  session.token = null;
  session.user = null;
  markSignedIn(false);
  return userId;
}

export async function clearSession(): Promise<void> {
  await wipeUserData(dropSession());
}

/** Deletes the user's IndexedDB data and the user-info key; never blocks the end of a session. */
async function wipeUserData(userId: string | null): Promise<void> {
  try {
    await forgetUserInfoKey();
    if (userId) await deleteUserData(userId);
  } catch (error) {
    // Storage is already cleared and the session is over; a failing IndexedDB must not block logout.
    console.error('could not wipe the user data from IndexedDB', error);
  }
}

// --- session end -------------------------------------------------------------------------------

const endCallbacks = new Set<() => void>();

/** Registers a callback run when a session ends (logout, expiry). Returns the unsubscribe function. */
export function onSessionEnd(cb: () => void): () => void {
  endCallbacks.add(cb);
  return () => {
    endCallbacks.delete(cb);
  };
}

function runSessionEnd(): void {
  for (const cb of [...endCallbacks]) {
    try {
      cb();
    } catch (error) {
      console.error('a session-end callback failed', error);
    }
  }
}

let navigateFn: ((to: string) => void) | null = null;
/** Where a session end asked to go before the router could take it (the last request wins). */
let pendingNavigation: string | null = null;

/**
 * The router registers its navigate function here once it is mounted and follows the history (src/main.tsx).
 * A session that ends earlier (a revoked token found while the first screen still renders) goes there then:
 * a navigation made before the router subscribes to the history would be lost, and reloading the page
 * would lose the 登录过期 toast.
 */
export function setNavigator(fn: ((to: string) => void) | null): void {
  navigateFn = fn;
  if (!fn || pendingNavigation === null) return;
  const to = pendingNavigation;
  pendingNavigation = null;
  fn(to);
}

function navigate(to: string): void {
  if (navigateFn) navigateFn(to);
  else pendingNavigation = to;
}

/** Logout: session-end callbacks, clear the session, go to `to`. */
export async function endSession(opts: { to: string }): Promise<void> {
  runSessionEnd();
  const userId = dropSession();
  // leave at once: wiping IndexedDB may take a while on a slow phone
  navigate(opts.to);
  await wipeUserData(userId);
}

let expiring: Promise<void> | null = null;

/**
 * Login expired (SPEC section 8): disconnect the socket and stop polling (session-end callbacks),
 * clear token and user, go to /login and toast 登录过期 (error, 5 s). Concurrent calls share one run.
 */
export function expireSession(): Promise<void> {
  expiring ??= (async () => {
    runSessionEnd();
    const userId = dropSession();
    navigate(LOGIN_PATH);
    showToast({ type: 'error', message: ERROR_TEXT.EXPIRED_TOAST, duration: LIMITS.EXPIRY_TOAST_MS });
    await wipeUserData(userId);
  })().finally(() => {
    expiring = null;
  });
  return expiring;
}

// --- other tabs ---------------------------------------------------------------------------------

/**
 * Another tab logged out (its std_token or std_user_info disappeared): end this tab's session in
 * memory too, so it stops using a revoked token. Storage is already cleared by that tab.
 */
function onStorage(event: StorageEvent): void {
  if (event.storageArea !== localStorage || event.newValue !== null) return;
  if (event.key !== null && event.key !== storageKey('token') && event.key !== storageKey('user_info'))
    return;
  if (!isLoggedIn()) return;
  runSessionEnd();
  session.token = null;
  session.user = null;
  markSignedIn(false);
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

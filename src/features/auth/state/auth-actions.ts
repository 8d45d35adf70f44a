/**
 * Session actions of the auth slice: completing a login, logging out and the once-per-page-load
 * token validation of SPEC section 4.
 */
import type { LoginResult } from '@/contract/auth';
import { logout } from '@/features/auth/api/logout';
import { isTokenExpired } from '@/features/auth/api/validate-token';
import { endSession, expireSession, isLoggedIn, saveSession } from '@/lib/session';
import { requestPersistentStorage } from '@/lib/pwa';
import { connectSocket } from '@/lib/socket';

export async function completeLogin(result: LoginResult): Promise<void> {
  await saveSession(result.token, result.user);
  void connectSocket();
  // drafts, the outbox and chat history should survive storage pressure once a student signs in
  void requestPersistentStorage().catch(() => false);
}

/** Logout: revoke the token, disconnect, clear token and user info, go to / (or /h5/ on /h5/). */
export async function logoutUser(): Promise<void> {
  await logout().catch(() => undefined);
  const to = window.location.pathname.startsWith('/h5/') ? '/h5/' : '/';
  await endSession({ to });
}

let validation: Promise<void> | null = null;

/**
 * Validates the stored token once per page load. An expired token runs the expiry flow
 * (disconnect, stop polling, clear session, 登录过期 toast for 5 s, go to /login). A network
 * failure keeps the session: a student offline is still signed in.
 */
export function validateTokenOnce(): Promise<void> {
  if (!validation) {
    validation = (async () => {
      if (!isLoggedIn()) return;
      const expired = await isTokenExpired().catch(() => false);
      if (expired) await expireSession();
    })();
  }
  return validation;
}

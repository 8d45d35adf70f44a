/**
 * Bearer tokens: 256-bit random, base64url, sent as `Lt-Authorization: carrier.{token}` and stored only as
 * their sha256 with an expiry (LIMITS.TOKEN_TTL_MS). Logout revokes the token.
 */
import { HEADERS, LIMITS } from '../../../src/contract/limits.ts';
import { addMs } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { UserRow } from '../user/user.table.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { SessionCache } from './auth.session-cache.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Lt-Authorization` header or a socket handshake, with or without the `carrier.` prefix. */
export function parseToken(value: string | string[] | undefined | null): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return null;
  const token = raw.startsWith(HEADERS.AUTH_PREFIX) ? raw.slice(HEADERS.AUTH_PREFIX.length) : raw;
  return TOKEN_PATTERN.test(token) ? token : null;
}

export function hashToken(token: string): string {
  return sha256Hex(token);
}

export interface Authenticated {
  user: Readonly<UserRow>;
  tokenHash: string;
}

/**
 * The user behind a live token; null when missing, malformed, unknown, revoked, expired or locked. With a
 * session cache, a remembered token is answered from memory (auth.session-cache.ts says when it is not).
 */
export async function authenticateToken({
  authRepository,
  value,
  now,
  cache,
}: {
  authRepository: AuthRepository;
  value: string | string[] | undefined | null;
  now: Date;
  cache?: SessionCache;
}): Promise<Authenticated | null> {
  const token = parseToken(value);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const nowMs = now.getTime();
  let user = cache?.get(tokenHash, nowMs);
  if (!user) {
    const readAt = cache?.epoch() ?? 0;
    const session = await authRepository.findSession(tokenHash, now);
    if (!session) return null;
    user = cache ? cache.set(readAt, tokenHash, session, nowMs) : session.user;
  }
  if (user.locked) return null;
  return { user, tokenHash };
}

export async function issueToken({
  authRepository,
  userId,
  now,
}: {
  authRepository: AuthRepository;
  userId: string;
  now: Date;
}): Promise<string> {
  const token = randomToken();
  await authRepository.deleteDeadTokens(userId, now);
  await authRepository.insertToken({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: addMs(now, LIMITS.TOKEN_TTL_MS),
  });
  return token;
}

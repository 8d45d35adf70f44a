/**
 * The sessions a process remembers: token hash -> (user id, token expiry) and user id -> user row, so that
 * the token check every signed-in request makes is answered from memory after the first hit.
 *
 * - Bounded: at most `maxEntries` tokens, least recently used dropped first; a user row is kept only while
 *   one of its tokens is, so there are never more rows than tokens.
 * - The token's own expiry is checked on every hit; an entry older than `maxAgeMs` is read again (the bound
 *   for changes written to the database behind the server's back).
 * - forgetToken / forgetUser drop entries at once. A lookup that read the database before a forget and
 *   stores after it is refused (the epoch moved on), so a revoked token cannot come back from a slow read.
 *
 * The cross-process part (Redis pub/sub) lives in server/plugins/auth.ts (`app.sessions`, the Sessions
 * interface of server/lib/sessions.ts); this is the local store.
 */
import type { SessionCacheStats } from '../../lib/sessions.ts';
import type { UserRow } from '../user/user.table.ts';

interface TokenEntry {
  userId: string;
  expiresAtMs: number;
  cachedAtMs: number;
}

interface UserEntry {
  user: Readonly<UserRow>;
  cachedAtMs: number;
}

export interface SessionCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** A live token whose entry and user were both remembered within maxAgeMs. */
function isFresh(entry: TokenEntry, userEntry: UserEntry, nowMs: number, maxAgeMs: number): boolean {
  return (
    entry.expiresAtMs > nowMs &&
    nowMs - entry.cachedAtMs < maxAgeMs &&
    nowMs - userEntry.cachedAtMs < maxAgeMs
  );
}

export function createSessionCache({ maxEntries, maxAgeMs }: SessionCacheOptions) {
  // a Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used
  const tokens = new Map<string, TokenEntry>();
  const users = new Map<string, UserEntry>();
  const tokensOfUser = new Map<string, Set<string>>();
  let epoch = 0;
  let hits = 0;
  let misses = 0;

  function dropToken(tokenHash: string): void {
    const entry = tokens.get(tokenHash);
    if (!entry) return;
    tokens.delete(tokenHash);
    const owned = tokensOfUser.get(entry.userId);
    owned?.delete(tokenHash);
    if (owned?.size === 0) {
      tokensOfUser.delete(entry.userId);
      users.delete(entry.userId);
    }
  }

  function dropUser(userId: string): void {
    for (const tokenHash of tokensOfUser.get(userId) ?? []) tokens.delete(tokenHash);
    tokensOfUser.delete(userId);
    users.delete(userId);
  }

  return {
    /** The user of a remembered, live, fresh token; undefined when the database must be asked. */
    get(tokenHash: string, nowMs: number): Readonly<UserRow> | undefined {
      const entry = tokens.get(tokenHash);
      const userEntry = entry && users.get(entry.userId);
      if (!entry || !userEntry || !isFresh(entry, userEntry, nowMs, maxAgeMs)) {
        if (entry) dropToken(tokenHash);
        misses += 1;
        return undefined;
      }
      tokens.delete(tokenHash);
      tokens.set(tokenHash, entry);
      hits += 1;
      return userEntry.user;
    },

    /** Taken before reading the database; `set` ignores the result when a forget happened meanwhile. */
    epoch(): number {
      return epoch;
    },

    set(
      readAtEpoch: number,
      tokenHash: string,
      session: { user: UserRow; expiresAt: Date },
      nowMs: number,
    ): Readonly<UserRow> {
      const user = Object.freeze({ ...session.user });
      if (readAtEpoch !== epoch) return user;
      dropToken(tokenHash);
      tokens.set(tokenHash, { userId: user.id, expiresAtMs: session.expiresAt.getTime(), cachedAtMs: nowMs });
      users.set(user.id, { user, cachedAtMs: nowMs });
      const owned = tokensOfUser.get(user.id) ?? new Set<string>();
      owned.add(tokenHash);
      tokensOfUser.set(user.id, owned);
      for (const oldest of tokens.keys()) {
        if (tokens.size <= maxEntries) break;
        dropToken(oldest);
      }
      return user;
    },

    /** A revoked token (logout). */
    forgetToken(tokenHash: string): void {
      epoch += 1;
      dropToken(tokenHash);
    },

    /** Any change to a user's row or tokens: password, lock, profile, membership. */
    forgetUser(userId: string): void {
      epoch += 1;
      dropUser(userId);
    },

    /** Everything (the invalidation channel was down: messages may have been missed). */
    clear(): void {
      epoch += 1;
      tokens.clear();
      users.clear();
      tokensOfUser.clear();
    },

    stats(): SessionCacheStats {
      return { tokens: tokens.size, users: users.size, hits, misses };
    },
  };
}

/** Remembered sessions, as the modules see them (server/plugins/auth.ts implements them as `app.sessions`). */
export interface SessionCacheStats {
  tokens: number;
  users: number;
  hits: number;
  misses: number;
}

/**
 * Called by every code path that revokes tokens or writes a users row, after the write (after its
 * transaction commits): the next request on any process reads the database again.
 */
export interface Sessions {
  /** A token revoked (logout). */
  forgetToken: (tokenHash: string) => Promise<void>;
  /** A user's tokens revoked or row changed (password, lock, profile, service type, membership). */
  forgetUser: (userId: string) => Promise<void>;
  /** Revokes every token of the user but `keepTokenHash` (a password change); the caller then forgets the user. */
  revokeOtherTokens: (userId: string, at: Date, keepTokenHash: string) => Promise<void>;
  /** The local cache's size and hit counts (tests, diagnostics). */
  stats: () => SessionCacheStats;
}

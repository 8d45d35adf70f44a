/**
 * The one part of the guest's kept results (storage/guest-results.ts) that the layout's chunk needs:
 * whether there are results to reopen the drawer on. Kept apart so the main chunk does not carry the
 * contract's schemas; expired results are deleted here.
 */

/** sessionStorage key of the results a visitor kept while logging in to join a school. */
export const GUEST_RESULTS_KEY = 'std_ai_guest_results';
/** A guest's results older than this are deleted unread. */
export const GUEST_RESULTS_TTL_MS = 60 * 60 * 1000;

/** The stored row's save time, or null (nothing, unreadable, or expired: then deleted). */
export function guestResultsSavedAt(now = Date.now()): number | null {
  try {
    const raw = sessionStorage.getItem(GUEST_RESULTS_KEY);
    if (raw === null) return null;
    const savedAt: unknown = (JSON.parse(raw) as { savedAt?: unknown } | null)?.savedAt;
    if (typeof savedAt === 'number' && savedAt <= now && now - savedAt < GUEST_RESULTS_TTL_MS) return savedAt;
    sessionStorage.removeItem(GUEST_RESULTS_KEY);
  } catch {
    // storage unavailable or a broken row: nothing to resume
    try {
      sessionStorage.removeItem(GUEST_RESULTS_KEY);
    } catch {
      // storage unavailable
    }
  }
  return null;
}

export function hasGuestResults(now = Date.now()): boolean {
  return guestResultsSavedAt(now) !== null;
}

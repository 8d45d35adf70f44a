/**
 * A visitor's AI results kept across the login that 加入我的大学List asks for (the valtio store does not
 * survive the login page and its redirect, nor a reload there).
 *
 * - Where: sessionStorage, key GUEST_RESULTS_KEY (std_ai_guest_results): the login happens in the same
 *   tab, the row is small (at most 30 results and the form), and it goes with the tab.
 * - What: { savedAt, results, request (the form of the analysis, for 重新测试 and 调整意向), joinUniversityId
 *   (the school whose 加入我的大学List was tapped) }.
 * - Lifetime: read once (takeGuestResults deletes the row) when a logged-in student is back on a page of
 *   the main layout; a row older than GUEST_RESULTS_TTL_MS (1 hour) is deleted unread.
 */
import { aiResultListSchema, type AiResultItem } from '@/contract/ai';
import type { FullForm } from '@/features/ai-select/state/form-rules';
import { parseMasterDraft, parseUndergraduateDraft } from '@/features/ai-select/storage/drafts';
import { GUEST_RESULTS_KEY, guestResultsSavedAt } from '@/features/ai-select/storage/guest-results-flag';

export interface GuestResults {
  results: AiResultItem[];
  request: FullForm | null;
  joinUniversityId: string | null;
}

export function saveGuestResults(value: GuestResults, now = Date.now()): boolean {
  try {
    // a plain copy: valtio proxies serialise, but the row must not share their arrays
    sessionStorage.setItem(GUEST_RESULTS_KEY, JSON.stringify({ savedAt: now, ...value }));
    return true;
  } catch (error) {
    console.error('could not keep the AI results for after the login', error);
    return false;
  }
}

function parseRequest(value: unknown): FullForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const name = (value as { name?: unknown }).name;
  if (name === '01') return parseUndergraduateDraft(value);
  if (name === '02') return parseMasterDraft(value);
  return null;
}

/** The kept results (deleted as they are read), or null when there are none, they expired or are broken. */
export function takeGuestResults(now = Date.now()): GuestResults | null {
  if (guestResultsSavedAt(now) === null) return null;
  try {
    const raw = sessionStorage.getItem(GUEST_RESULTS_KEY);
    sessionStorage.removeItem(GUEST_RESULTS_KEY);
    if (raw === null) return null;
    const row = JSON.parse(raw) as Record<string, unknown>;
    const results = aiResultListSchema.safeParse(row.results);
    if (!results.success) return null;
    const join = row.joinUniversityId;
    return {
      results: results.data,
      request: parseRequest(row.request),
      joinUniversityId: typeof join === 'string' ? join : null,
    };
  } catch {
    return null;
  }
}

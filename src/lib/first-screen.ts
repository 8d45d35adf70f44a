/**
 * The first-screen answers the server put into the page (src/contract/first-screen.ts): read once from their
 * script element, each taken at most once by the request client, within the page's first
 * FIRST_SCREEN_MAX_AGE_MS. A page without them (the service worker's cached shell, a later navigation inside
 * the app) has none, and every request goes to the server as before.
 */
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_MAX_AGE_MS, firstScreenKey } from '@/contract/first-screen';

let answers: Map<string, unknown> | null = null;

function readAnswers(doc: Document): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const element = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return found;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) found.set(key, value);
    }
  } catch {
    // unreadable: the app asks the server
  }
  return found;
}

/**
 * The page's answer (a JSON envelope, not yet checked) to a GET of this URL, or undefined: none came with the
 * page, it was taken already, or the page is older than FIRST_SCREEN_MAX_AGE_MS.
 */
export function takeFirstScreenAnswer(url: string, now = performance.now()): unknown {
  if (typeof document === 'undefined') return undefined;
  answers ??= readAnswers(document);
  if (answers.size === 0) return undefined;
  if (now > FIRST_SCREEN_MAX_AGE_MS) {
    answers.clear();
    return undefined;
  }
  const key = firstScreenKey(url);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** Forgets what was read (tests load another page). */
export function resetFirstScreenAnswers(): void {
  answers = null;
}

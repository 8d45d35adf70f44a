/**
 * How the page starts the app (src/boot.ts). The app's chunk (src/main.tsx and everything it imports,
 * one file: scripts/first-screens.ts) downloads at once through its modulepreload link, but evaluating it is
 * the longest task of a first visit; started after the next frame, it never holds back the paint of the inline
 * app shell, even when the script arrives before the page has painted (a fast or cached connection). A tab
 * opened in the background (no frames) starts at once. When the app cannot load (offline on a first visit, a
 * broken deploy), the shell says so and offers a reload instead of loading forever.
 */
import { SHELL_TEXT } from '@/contract/shell';

/** Turns the shell's loading line into the failure message with a reload button. */
export function showLoadFailure(
  doc: Document = document,
  reload: () => void = () => window.location.reload(),
): void {
  const shell = doc.getElementById('app-shell');
  const message = shell?.querySelector('[data-shell-status]');
  if (!shell || !message) return;
  shell.removeAttribute('aria-busy');
  message.textContent = SHELL_TEXT.failed;
  message.setAttribute('role', 'alert');
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = SHELL_TEXT.reload;
  button.addEventListener('click', reload);
  message.append(' ', button);
}

/** Dispatched on the document by the root route once React has hydrated (or rendered) the page. */
export const APP_HYDRATED_EVENT = 'liuxue:hydrated';

export function announceHydrated(doc: Document = document): void {
  doc.dispatchEvent(new Event(APP_HYDRATED_EVENT));
}

/** What a tap can act on before the page's code is there: links are left to the browser (they navigate). */
const EARLY_CLICK_TARGET = 'button, [role="button"], [role="tab"], [role="radio"], [role="menuitem"]';

/**
 * A tap on a server-drawn button (a filter chip, a tab, 加载更多) before React has hydrated the page would do
 * nothing: on a slow phone the page is readable seconds before its code has run. Such clicks are held and, once
 * the page is hydrated (React keeps the server's elements), given again to the same element, so the tap acts
 * late instead of never. Only on a page the server rendered (its hydration data, `$_TSR`, is still there): the
 * app shell's own buttons (重新加载) work by themselves. Returns the release, also for a failed start.
 */
export function holdEarlyClicks(doc: Document = document, win: object = window): (replay: boolean) => void {
  if (!('$_TSR' in win)) return () => undefined;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(EARLY_CLICK_TARGET) : null;
    if (!(target instanceof HTMLElement) || target.closest('a[href], #app-shell')) return;
    if (target.matches(':disabled')) return;
    event.preventDefault();
    event.stopPropagation();
    // a second tap on the same button while waiting is the same wish, not a toggle back
    if (!held.includes(target)) held.push(target);
  };
  doc.addEventListener('click', hold, true);
  let released = false;
  const release = (replay: boolean) => {
    if (released) return;
    released = true;
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener(APP_HYDRATED_EVENT, onHydrated);
    for (const target of held.splice(0)) if (replay) clickOnceHydrated(target);
  };
  const onHydrated = () => release(true);
  doc.addEventListener(APP_HYDRATED_EVENT, onHydrated);
  return release;
}

/** How long a held tap waits for its element's part of the page to hydrate. */
const HYDRATION_WAIT_MS = 10_000;

const isHydrated = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * React hydrates the page's shell first and each Suspense boundary (a route's split component) after it, and it
 * drops a programmatic click on a part not hydrated yet; a click that changes state while another part is still
 * hydrating makes React draw that part anew (a hydration error). The element is the server's own (React adopts
 * it), and React marks the elements it has hydrated with its props (`__reactProps$…`, what the e2e harness reads
 * too): the held tap waits, frame by frame, until every button of the page carries that mark, and then for the
 * browser's next idle moment (React's remaining hydration work runs in tasks before it), and is given then.
 */
function clickOnceHydrated(target: HTMLElement, started = performance.now()): void {
  if (!target.isConnected) return;
  const root = target.closest('#root') ?? target.ownerDocument.body;
  if ([...root.querySelectorAll(EARLY_CLICK_TARGET)].every(isHydrated)) {
    const click = () => {
      if (target.isConnected) target.click();
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(click, { timeout: 2000 });
    else setTimeout(click, 0);
    return;
  }
  if (performance.now() - started > HYDRATION_WAIT_MS) return;
  requestAnimationFrame(() => clickOnceHydrated(target, started));
}

/** Loads the app after the shell's first paint (at once in a hidden tab); a failure shows in the shell. */
export function startAfterFirstPaint(
  load: () => Promise<unknown>,
  doc: Document = document,
  onFailure: () => void = () => undefined,
): void {
  const start = () => {
    load().catch(() => {
      onFailure();
      showLoadFailure(doc);
    });
  };
  if (doc.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

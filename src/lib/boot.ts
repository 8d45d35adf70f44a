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

/** What a tap before hydration is held for (links are followed by the browser instead). */
const EARLY_CLICK_TARGET = 'button, [role="button"], [role="tab"], [role="radio"], [role="menuitem"]';

/**
 * The guard's end at the latest: should some element of the server's never be React's, taps are not held longer
 * (a held one is given then).
 */
const GUARD_MAX_MS = 15_000;

/**
 * True once React has taken over every element the server drew into `root`: it marks each element it hydrates
 * with its fiber (`__reactFiber$…`), and one it draws anew replaces the server's (which leaves the page; Emotion
 * moves the server's style tags to the head). React hydrates the layout first and each Suspense boundary (a
 * route's split component) after it, so the router's data being taken (`$_TSR` gone) is not the end. Elements
 * added later by anyone are not the server's and do not count.
 */
export function serverPageHydrated(root: Element, serverElements: readonly Element[]): boolean {
  return serverElements.every(
    (element) =>
      !root.contains(element) || Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
}

/** A left click on a same-window link of this site, which the browser itself can follow. */
function plainLink(event: MouseEvent, target: Element): HTMLAnchorElement | null {
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.target && link.target !== '_self') return null;
  return link.origin === window.location.origin ? link : null;
}

/**
 * What a finger or a pointer does before a click. A Link preloads its route on such intent (the router's
 * `defaultPreload`), and that change of the router's state mid-hydration is enough for React to throw the server's
 * HTML away (a hydration error): until the page is hydrated React does not get them. The browser's own reactions
 * (hover styles, focus, scrolling) stay.
 */
const INTENT_EVENTS = [
  'pointerover',
  'pointerout',
  'pointerdown',
  'pointerup',
  'mouseover',
  'mouseout',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
] as const;

/**
 * On a page the server rendered, what a student does before React has hydrated all of it is kept away from React:
 * the app acting on it mid-hydration (a Link preloading or navigating, a chip changing the search) makes React
 * throw the server's HTML away (a hydration error) and the tap is lost. A link is then followed by the browser as a
 * plain link (a page load: the next page comes rendered); a button's tap is held and given again to the same
 * element once the page is hydrated, so it acts late instead of never; the events before a click (INTENT_EVENTS)
 * are not passed on. Ends at the first event after hydration. Nothing on the app shell's own page (no `$_TSR`),
 * whose 重新加载 works by itself.
 */
export function guardEarlyTaps(doc: Document = document, win: object = window): void {
  const root = doc.getElementById('root');
  if (!root || !('$_TSR' in win)) return;
  // this script runs once the document is parsed: the page as the server drew it
  const serverElements = [...root.getElementsByTagName('*')];
  const deadline = performance.now() + GUARD_MAX_MS;
  let done = false;
  const hydrated = () => (done ||= performance.now() > deadline || serverPageHydrated(root, serverElements));
  // a second tap on a held button is the same wish, not a toggle back
  const held = new Set<HTMLElement>();
  const stop = () => {
    doc.removeEventListener('click', onClick, true);
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
  };
  const onIntent = (event: Event) => {
    if (hydrated()) stop();
    else event.stopPropagation();
  };
  const onClick = (event: MouseEvent) => {
    if (hydrated()) {
      stop();
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('#app-shell')) return;
    if (plainLink(event, target)) {
      event.stopPropagation();
      return;
    }
    const control = target.closest(EARLY_CLICK_TARGET);
    if (!(control instanceof HTMLElement) || control.closest('a[href]') || control.matches(':disabled'))
      return;
    event.preventDefault();
    event.stopPropagation();
    if (held.has(control)) return;
    held.add(control);
    clickOnceHydrated(hydrated, control);
  };
  doc.addEventListener('click', onClick, true);
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
}

/** Clicks `control` once the page is hydrated and the browser is idle (React's last hydration tasks done). */
function clickOnceHydrated(hydrated: () => boolean, control: HTMLElement): void {
  if (!control.isConnected) return;
  if (!hydrated()) {
    requestAnimationFrame(() => clickOnceHydrated(hydrated, control));
    return;
  }
  const click = () => {
    if (control.isConnected) control.click();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(click, { timeout: 2000 });
  else setTimeout(click, 0);
}

/** Loads the app after the shell's first paint (at once in a hidden tab); a failure shows in the shell. */
export function startAfterFirstPaint(load: () => Promise<unknown>, doc: Document = document): void {
  const start = () => {
    load().catch(() => showLoadFailure(doc));
  };
  if (doc.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

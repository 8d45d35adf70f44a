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

/** Loads the app after the shell's first paint (at once in a hidden tab); a failure shows in the shell. */
export function startAfterFirstPaint(load: () => Promise<unknown>, doc: Document = document): void {
  const start = () => {
    load().catch(() => showLoadFailure(doc));
  };
  if (doc.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

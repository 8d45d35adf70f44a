/**
 * src/lib/boot.ts: the app starts after the inline shell has painted, and a failed load turns the
 * shell's loading line into a message with a reload button instead of loading forever.
 */
import { describe, expect, it, vi } from 'vitest';

import { SHELL_TEXT } from '@/contract/shell';
import { showLoadFailure, startAfterFirstPaint } from '@/lib/boot';

function shellDocument(visibility: DocumentVisibilityState = 'visible'): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  doc.body.innerHTML =
    '<div id="root"><div id="app-shell" aria-busy="true"><main>' +
    '<div class="page-heading"><h1>院校库</h1><p>全球院校库：按国家、排名与类型查找大学。</p></div>' +
    '<p data-shell-status>正在加载 AI留学…</p></main></div></div>';
  Object.defineProperty(doc, 'visibilityState', { value: visibility });
  return doc;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('starting the app from the shell', () => {
  it('loads the app only after a frame, so the shell paints first', async () => {
    const doc = shellDocument();
    const load = vi.fn(() => Promise.resolve());
    startAfterFirstPaint(load, doc);
    expect(load).not.toHaveBeenCalled();
    await nextFrame();
    await nextFrame();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once in a tab opened in the background (no frames come there)', () => {
    const load = vi.fn(() => Promise.resolve());
    startAfterFirstPaint(load, shellDocument('hidden'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the failure and a reload button in the shell when the app cannot load', async () => {
    const doc = shellDocument('hidden');
    startAfterFirstPaint(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), doc);
    await vi.waitFor(() => expect(doc.querySelector('[role="alert"]')).not.toBeNull());
    const alert = doc.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(SHELL_TEXT.failed);
    expect(alert?.hasAttribute('data-shell-status')).toBe(true);
    // the page's title and description the server wrote in stay as they are
    expect(doc.querySelector('.page-heading p')?.textContent).toBe(
      '全球院校库：按国家、排名与类型查找大学。',
    );
    expect(doc.getElementById('app-shell')?.getAttribute('aria-busy')).toBeNull();
  });

  it('the reload button reloads the page', () => {
    const doc = shellDocument();
    const reload = vi.fn();
    showLoadFailure(doc, reload);
    const button = doc.querySelector('button');
    expect(button?.textContent).toBe(SHELL_TEXT.reload);
    button?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

/**
 * src/lib/boot.ts: the app starts after the inline shell has painted, and a failed load turns the
 * shell's loading line into a message with a reload button instead of loading forever. On a page the server
 * rendered, taps before React has hydrated it are kept from React: links are left to the browser, buttons held.
 */
import { describe, expect, it, vi } from 'vitest';

import { SHELL_TEXT } from '@/contract/shell';
import { guardEarlyTaps, serverPageHydrated, showLoadFailure, startAfterFirstPaint } from '@/lib/boot';

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

/** A page as the server drew it: a link, a chip and a plain paragraph, with React's listener on #root. */
function renderedPage() {
  document.body.innerHTML =
    '<div id="root"><header><a href="/visa/detail?id=1">签证材料清单</a></header>' +
    '<main><button type="button">英国</button><p>正文</p></main></div>';
  const root = document.getElementById('root') as HTMLElement;
  const reactSaw: string[] = [];
  for (const type of ['click', 'mouseover', 'touchstart'])
    root.addEventListener(
      type,
      (event) => reactSaw.push(`${type}:${(event.target as Element).tagName}`),
      true,
    );
  return { root, reactSaw };
}

/** What React does to an element it has hydrated. */
const hydrate = (element: Element) => Object.assign(element, { __reactFiber$test: {} });

describe('taps before the page is hydrated', () => {
  const tsr = { $_TSR: {} };

  it("counts the page hydrated once every element the server drew is React's (or gone)", () => {
    const { root } = renderedPage();
    const server = [...root.getElementsByTagName('*')];
    expect(serverPageHydrated(root, server)).toBe(false);
    server.slice(0, -1).forEach(hydrate);
    expect(serverPageHydrated(root, server)).toBe(false);
    // the last one is drawn anew by React instead (a new element): the server's leaves the page
    server.at(-1)?.remove();
    expect(serverPageHydrated(root, server)).toBe(true);
  });

  it('leaves a link to the browser and holds a chip until the page is hydrated, then gives it the tap', async () => {
    const { root, reactSaw } = renderedPage();
    guardEarlyTaps(document, tsr);
    const link = root.querySelector('a') as HTMLAnchorElement;
    const chip = root.querySelector('button') as HTMLButtonElement;

    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(linkClick);
    // React never sees it, and the browser still follows the link
    expect(linkClick.defaultPrevented).toBe(false);
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    chip.click();
    chip.click();
    expect(reactSaw).toEqual([]);

    [...root.getElementsByTagName('*')].forEach(hydrate);
    // the held tap, once (the second was the same wish), after the page is React's
    await vi.waitFor(() => expect(reactSaw).toEqual(['click:BUTTON']));
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(reactSaw).toEqual(['click:BUTTON', 'mouseover:A']);
  });

  it('keeps out of a page the server did not render (the app shell)', () => {
    const { root, reactSaw } = renderedPage();
    guardEarlyTaps(document, {});
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(reactSaw).toEqual(['click:BUTTON']);
  });
});

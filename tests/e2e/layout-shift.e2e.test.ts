/**
 * No layout shift on the home page and the lists (CLS ≤ 0.02). The page sums its own
 * `layout-shift` entries (those without recent input, as CLS counts them) while it loads, on a throttled phone
 * (4x CPU, 150 ms, 1.6 Mbps down / 750 kbps up: late sections arrive one by one, as on a poor connection) and
 * at desktop size, where a short loading state shows the footer that the content then pushes away.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useE2eEnvironment } from './harness';

const env = useE2eEnvironment();

const CLS_BUDGET = 0.02;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** Records every layout shift of the page from its first paint. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts?.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? 'null';
            return `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(page: Page): Promise<{ score: number; shifts: Shift[] }> {
  const list = await page.evaluate(() => window.__shifts ?? []);
  return { score: list.reduce((sum, shift) => sum + shift.value, 0), shifts: list };
}

describe('layout shift while a page loads', () => {
  it('the home page on a throttled phone: the late sections arrive into space held for them', async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT);
    try {
      await recordShifts(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto('/', { timeout: 45_000 });
      // the sections that come late: hot search terms, the banner, the ranking
      await page.getByTestId('home-hot-search').waitFor({ timeout: 30_000 });
      await page.getByTestId('home-banner').waitFor({ timeout: 30_000 });
      await page.getByText('世界大学排名').first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(1_000);
      const result = await shifts(page);
      expect(result.score, JSON.stringify(result.shifts)).toBeLessThanOrEqual(CLS_BUDGET);
    } finally {
      await context.close();
    }
  });

  it('the circle feed at desktop size: the footer stays below the fold until the posts come', async () => {
    const { page, context } = await env.page(DESKTOP_VIEWPORT);
    try {
      await recordShifts(page);
      await page.goto('/circle');
      await page.getByTestId('circle-post').first().waitFor();
      await page.waitForTimeout(500);
      const result = await shifts(page);
      expect(result.score, JSON.stringify(result.shifts)).toBeLessThanOrEqual(CLS_BUDGET);
    } finally {
      await context.close();
    }
  });

  it('a guide list at desktop size: the subtitle and the filter chips have their place before they load', async () => {
    const { page, context } = await env.page(DESKTOP_VIEWPORT);
    try {
      await recordShifts(page);
      await page.goto('/academic');
      await page.getByTestId('guide-list').waitFor();
      await page.waitForTimeout(500);
      const result = await shifts(page);
      expect(result.score, JSON.stringify(result.shifts)).toBeLessThanOrEqual(CLS_BUDGET);
    } finally {
      await context.close();
    }
  });
});

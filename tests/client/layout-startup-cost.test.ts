/**
 * What every page evaluates with the main layout's chunk makes no Intl date formatter at import: a page's first
 * Intl.DateTimeFormat sets up the browser's date formatting (13-30 ms in Chromium here, four times that on a
 * phone), so it is made where a date is first shown. The offline banner's formatter is one of them.
 */
import { afterEach, describe, expect, it } from 'vitest';

const OriginalDateTimeFormat = Intl.DateTimeFormat;
let made = 0;
/** Counts the formatters made, and makes them as before. */
Intl.DateTimeFormat = new Proxy(OriginalDateTimeFormat, {
  construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    made += 1;
    return new target(...args);
  },
});

afterEach(() => {
  Intl.DateTimeFormat = OriginalDateTimeFormat;
});

describe('the main layout at import', () => {
  it('makes no Intl.DateTimeFormat until a date is shown', async () => {
    await import('@/components/layout/main-layout');
    await import('@/routes/_main');
    expect(made).toBe(0);

    const { formatCachedAt } = await import('@/components/layout/pwa-banners');
    const at = new Date(2026, 10, 25, 9, 5).getTime();
    expect(formatCachedAt(at)).toBe(
      new OriginalDateTimeFormat('zh-CN', {
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(at),
    );
    // one formatter, made at the first use and kept
    formatCachedAt(at);
    expect(made).toBe(1);
  });
});

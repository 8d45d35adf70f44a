/** The shared date formatters (src/contract/date-format.ts): made once per locale and options. */
import { describe, expect, it } from 'vitest';

import { dateFormat, knownTimeZoneOr } from '@/contract/date-format';

describe('dateFormat', () => {
  it('gives the same formatter for the same locale and options, another for another zone', () => {
    const beijing = dateFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit' });
    expect(dateFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit' })).toBe(
      beijing,
    );
    const london = dateFormat('zh-CN', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
    expect(london).not.toBe(beijing);
    const at = new Date('2026-11-29T02:00:00Z');
    expect(beijing.format(at)).toBe('10:00');
    expect(london.format(at)).toBe('02:00');
  });

  it('keeps a zone the runtime knows and falls back for one it does not', () => {
    expect(knownTimeZoneOr('America/Los_Angeles', 'Asia/Shanghai')).toBe('America/Los_Angeles');
    expect(knownTimeZoneOr('Mars/Olympus_Mons', 'Asia/Shanghai')).toBe('Asia/Shanghai');
  });
});

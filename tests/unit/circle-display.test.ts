/**
 * How a post is shown, shared by the app's cards and the server's /circle first screen
 * (src/contract/circle-display.ts): the relative time under the author's name and the fold of a long text.
 */
import { describe, expect, it } from 'vitest';

import { CIRCLE_LIMITS } from '@/contract/circle';
import { foldText, needsFold, relativeTime } from '@/contract/circle-display';

const NOW = new Date(2026, 10, 29, 12, 0, 0).getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe('relativeTime', () => {
  it('says 刚刚, minutes, hours and days, then the date', () => {
    expect(relativeTime(ago(30_000), NOW)).toBe('刚刚');
    expect(relativeTime(ago(5 * MINUTE), NOW)).toBe('5分钟前');
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe('59分钟前');
    expect(relativeTime(ago(3 * 60 * MINUTE), NOW)).toBe('3小时前');
    expect(relativeTime(ago(2 * 24 * 60 * MINUTE), NOW)).toBe('2天前');
    expect(relativeTime(new Date(2026, 10, 20, 9, 0).toISOString(), NOW)).toBe('11-20');
    expect(relativeTime(new Date(2025, 0, 5, 9, 0).toISOString(), NOW)).toBe('2025-01-05');
  });

  it('says nothing for a time it cannot read', () => {
    expect(relativeTime('not a time', NOW)).toBe('');
  });
});

describe('the fold of a card', () => {
  const { FOLD_LINES, FOLD_CHARS } = CIRCLE_LIMITS;

  it('keeps a short text whole', () => {
    const text = '刚收到offer！\n感谢学姐';
    expect(needsFold(text, FOLD_LINES, FOLD_CHARS)).toBe(false);
  });

  it('folds after FOLD_LINES lines', () => {
    const lines = Array.from({ length: FOLD_LINES + 2 }, (_, i) => `第${i + 1}行`);
    const text = lines.join('\n');
    expect(needsFold(text, FOLD_LINES, FOLD_CHARS)).toBe(true);
    expect(foldText(text, FOLD_LINES, FOLD_CHARS)).toBe(lines.slice(0, FOLD_LINES).join('\n'));
  });

  it('folds after FOLD_CHARS characters whatever the lines', () => {
    const text = '留'.repeat(FOLD_CHARS + 50);
    expect(needsFold(text, FOLD_LINES, FOLD_CHARS)).toBe(true);
    expect(foldText(text, FOLD_LINES, FOLD_CHARS)).toBe('留'.repeat(FOLD_CHARS));
  });
});

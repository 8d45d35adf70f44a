import { describe, expect, it } from 'vitest';

import { atMostRow, clsOf, median, msText, ratio, ratioRow } from '../../bench/ratio.ts';

describe('the floor comparison of npm run bench', () => {
  it('takes the largest session window of layout shifts as the CLS', () => {
    expect(clsOf([])).toBe(0);
    // two windows: a 1 s gap ends the first (0.03), the second holds 0.01 + 0.015
    const shifts = [
      { startTime: 100, value: 0.01 },
      { startTime: 600, value: 0.02 },
      { startTime: 2_000, value: 0.01 },
      { startTime: 2_500, value: 0.015 },
    ];
    expect(clsOf(shifts)).toBeCloseTo(0.03);
    // a window is at most 5 s long even without a gap
    const steady = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 900, value: 0.01 }));
    expect(clsOf(steady)).toBeCloseTo(0.06);
  });

  it('takes the lower middle as the median and leaves out missing values', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1])).toBe(1);
    expect(median([null])).toBeNull();
  });

  it('has no ratio without a positive base', () => {
    expect(ratio(2, 4)).toBe(0.5);
    expect(ratio(2, 0)).toBeNull();
    expect(ratio(null, 4)).toBeNull();
  });

  it('prints a ratio row with both figures and meets its goal at or below it', () => {
    const row = ratioRow({ figure: 'home', value: 1150, base: 1000, unit: msText, goal: 1.15 });
    expect(row).toEqual({
      figure: 'home',
      value: '1.15x (1150 ms / 1000 ms)',
      goal: '<= 1.15x',
      met: true,
      between: undefined,
    });
    expect(ratioRow({ figure: 'x', value: 1, base: null, unit: msText, goal: 2 })).toMatchObject({
      value: 'n/a (1 ms / n/a)',
      met: false,
    });
    expect(ratioRow({ figure: 'x', value: 3, base: 1, unit: msText })).toMatchObject({
      goal: '(none set)',
      met: null,
    });
  });

  it('fails an absolute goal when the figure is missing', () => {
    expect(atMostRow('FCP', 900, 1000, msText)).toMatchObject({
      value: '900 ms',
      goal: '<= 1000 ms',
      met: true,
    });
    expect(atMostRow('FCP', null, 1000, msText).met).toBe(false);
  });
});

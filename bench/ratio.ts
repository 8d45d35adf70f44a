/**
 * Pure helpers of the floor comparison (bench/floor.ts): layout shifts to CLS, medians, and one summary row of a
 * figure against a goal, or of a ratio of the app's figure to the floor's. No I/O and no imports.
 */

export interface LayoutShift {
  /** ms from navigation start */
  startTime: number;
  value: number;
}

/** The row shape of bench/summary.ts (SummaryRow), repeated here so that this file imports nothing. */
export interface RatioRow {
  figure: string;
  value: string;
  goal: string;
  met: boolean | null;
  between?: string;
}

/**
 * Cumulative layout shift as Chromium and Lighthouse report it: the largest session window, a window being
 * shifts less than 1 s apart and at most 5 s long. Shifts after recent input are left out by the caller.
 */
export function clsOf(shifts: readonly LayoutShift[]): number {
  const sorted = [...shifts].sort((a, b) => a.startTime - b.startTime);
  let worst = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of sorted) {
    if (shift.startTime - previous >= 1_000 || shift.startTime - windowStart >= 5_000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

export interface TextSample {
  /** ms from navigation start (the frame that painted the change) */
  at: number;
  /** characters of text, whitespace left out */
  length: number;
}

/**
 * The first time the text reached `share` of its last sampled amount, not before `notBefore` (first paint: text
 * parsed with the HTML is sampled in the frame before it); null when there was never any text.
 */
export function textShownMs(
  samples: readonly TextSample[],
  share: number,
  notBefore: number | null,
): number | null {
  const final = samples.at(-1)?.length ?? 0;
  if (final <= 0) return null;
  const reached = samples.find((s) => s.length >= share * final);
  if (!reached) return null;
  return notBefore === null ? reached.at : Math.max(reached.at, notBefore);
}

/** The median of the finite values (the lower middle of an even count), or null when there is none. */
export function median(values: readonly (number | null)[]): number | null {
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (finite.length === 0) return null;
  return finite[Math.floor((finite.length - 1) / 2)] ?? null;
}

/** value / base, or null when either is missing or the base is not above zero. */
export function ratio(value: number | null, base: number | null): number | null {
  if (value === null || base === null || !Number.isFinite(value) || !(base > 0)) return null;
  return value / base;
}

export const ratioText = (r: number | null): string => (r === null ? 'n/a' : `${r.toFixed(2)}x`);

export const msText = (value: number | null): string => (value === null ? 'n/a' : `${Math.round(value)} ms`);

export interface RatioInput {
  figure: string;
  value: number | null;
  base: number | null;
  /** how to print value and base: "3120 ms" */
  unit: (n: number | null) => string;
  /** the ratio the figure should stay at or below; undefined: no goal, printed as information */
  goal?: number;
  /** appended to the value ("; 1.40x of floor (c)") */
  extra?: string;
  between?: string;
}

/** "1.23x (3120 ms / 2540 ms)", goal "<= 1.00x", met when the ratio is at or below the goal (null: n/a). */
export function ratioRow({ figure, value, base, unit, goal, extra, between }: RatioInput): RatioRow {
  const r = ratio(value, base);
  return {
    figure,
    value: `${ratioText(r)} (${unit(value)} / ${unit(base)})${extra ?? ''}`,
    goal: goal === undefined ? '(none set)' : `<= ${goal.toFixed(2)}x`,
    met: goal === undefined ? null : r !== null && r <= goal,
    between,
  };
}

/** An absolute figure against an upper goal: met when present and at or below it. */
export function atMostRow(
  figure: string,
  value: number | null,
  goal: number,
  unit: (n: number | null) => string,
  between?: string,
): RatioRow {
  return {
    figure,
    value: unit(value),
    goal: `<= ${unit(goal)}`,
    met: value !== null && value <= goal,
    between,
  };
}

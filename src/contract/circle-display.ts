/**
 * How a 留学圈 post is shown (src/features/circle/components): the relative time, the fold of a long
 * text, and the icons of the action bar. No zod and no React here: plain functions and SVG shapes.
 */

/** 刚刚, 5分钟前, 3小时前, 2天前, then 11-20 (this year) or 2025-11-20, in the reader's time zone. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}小时前`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}天前`;
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return date.getFullYear() === new Date(now).getFullYear() ? day : `${date.getFullYear()}-${day}`;
}

/** Whether a card folds this text (CIRCLE_LIMITS.FOLD_LINES lines or FOLD_CHARS characters). */
export function needsFold(text: string, lines: number, chars: number): boolean {
  return text.length > chars || text.split('\n').length > lines;
}

/** The folded part of a text: at most `lines` lines and `chars` characters. */
export function foldText(text: string, lines: number, chars: number): string {
  const cut = text.split('\n').slice(0, lines).join('\n');
  return cut.length > chars ? cut.slice(0, chars) : cut;
}

/** One shape of an icon: a path, or a circle (centre and radius). */
export type IconShape = { d: string } | { cx: number; cy: number; r: number };

/** The circle's icons: shapes in a 24x24 view box, stroked with the text colour (2 px, round caps and joins). */
export const CIRCLE_ICONS = {
  heart: [{ d: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z' }],
  comment: [{ d: 'M4 5h16v11H9l-5 4z' }],
  forward: [{ d: 'M14 5l6 6-6 6' }, { d: 'M20 11H9a5 5 0 0 0-5 5v3' }],
  more: [
    { cx: 5, cy: 12, r: 1 },
    { cx: 12, cy: 12, r: 1 },
    { cx: 19, cy: 12, r: 1 },
  ],
  plus: [{ d: 'M12 5v14M5 12h14' }],
} as const satisfies Record<string, readonly IconShape[]>;

export type CircleIconName = keyof typeof CIRCLE_ICONS;

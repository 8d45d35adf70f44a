/**
 * Dates and the signed-in user's name as the screens write them (other people's names: display-name.ts), in the reader's time zone. Written without Intl: the page's
 * first date formatter sets up the browser's date formatting (13-30 ms here, four times that on a phone),
 * and a formatter per card was a long task of a list's first render.
 */

const pad = (n: number) => String(n).padStart(2, '0');

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 2026-11-21 ('' for a string that is no date). */
export function formatDate(iso: string): string {
  const date = parse(iso);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 2026-11-20 16:00, minutes precision. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  if (!date) return '';
  return `${formatDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 2026年11月19日, what zh-CN's long date says. */
export function formatDay(iso: string): string {
  const date = parse(iso);
  if (!date) return '';
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
}

/** The signed-in user as the header and their own posts show them: nickname, else name, else mobile. */
export function selfName(user: { nickname: string | null; nameCn: string | null; mobile: string }): string {
  return user.nickname || user.nameCn || user.mobile;
}

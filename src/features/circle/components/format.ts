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

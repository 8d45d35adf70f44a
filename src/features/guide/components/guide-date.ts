/** 2026-11-21 in the reader's time zone. */
export function formatGuideDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The line that dates an article's facts. */
export const factsYearText = (year: number) => `信息截至${year}年`;

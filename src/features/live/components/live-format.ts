import { formatDuration, formatLiveStart } from '@/contract/live';

const DATE = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** 2026-11-21 */
export function formatPlaybackDate(iso: string): string {
  const parts = DATE.formatToParts(new Date(iso));
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

export { formatDuration, formatLiveStart };

/** 刘顾问 · 示例机构 (what is known of them). */
export function hostLine(item: { hostName: string | null; orgName: string | null }): string {
  return [item.hostName, item.orgName].filter(Boolean).join(' · ') || '平台直播';
}

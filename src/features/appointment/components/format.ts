import type { AdmissionSession } from '@/contract/appointment';

/** Times are shown in Beijing time (the students' own), labelled so. */
const DAY = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});
const TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DATE_KEY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });

export function formatRange(startAt: string, endAt: string): string {
  const start = new Date(startAt);
  const end = new Date(endAt);
  const sameDay = DATE_KEY.format(start) === DATE_KEY.format(end);
  const tail = sameDay ? TIME.format(end) : `${DAY.format(end)} ${TIME.format(end)}`;
  return `${DAY.format(start)} ${TIME.format(start)}–${tail}（北京时间）`;
}

export function formatSlot(startAt: string, endAt: string): string {
  return `${TIME.format(new Date(startAt))}–${TIME.format(new Date(endAt))}`;
}

export function placesText(session: Pick<AdmissionSession, 'state' | 'remaining' | 'capacity'>): string {
  if (session.state === 'ended') return '已结束';
  if (session.state === 'full') return '已约满';
  return `剩余 ${session.remaining} / ${session.capacity} 个名额`;
}

export const STATE_PALETTE: Record<AdmissionSession['state'], string> = {
  open: 'green',
  full: 'orange',
  ended: 'gray',
};

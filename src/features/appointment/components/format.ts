import type { AdmissionSession } from '@/contract/appointment';
import { dateFormat, knownTimeZoneOr } from '@/contract/date-format';

const BEIJING = 'Asia/Shanghai';

/** The formatters of a zone the browser knows, else Beijing's (each made once: src/contract/date-format.ts). */
function formats(timeZone: string) {
  const zone = knownTimeZoneOr(timeZone, BEIJING);
  return {
    day: dateFormat('zh-CN', {
      timeZone: zone,
      month: 'long',
      day: 'numeric',
      weekday: 'short',
    }),
    time: dateFormat('zh-CN', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
    key: dateFormat('en-CA', { timeZone: zone }),
    label: zone === BEIJING ? '北京时间' : '当地时间',
  };
}

/**
 * A session's or a slot's times in the zone they are held in: 当地时间 (the school's city) on site abroad,
 * 北京时间 online and in China.
 */
export function formatRange(startAt: string, endAt: string, timeZone: string): string {
  const f = formats(timeZone);
  const start = new Date(startAt);
  const end = new Date(endAt);
  const sameDay = f.key.format(start) === f.key.format(end);
  const tail = sameDay ? f.time.format(end) : `${f.day.format(end)} ${f.time.format(end)}`;
  return `${f.day.format(start)} ${f.time.format(start)}–${tail}（${f.label}）`;
}

export function formatSlot(startAt: string, endAt: string, timeZone: string): string {
  const f = formats(timeZone);
  return `${f.time.format(new Date(startAt))}–${f.time.format(new Date(endAt))}`;
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

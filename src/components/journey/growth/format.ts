import type { GrowthRecordKind } from '@/contract/journey';
import type { GrowthRecord } from '@/contract/journey-growth';

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** The Beijing calendar day of a moment, YYYY-MM-DD (the server filters by Beijing days). */
export function beijingDay(date: Date): string {
  return new Date(date.getTime() + BEIJING_MS).toISOString().slice(0, 10);
}

/** The Beijing day `days` before now. */
export function daysBefore(now: Date, days: number): string {
  return beijingDay(new Date(now.getTime() - days * DAY_MS));
}

/** 2026年11月: the Beijing month of a moment. */
export function monthLabel(iso: string): string {
  const day = beijingDay(new Date(iso));
  return `${day.slice(0, 4)}年${Number(day.slice(5, 7))}月`;
}

/** 11-20 16:00 in Beijing time. */
export function dayTime(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + BEIJING_MS).toISOString();
  return `${shifted.slice(5, 10)} ${shifted.slice(11, 16)}`;
}

/** Records (newest first) grouped by their Beijing month, the groups newest first. */
export function groupByMonth(records: readonly GrowthRecord[]): { month: string; records: GrowthRecord[] }[] {
  const groups: { month: string; records: GrowthRecord[] }[] = [];
  for (const record of records) {
    const month = monthLabel(record.occurredAt);
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.records.push(record);
    else groups.push({ month, records: [record] });
  }
  return groups;
}

/** Each kind's mark on the timeline: a one-character icon and a colour palette. */
export const KIND_MARK: Record<GrowthRecordKind, { icon: string; palette: string }> = {
  TASK_ASSIGNED: { icon: '任', palette: 'blue' },
  TASK_FINISHED: { icon: '✓', palette: 'green' },
  MATERIAL_UPLOADED: { icon: '材', palette: 'cyan' },
  APPLICATION_STATE: { icon: '申', palette: 'purple' },
  OFFER: { icon: '★', palette: 'orange' },
  EXAM_SCORE: { icon: '考', palette: 'teal' },
  FEEDBACK: { icon: '评', palette: 'pink' },
  MILESTONE: { icon: '◆', palette: 'yellow' },
};

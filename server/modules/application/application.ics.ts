/**
 * The deadlines as an iCalendar file (RFC 5545): one all-day VEVENT per deadline (UID stable: the deadline's
 * id), SUMMARY 申请截止：{校名} {轮次}, a VALARM at 14, 7 and 3 days before; lines end in CRLF and are folded
 * at 75 octets (a continuation line starts with a space), never inside a UTF-8 character.
 */
import { APPLY_LIMITS } from '../../../src/contract/journey-apply.ts';

export interface IcsDeadline {
  id: string;
  universityName: string;
  round: string;
  date: string;
  time: string | null;
  timeZone: string | null;
  note: string;
}

const MAX_OCTETS = 75;

/** TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds one content line into pieces of at most 75 octets joined by CRLF + space. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function buildDeadlinesIcs(deadlines: IcsDeadline[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//liuxue//deadlines//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:申请截止日期',
  ];
  for (const deadline of deadlines) {
    const day = deadline.date.replace(/-/g, '');
    const summary = `申请截止：${deadline.universityName} ${deadline.round}`;
    const when = deadline.time ? `截止时间 ${deadline.time}（${deadline.timeZone ?? '北京时间'}）` : '';
    const description = [when, deadline.note].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:deadline-${deadline.id}@liuxue`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${day}`,
      `SUMMARY:${escapeIcsText(summary)}`,
    );
    if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
    for (const days of APPLY_LIMITS.REMINDER_DAYS) {
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `TRIGGER:-P${days}D`,
        `DESCRIPTION:${escapeIcsText(`${summary}（还有${days}天）`)}`,
        'END:VALARM',
      );
    }
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

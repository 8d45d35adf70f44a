import { asc, desc, eq, sql } from 'drizzle-orm';

import type { Activity } from '../../../src/contract/catalog.ts';
import type { Database } from '../../lib/database.ts';
import { DICTIONARIES } from '../../../src/contract/dictionaries.ts';
import { countRows, offsetOf, type Page, type Paging, toPage, totalOver } from '../../lib/paging.ts';
import { universitiesTable, universityActivitiesTable, type UniversityActivityRow } from './school.table.ts';

const STATUS_NAMES = new Map<string, string>(DICTIONARIES.UNIVERSITY_ACTIVITY_STATUS);

/** UNIVERSITY_ACTIVITY_STATUS from the clock: 01 未开始, 02 报名中, 03 进行中, 04 已结束. */
export function activityStatus(
  row: Pick<UniversityActivityRow, 'signupAt' | 'startAt' | 'endAt'>,
  now: Date,
) {
  const time = now.getTime();
  if (time < row.signupAt.getTime()) return '01';
  if (time < row.startAt.getTime()) return '02';
  if (time < row.endAt.getTime()) return '03';
  return '04';
}

export type ActivityRow = UniversityActivityRow & { universityNameCn: string };

export function toActivity(row: ActivityRow, now: Date): Activity {
  const status = activityStatus(row, now);
  return {
    id: row.id,
    universityId: row.universityId,
    universityNameCn: row.universityNameCn,
    title: row.title,
    kindName: row.kindName,
    status,
    statusName: STATUS_NAMES.get(status) ?? status,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    online: row.online,
    location: row.location,
    description: row.description,
    capacity: row.capacity,
    booked: row.booked,
    remaining: Math.max(0, row.capacity - row.booked),
    timeZone: row.timeZone,
  };
}

const a = universityActivitiesTable;
export const activityColumns = {
  id: a.id,
  universityId: a.universityId,
  title: a.title,
  kindName: a.kindName,
  signupAt: a.signupAt,
  startAt: a.startAt,
  endAt: a.endAt,
  online: a.online,
  location: a.location,
  description: a.description,
  capacity: a.capacity,
  booked: a.booked,
  timeZone: a.timeZone,
  universityNameCn: universitiesTable.nameCn,
};

export type SchoolActivityRepository = ReturnType<typeof createSchoolActivityRepository>;

export function createSchoolActivityRepository({ db }: { db: Database }) {
  return {
    /** Upcoming and running first (soonest first), then the ended ones (latest first). */
    async findPage(query: Paging & { universityId?: string }, now: Date): Promise<Page<Activity>> {
      const where = query.universityId ? eq(a.universityId, query.universityId) : undefined;
      const ended = sql`${a.endAt} <= ${now.toISOString()}::timestamptz`;
      const rows = await db
        .select({ ...activityColumns, total: totalOver() })
        .from(a)
        .innerJoin(universitiesTable, eq(universitiesTable.id, a.universityId))
        .where(where)
        .orderBy(
          asc(ended),
          sql`case when ${ended} then null else ${a.startAt} end asc nulls last`,
          desc(a.startAt),
          asc(a.id),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(query, rows, countRows(db, a, where), (row) => toActivity(row, now));
    },

    async findById(id: string, now: Date): Promise<Activity | undefined> {
      const [row] = await db
        .select(activityColumns)
        .from(a)
        .innerJoin(universitiesTable, eq(universitiesTable.id, a.universityId))
        .where(eq(a.id, id))
        .limit(1);
      return row ? toActivity(row, now) : undefined;
    },
  };
}

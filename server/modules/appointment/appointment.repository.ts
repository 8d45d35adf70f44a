import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';

import {
  APPOINTMENT_KIND_NAMES,
  SESSION_STATES,
  type AdmissionSession,
  type Appointment,
  type AppointmentConfig,
  type AppointmentKind,
  type ActivitySignup,
  type SessionPage,
  type SessionPageQuery,
  type AppointmentAddBody,
} from '../../../src/contract/appointment.ts';
import type { Database } from '../../lib/database.ts';
import { countAll, offsetOf, toPage, totalOver } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { activityColumns, activityStatus, toActivity } from '../school/school-activity.repository.ts';
import { universitiesTable, universityActivitiesTable } from '../school/school.table.ts';
import {
  admissionSessionsTable,
  activitySignupsTable,
  appointmentSlotsTable,
  userAppointmentsTable,
  type AdmissionSessionRow,
} from './appointment.table.ts';
import {
  createActivityAlreadyError,
  createActivityCancelStartedError,
  createActivityClosedError,
  createActivityFullError,
  createActivityNotFoundError,
  createActivityNotOpenError,
  createAlreadyBookedError,
  createAppointmentNotFoundError,
  createCancelStartedError,
  createSessionEndedError,
  createSessionFullError,
  createSessionNotFoundError,
  createSignupNotFoundError,
  createSlotFullError,
  createSlotInvalidError,
} from './appointment.errors.ts';

const s = admissionSessionsTable;
const u = universitiesTable;
const slots = appointmentSlotsTable;
const bookings = userAppointmentsTable;
const signups = activitySignupsTable;
const activities = universityActivitiesTable;

const sessionColumns = {
  id: s.id,
  universityId: s.universityId,
  kind: s.kind,
  title: s.title,
  online: s.online,
  location: s.location,
  startAt: s.startAt,
  endAt: s.endAt,
  timeZone: s.timeZone,
  capacity: s.capacity,
  booked: s.booked,
  description: s.description,
  universityNameCn: u.nameCn,
  universityNameEn: u.nameEn,
  countryCode: u.countryCode,
  countryName: u.countryName,
};

type SessionRow = Omit<AdmissionSessionRow, 'kind'> & {
  kind: string;
  universityNameCn: string;
  universityNameEn: string;
  countryCode: string;
  countryName: string;
};

function toSession(row: SessionRow, now: Date): AdmissionSession {
  const kind = (row.kind === '02' ? '02' : '01') satisfies AppointmentKind;
  const remaining = Math.max(0, row.capacity - row.booked);
  const state = row.startAt.getTime() <= now.getTime() ? 'ended' : remaining === 0 ? 'full' : 'open';
  return {
    id: row.id,
    universityId: row.universityId,
    universityNameCn: row.universityNameCn,
    universityNameEn: row.universityNameEn,
    countryCode: row.countryCode,
    countryName: row.countryName,
    kind,
    kindName: APPOINTMENT_KIND_NAMES[kind],
    title: row.title,
    online: row.online,
    location: row.location,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    timeZone: row.timeZone,
    capacity: row.capacity,
    booked: row.booked,
    remaining,
    state,
    stateName: SESSION_STATES[state],
    description: row.description,
  };
}

/** A Beijing calendar day (YYYY-MM-DD) as the instant it starts, plus `days`. */
function beijingDayStart(day: string, days = 0): string {
  const start = new Date(`${day}T00:00:00+08:00`);
  return new Date(start.getTime() + days * 86_400_000).toISOString();
}

function isDay(day: string): boolean {
  return !Number.isNaN(new Date(`${day}T00:00:00+08:00`).getTime());
}

export type AppointmentRepository = ReturnType<typeof createAppointmentRepository>;

/** What the parts of createAppointmentRepository share. */
function appointmentRepositoryContext({ db }: { db: Database }) {
  async function sessionById(tx: Database, id: string): Promise<SessionRow | undefined> {
    const [row] = await tx
      .select(sessionColumns)
      .from(s)
      .innerJoin(u, eq(u.id, s.universityId))
      .where(eq(s.id, id));
    return row;
  }
  return { db, sessionById };
}

type AppointmentRepositoryContext = ReturnType<typeof appointmentRepositoryContext>;

/** Upcoming sessions first (soonest first), then the ended ones (latest first). */
function upcomingFirst(now: Date): SQL[] {
  const ended = sql`${s.startAt} <= ${now.toISOString()}::timestamptz`;
  return [
    asc(ended),
    sql`case when ${ended} then null else ${s.startAt} end asc nulls last`,
    desc(s.startAt),
  ];
}

function createSessionRows(ctx: AppointmentRepositoryContext) {
  const { db, sessionById } = ctx;
  return {
    /** Sessions of a kind: upcoming first (soonest first), then the ended ones (latest first). */
    async findPage(
      kind: AppointmentKind,
      query: SessionPageQuery & { pageIndex: number; pageSize: number },
      now: Date,
    ) {
      const conditions: SQL[] = [eq(s.kind, kind)];
      if (query.countryCode) conditions.push(eq(u.countryCode, query.countryCode));
      if (query.online) conditions.push(eq(s.online, query.online === '1'));
      if (query.dateFrom && isDay(query.dateFrom))
        conditions.push(sql`${s.startAt} >= ${beijingDayStart(query.dateFrom)}::timestamptz`);
      if (query.dateTo && isDay(query.dateTo))
        conditions.push(sql`${s.startAt} < ${beijingDayStart(query.dateTo, 1)}::timestamptz`);
      const where = and(...conditions);
      const rows = await db
        .select({ ...sessionColumns, total: totalOver() })
        .from(s)
        .innerJoin(u, eq(u.id, s.universityId))
        .where(where)
        .orderBy(...upcomingFirst(now), asc(s.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      const page = await toPage(
        query,
        rows,
        async () => {
          const [row] = await db
            .select({ total: countAll() })
            .from(s)
            .innerJoin(u, eq(u.id, s.universityId))
            .where(where);
          return row?.total ?? 0;
        },
        (row) => toSession(row, now),
      );
      const countries = await db
        .selectDistinct({ code: u.countryCode, name: u.countryName })
        .from(s)
        .innerJoin(u, eq(u.id, s.universityId))
        .where(eq(s.kind, kind))
        .orderBy(asc(u.countryCode));
      const sessionPage: SessionPage = { ...page, countries };
      return sessionPage;
    },

    async findConfig(sessionId: string, now: Date): Promise<AppointmentConfig> {
      const session = await sessionById(db, sessionId);
      if (!session) throw createSessionNotFoundError();
      const rows = await db
        .select()
        .from(slots)
        .where(eq(slots.sessionId, sessionId))
        .orderBy(asc(slots.startAt), asc(slots.id));
      return {
        session: toSession(session, now),
        slots: rows.map((slot) => ({
          id: slot.id,
          startAt: slot.startAt.toISOString(),
          endAt: slot.endAt.toISOString(),
          capacity: slot.capacity,
          booked: slot.booked,
          remaining: Math.max(0, slot.capacity - slot.booked),
        })),
      };
    },
  };
}

function createBookingRows(ctx: AppointmentRepositoryContext) {
  const { db, sessionById } = ctx;
  return {
    /**
     * Books a slot: one transaction whose insert refuses a second booking of the student (unique (user,
     * session)) and whose one update takes a place only while the slot has one (`booked < capacity`, row
     * locked: concurrent bookings queue on it and re-check), then counts it on the session.
     */
    async book(userId: string, body: AppointmentAddBody, now: Date): Promise<string> {
      return db.transaction(async (tx) => {
        const session = await sessionById(tx, body.sessionId);
        if (!session) throw createSessionNotFoundError();
        if (session.startAt.getTime() <= now.getTime()) throw createSessionEndedError();
        const [slot] = await tx
          .select({ id: slots.id })
          .from(slots)
          .where(and(eq(slots.id, body.slotId), eq(slots.sessionId, body.sessionId)));
        if (!slot) throw createSlotInvalidError();
        const [inserted] = await tx
          .insert(bookings)
          .values({
            userId,
            sessionId: body.sessionId,
            slotId: body.slotId,
            contactName: body.contactName,
            contactPhone: body.contactPhone,
            note: body.note ?? '',
            createdAt: now,
          })
          .onConflictDoNothing({ target: [bookings.userId, bookings.sessionId] })
          .returning({ id: bookings.id });
        if (!inserted) throw createAlreadyBookedError();
        const [taken] = await tx
          .update(slots)
          .set({ booked: sql`${slots.booked} + 1` })
          .where(and(eq(slots.id, body.slotId), lt(slots.booked, slots.capacity)))
          .returning({ id: slots.id });
        if (!taken) {
          const [left] = await tx
            .select({ left: sql<number>`${s.capacity} - ${s.booked}`.mapWith(Number) })
            .from(s)
            .where(eq(s.id, body.sessionId));
          throw (left?.left ?? 0) > 0 ? createSlotFullError() : createSessionFullError();
        }
        await tx
          .update(s)
          .set({ booked: sql`${s.booked} + 1` })
          .where(eq(s.id, body.sessionId));
        return inserted.id;
      });
    },

    /** Cancels one of the student's own appointments before its session starts; frees the place. */
    async cancel(userId: string, id: string, now: Date): Promise<void> {
      if (!isUuid(id)) throw createAppointmentNotFoundError();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ startAt: s.startAt })
          .from(bookings)
          .innerJoin(s, eq(s.id, bookings.sessionId))
          .where(and(eq(bookings.id, id), eq(bookings.userId, userId)));
        if (!row) throw createAppointmentNotFoundError();
        if (row.startAt.getTime() <= now.getTime()) throw createCancelStartedError();
        const [deleted] = await tx
          .delete(bookings)
          .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
          .returning({ slotId: bookings.slotId, sessionId: bookings.sessionId });
        if (!deleted) throw createAppointmentNotFoundError();
        await tx
          .update(slots)
          .set({ booked: sql`${slots.booked} - 1` })
          .where(and(eq(slots.id, deleted.slotId), gt(slots.booked, 0)));
        await tx
          .update(s)
          .set({ booked: sql`${s.booked} - 1` })
          .where(and(eq(s.id, deleted.sessionId), gt(s.booked, 0)));
      });
    },
  };
}

function createMyAppointmentRows(ctx: AppointmentRepositoryContext) {
  const { db } = ctx;
  return {
    /** The student's appointments (of one kind, or all): upcoming first, soonest first. */
    async listMine(userId: string, now: Date, kind?: AppointmentKind): Promise<Appointment[]> {
      const conditions: SQL[] = [eq(bookings.userId, userId)];
      if (kind) conditions.push(eq(s.kind, kind));
      const rows = await db
        .select({
          ...sessionColumns,
          appointmentId: bookings.id,
          slotId: bookings.slotId,
          slotStartAt: slots.startAt,
          slotEndAt: slots.endAt,
          contactName: bookings.contactName,
          contactPhone: bookings.contactPhone,
          note: bookings.note,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(s, eq(s.id, bookings.sessionId))
        .innerJoin(u, eq(u.id, s.universityId))
        .innerJoin(slots, eq(slots.id, bookings.slotId))
        .where(and(...conditions))
        .orderBy(...upcomingFirst(now))
        .limit(200);
      return rows.map((row) => ({
        id: row.appointmentId,
        slotId: row.slotId,
        slotStartAt: row.slotStartAt.toISOString(),
        slotEndAt: row.slotEndAt.toISOString(),
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        note: row.note,
        createdAt: row.createdAt.toISOString(),
        session: toSession(row, now),
      }));
    },
  };
}

function createSignupRows(ctx: AppointmentRepositoryContext) {
  const { db } = ctx;
  return {
    /**
     * Signs the student up for an activity while its registration is open: the insert refuses a second
     * sign-up, the one update takes a place only while there is one (same rule as a booking).
     */
    async signUp(userId: string, activityId: string, now: Date): Promise<ActivitySignup> {
      return db.transaction(async (tx) => {
        const [activity] = await tx.select().from(activities).where(eq(activities.id, activityId));
        if (!activity) throw createActivityNotFoundError();
        const status = activityStatus(activity, now);
        if (status === '01') throw createActivityNotOpenError();
        if (status !== '02') throw createActivityClosedError();
        const [inserted] = await tx
          .insert(signups)
          .values({ userId, activityId, createdAt: now })
          .onConflictDoNothing({ target: [signups.userId, signups.activityId] })
          .returning({ id: signups.id, createdAt: signups.createdAt });
        if (!inserted) throw createActivityAlreadyError();
        const [taken] = await tx
          .update(activities)
          .set({ booked: sql`${activities.booked} + 1` })
          .where(and(eq(activities.id, activityId), lt(activities.booked, activities.capacity)))
          .returning({ id: activities.id });
        if (!taken) throw createActivityFullError();
        const [row] = await tx
          .select(activityColumns)
          .from(activities)
          .innerJoin(u, eq(u.id, activities.universityId))
          .where(eq(activities.id, activityId));
        return {
          id: inserted.id,
          createdAt: inserted.createdAt.toISOString(),
          activity: toActivity(row!, now),
        };
      });
    },

    async cancelSignup(userId: string, id: string, now: Date): Promise<void> {
      if (!isUuid(id)) throw createSignupNotFoundError();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ startAt: activities.startAt })
          .from(signups)
          .innerJoin(activities, eq(activities.id, signups.activityId))
          .where(and(eq(signups.id, id), eq(signups.userId, userId)));
        if (!row) throw createSignupNotFoundError();
        if (row.startAt.getTime() <= now.getTime()) throw createActivityCancelStartedError();
        const [deleted] = await tx
          .delete(signups)
          .where(and(eq(signups.id, id), eq(signups.userId, userId)))
          .returning({ activityId: signups.activityId });
        if (!deleted) throw createSignupNotFoundError();
        await tx
          .update(activities)
          .set({ booked: sql`${activities.booked} - 1` })
          .where(and(eq(activities.id, deleted.activityId), gt(activities.booked, 0)));
      });
    },

    /** The student's sign-ups (of one activity, or all): upcoming first. */
    async listSignups(userId: string, now: Date, activityId?: string): Promise<ActivitySignup[]> {
      const conditions: SQL[] = [eq(signups.userId, userId)];
      if (activityId) conditions.push(eq(signups.activityId, activityId));
      const ended = sql`${activities.endAt} <= ${now.toISOString()}::timestamptz`;
      const rows = await db
        .select({ ...activityColumns, signupId: signups.id, signedAt: signups.createdAt })
        .from(signups)
        .innerJoin(activities, eq(activities.id, signups.activityId))
        .innerJoin(u, eq(u.id, activities.universityId))
        .where(and(...conditions))
        .orderBy(asc(ended), asc(activities.startAt))
        .limit(200);
      return rows.map((row) => ({
        id: row.signupId,
        createdAt: row.signedAt.toISOString(),
        activity: toActivity(row, now),
      }));
    },
  };
}

export function createAppointmentRepository(deps: { db: Database }) {
  const ctx = appointmentRepositoryContext(deps);
  return {
    ...createSessionRows(ctx),
    ...createBookingRows(ctx),
    ...createMyAppointmentRows(ctx),
    ...createSignupRows(ctx),
  };
}

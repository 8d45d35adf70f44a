/**
 * Admission and visit appointments and activity sign-up (src/contract/appointment.ts) through app.inject, on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL): the lists and their filters, the config's slots, booking
 * rules and messages, cancel, 我的预约, the 50-student race for the last place, and the seeded activity times.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import {
  APPOINTMENT_MESSAGES as M,
  type ActivitySignup,
  type AdmissionSession,
  type Appointment,
  type AppointmentConfig,
  type MyAppointments,
  type SessionPage,
} from '../../src/contract/appointment.ts';
import type { Activity } from '../../src/contract/catalog.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import {
  ACTIVITY_TEMPLATES,
  activityTimeZone,
  buildActivities,
} from '../../server/seed/catalog/activities.ts';
import { localHourOf, timeZoneOf } from '../../server/seed/catalog/time-zones.ts';
import {
  admissionSessionsTable,
  appointmentSlotsTable,
  userAppointmentsTable,
} from '../../server/modules/appointment/appointment.table.ts';
import { universitiesTable, universityActivitiesTable } from '../../server/modules/school/school.table.ts';
import { createStudents, issueTokens } from '../helpers/chat-fixtures.ts';
import { authHeaders, DEMO, envelopeOf, loginByPassword } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let token: string;
let otherToken: string;

beforeAll(async () => {
  token = (await loginByPassword(t, DEMO.student)).token;
  otherToken = (await loginByPassword(t, DEMO.member)).token;
}, 60_000);
async function get<T>(url: string, query: Record<string, string> = {}, auth?: string) {
  const response = await t.inject({ method: 'GET', url, query, headers: auth ? authHeaders(auth) : {} });
  return { response, body: envelopeOf<T>(response) };
}
async function post<T>(url: string, payload: object, auth?: string) {
  const response = await t.inject({ method: 'POST', url, payload, headers: auth ? authHeaders(auth) : {} });
  return { response, body: envelopeOf<T>(response) };
}

const contact = { contactName: '张同学', contactPhone: '13912345678' };

async function openSession(url: string, predicate: (s: AdmissionSession) => boolean = () => true) {
  const { body } = await get<SessionPage>(url, { pageSize: '50' });
  const session = body.data.list.find((s) => s.state === 'open' && predicate(s));
  if (!session) throw new Error('no open session');
  const config = await get<AppointmentConfig>(API.appointment.config, { sessionId: session.id });
  return config.body.data;
}

describe('lists: pageQueryUniversityAdmission and pageQueryUniversityVisitTask', () => {
  it('answers ~30 schools of interviews and of visits with places left, upcoming first, ended last', async () => {
    for (const [url, kind] of [
      [API.appointment.admissionPage, '01'],
      [API.appointment.visitPage, '02'],
    ] as const) {
      const { response, body } = await get<SessionPage>(url, { pageSize: '50' });
      expect(response.statusCode).toBe(200);
      expect(body.data.total).toBeGreaterThanOrEqual(30);
      const list = body.data.list;
      expect(list.every((s) => s.kind === kind)).toBe(true);
      expect(list[0]?.state).not.toBe('ended');
      const firstEnded = list.findIndex((s) => s.state === 'ended');
      if (firstEnded >= 0) expect(list.slice(firstEnded).every((s) => s.state === 'ended')).toBe(true);
      for (const s of list) {
        expect(s.remaining).toBe(s.capacity - s.booked);
        expect(s.description).toContain('示例');
        // hours of the kind, in the zone the session is held in
        const start = localHourOf(new Date(s.startAt), s.timeZone);
        const end = localHourOf(new Date(s.endAt), s.timeZone);
        if (s.online) {
          expect(s.timeZone).toBe('Asia/Shanghai');
          expect(start).toBeGreaterThanOrEqual(19);
          expect(end).toBeLessThanOrEqual(21);
        } else {
          expect(start, `${s.title} ${s.timeZone}`).toBeGreaterThanOrEqual(9);
          expect(end).toBeLessThanOrEqual(17);
        }
      }
      expect(body.data.countries.length).toBeGreaterThan(3);
    }
    const { body } = await get<SessionPage>(API.appointment.admissionPage, { pageSize: '50' });
    // some nearly full and some full sessions
    expect(body.data.list.some((s) => s.state === 'open' && s.remaining === 1)).toBe(true);
    expect(body.data.list.some((s) => s.state === 'full')).toBe(true);
  });

  it('filters by country, online and Beijing date range', async () => {
    const gb = await get<SessionPage>(API.appointment.visitPage, { countryCode: 'GB', pageSize: '50' });
    expect(gb.body.data.total).toBeGreaterThan(0);
    expect(gb.body.data.list.every((s) => s.countryCode === 'GB')).toBe(true);
    const online = await get<SessionPage>(API.appointment.admissionPage, { online: '1', pageSize: '50' });
    expect(online.body.data.list.length).toBeGreaterThan(0);
    expect(online.body.data.list.every((s) => s.online)).toBe(true);
    const onSite = await get<SessionPage>(API.appointment.admissionPage, { online: '0', pageSize: '50' });
    expect(onSite.body.data.list.every((s) => !s.online)).toBe(true);
    const day = (offset: number) =>
      new Date(t.clock.now().getTime() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const ranged = await get<SessionPage>(API.appointment.admissionPage, {
      dateFrom: day(5),
      dateTo: day(10),
      pageSize: '50',
    });
    expect(ranged.body.data.total).toBeGreaterThan(0);
    for (const s of ranged.body.data.list) {
      const beijing = new Date(new Date(s.startAt).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      expect(beijing >= day(5) && beijing <= day(10)).toBe(true);
    }
    const bad = await get(API.appointment.admissionPage, { online: 'yes' });
    expect(bad.body.code).toBe(RESULT_CODE.INVALID);
  });
});

describe('findUserAppointmentConfig', () => {
  it('answers the slots of a session with places left; 404 for an unknown one', async () => {
    const config = await openSession(API.appointment.admissionPage);
    expect(config.slots.length).toBeGreaterThan(0);
    expect(config.slots.reduce((sum, s) => sum + s.capacity, 0)).toBe(config.session.capacity);
    expect(config.slots.reduce((sum, s) => sum + s.remaining, 0)).toBe(config.session.remaining);
    const missing = await get(API.appointment.config, { sessionId: 'nope' });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body.message).toBe(M.sessionNotFound);
  });
});

describe('userAppointment/studentAdd, cancel, AdmissionTask and 我的预约', () => {
  it('books a slot (login), refuses a second booking, lists it and cancels it (own only)', async () => {
    const config = await openSession(API.appointment.visitPage, (s) => s.remaining > 2);
    const slot = config.slots.find((s) => s.remaining > 0)!;
    const payload = { sessionId: config.session.id, slotId: slot.id, ...contact, note: '希望参观工程学院' };

    const anonymous = await post(API.appointment.add, payload);
    expect(anonymous.response.statusCode).toBe(401);

    const invalid = await post(API.appointment.add, { ...payload, contactPhone: '123' }, token);
    expect(invalid.body.code).toBe(RESULT_CODE.INVALID);
    expect(invalid.body.message).toBe('请输入正确的手机号');
    const noName = await post(API.appointment.add, { ...payload, contactName: '  ' }, token);
    expect(noName.body.message).toBe(M.contactName);
    const wrongSlot = await post(API.appointment.add, { ...payload, slotId: 'nope' }, token);
    expect(wrongSlot.body.message).toBe(M.slotRequired);

    const booked = await post<Appointment>(API.appointment.add, payload, token);
    expect(booked.body.code).toBe(200);
    expect(booked.body.data.session.remaining).toBe(config.session.remaining - 1);
    expect(booked.body.data.slotId).toBe(slot.id);

    const twice = await post(API.appointment.add, payload, token);
    expect(twice.body.code).toBe(RESULT_CODE.ERROR);
    expect(twice.body.message).toBe(M.alreadyBooked);
    const otherSlot = config.slots.find((s) => s.id !== slot.id) ?? slot;
    const twiceOtherSlot = await post(API.appointment.add, { ...payload, slotId: otherSlot.id }, token);
    expect(twiceOtherSlot.body.message).toBe(M.alreadyBooked);

    const after = await get<AppointmentConfig>(API.appointment.config, { sessionId: config.session.id });
    expect(after.body.data.slots.find((s) => s.id === slot.id)?.remaining).toBe(slot.remaining - 1);

    const visits = await get<Appointment[]>(API.appointment.admissionTask, { kind: '02' }, token);
    expect(visits.body.data.map((a) => a.id)).toContain(booked.body.data.id);
    const interviews = await get<Appointment[]>(API.appointment.admissionTask, {}, token);
    expect(interviews.body.data.map((a) => a.id)).not.toContain(booked.body.data.id);
    const mine = await get<MyAppointments>(API.appointment.mine, {}, token);
    expect(mine.body.data.appointments[0]?.note).toBe('希望参观工程学院');
    const others = await get<MyAppointments>(API.appointment.mine, {}, otherToken);
    expect(others.body.data.appointments).toEqual([]);

    const stranger = await post(API.appointment.cancel, { id: booked.body.data.id }, otherToken);
    expect(stranger.response.statusCode).toBe(404);
    expect(stranger.body.message).toBe(M.appointmentNotFound);
    const notUuid = await post(API.appointment.cancel, { id: 'nope' }, token);
    expect(notUuid.response.statusCode).toBe(404);

    const cancelled = await post(API.appointment.cancel, { id: booked.body.data.id }, token);
    expect(cancelled.body.code).toBe(200);
    const restored = await get<AppointmentConfig>(API.appointment.config, { sessionId: config.session.id });
    expect(restored.body.data.session.remaining).toBe(config.session.remaining);
    expect((await get<MyAppointments>(API.appointment.mine, {}, token)).body.data.appointments).toEqual([]);
    // booking again after a cancel is allowed
    const again = await post<Appointment>(API.appointment.add, payload, token);
    expect(again.body.code).toBe(200);
    await post(API.appointment.cancel, { id: again.body.data.id }, token);
  });

  it('answers 该场次名额已满 for a full session and 该场次已结束 for a past one', async () => {
    const { body } = await get<SessionPage>(API.appointment.admissionPage, { pageSize: '50' });
    const full = body.data.list.find((s) => s.state === 'full')!;
    const fullConfig = await get<AppointmentConfig>(API.appointment.config, { sessionId: full.id });
    const refused = await post(
      API.appointment.add,
      { sessionId: full.id, slotId: fullConfig.body.data.slots[0]!.id, ...contact },
      token,
    );
    expect(refused.body.message).toBe(M.full);
    const ended = body.data.list.find((s) => s.state === 'ended')!;
    const endedConfig = await get<AppointmentConfig>(API.appointment.config, { sessionId: ended.id });
    const late = await post(
      API.appointment.add,
      { sessionId: ended.id, slotId: endedConfig.body.data.slots[0]!.id, ...contact },
      token,
    );
    expect(late.body.message).toBe(M.ended);
  });

  it('answers 该时段名额已满 for a full slot of a session that still has places', async () => {
    const config = await openSession(API.appointment.admissionPage, (s) => s.remaining === 1);
    const fullSlot = config.slots.find((s) => s.remaining === 0)!;
    const refused = await post(
      API.appointment.add,
      { sessionId: config.session.id, slotId: fullSlot.id, ...contact },
      token,
    );
    expect(refused.body.message).toBe(M.slotFull);
  });

  it('50 students booking the last place at once: exactly one booking', async () => {
    const config = await openSession(API.appointment.admissionPage, (s) => s.remaining === 1);
    const slot = config.slots.find((s) => s.remaining === 1)!;
    const ids = await createStudents(t.app.db, 50, '1961');
    const people = await issueTokens(t.app.db, ids, t.clock.now());
    const answers = await Promise.all(
      people.map((person, i) =>
        post(
          API.appointment.add,
          {
            sessionId: config.session.id,
            slotId: slot.id,
            contactName: `学生${i}`,
            contactPhone: '13912345678',
          },
          person.token,
        ),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === M.full)).toHaveLength(49);
    const db = t.app.db;
    const [session] = await db
      .select()
      .from(admissionSessionsTable)
      .where(eq(admissionSessionsTable.id, config.session.id));
    expect(session!.booked).toBe(session!.capacity);
    const [slotRow] = await db
      .select()
      .from(appointmentSlotsTable)
      .where(eq(appointmentSlotsTable.id, slot.id));
    expect(slotRow!.booked).toBe(slotRow!.capacity);
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(userAppointmentsTable)
      .where(eq(userAppointmentsTable.sessionId, config.session.id));
    expect(count!.n).toBe(1);
  }, 60_000);

  it('one student sending the same booking 10 times at once gets one booking', async () => {
    const config = await openSession(API.appointment.visitPage, (s) => s.remaining > 10);
    const slot = config.slots.find((s) => s.remaining > 0)!;
    const [person] = await issueTokens(t.app.db, await createStudents(t.app.db, 1, '1962'), t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          API.appointment.add,
          { sessionId: config.session.id, slotId: slot.id, ...contact },
          person!.token,
        ),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === M.alreadyBooked)).toHaveLength(9);
    const after = await get<AppointmentConfig>(API.appointment.config, { sessionId: config.session.id });
    expect(after.body.data.session.remaining).toBe(config.session.remaining - 1);
  }, 30_000);
});

describe('activity sign-up: viewUniversityActivityAndFinishedTask', () => {
  async function activityWith(status: string): Promise<Activity> {
    for (let pageIndex = 1; pageIndex <= 3; pageIndex += 1) {
      const { body } = await get<{ list: Activity[] }>(API.university.activityPage, {
        pageSize: '50',
        pageIndex: String(pageIndex),
      });
      const activity = body.data.list.find((a) => a.status === status);
      if (activity) return activity;
    }
    throw new Error(`no activity of status ${status}`);
  }

  it('signs up once while registration is open, lists it in 我的预约 and cancels it (own only)', async () => {
    const activity = await activityWith('02');
    const anonymous = await post(API.appointment.activitySignup, { activityId: activity.id });
    expect(anonymous.response.statusCode).toBe(401);
    const signed = await post<ActivitySignup>(
      API.appointment.activitySignup,
      { activityId: activity.id },
      token,
    );
    expect(signed.body.code).toBe(200);
    expect(signed.body.data.activity.remaining).toBe(activity.remaining - 1);
    const twice = await post(API.appointment.activitySignup, { activityId: activity.id }, token);
    expect(twice.body.message).toBe(M.activityAlready);
    const of = await get<ActivitySignup | null>(
      API.appointment.activitySignupOf,
      { activityId: activity.id },
      token,
    );
    expect(of.body.data?.id).toBe(signed.body.data.id);
    const ofOther = await get(API.appointment.activitySignupOf, { activityId: activity.id }, otherToken);
    expect(ofOther.body.data).toBeNull();
    const mine = await get<MyAppointments>(API.appointment.mine, {}, token);
    expect(mine.body.data.activities.map((s) => s.id)).toContain(signed.body.data.id);

    const stranger = await post(API.appointment.activityCancel, { id: signed.body.data.id }, otherToken);
    expect(stranger.body.message).toBe(M.signupNotFound);
    const cancelled = await post(API.appointment.activityCancel, { id: signed.body.data.id }, token);
    expect(cancelled.body.code).toBe(200);
    const detail = await get<Activity>(API.university.activityDetail, { id: activity.id });
    expect(detail.body.data.remaining).toBe(activity.remaining);
  });

  it('refuses an activity not yet open, ended, unknown, or full', async () => {
    const notOpen = await post(
      API.appointment.activitySignup,
      { activityId: (await activityWith('01')).id },
      token,
    );
    expect(notOpen.body.message).toBe(M.activityNotOpen);
    const ended = await post(
      API.appointment.activitySignup,
      { activityId: (await activityWith('04')).id },
      token,
    );
    expect(ended.body.message).toBe(M.activityClosed);
    const unknown = await post(API.appointment.activitySignup, { activityId: 'nope' }, token);
    expect(unknown.response.statusCode).toBe(404);

    const activity = await activityWith('02');
    await t.app.db
      .update(universityActivitiesTable)
      .set({ booked: sql`${universityActivitiesTable.capacity} - 1` })
      .where(eq(universityActivitiesTable.id, activity.id));
    const people = await issueTokens(t.app.db, await createStudents(t.app.db, 20, '1963'), t.clock.now());
    const answers = await Promise.all(
      people.map((person) => post(API.appointment.activitySignup, { activityId: activity.id }, person.token)),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === M.activityFull)).toHaveLength(19);
  }, 30_000);
});

describe('seeded activity times', () => {
  const templateOf = (kindName: string) => ACTIVITY_TEMPLATES.find((t) => t.kindName === kindName)!;

  it('open days start 9:00 and end 17:00 local time; online sessions in the Beijing evening', async () => {
    const rows = await t.app.db
      .select({
        kindName: universityActivitiesTable.kindName,
        online: universityActivitiesTable.online,
        startAt: universityActivitiesTable.startAt,
        endAt: universityActivitiesTable.endAt,
        timeZone: universityActivitiesTable.timeZone,
        id: universitiesTable.id,
        nameCn: universitiesTable.nameCn,
        countryCode: universitiesTable.countryCode,
        countryName: universitiesTable.countryName,
        city: universitiesTable.city,
      })
      .from(universityActivitiesTable)
      .innerJoin(universitiesTable, eq(universitiesTable.id, universityActivitiesTable.universityId));
    expect(rows.length).toBe(150);
    for (const row of rows) {
      // every seeded school's city has a known zone (no fallback to Beijing for a school abroad)
      expect(timeZoneOf(row.countryCode, row.city), `${row.nameCn} ${row.city}`).toBeDefined();
      const zone = activityTimeZone(row, row.online);
      expect(row.timeZone).toBe(zone);
      const start = localHourOf(row.startAt, zone);
      const end = localHourOf(row.endAt, zone);
      if (!row.online) {
        expect(start, `${row.nameCn} ${row.kindName} ${zone}`).toBeGreaterThanOrEqual(8);
        expect(start).toBeLessThanOrEqual(18);
        expect(end).toBeLessThanOrEqual(18);
        expect([start, end]).toEqual([9, 17]);
      } else {
        const template = templateOf(row.kindName);
        expect([start, end]).toEqual([template.startHour, template.endHour]);
      }
    }
  });

  it('whatever the hour of the seed, in every season', async () => {
    const schools = await t.app.db
      .select({
        id: universitiesTable.id,
        nameCn: universitiesTable.nameCn,
        countryCode: universitiesTable.countryCode,
        countryName: universitiesTable.countryName,
        city: universitiesTable.city,
        cityCn: universitiesTable.cityCn,
      })
      .from(universitiesTable)
      .where(and(sql`${universitiesTable.qsRank} is not null`))
      .orderBy(universitiesTable.qsRank)
      .limit(50);
    for (let k = 0; k < 24; k += 1) {
      const now = new Date(Date.UTC(2026, k % 12, 1 + k, k, 17));
      for (const activity of buildActivities(schools, now)) {
        const school = schools.find((s) => s.id === activity.universityId)!;
        const zone = activityTimeZone(school, activity.online);
        const start = localHourOf(activity.startAt, zone);
        // the place in Chinese: 加拿大·温哥华, not 加拿大·Vancouver
        if (!activity.online && school.cityCn) expect(activity.location).toContain(school.cityCn);
        if (!activity.online)
          expect(start >= 8 && start <= 18, `${activity.title} ${now.toISOString()}`).toBe(true);
        else expect(start).toBeGreaterThanOrEqual(19);
        expect(activity.booked).toBeLessThan(activity.capacity);
      }
    }
  });
});

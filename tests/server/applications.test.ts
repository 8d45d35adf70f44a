/**
 * Applications, delivery, offers, exchange rates and deadlines (src/contract/journey-apply.ts) on PGlite and
 * PostgreSQL: every call of the student and of the console; another student's application, offer or deadline
 * is refused and stays as it was; staff who do not advise the student are refused; a batch of two is
 * delivered (all or nothing); the .ics export's format; deadline notices at 14, 7 and 3 days, each once, by
 * the app clock; the student's own exchange rates.
 */
import { randomUUID } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import type { Notice } from '../../src/contract/chat.ts';
import {
  APPLY_TEXT,
  type Application,
  type ConsoleApplications,
  type Deadline,
  type Offer,
  type OfferEmail,
  type OfferPage,
  type Rates,
  type SelectedUniversity,
} from '../../src/contract/journey-apply.ts';
import { createApplicationUsecases } from '../../server/modules/application/application.usecases.ts';
import { applicationsTable } from '../../server/modules/application/application.table.ts';
import { noticesTable } from '../../server/modules/notice/notice.table.ts';
import { filesTable } from '../../server/modules/files/files.table.ts';
import { growthRecordsTable } from '../../server/modules/growth/growth.table.ts';
import { myUniversityListTable } from '../../server/modules/my-university-list/my-university-list.table.ts';
import { paperworkTable } from '../../server/modules/paperwork/paperwork.table.ts';
import { universitiesTable } from '../../server/modules/school/school.table.ts';
import { userTasksTable } from '../../server/modules/task/task.table.ts';
import { usersTable } from '../../server/modules/user/user.table.ts';
import {
  DEMO,
  authHeaders,
  createTestClock,
  envelopeOf,
  loginByPassword,
  callApi,
} from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** 2026-11-24 10:00 in Beijing. */
const START = Date.parse('2026-11-24T02:00:00Z');
const DAY = 86_400_000;

/** The notices to the other student (the member's deadlines have their own). */
const theirs = (notices: Notice[]) => notices.filter((n) => n.userId === other.user.id);

const t = useTestApp({ clock: createTestClock(START) });
let member: LoginResult;
let other: LoginResult;
let plain: LoginResult;
let staff: LoginResult;
let counselor: LoginResult;
let chosen: string[] = [];
let otherChosen: string;
let universityNames: string[] = [];

const call = <T>(method: HTTPMethods, url: string, token: string | null, payload?: object) =>
  callApi<T>(t, token, method, url, payload);

async function addChosen(userId: string, universityId: string): Promise<string> {
  const [row] = await t.app.db
    .insert(myUniversityListTable)
    .values({ userId, universityId, joinedAt: new Date(START) })
    .returning({ id: myUniversityListTable.id });
  if (!row) throw new Error('no row');
  return row.id;
}

async function addPaperwork(studentId: string, title: string, deleted = false): Promise<string> {
  const [file] = await t.app.db
    .insert(filesTable)
    .values({
      ownerId: studentId,
      fileType: 'ABROAD_PROGRAM',
      fileName: `${title}.pdf`,
      contentType: 'application/pdf',
      byteSize: 10,
      storageKey: `test/${randomUUID()}`,
    })
    .returning({ id: filesTable.id });
  if (!file) throw new Error('no file');
  const [row] = await t.app.db
    .insert(paperworkTable)
    .values({
      studentId,
      kind: 'PAPERWORK',
      typeCode: 'PS',
      title,
      groupId: randomUUID(),
      fileId: file.id,
      deletedAt: deleted ? new Date(START) : null,
    })
    .returning({ id: paperworkTable.id });
  if (!row) throw new Error('no paperwork');
  return row.id;
}

async function applicationRow(id: string) {
  const [row] = await t.app.db.select().from(applicationsTable).where(eq(applicationsTable.id, id));
  return row;
}

const offerBody = (applicationId: string) => ({
  applicationId,
  tuition: { amount: 50_000, currency: 'USD' },
  living: { amount: 20_000, currency: 'USD' },
  scholarship: { amount: 10_000, currency: 'USD' },
  durationMonths: 24,
  conditional: true,
  conditions: '雅思 7.0',
  replyDeadline: '2027-04-15',
  emailSubject: 'Offer of admission',
  emailContent: 'Dear student,\nWe are delighted to offer you admission.',
});

beforeAll(async () => {
  [member, other, plain, staff, counselor] = await Promise.all([
    loginByPassword(t, DEMO.member),
    loginByPassword(t, DEMO.other),
    loginByPassword(t, DEMO.student),
    loginByPassword(t, DEMO.platformStaff),
    loginByPassword(t, DEMO.counselor),
  ]);
  const schools = await t.app.db
    .select({ id: universitiesTable.id, name: universitiesTable.nameCn })
    .from(universitiesTable)
    .where(eq(universitiesTable.countryCode, 'US'))
    .orderBy(universitiesTable.qsRank)
    .limit(4);
  universityNames = schools.map((s) => s.name);
  chosen = [];
  for (const school of schools.slice(0, 3)) chosen.push(await addChosen(member.user.id, school.id));
  otherChosen = await addChosen(other.user.id, schools[3]?.id ?? '');
});

afterAll(async () => {
  await t?.close();
});

describe('applications of the student', () => {
  let first: Application;

  it('lists the 我的大学List schools; applying makes one 准备中, applying again answers the same', async () => {
    const before = await call<{ list: SelectedUniversity[] }>('GET', API.application.selected, member.token);
    expect(before.data.list).toHaveLength(3);
    expect(before.data.list.every((row) => row.application === null)).toBe(true);

    const applied = await call<Application>('POST', API.application.apply, member.token, {
      chosenId: chosen[0],
      program: 'MS Computer Science',
      degree: '硕士',
      round: 'RD',
    });
    expect(applied.status).toBe(200);
    expect(applied.data).toMatchObject({ state: 'PREPARING', program: 'MS Computer Science', round: 'RD' });
    expect(applied.data.history.map((e) => e.state)).toEqual(['PREPARING']);
    first = applied.data;

    const again = await call<Application>('POST', API.application.apply, member.token, {
      chosenId: chosen[0],
    });
    expect(again.data.id).toBe(first.id);
    expect(again.data.program).toBe('MS Computer Science');

    const after = await call<{ list: SelectedUniversity[] }>('GET', API.application.selected, member.token);
    expect(after.data.list.find((row) => row.chosenId === chosen[0])?.application?.id).toBe(first.id);
  });

  it('refuses another student’s 我的大学List row and staff', async () => {
    const refused = await call('POST', API.application.apply, other.token, { chosenId: chosen[1] });
    expect(refused.code).toBe(423);
    const byStaff = await call('GET', API.application.selected, counselor.token);
    expect(byStaff.code).toBe(423);
    const mine = await call<{ list: SelectedUniversity[] }>('GET', API.application.selected, other.token);
    expect(mine.data.list.map((row) => row.chosenId)).toEqual([otherChosen]);
  });

  it('attaches only the caller’s paperwork that is not deleted, replacing the set', async () => {
    const ps = await addPaperwork(member.user.id, '个人陈述 PS');
    const cv = await addPaperwork(member.user.id, '简历 CV');
    const gone = await addPaperwork(member.user.id, '旧版文书', true);
    const others = await addPaperwork(other.user.id, '别人的文书');

    const set = await call<Application>('POST', API.application.materials, member.token, {
      applicationId: first.id,
      paperworkIds: [ps, cv],
    });
    expect(set.data.materials.map((m) => m.title).sort()).toEqual(['个人陈述 PS', '简历 CV'].sort());

    for (const ids of [[ps, gone], [others]]) {
      const refused = await call('POST', API.application.materials, member.token, {
        applicationId: first.id,
        paperworkIds: ids,
      });
      expect(refused.code).toBe(423);
      expect(refused.message).toBe(APPLY_TEXT.PAPERWORK_NOT_FOUND);
    }
    const byOther = await call('POST', API.application.materials, other.token, {
      applicationId: first.id,
      paperworkIds: [],
    });
    expect(byOther.code).toBe(423);

    const replaced = await call<Application>('POST', API.application.materials, member.token, {
      applicationId: first.id,
      paperworkIds: [cv],
    });
    expect(replaced.data.materials.map((m) => m.title)).toEqual(['简历 CV']);
  });

  it('delivers 准备中 → 已递交 with the date and a growth record; a second delivery is refused', async () => {
    const byOther = await call('POST', API.application.deliver, other.token, { applicationId: first.id });
    expect(byOther.code).toBe(423);
    expect((await applicationRow(first.id))?.state).toBe('PREPARING');

    const delivered = await call<Application>('POST', API.application.deliver, member.token, {
      applicationId: first.id,
    });
    expect(delivered.data.state).toBe('SUBMITTED');
    expect(delivered.data.submittedAt).toBe(new Date(START).toISOString());
    expect(delivered.data.history.map((e) => e.state)).toEqual(['PREPARING', 'SUBMITTED']);
    const growth = await t.app.db
      .select()
      .from(growthRecordsTable)
      .where(and(eq(growthRecordsTable.refId, first.id), eq(growthRecordsTable.kind, 'APPLICATION_STATE')));
    expect(growth).toHaveLength(1);

    const twice = await call('POST', API.application.deliver, member.token, { applicationId: first.id });
    expect(twice.code).toBe(410);
    expect(twice.message).toBe(APPLY_TEXT.NOT_PREPARING);
  });

  it('batch: all or nothing; two 准备中 applications are delivered together', async () => {
    const a = await call<Application>('POST', API.application.apply, member.token, { chosenId: chosen[1] });
    const b = await call<Application>('POST', API.application.apply, member.token, { chosenId: chosen[2] });
    const theirs = await call<Application>('POST', API.application.apply, other.token, {
      chosenId: otherChosen,
    });

    const mixed = await call('POST', API.application.batchDeliver, member.token, {
      applicationIds: [a.data.id, theirs.data.id],
    });
    expect(mixed.code).toBe(423);
    const withSubmitted = await call('POST', API.application.batchDeliver, member.token, {
      applicationIds: [a.data.id, first.id],
    });
    expect(withSubmitted.code).toBe(410);
    expect(withSubmitted.message).toContain(universityNames[0]);
    for (const id of [a.data.id, b.data.id, theirs.data.id]) {
      expect((await applicationRow(id))?.state).toBe('PREPARING');
    }

    const batch = await call<{ list: Application[] }>('POST', API.application.batchDeliver, member.token, {
      applicationIds: [a.data.id, b.data.id],
    });
    expect(batch.status).toBe(200);
    expect(batch.data.list.map((x) => x.state)).toEqual(['SUBMITTED', 'SUBMITTED']);
    expect((await applicationRow(theirs.data.id))?.state).toBe('PREPARING');
  });
});

describe('console and offers', () => {
  let appId: string;
  let offer: Offer;

  it('the adviser sees the student’s applications; other staff and students are refused', async () => {
    const view = await call<ConsoleApplications>(
      'GET',
      `${API.console.applications}?studentId=${member.user.id}`,
      counselor.token,
    );
    expect(view.status).toBe(200);
    expect(view.data.applications).toHaveLength(3);
    appId = view.data.applications.find((a) => a.chosenId === chosen[0])?.id ?? '';
    expect(appId).not.toBe('');
    for (const token of [staff.token, member.token]) {
      const refused = await call('GET', `${API.console.applications}?studentId=${member.user.id}`, token);
      expect(refused.code).toBe(423);
    }
    const notTheirs = await call(
      'GET',
      `${API.console.applications}?studentId=${other.user.id}`,
      counselor.token,
    );
    expect(notTheirs.code).toBe(423);
  });

  it('moves a state with a note (stamped by the clock); non-advising staff change nothing', async () => {
    const refused = await call('POST', API.console.applications, staff.token, {
      applicationId: appId,
      state: 'REJECTED',
    });
    expect(refused.code).toBe(423);
    expect((await applicationRow(appId))?.state).toBe('SUBMITTED');

    const moved = await call<Application>('POST', API.console.applications, counselor.token, {
      applicationId: appId,
      state: 'INTERVIEW',
      note: '12月5日视频面试',
    });
    expect(moved.data.state).toBe('INTERVIEW');
    expect(moved.data.history.at(-1)).toMatchObject({ state: 'INTERVIEW', note: '12月5日视频面试' });
    expect(moved.data.history.at(-1)?.actorName).not.toBe('自己');
  });

  it('records an offer (录取, growth OFFER); the student reads it, its email, and no one else', async () => {
    const bad = await call('POST', API.console.offers, counselor.token, {
      ...offerBody(appId),
      conditions: '',
    });
    expect(bad.code).toBe(410);
    const byStaff = await call('POST', API.console.offers, staff.token, offerBody(appId));
    expect(byStaff.code).toBe(423);

    const recorded = await call<Offer>('POST', API.console.offers, counselor.token, offerBody(appId));
    expect(recorded.status).toBe(200);
    offer = recorded.data;
    expect(offer).toMatchObject({ tuition: { amount: 50_000, currency: 'USD' }, durationMonths: 24 });
    expect((await applicationRow(appId))?.state).toBe('ADMITTED');
    const told = await t.app.db
      .select()
      .from(noticesTable)
      .where(and(eq(noticesTable.userId, member.user.id), eq(noticesTable.title, '录取Offer已录入')));
    expect(told).toHaveLength(1);
    const growth = await t.app.db
      .select()
      .from(growthRecordsTable)
      .where(and(eq(growthRecordsTable.refId, offer.id), eq(growthRecordsTable.kind, 'OFFER')));
    expect(growth).toHaveLength(1);

    const page = await call<OfferPage>('POST', API.application.offers, member.token, {
      pageIndex: 1,
      pageSize: 10,
    });
    expect(page.data.total).toBe(1);
    expect(page.data.list[0]?.universityName).toBe(universityNames[0]);
    expect(page.data.list[0]?.qsRank).toEqual(expect.any(Number));

    const email = await call<OfferEmail>(
      'GET',
      `${API.application.offerEmail}?offerId=${offer.id}`,
      member.token,
    );
    expect(email.data.content).toContain('delighted');
    const otherEmail = await call('GET', `${API.application.offerEmail}?offerId=${offer.id}`, other.token);
    expect(otherEmail.code).toBe(423);
    const otherPage = await call<OfferPage>('POST', API.application.offers, other.token, {});
    expect(otherPage.data.total).toBe(0);
  });

  it('the student records an offer of their own application only', async () => {
    const theirs = await call<{ list: SelectedUniversity[] }>('GET', API.application.selected, other.token);
    const theirApp = theirs.data.list[0]?.application?.id ?? '';
    const refused = await call('POST', API.application.recordOffer, member.token, offerBody(theirApp));
    expect(refused.code).toBe(423);
    expect((await applicationRow(theirApp))?.state).toBe('PREPARING');
    const own = await call<Offer>('POST', API.application.recordOffer, other.token, {
      ...offerBody(theirApp),
      conditional: false,
      conditions: '',
      tuition: { amount: 30_000, currency: 'GBP' },
    });
    expect(own.status).toBe(200);
    expect(own.data.recordedByName).toBe('自己');
  });
});

describe('exchange rates', () => {
  it('platform rates with dates, the caller’s own override within bounds, and a reset', async () => {
    const rates = await call<Rates>('GET', API.application.rates, member.token);
    expect(rates.data.list.map((r) => r.currency).sort()).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'HKD',
      'JPY',
      'NZD',
      'SGD',
      'USD',
    ]);
    expect(rates.data.list.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.asOf) && !r.mine)).toBe(true);
    const usd = rates.data.list.find((r) => r.currency === 'USD');

    for (const rateToCny of [0, -1, 5000]) {
      const bad = await call('PUT', API.application.rates, member.token, {
        currency: 'USD',
        rateToCny,
        asOf: '2026-11-20',
      });
      expect(bad.code).toBe(410);
    }
    const set = await call<Rates>('PUT', API.application.rates, member.token, {
      currency: 'USD',
      rateToCny: 7.25,
      asOf: '2026-11-20',
    });
    expect(set.data.list.find((r) => r.currency === 'USD')).toMatchObject({
      rateToCny: 7.25,
      asOf: '2026-11-20',
      mine: true,
      platformRate: usd?.rateToCny,
    });
    const others = await call<Rates>('GET', API.application.rates, other.token);
    expect(others.data.list.find((r) => r.currency === 'USD')?.rateToCny).toBe(usd?.rateToCny);

    const reset = await call<Rates>('DELETE', `${API.application.rates}/USD`, member.token);
    expect(reset.data.list.find((r) => r.currency === 'USD')).toMatchObject({
      mine: false,
      rateToCny: usd?.rateToCny,
    });
  });
});

describe('deadlines', () => {
  let own: Deadline;

  it('adds a deadline and plans the future preparation tasks for a service member', async () => {
    const apps = await call<{ list: SelectedUniversity[] }>('GET', API.application.selected, member.token);
    const applicationId = apps.data.list.find((r) => r.chosenId === chosen[1])?.application?.id;
    // 20 days ahead: 文书定稿 (D-30) is already past, the other two are planned
    const added = await call<Deadline>('POST', API.application.deadlines, member.token, {
      applicationId,
      round: 'ED',
      date: '2026-12-14',
      note: '含推荐信',
    });
    expect(added.status).toBe(200);
    own = added.data;
    expect(own).toMatchObject({ round: 'ED', date: '2026-12-14', universityName: universityNames[1] });
    const tasks = await t.app.db
      .select()
      .from(userTasksTable)
      .where(eq(userTasksTable.deadlineId, own.id))
      .orderBy(userTasksTable.dueAt);
    expect(tasks.map((task) => task.title.split('：')[0])).toEqual(['材料准备齐全', '递交申请']);
    expect(tasks.every((task) => task.assignedBy === null && task.kind === 'GENERAL')).toBe(true);

    const missing = await call('POST', API.application.deadlines, member.token, {
      round: 'RD',
      date: '2027-01-01',
    });
    expect(missing.code).toBe(410);
    const badDate = await call('POST', API.application.deadlines, member.token, {
      chosenId: chosen[2],
      round: 'RD',
      date: '2027-13-40',
    });
    expect(badDate.code).toBe(410);
  });

  it('by the adviser: tasks assigned by them; a student who is not a member gets no tasks', async () => {
    const added = await call<Deadline>('POST', API.console.deadlines, counselor.token, {
      studentId: member.user.id,
      chosenId: chosen[2],
      round: '第一轮',
      date: '2027-02-01',
    });
    expect(added.status).toBe(200);
    const tasks = await t.app.db
      .select()
      .from(userTasksTable)
      .where(eq(userTasksTable.deadlineId, added.data.id));
    expect(tasks).toHaveLength(3);
    expect(tasks.every((task) => task.assignedBy === counselor.user.id)).toBe(true);

    const byStaff = await call('POST', API.console.deadlines, staff.token, {
      studentId: member.user.id,
      chosenId: chosen[2],
      round: 'RD',
      date: '2027-02-01',
    });
    expect(byStaff.code).toBe(423);

    const plainChosen = await addChosen(
      plain.user.id,
      (await applicationRow(own.applicationId ?? ''))?.universityId ?? '',
    );
    const plainDeadline = await call<Deadline>('POST', API.application.deadlines, plain.token, {
      chosenId: plainChosen,
      round: 'RD',
      date: '2027-03-01',
    });
    expect(plainDeadline.status).toBe(200);
    const none = await t.app.db
      .select()
      .from(userTasksTable)
      .where(eq(userTasksTable.deadlineId, plainDeadline.data.id));
    expect(none).toHaveLength(0);
  });

  it('refuses another student’s row and deadline; deletes the caller’s own and withdraws its tasks', async () => {
    const onTheirRow = await call('POST', API.application.deadlines, other.token, {
      chosenId: chosen[0],
      round: 'RD',
      date: '2027-01-01',
    });
    expect(onTheirRow.code).toBe(423);
    const deleteTheirs = await call('DELETE', `${API.application.deadlines}/${own.id}`, other.token);
    expect(deleteTheirs.code).toBe(423);
    const list = await call<{ list: Deadline[] }>('GET', API.application.deadlines, member.token);
    expect(list.data.list.map((d) => d.id)).toContain(own.id);
    expect(list.data.list.map((d) => d.date)).toEqual([...list.data.list.map((d) => d.date)].sort());
    const otherList = await call<{ list: Deadline[] }>('GET', API.application.deadlines, other.token);
    expect(otherList.data.list).toHaveLength(0);

    const temporary = await call<Deadline>('POST', API.application.deadlines, member.token, {
      chosenId: chosen[0],
      round: 'EA',
      date: '2027-01-20',
    });
    const deleted = await call('DELETE', `${API.application.deadlines}/${temporary.data.id}`, member.token);
    expect(deleted.data).toEqual({ id: temporary.data.id, deleted: true });
    const tasks = await t.app.db
      .select()
      .from(userTasksTable)
      .where(eq(userTasksTable.deadlineId, temporary.data.id));
    expect(tasks).toHaveLength(3);
    expect(tasks.every((task) => task.withdrawnAt !== null)).toBe(true);
    const afterDelete = await call<{ list: Deadline[] }>('GET', API.application.deadlines, member.token);
    expect(afterDelete.data.list.map((d) => d.id)).not.toContain(temporary.data.id);
  });

  it('exports an .ics: CRLF lines of at most 75 octets, folded, one VEVENT per deadline with VALARMs', async () => {
    const long = await call<Deadline>('POST', API.application.deadlines, member.token, {
      chosenId: chosen[0],
      round: '第二轮, 含奖学金（需提交作品集与推荐信）',
      date: '2027-01-10',
    });
    expect(long.status).toBe(200);
    const response = await t.inject({
      method: 'GET',
      url: API.application.deadlinesIcs,
      headers: authHeaders(member.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="deadlines.ics"');
    const text = response.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(unfolded).toContain(`UID:deadline-${long.data.id}@liuxue`);
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270110');
    expect(unfolded).toContain(
      `SUMMARY:申请截止：${universityNames[0]} 第二轮\\, 含奖学金（需提交作品集与推荐信）`,
    );
    for (const trigger of ['TRIGGER:-P14D', 'TRIGGER:-P7D', 'TRIGGER:-P3D']) {
      expect(unfolded.match(new RegExp(trigger, 'g'))).toHaveLength(3);
    }
    const again = await t.inject({
      method: 'GET',
      url: API.application.deadlinesIcs,
      headers: authHeaders(member.token),
    });
    expect(again.body.match(/UID:[^\r]+/g)).toEqual(text.match(/UID:[^\r]+/g));
    const anonymous = await t.inject({ method: 'GET', url: API.application.deadlinesIcs });
    expect(envelopeOf(anonymous).code).toBe(411);
  });

  it('sends the notices at 14, 7 and 3 days before (Beijing dates), each once, one per process', async () => {
    const usecases = createApplicationUsecases({ db: t.app.db });
    const second = createApplicationUsecases({ db: t.app.db });
    const noticesOf = async () =>
      t.app.db
        .select()
        .from(noticesTable)
        .where(and(eq(noticesTable.userId, other.user.id), eq(noticesTable.title, '申请截止提醒')));
    const added = await call<Deadline>('POST', API.application.deadlines, other.token, {
      chosenId: otherChosen,
      round: 'RD',
      date: '2026-12-24',
    });
    expect(added.status).toBe(200);
    // 30 days ahead: nothing yet
    expect(
      (await usecases.sendDueDeadlineReminders(new Date(START))).filter((n) => n.userId === other.user.id),
    ).toHaveLength(0);
    // 2026-12-10 (14 days before) 09:00 Beijing; two processes at once send one
    const at14 = new Date(Date.parse('2026-12-10T01:00:00Z'));
    const [a, b] = await Promise.all([
      usecases.sendDueDeadlineReminders(at14),
      second.sendDueDeadlineReminders(at14),
    ]);
    expect([...a, ...b].filter((n) => n.userId === other.user.id)).toHaveLength(1);
    expect((await noticesOf())[0]?.content).toContain('还有14天');
    expect(theirs(await usecases.sendDueDeadlineReminders(new Date(at14.getTime() + DAY)))).toHaveLength(0);
    // 23:30 Beijing of 12-16 is still 8 days before; 00:30 of 12-17 is 7
    expect(
      await usecases.sendDueDeadlineReminders(new Date(Date.parse('2026-12-16T15:30:00Z'))),
    ).toHaveLength(0);
    const seven = await usecases.sendDueDeadlineReminders(new Date(Date.parse('2026-12-16T16:30:00Z')));
    expect(seven.filter((n) => n.userId === other.user.id).map((n) => n.content)).toEqual([
      expect.stringContaining('还有7天'),
    ]);
    const three = await usecases.sendDueDeadlineReminders(new Date(Date.parse('2026-12-21T02:00:00Z')));
    expect(three.filter((n) => n.userId === other.user.id).map((n) => n.content)).toEqual([
      expect.stringContaining('还有3天'),
    ]);
    expect(
      await usecases.sendDueDeadlineReminders(new Date(Date.parse('2026-12-23T02:00:00Z'))),
    ).toHaveLength(0);
    expect(await noticesOf()).toHaveLength(3);
  });

  it('a deadline added 5 days before gets the 7-day notice once, then the 3-day one', async () => {
    const usecases = createApplicationUsecases({ db: t.app.db });
    const now = new Date(Date.parse('2026-12-26T02:00:00Z'));
    const [user] = await t.app.db.select().from(usersTable).where(eq(usersTable.id, other.user.id));
    if (!user) throw new Error('no user');
    const added = await usecases.addOwnDeadline(
      user,
      { chosenId: otherChosen, round: 'EA', date: '2026-12-31', note: '' },
      now,
    );
    const first = await usecases.sendDueDeadlineReminders(now);
    expect(theirs(first).map((n) => n.content)).toEqual([expect.stringContaining('还有5天')]);
    expect(theirs(await usecases.sendDueDeadlineReminders(new Date(now.getTime() + DAY)))).toHaveLength(0);
    const last = await usecases.sendDueDeadlineReminders(new Date(now.getTime() + 2 * DAY));
    expect(theirs(last).map((n) => n.content)).toEqual([expect.stringContaining('还有3天')]);
    const pending = await t.app.db
      .select()
      .from(userTasksTable)
      .where(and(eq(userTasksTable.deadlineId, added.id), isNull(userTasksTable.withdrawnAt)));
    expect(pending).toHaveLength(0);
  });
});

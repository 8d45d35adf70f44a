/**
 * The plan of the personal space and the advising calls (src/contract/journey-plan.ts) on PGlite and
 * PostgreSQL: the counselor adds strategy schools, courses and programs for their student from the console;
 * the student reads them (with tiers on 我的大学List), ticks the after-arrival checklist, sees 我的顾问 with the
 * chat account to open, the base info's service summary; another student and a staff member who does not
 * advise the student are refused (423, or 404 for a row that is not theirs) and nothing changes.
 */
import type { HTTPMethods } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ChosenUniversity } from '../../src/contract/ai.ts';
import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import {
  AFTER_ABROAD_DEFAULTS,
  PLAN_TEXT,
  type AdviserCard,
  type AdviserRel,
  type AfterAbroadItem,
  type MyStudent,
  type CourseItem,
  type PlannedUniversity,
  type ProgramItem,
  type StrategyPage,
  type StudentBaseInfo,
} from '../../src/contract/journey-plan.ts';
import type { CurrentUser } from '../../src/contract/user.ts';
import { sharedAiCatalog } from '../../server/modules/ai-select/ai-select.catalog.ts';
import { studentAdvisersTable } from '../../server/modules/access/student-advisers.table.ts';
import { myUniversityListTable } from '../../server/modules/my-university-list/my-university-list.table.ts';
import { afterAbroadItemsTable, studentPlanItemsTable } from '../../server/modules/plan/plan.table.ts';
import { DEMO, loginByPassword, callApi, callData } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let member: LoginResult;
let other: LoginResult;
let counselor: LoginResult;
let platform: LoginResult;
let schoolA: { id: string; nameCn: string };
let schoolB: { id: string; nameCn: string };

const call = <T>(method: HTTPMethods, url: string, token: string, payload?: object) =>
  callApi<T>(t, token, method, url, payload);
const data = <T>(method: HTTPMethods, url: string, token: string, payload?: object) =>
  callData<T>(t, token, method, url, payload);

const q = (url: string, params: Record<string, string>) => `${url}?${new URLSearchParams(params).toString()}`;

async function planRows(studentId: string) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(studentPlanItemsTable)
    .where(eq(studentPlanItemsTable.studentId, studentId));
  return row?.n ?? 0;
}

beforeAll(async () => {
  member = await loginByPassword(t, DEMO.member);
  other = await loginByPassword(t, DEMO.other);
  counselor = await loginByPassword(t, DEMO.counselor);
  platform = await loginByPassword(t, DEMO.platformStaff);
  const { schools } = await sharedAiCatalog(t.app.db).get();
  const [a, b] = schools;
  if (!a || !b) throw new Error('catalog has no schools');
  schoolA = a;
  schoolB = b;
});

describe('demo seed', () => {
  it('gives the demo student a plan from their counselor, every text marked as demo data', async () => {
    const strategy = await data<StrategyPage>('GET', API.growth.strategy, member.token);
    expect(strategy.list.map((item) => item.tierName)).toEqual(['冲刺', '匹配', '保底']);
    expect(strategy.list.every((item) => item.reason.includes('（演示）'))).toBe(true);
    expect(strategy.list.every((item) => item.author.id === counselor.user.id)).toBe(true);
    const courses = await data<CourseItem[]>('GET', API.growth.courses, member.token);
    expect(courses.map((c) => c.name)).toEqual(['AP 微积分 BC（演示）']);
    const programs = await data<ProgramItem[]>('GET', API.growth.programs, member.token);
    expect(programs.map((p) => p.programName)).toEqual(['计算机科学（演示）']);
    // the tests below start from an empty plan
    await t.app.db.delete(studentPlanItemsTable).where(eq(studentPlanItemsTable.studentId, member.user.id));
  });
});

describe('console: plan items', () => {
  it('the adviser adds a strategy school, a course and a program for their student', async () => {
    const strategy = await data<{ id: string; kind: string }>('POST', API.console.plan, counselor.token, {
      kind: 'STRATEGY',
      studentId: member.user.id,
      universityId: schoolA.id,
      tier: '01',
      reason: '学术背景突出，可冲刺',
    });
    expect(strategy.kind).toBe('STRATEGY');
    await data('POST', API.console.plan, counselor.token, {
      kind: 'STRATEGY',
      studentId: member.user.id,
      universityId: schoolB.id,
      tier: '03',
      reason: '录取率高',
    });
    await data('POST', API.console.plan, counselor.token, {
      kind: 'COURSE',
      studentId: member.user.id,
      name: 'AP 微积分 BC',
      provider: 'College Board',
      courseType: 'AP',
      reason: '理工方向必备',
      url: 'https://apstudents.collegeboard.org/courses/ap-calculus-bc',
    });
    await data('POST', API.console.plan, counselor.token, {
      kind: 'PROGRAM',
      studentId: member.user.id,
      universityId: schoolA.id,
      programName: '计算机科学',
      degree: '本科',
      intake: '2027秋季',
    });
    expect(await planRows(member.user.id)).toBe(4);
  });

  it('refuses a course link that is not https, an unknown school, and keeps nothing', async () => {
    const http = await call('POST', API.console.plan, counselor.token, {
      kind: 'COURSE',
      studentId: member.user.id,
      name: '在线课程',
      courseType: '在线课程',
      url: 'http://example.com/course',
    });
    expect(http.code).toBe(410);
    expect(http.message).toBe(PLAN_TEXT.urlHttps);
    const script = await call('POST', API.console.plan, counselor.token, {
      kind: 'COURSE',
      studentId: member.user.id,
      name: '在线课程',
      courseType: '在线课程',
      url: 'javascript:alert(1)',
    });
    expect(script.code).toBe(410);
    const unknown = await call('POST', API.console.plan, counselor.token, {
      kind: 'STRATEGY',
      studentId: member.user.id,
      universityId: 'NOPE',
      tier: '02',
    });
    expect(unknown.status).toBe(404);
    expect(await planRows(member.user.id)).toBe(4);
  });

  it('a staff member who does not advise the student, and a student, are refused and nothing is added', async () => {
    for (const token of [platform.token, other.token, member.token]) {
      const answer = await call('POST', API.console.plan, token, {
        kind: 'STRATEGY',
        studentId: member.user.id,
        universityId: schoolA.id,
        tier: '02',
      });
      expect(answer.code).toBe(423);
    }
    expect(await planRows(member.user.id)).toBe(4);
  });
});

describe('personal space: strategy, courses, programs, universities', () => {
  it('the student reads their strategy by tier with school names, ranks and reasons', async () => {
    const page = await data<StrategyPage>('GET', API.growth.strategy, member.token);
    expect(page.total).toBe(2);
    expect(page.list.map((item) => [item.nameCn, item.tierName, item.reason])).toEqual([
      [schoolA.nameCn, '冲刺', '学术背景突出，可冲刺'],
      [schoolB.nameCn, '保底', '录取率高'],
    ]);
    expect(page.list[0]?.author).toMatchObject({ isStaff: true, id: counselor.user.id });
    const second = await data<StrategyPage>(
      'GET',
      q(API.growth.strategy, { pageSize: '1', pageIndex: '2' }),
      member.token,
    );
    expect(second.list.map((item) => item.nameCn)).toEqual([schoolB.nameCn]);
    expect(second.total).toBe(2);
  });

  it('courses and programs', async () => {
    const courses = await data<CourseItem[]>('GET', API.growth.courses, member.token);
    expect(courses).toHaveLength(1);
    expect(courses[0]).toMatchObject({ name: 'AP 微积分 BC', courseType: 'AP', provider: 'College Board' });
    expect(courses[0]?.url).toMatch(/^https:\/\//);
    const programs = await data<ProgramItem[]>('GET', API.growth.programs, member.token);
    expect(programs.map((p) => [p.nameCn, p.programName, p.degree, p.intake])).toEqual([
      [schoolA.nameCn, '计算机科学', '本科', '2027秋季'],
    ]);
  });

  it('the adviser reads them by studentId; another student and a non-adviser are refused', async () => {
    const byAdviser = await data<StrategyPage>(
      'GET',
      q(API.growth.strategy, { studentId: member.user.id }),
      counselor.token,
    );
    expect(byAdviser.total).toBe(2);
    for (const url of [
      API.growth.strategy,
      API.growth.courses,
      API.growth.programs,
      API.growth.universities,
      API.growth.afterAbroad,
    ]) {
      for (const token of [other.token, platform.token]) {
        const answer = await call('GET', q(url, { studentId: member.user.id }), token);
        expect(answer.code, `${url}`).toBe(423);
      }
    }
    // staff without a studentId have no plan of their own
    expect((await call('GET', API.growth.courses, counselor.token)).code).toBe(423);
    // another student's own plan is empty: nothing of the member's leaks
    const otherOwn = await data<StrategyPage>('GET', API.growth.strategy, other.token);
    expect(otherOwn.total).toBe(0);
    expect(await data<CourseItem[]>('GET', API.growth.courses, other.token)).toEqual([]);
  });

  it('universities: 我的大学List with the strategy tier where one exists', async () => {
    await data<ChosenUniversity>('POST', API.ai.addChosen, member.token, { universityId: schoolA.id });
    const schoolC = (await sharedAiCatalog(t.app.db).get()).schools[2];
    if (!schoolC) throw new Error('no third school');
    await data<ChosenUniversity>('POST', API.ai.addChosen, member.token, { universityId: schoolC.id });
    const list = await data<PlannedUniversity[]>('GET', API.growth.universities, member.token);
    const byId = new Map(list.map((item) => [item.universityId, item]));
    expect(byId.get(schoolA.id)).toMatchObject({
      tier: '01',
      tierName: '冲刺',
      reason: '学术背景突出，可冲刺',
    });
    expect(byId.get(schoolC.id)).toMatchObject({ tier: null, tierName: null, reason: null });
    expect(list).toHaveLength(2);
  });
});

describe('after-arrival checklist', () => {
  it('is created with the default items on the first read, once', async () => {
    const first = await data<AfterAbroadItem[]>('GET', API.growth.afterAbroad, member.token);
    expect(first.map((item) => item.title)).toEqual(AFTER_ABROAD_DEFAULTS.map((item) => item.title));
    expect(first.every((item) => !item.done)).toBe(true);
    const again = await data<AfterAbroadItem[]>('GET', API.growth.afterAbroad, member.token);
    expect(again.map((item) => item.id)).toEqual(first.map((item) => item.id));
  });

  it('the student ticks and unticks an item; another student cannot, and it stays as it was', async () => {
    const [visa] = await data<AfterAbroadItem[]>('GET', API.growth.afterAbroad, member.token);
    if (!visa) throw new Error('no item');
    const ticked = await data<AfterAbroadItem>('POST', API.growth.afterAbroadTick, member.token, {
      id: visa.id,
      done: true,
    });
    expect(ticked.done).toBe(true);
    expect(ticked.doneAt).not.toBeNull();

    const refused = await call('POST', API.growth.afterAbroadTick, other.token, { id: visa.id, done: false });
    expect(refused.status).toBe(404);
    expect(refused.message).toBe(PLAN_TEXT.itemNotFound);
    const byStaff = await call('POST', API.growth.afterAbroadTick, counselor.token, {
      id: visa.id,
      done: false,
    });
    expect(byStaff.code).toBe(423);
    const [row] = await t.app.db
      .select()
      .from(afterAbroadItemsTable)
      .where(eq(afterAbroadItemsTable.id, visa.id));
    expect(row?.done).toBe(true);

    const unticked = await data<AfterAbroadItem>('POST', API.growth.afterAbroadTick, member.token, {
      id: visa.id,
      done: false,
    });
    expect(unticked).toMatchObject({ done: false, doneAt: null });
  });

  it('the adviser reads the student’s checklist', async () => {
    const list = await data<AfterAbroadItem[]>(
      'GET',
      q(API.growth.afterAbroad, { studentId: member.user.id }),
      counselor.token,
    );
    expect(list).toHaveLength(AFTER_ABROAD_DEFAULTS.length);
  });
});

describe('advisers and base info', () => {
  it('我的顾问: the adviser with their profile and the chat account to open', async () => {
    const cards = await data<AdviserCard[]>('GET', API.adviser.list, member.token);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ adviserId: counselor.user.id, chatAccountId: counselor.user.id });
    expect(cards[0]?.name).toBeTruthy();
    expect(cards[0]?.since).toMatch(/^\d{4}-/);
    expect(await data<AdviserCard[]>('GET', API.adviser.list, other.token)).toEqual([]);
    expect((await call('GET', API.adviser.list, counselor.token)).code).toBe(423);
  });

  it('rel and relByParam', async () => {
    const rels = await data<AdviserRel[]>('GET', API.adviser.rel, member.token);
    expect(rels.map((rel) => rel.adviserId)).toEqual([counselor.user.id]);

    const mine = await data<AdviserRel[]>(
      'GET',
      q(API.adviser.relByParam, { adviserId: counselor.user.id }),
      member.token,
    );
    expect(mine).toHaveLength(1);
    const notMine = await data<AdviserRel[]>(
      'GET',
      q(API.adviser.relByParam, { adviserId: counselor.user.id }),
      other.token,
    );
    expect(notMine).toEqual([]);
    const byStaff = await data<AdviserRel[]>(
      'GET',
      q(API.adviser.relByParam, { studentId: member.user.id }),
      counselor.token,
    );
    expect(byStaff.map((rel) => rel.studentId)).toEqual([member.user.id]);
    expect(
      (await call('GET', q(API.adviser.relByParam, { studentId: member.user.id }), platform.token)).code,
    ).toBe(423);
    expect(
      (await call('GET', q(API.adviser.relByParam, { studentId: member.user.id }), other.token)).code,
    ).toBe(423);
    const none = await call('GET', API.adviser.relByParam, member.token);
    expect(none.code).toBe(410);
    expect(none.message).toBe(PLAN_TEXT.relQueryOne);
  });

  it('studentBaseInfo: profile and the service summary', async () => {
    const info = await data<StudentBaseInfo>('GET', API.adviser.studentBaseInfo, member.token);
    expect(info.profile.userId).toBe(member.user.id);
    expect(info.vipLevel).toBe('ADVISOR');
    expect(info.advisersCount).toBe(1);
    expect(info.openTasksCount).toBeGreaterThanOrEqual(1);
    const byAdviser = await data<StudentBaseInfo>(
      'GET',
      q(API.adviser.studentBaseInfo, { studentId: member.user.id }),
      counselor.token,
    );
    expect(byAdviser.profile.userId).toBe(member.user.id);
    for (const token of [other.token, platform.token]) {
      expect(
        (await call('GET', q(API.adviser.studentBaseInfo, { studentId: member.user.id }), token)).code,
      ).toBe(423);
    }
  });

  it('userInfo: one’s own, or a student of the calling staff; others 423', async () => {
    const own = await data<CurrentUser>(
      'GET',
      q(API.adviser.userInfo, { userId: member.user.id }),
      member.token,
    );
    expect(own.id).toBe(member.user.id);
    const byAdviser = await data<CurrentUser>(
      'GET',
      q(API.adviser.userInfo, { userId: member.user.id }),
      counselor.token,
    );
    expect(byAdviser.mobile).toBe(DEMO.member);
    for (const token of [other.token, platform.token]) {
      const refused = await call<CurrentUser | null>(
        'GET',
        q(API.adviser.userInfo, { userId: member.user.id }),
        token,
      );
      expect(refused.code).toBe(423);
      expect(JSON.stringify(refused)).not.toContain(DEMO.member);
    }
  });

  it('universityList pages 我的大学List; removeList removes one’s own row only', async () => {
    const page = await data<{ list: ChosenUniversity[]; total: number }>(
      'GET',
      q(API.adviser.universityList, { pageSize: '1' }),
      member.token,
    );
    expect(page.total).toBe(2);
    expect(page.list).toHaveLength(1);
    const row = page.list[0];
    if (!row) throw new Error('no row');

    const refused = await call('GET', q(API.adviser.removeList, { id: row.id }), other.token);
    expect(refused.status).toBe(404);
    const [kept] = await t.app.db
      .select({ n: count() })
      .from(myUniversityListTable)
      .where(and(eq(myUniversityListTable.id, row.id), eq(myUniversityListTable.userId, member.user.id)));
    expect(kept?.n).toBe(1);

    expect(await data<boolean>('GET', q(API.adviser.removeList, { id: row.id }), member.token)).toBe(true);
    const after = await data<{ total: number }>('GET', API.adviser.universityList, member.token);
    expect(after.total).toBe(1);
  });
});

describe('console: 我的学生', () => {
  it('lists only the caller’s students, with counts, searchable by name', async () => {
    const mine = await data<MyStudent[]>('GET', API.console.students, counselor.token);
    const li = mine.find((s) => s.id === member.user.id);
    expect(li).toMatchObject({ advised: true, vipLevel: 'ADVISOR', mobileMasked: '138****0002' });
    expect(li?.openTasks).toBeGreaterThanOrEqual(1);
    expect(li?.latestActivityAt).not.toBeNull();
    expect(mine.some((s) => s.id === other.user.id)).toBe(false);
    expect(JSON.stringify(mine)).not.toContain(DEMO.member);

    const platformList = await data<MyStudent[]>('GET', API.console.students, platform.token);
    expect(platformList.some((s) => s.id === member.user.id)).toBe(false);

    const name = li?.name ?? '';
    const found = await data<MyStudent[]>(
      'GET',
      q(API.console.students, { keyword: name.slice(0, 1) }),
      counselor.token,
    );
    expect(found.some((s) => s.id === member.user.id)).toBe(true);
    const none = await data<MyStudent[]>(
      'GET',
      q(API.console.students, { keyword: '不存在的名字' }),
      counselor.token,
    );
    expect(none).toEqual([]);

    expect((await call('GET', API.console.students, member.token)).code).toBe(423);
  });

  it('a staff member’s first plan item for a student they talk with records the advising relation', async () => {
    const [student] = (await data<MyStudent[]>('GET', API.console.students, platform.token)).filter(
      (s) => !s.advised,
    );
    if (!student) throw new Error('the platform staff talks with no student');
    await data('POST', API.console.plan, platform.token, {
      kind: 'COURSE',
      studentId: student.id,
      name: '夏校（演示）',
      courseType: '夏校',
    });
    const [rel] = await t.app.db
      .select({ n: count() })
      .from(studentAdvisersTable)
      .where(
        and(
          eq(studentAdvisersTable.studentId, student.id),
          eq(studentAdvisersTable.adviserId, platform.user.id),
        ),
      );
    expect(rel?.n).toBe(1);
    const again = await data<MyStudent[]>('GET', API.console.students, platform.token);
    expect(again.find((s) => s.id === student.id)?.advised).toBe(true);
  });
});

/**
 * Growth of the personal space: the timeline, assessments, background boosts, exam scores (validated by the
 * exam's table), summaries and trend; the console's view and writes for the student's advisers only.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { Notice } from '../../src/contract/chat.ts';
import { DICTIONARIES, dictCodes } from '../../src/contract/dictionaries.ts';
import { EXAM_TABLE, EXAM_TYPES, LANGUAGE_EXAM_TYPES } from '../../src/contract/journey-growth.ts';
import type {
  AssessmentPage,
  BgBoost,
  ConsoleGrowth,
  ExamScore,
  ExamSummary,
  ExamTrend,
  GrowthRecordPage,
} from '../../src/contract/journey-growth.ts';
import { authHeaders, DEMO, envelopeOf, loginByPassword } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const OTHER_COUNSELOR = '13900000010';

const t = useTestApp();
let li: { token: string; id: string };
let zhang: { token: string; id: string };
let counselor: string;
let otherCounselor: string;

async function call<T>(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await t.inject({
    method,
    url,
    headers: authHeaders(token),
    ...(method === 'GET' ? { query: payload as Record<string, string> } : payload ? { payload } : {}),
  });
  return envelopeOf<T>(response);
}

beforeAll(async () => {
  const member = await loginByPassword(t, DEMO.member);
  li = { token: member.token, id: member.user.id };
  const student = await loginByPassword(t, DEMO.student);
  zhang = { token: student.token, id: student.user.id };
  counselor = (await loginByPassword(t, DEMO.counselor)).token;
  otherCounselor = (await loginByPassword(t, OTHER_COUNSELOR)).token;
});

describe('exam table', () => {
  it('covers exactly the STANDARD_EXAM_TYPE dictionary, with its names', () => {
    expect([...EXAM_TYPES]).toEqual(dictCodes('STANDARD_EXAM_TYPE'));
    expect(EXAM_TYPES.map((type) => EXAM_TABLE[type].name)).toEqual(
      DICTIONARIES.STANDARD_EXAM_TYPE.map(([, name]) => name),
    );
    expect(LANGUAGE_EXAM_TYPES).toEqual(['01', '02', '09']);
  });
});

describe('student reads (demo 小李)', () => {
  it('records: newest first with kind labels, filtered by Beijing days', async () => {
    const page = await call<GrowthRecordPage>(li.token, 'GET', API.growth.records, { pageSize: '50' });
    expect(page.code).toBe(200);
    expect(page.data.total).toBeGreaterThanOrEqual(8);
    const times = page.data.list.map((r) => r.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    const feedback = page.data.list.find((r) => r.kind === 'FEEDBACK');
    expect(feedback?.kindLabel).toBe('顾问反馈');
    expect(feedback?.actorName).toContain('刘');

    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const recent = new Date(t.clock.now().getTime() - 45 * 86_400_000 + 8 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    const filtered = await call<GrowthRecordPage>(li.token, 'GET', API.growth.records, {
      from: recent,
      to: today,
    });
    expect(filtered.data.total).toBeGreaterThan(0);
    expect(filtered.data.total).toBeLessThan(page.data.total);
    for (const r of filtered.data.list)
      expect(new Date(r.occurredAt).getTime()).toBeGreaterThan(t.clock.now().getTime() - 46 * 86_400_000);
  });

  it('assessments, boosts, summaries and the trend', async () => {
    const feedback = await call<AssessmentPage>(li.token, 'GET', API.growth.interviewFeedback, {});
    expect(feedback.data.list).toHaveLength(1);
    expect(feedback.data.list[0]).toMatchObject({ kind: 'INTERVIEW_FEEDBACK', rating: 4 });
    const notes = await call<AssessmentPage>(li.token, 'GET', API.growth.selfAwareness, {});
    expect(notes.data.list.map((n) => n.kind)).toEqual(['SELF_AWARENESS']);
    const boosts = await call<BgBoost[]>(li.token, 'GET', API.growth.bgBoost, {});
    expect(boosts.data).toHaveLength(2);
    expect(boosts.data[0]?.typeName).toBe('名企实习');

    const language = await call<ExamSummary[]>(li.token, 'GET', API.growth.languageSubjects, {});
    expect(language.data.map((s) => s.examType)).toEqual(['01', '02']);
    const toefl = language.data[0];
    expect(toefl).toMatchObject({ count: 3 });
    expect(toefl?.best.total).toBe(105);
    expect(language.data[1]?.latest.totalLabel).toBe('7.0');
    const standardized = await call<ExamSummary[]>(li.token, 'GET', API.growth.standardizedScores, {});
    expect(standardized.data).toEqual([]);
    const types = await call<ExamSummary[]>(li.token, 'POST', API.growth.examTypes, {});
    expect(types.data.map((s) => s.examType)).toEqual(['01', '02']);

    const trend = await call<ExamTrend>(li.token, 'POST', API.growth.examTrend, { examType: '01' });
    expect(trend.data.points.map((p) => p.total)).toEqual([88, 97, 105]);
    const dates = trend.data.points.map((p) => p.takenAt);
    expect([...dates].sort()).toEqual(dates);
    expect(trend.data.points[0]?.sections.map((s) => s.name)).toEqual(['阅读', '听力', '口语', '写作']);
  });

  it('staff have no growth of their own (423)', async () => {
    const page = await call(counselor, 'GET', API.growth.records, {});
    expect(page.code).toBe(423);
  });
});

describe('scores', () => {
  it('validates per exam: IELTS 7.3 and TOEFL 121 refused with Chinese messages, nothing stored', async () => {
    const ielts = await call(zhang.token, 'POST', API.growth.score, {
      examType: '02',
      takenAt: '2026-01-10',
      total: 7.3,
    });
    expect(ielts.code).toBe(410);
    expect(ielts.message).toContain('0.5');
    const toefl = await call(zhang.token, 'POST', API.growth.score, {
      examType: '01',
      takenAt: '2026-01-10',
      total: 121,
    });
    expect(toefl.code).toBe(410);
    expect(toefl.message).toContain('0-120');
    const sum = await call(zhang.token, 'POST', API.growth.score, {
      examType: '01',
      takenAt: '2026-01-10',
      total: 100,
      sections: { READING: 30, LISTENING: 30, SPEAKING: 20, WRITING: 10 },
    });
    expect(sum.code).toBe(410);
    expect(sum.message).toContain('不一致');
    const ap = await call(zhang.token, 'POST', API.growth.score, {
      examType: '07',
      takenAt: '2026-01-10',
      total: 5,
    });
    expect(ap.code).toBe(410);
    expect(ap.message).toContain('科目');
    const future = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const later = await call(zhang.token, 'POST', API.growth.score, {
      examType: '01',
      takenAt: future,
      total: 100,
    });
    expect(later).toMatchObject({ code: 410, message: '考试日期不能晚于今天' });
    const types = await call<ExamSummary[]>(zhang.token, 'POST', API.growth.examTypes, {});
    expect(types.data).toEqual([]);
  });

  it('records a score with a growth record; only the owner deletes it', async () => {
    const saved = await call<ExamScore>(zhang.token, 'POST', API.growth.score, {
      examType: '08',
      takenAt: '2026-06-01',
      total: 6,
      subject: '数学',
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ totalLabel: 'A*', subject: '数学', recordedByName: '本人' });
    const records = await call<GrowthRecordPage>(zhang.token, 'GET', API.growth.records, {});
    expect(records.data.list[0]).toMatchObject({ kind: 'EXAM_SCORE', kindLabel: '考试成绩' });
    expect(records.data.list[0]?.title).toContain('A-Level 数学');

    // another student can neither read it nor delete it
    const liTrend = await call<ExamTrend>(li.token, 'POST', API.growth.examTrend, { examType: '08' });
    expect(liTrend.data.points).toEqual([]);
    const refused = await call(li.token, 'DELETE', `${API.growth.score}/${saved.data.id}`);
    expect(refused.code).toBe(423);
    const still = await call<ExamTrend>(zhang.token, 'POST', API.growth.examTrend, { examType: '08' });
    expect(still.data.points).toHaveLength(1);

    const removed = await call(zhang.token, 'DELETE', `${API.growth.score}/${saved.data.id}`);
    expect(removed).toMatchObject({ code: 200, data: { id: saved.data.id, deleted: true } });
    const again = await call(zhang.token, 'DELETE', `${API.growth.score}/${saved.data.id}`);
    expect(again.code).toBe(423);
  });
});

describe('background boosts', () => {
  it('the student adds and edits their own; another student cannot edit or delete it', async () => {
    const added = await call<BgBoost>(zhang.token, 'POST', API.growth.bgBoostSave, {
      type: '03',
      title: '乡村支教',
      startDate: '2025-07-01',
      endDate: '2025-08-01',
    });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ typeName: '社会实践', addedByName: '本人' });
    const badDates = await call(zhang.token, 'POST', API.growth.bgBoostSave, {
      type: '03',
      title: 'x',
      startDate: '2025-07-01',
      endDate: '2025-06-01',
    });
    expect(badDates.code).toBe(410);
    expect(badDates.message).toContain('结束日期');

    const edited = await call<BgBoost>(zhang.token, 'POST', API.growth.bgBoostSave, {
      id: added.data.id,
      type: '03',
      title: '乡村支教（两期）',
      startDate: '2025-07-01',
      endDate: null,
    });
    expect(edited.data).toMatchObject({ id: added.data.id, title: '乡村支教（两期）', endDate: null });

    const hijack = await call(li.token, 'POST', API.growth.bgBoostSave, {
      id: added.data.id,
      type: '01',
      title: '改',
      startDate: '2025-01-01',
    });
    expect(hijack.code).toBe(423);
    expect((await call(li.token, 'DELETE', `${API.growth.bgBoostSave}/${added.data.id}`)).code).toBe(423);
    const mine = await call<BgBoost[]>(zhang.token, 'GET', API.growth.bgBoost, {});
    expect(mine.data.map((b) => b.title)).toEqual(['乡村支教（两期）']);
    expect((await call(zhang.token, 'DELETE', `${API.growth.bgBoostSave}/${added.data.id}`)).code).toBe(200);
  });
});

describe('console', () => {
  it('the adviser reads the student’s growth; another counselor and a student are refused', async () => {
    const view = await call<ConsoleGrowth>(counselor, 'GET', API.console.growth, { studentId: li.id });
    expect(view.code).toBe(200);
    expect(view.data.scores[0]?.examType).toBe('02');
    expect(view.data.assessments).toHaveLength(2);
    expect(view.data.bgBoosts).toHaveLength(2);
    expect((await call(otherCounselor, 'GET', API.console.growth, { studentId: li.id })).code).toBe(423);
    expect((await call(zhang.token, 'GET', API.console.growth, { studentId: li.id })).code).toBe(423);
  });

  it('adds feedback (with a 系统通知), a note, a score, a boost and a milestone; others change nothing', async () => {
    const before = await call<ConsoleGrowth>(counselor, 'GET', API.console.growth, { studentId: li.id });
    const refused = await call(otherCounselor, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'SELF_AWARENESS',
      title: '越权',
      content: '越权',
    });
    expect(refused.code).toBe(423);
    const studentTry = await call(zhang.token, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'MILESTONE',
      title: '越权',
    });
    expect(studentTry.code).toBe(423);
    const unchanged = await call<ConsoleGrowth>(counselor, 'GET', API.console.growth, { studentId: li.id });
    expect(unchanged.data.records.length).toBe(before.data.records.length);

    const feedback = await call<ConsoleGrowth>(counselor, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'INTERVIEW_FEEDBACK',
      title: '第二次模拟面试',
      university: '伦敦大学学院',
      program: '数据科学',
      interviewDate: '2026-11-20',
      rating: 5,
      strengths: '逻辑清楚',
      improvements: '举例更具体',
    });
    expect(feedback.code).toBe(200);
    expect(feedback.data.assessments[0]).toMatchObject({ title: '第二次模拟面试', rating: 5 });
    expect(feedback.data.records[0]).toMatchObject({ kind: 'FEEDBACK' });
    const notices = await call<{ list: Notice[] }>(li.token, 'POST', API.notice.page, {
      userId: li.id,
      size: 10,
      type: 10,
      pageIndex: 1,
    });
    expect(notices.data.list.some((n) => n.title === '新的面试反馈')).toBe(true);

    const badRating = await call(counselor, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'INTERVIEW_FEEDBACK',
      title: 'x',
      university: 'y',
      interviewDate: '2026-11-20',
      rating: 6,
    });
    expect(badRating.code).toBe(410);

    const note = await call<ConsoleGrowth>(counselor, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'SELF_AWARENESS',
      title: '目标',
      content: '更清楚了',
    });
    expect(note.data.assessments.filter((a) => a.kind === 'SELF_AWARENESS')).toHaveLength(2);

    const badScore = await call(counselor, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'SCORE',
      examType: '02',
      takenAt: '2026-11-01',
      total: 7.3,
    });
    expect(badScore.code).toBe(410);
    t.clock.advance(60_000);
    const score = await call<ConsoleGrowth>(counselor, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'SCORE',
      examType: '05',
      takenAt: '2026-11-01',
      total: 325,
      sections: { VERBAL: 160, QUANT: 165, AWA: 4.5 },
    });
    expect(score.code).toBe(200);
    expect(score.data.records[0]).toMatchObject({ kind: 'EXAM_SCORE' });
    const gre = await call<ExamTrend>(li.token, 'POST', API.growth.examTrend, { examType: '05' });
    expect(gre.data.points[0]?.recordedByName).toContain('刘');

    const boost = await call<ConsoleGrowth>(counselor, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'BG_BOOST',
      type: '05',
      title: '作品集',
      startDate: '2026-09-01',
    });
    expect(boost.data.bgBoosts).toHaveLength(3);
    t.clock.advance(60_000);
    const milestone = await call<ConsoleGrowth>(counselor, 'POST', API.console.growth, {
      studentId: li.id,
      kind: 'MILESTONE',
      title: '确定选校名单',
    });
    expect(milestone.data.records[0]).toMatchObject({ kind: 'MILESTONE', title: '确定选校名单' });
  });
});

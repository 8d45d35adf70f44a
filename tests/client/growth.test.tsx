/**
 * Growth in the personal space: the timeline grouped by month with its range filter, the score form's
 * validation from the contract table (and a refused save keeping the form), the lazily loaded trend chart
 * (the table shows first), the assessment cards and boosts, and the console section's forms.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import type {
  Assessment,
  BgBoost,
  ConsoleGrowth,
  ExamScore,
  ExamSummary,
  GrowthRecord,
} from '@/contract/journey-growth';
import { ConsoleGrowthSection } from '@/features/console/components/console-growth-section';
import { AssessmentPanel } from '@/features/growth/components/assessment-panel';
import { ExamScores } from '@/features/growth/components/exam-scores';
import { GrowthTimeline } from '@/features/growth/components/growth-timeline';
import { session } from '@/lib/session';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { renderWithApp } from './render';

/** The chart module is held back until the test lets it load: the panel must not wait for it. */
const chart = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
});
vi.mock('@/features/growth/components/exam-trend-chart', async () => {
  await chart.gate;
  return { default: () => <div data-testid="mock-uplot-chart" /> };
});

const STUDENT_ID = '7b0c7d4e-2f55-4c1d-9a43-8d4f7c3e0a11';

function record(id: string, occurredAt: string, over: Partial<GrowthRecord> = {}): GrowthRecord {
  return {
    id,
    kind: 'EXAM_SCORE',
    kindLabel: '考试成绩',
    title: `记录${id}`,
    detail: '',
    occurredAt,
    actorName: null,
    ...over,
  };
}

function score(id: string, takenAt: string, total: number): ExamScore {
  return {
    id,
    examType: '01',
    examName: '托福 TOEFL',
    takenAt,
    total,
    totalLabel: String(total),
    sections: [{ key: 'READING', name: '阅读', score: 25, label: '25' }],
    subject: '',
    note: '',
    recordedByName: '本人',
    createdAt: `${takenAt}T08:00:00.000Z`,
  };
}

const FEEDBACK: Assessment = {
  id: 'f1',
  kind: 'INTERVIEW_FEEDBACK',
  title: '模拟面试',
  content: '整体稳定',
  university: '帝国理工学院',
  program: '计算机科学 MSc',
  interviewDate: '2026-11-10',
  rating: 4,
  strengths: '项目讲得清楚',
  improvements: '语速稍快',
  authorName: '刘顾问',
  createdAt: '2026-11-11T08:00:00.000Z',
};

const BOOST: BgBoost = {
  id: 'b1',
  type: '01',
  typeName: '名企实习',
  title: '数据分析实习',
  organization: '某公司',
  role: '实习生',
  startDate: '2026-03-01',
  endDate: '2026-06-01',
  description: '周报',
  outcome: '推荐信',
  addedByName: '本人',
  updatedAt: '2026-06-01T08:00:00.000Z',
};

const page = <T,>(list: T[]) => ({ list, total: list.length, pageIndex: 1, pageSize: 20 });

beforeEach(() => {
  session.token = 'tok-1';
  session.user = { ...student, vipLevel: 'ADVISOR' };
});

describe('成长记录', () => {
  it('groups records by Beijing month, newest first, and filters by range', async () => {
    const froms: (string | null)[] = [];
    server.use(
      mswHttp.get(API.growth.records, ({ request }) => {
        froms.push(new URL(request.url).searchParams.get('from'));
        return ok(
          page([
            record('a', '2026-11-20T02:00:00.000Z', {
              kind: 'FEEDBACK',
              kindLabel: '顾问反馈',
              actorName: '刘顾问',
            }),
            record('b', '2026-11-01T01:00:00.000Z'),
            // 2026-10-31 20:00 UTC is 11-01 04:00 in Beijing: still November
            record('c', '2026-10-31T20:00:00.000Z', { kind: 'MILESTONE', kindLabel: '里程碑' }),
            record('d', '2026-09-15T01:00:00.000Z', { kind: 'OFFER', kindLabel: '收到录取' }),
          ]),
        );
      }),
    );
    renderWithApp(() => <GrowthTimeline />);
    const months = await screen.findAllByTestId('growth-month');
    expect(months.map((m) => m.getAttribute('aria-label'))).toEqual(['2026年11月', '2026年9月']);
    expect(within(months[0] as HTMLElement).getAllByTestId('growth-record')).toHaveLength(3);
    expect(
      within(months[0] as HTMLElement)
        .getAllByTestId('growth-kind')
        .map((k) => k.textContent),
    ).toEqual(['顾问反馈', '考试成绩', '里程碑']);
    expect(screen.getByText(/刘顾问/)).toBeTruthy();
    expect(froms[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(froms.at(-1)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '近1年' }));
    await waitFor(() => expect(froms).toHaveLength(3));
    const yearAgo = froms.at(-1) ?? '';
    expect(new Date().getTime() - new Date(yearAgo).getTime()).toBeGreaterThan(360 * 86_400_000);
  });

  it('says so when there is nothing in the range', async () => {
    server.use(mswHttp.get(API.growth.records, () => ok(page([]))));
    renderWithApp(() => <GrowthTimeline />);
    expect(await screen.findByText('这段时间还没有成长记录')).toBeTruthy();
  });
});

describe('考试成绩', () => {
  const summary: ExamSummary = {
    examType: '01',
    examName: '托福 TOEFL',
    group: 'LANGUAGE',
    count: 3,
    latest: score('s3', '2026-10-01', 105),
    best: score('s3', '2026-10-01', 105),
  };

  it('checks the score inline with the exam table; a refused save keeps the form', async () => {
    const posted: unknown[] = [];
    server.use(
      mswHttp.post(API.growth.examTypes, () => ok([])),
      mswHttp.post(API.growth.score, async ({ request }) => {
        posted.push(await request.json());
        return fail(410, '服务器拒绝了该成绩');
      }),
    );
    renderWithApp(() => <ExamScores />);
    expect(await screen.findByText('还没有考试成绩')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加成绩' }));
    const form = await screen.findByTestId('score-form');

    // TOEFL 121
    fireEvent.change(within(form).getByLabelText(/总分/), { target: { value: '121' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存成绩' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('0-120');

    // IELTS: its four sections appear; 7.3 is refused
    fireEvent.change(within(form).getByLabelText('考试'), { target: { value: '02' } });
    expect(within(form).getByLabelText(/听力/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/总分/), { target: { value: '7.3' } });
    fireEvent.change(within(form).getByLabelText(/口语/), { target: { value: '9.5' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存成绩' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join('|')).toContain('以0.5为单位');
    expect(alerts.map((a) => a.textContent).join('|')).toContain('口语应在0-9之间');
    expect(posted).toHaveLength(0);

    // a valid score goes out; the server's refusal is shown and what was typed stays
    fireEvent.change(within(form).getByLabelText(/总分/), { target: { value: '7.5' } });
    fireEvent.change(within(form).getByLabelText(/口语/), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存成绩' }));
    expect((await within(form).findByTestId('score-refusal')).textContent).toBe('服务器拒绝了该成绩');
    expect(posted[0]).toMatchObject({ examType: '02', total: 7.5, sections: { SPEAKING: 7 } });
    expect((within(form).getByLabelText(/总分/) as HTMLInputElement).value).toBe('7.5');
  });

  it('shows cards per exam group and the trend table before the lazy chart has loaded', async () => {
    const deleted: string[] = [];
    server.use(
      mswHttp.delete(`${API.growth.score}/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return ok({ id: params.id, deleted: true });
      }),
      mswHttp.post(API.growth.examTypes, () => ok([summary])),
      mswHttp.post(API.growth.examTrend, () =>
        ok({
          examType: '01',
          examName: '托福 TOEFL',
          points: [
            score('s1', '2026-01-10', 88),
            score('s2', '2026-05-10', 97),
            score('s3', '2026-10-01', 105),
          ],
        }),
      ),
    );
    renderWithApp(() => <ExamScores />);
    const group = await screen.findByTestId('exam-group-LANGUAGE');
    expect(screen.queryByTestId('exam-group-STANDARDIZED')).toBeNull();
    const card = within(group).getByTestId('exam-card');
    expect(within(card).getByTestId('exam-latest').textContent).toBe('105');
    expect(within(card).getByText('共 3 次')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: '查看总分趋势' }));
    const table = await screen.findByTestId('exam-trend-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['88', '97', '105']);
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
    expect(screen.queryByTestId('mock-uplot-chart')).toBeNull();

    await act(async () => {
      chart.release();
      await chart.gate;
    });
    expect(await screen.findByTestId('mock-uplot-chart')).toBeTruthy();
    expect(screen.queryByTestId('chart-loading')).toBeNull();

    // 删除 asks once more before the score goes
    fireEvent.click(within(table).getByRole('button', { name: '删除2026-01-10的成绩' }));
    expect(deleted).toEqual([]);
    fireEvent.click(within(table).getByRole('button', { name: '确认删除2026-01-10的成绩' }));
    await waitFor(() => expect(deleted).toEqual(['s1']));
  });
});

describe('评估与反馈', () => {
  it('shows feedback cards, notes and boosts; a boost is edited in place', async () => {
    const saved: unknown[] = [];
    server.use(
      mswHttp.get(API.growth.interviewFeedback, () => ok(page([FEEDBACK]))),
      mswHttp.get(API.growth.selfAwareness, () =>
        ok(
          page([{ ...FEEDBACK, id: 'n1', kind: 'SELF_AWARENESS', title: '职业方向', content: '偏数据方向' }]),
        ),
      ),
      mswHttp.get(API.growth.bgBoost, () => ok([BOOST])),
      mswHttp.post(API.growth.bgBoostSave, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return ok({ ...BOOST, ...body });
      }),
    );
    renderWithApp(() => <AssessmentPanel />);
    const card = await screen.findByTestId('feedback-card');
    expect(within(card).getByText('帝国理工学院 · 计算机科学 MSc')).toBeTruthy();
    expect(within(card).getByRole('img', { name: '评分 4/5' })).toBeTruthy();
    expect(within(card).getByText(/面试日期 2026-11-10/).textContent).toContain('刘顾问');
    expect(within(card).getByText('项目讲得清楚')).toBeTruthy();
    expect(within(card).getByText('语速稍快')).toBeTruthy();
    expect((await screen.findByTestId('note-card')).textContent).toContain('偏数据方向');

    const boost = await screen.findByTestId('boost-card');
    expect(boost.textContent).toContain('名企实习 · 某公司 · 实习生');
    fireEvent.click(within(boost).getByRole('button', { name: '编辑数据分析实习' }));
    const form = await screen.findByTestId('boost-form');
    expect((within(form).getByLabelText(/名称/) as HTMLInputElement).value).toBe('数据分析实习');
    fireEvent.change(within(form).getByLabelText(/结束日期/), { target: { value: '2026-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('结束日期不能早于开始日期');
    expect(saved).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/结束日期/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 'b1', title: '数据分析实习', endDate: null });
    await waitFor(() => expect(screen.queryByTestId('boost-form')).toBeNull());
  });
});

describe('console growth section', () => {
  it('shows the student’s timeline and scores and sends a self-awareness note', async () => {
    const view: ConsoleGrowth = {
      studentId: STUDENT_ID,
      records: [record('r1', '2026-11-20T02:00:00.000Z', { title: '托福 TOEFL 总分105' })],
      assessments: [],
      scores: [score('s3', '2026-10-01', 105)],
      bgBoosts: [],
    };
    const posted: unknown[] = [];
    server.use(
      mswHttp.get(API.console.growth, ({ request }) => {
        expect(new URL(request.url).searchParams.get('studentId')).toBe(STUDENT_ID);
        return ok(view);
      }),
      mswHttp.post(API.console.growth, async ({ request }) => {
        posted.push(await request.json());
        return ok(view);
      }),
    );
    renderWithApp(() => <ConsoleGrowthSection studentId={STUDENT_ID} />);
    expect((await screen.findByTestId('console-growth-records')).textContent).toContain('托福 TOEFL 总分105');
    expect(screen.getByTestId('console-growth-scores').textContent).toContain('105');

    fireEvent.click(screen.getByRole('button', { name: '自我认知笔记' }));
    const form = await screen.findByRole('form', { name: '自我认知笔记' });
    fireEvent.click(within(form).getByRole('button', { name: '保存笔记' }));
    expect((await within(form).findAllByRole('alert')).map((a) => a.textContent)).toEqual([
      '请填写标题',
      '请填写内容',
    ]);
    fireEvent.change(within(form).getByLabelText(/标题/), { target: { value: '目标' } });
    fireEvent.change(within(form).getByLabelText(/内容/), { target: { value: '更清楚了' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存笔记' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      kind: 'SELF_AWARENESS',
      studentId: STUDENT_ID,
      title: '目标',
      content: '更清楚了',
    });
  });
});

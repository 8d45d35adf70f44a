/**
 * 规划与课程 and 我的顾问 in the personal space, and the service-mode card of the base info: the strategy grouped
 * by tier with links to the schools, programs, courses whose https links open in a new tab, the after-arrival
 * checklist whose refused tick is undone with a message, the advisers' 发消息 (OPEN_CHAT) and the empty state,
 * and changing the service mode (saved, the session user refreshed).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import type {
  AdviserCard,
  AfterAbroadItem,
  CourseItem,
  ProgramItem,
  StrategyItem,
} from '@/contract/journey-plan';
import { MyAdvisers } from '@/features/advising/components/my-advisers';
import { PlanningPanel } from '@/features/plan/components/planning-panel';
import { ServiceModeCard } from '@/features/service-mode/components/service-mode-card';
import { APP_EVENTS, onAppEvent, type OpenChatDetail } from '@/lib/events';
import { session } from '@/lib/session';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { student } from '../mocks/users';
import { renderWithApp } from './render';

const author = { id: 'staff-1', name: '刘顾问', isStaff: true };
const school = (id: string, nameCn: string) => ({
  universityId: id,
  nameCn,
  nameEn: `${nameCn} EN`,
  country: '英国',
  logoText: 'U',
  qsRank: '10',
});
function strategy(id: string, tier: '01' | '02' | '03', nameCn: string, reason: string): StrategyItem {
  const tierName = { '01': '冲刺', '02': '匹配', '03': '保底' }[tier];
  return {
    id,
    ...school(`un-${id}`, nameCn),
    tier,
    tierName,
    reason,
    author,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}
const STRATEGY = [
  strategy('s1', '01', '帝国理工学院', '专业排名靠前，冲刺'),
  strategy('s2', '03', '利兹大学', '录取把握大'),
  strategy('s3', '02', '曼彻斯特大学', '背景匹配'),
];
const COURSES: CourseItem[] = [
  {
    id: 'c1',
    name: 'AP 微积分 BC',
    provider: 'College Board',
    courseType: 'AP',
    reason: '理工方向必备',
    url: 'https://apstudents.collegeboard.org/',
    author,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  {
    id: 'c2',
    name: '不安全链接课程',
    provider: '',
    courseType: '夏校',
    reason: '',
    url: 'javascript:alert(1)',
    author,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
];
const PROGRAMS: ProgramItem[] = [
  {
    id: 'p1',
    ...school('un-s1', '帝国理工学院'),
    programName: '计算机科学',
    degree: '本科',
    intake: '2027秋季',
    notes: '需要 A-Level 数学 A*',
    author,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
];
const CHECKLIST: AfterAbroadItem[] = [
  { id: 'a1', code: 'VISA', title: '签证', done: false, doneAt: null },
  { id: 'a2', code: 'HOUSING', title: '住宿', done: true, doneAt: '2026-11-02T00:00:00.000Z' },
];

function servePlan() {
  const ticks: unknown[] = [];
  server.use(
    mswHttp.get(API.growth.strategy, () =>
      ok({ list: STRATEGY, total: STRATEGY.length, pageIndex: 1, pageSize: 30 }),
    ),
    mswHttp.get(API.growth.courses, () => ok(COURSES)),
    mswHttp.get(API.growth.programs, () => ok(PROGRAMS)),
    mswHttp.get(API.growth.afterAbroad, () => ok(CHECKLIST)),
    mswHttp.post(API.growth.afterAbroadTick, async ({ request }) => {
      const body = (await request.json()) as { id: string; done: boolean };
      ticks.push(body);
      if (body.id === 'a2') return fail(451, '该清单项不存在', { status: 404 });
      const item = CHECKLIST.find((i) => i.id === body.id);
      return ok({ ...item, done: body.done, doneAt: body.done ? '2026-11-20T00:00:00.000Z' : null });
    }),
  );
  return { ticks };
}

beforeEach(() => {
  session.token = 'tok-1';
  session.user = { ...student, vipLevel: 'ADVISOR', serviceType: 'ADVISOR' };
});
afterEach(() => {
  session.user = null;
});

describe('规划与课程', () => {
  it('groups the strategy by tier (冲刺, 匹配, 保底) with reasons and links to the schools', async () => {
    servePlan();
    renderWithApp(() => <PlanningPanel />);
    const section = await screen.findByTestId('plan-strategy');
    await within(section).findAllByTestId('strategy-item');
    const tiers = ['01', '02', '03'].map((tier) => within(section).getByTestId(`strategy-tier-${tier}`));
    expect(
      tiers.map((t) =>
        within(t)
          .getAllByTestId('strategy-item')
          .map((i) => i.textContent),
      ),
    ).toEqual([
      [expect.stringContaining('帝国理工学院')],
      [expect.stringContaining('曼彻斯特大学')],
      [expect.stringContaining('利兹大学')],
    ]);
    expect(tiers[0]?.textContent).toContain('冲刺');
    expect(tiers[0]?.textContent).toContain('专业排名靠前，冲刺');
    const link = within(tiers[0] as HTMLElement).getByRole('link', { name: '帝国理工学院' });
    expect(link.getAttribute('href')).toBe('/school/detail?id=un-s1');
  });

  it('shows programs, and courses whose https links open in a new tab (others are plain text)', async () => {
    servePlan();
    renderWithApp(() => <PlanningPanel />);
    const program = await screen.findByTestId('program-item');
    expect(program.textContent).toContain('计算机科学');
    expect(program.textContent).toContain('2027秋季');
    expect(program.textContent).toContain('本科');
    const courses = await screen.findAllByTestId('course-item');
    const safe = within(courses[0] as HTMLElement).getByRole('link', { name: 'AP 微积分 BC' });
    expect(safe.getAttribute('href')).toBe('https://apstudents.collegeboard.org/');
    expect(safe.getAttribute('target')).toBe('_blank');
    expect(safe.getAttribute('rel')).toContain('noopener');
    expect(within(courses[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(courses[1]?.textContent).toContain('不安全链接课程');
  });

  it('ticks a checklist item at once; a refused tick is undone with a message', async () => {
    const { ticks } = servePlan();
    const toasts = recordToasts();
    renderWithApp(() => <PlanningPanel />);
    const items = await screen.findAllByTestId('after-abroad-item');
    expect(screen.getByTestId('after-abroad-progress').textContent).toBe('已完成 1/2');
    const visa = within(items[0] as HTMLElement).getByRole('checkbox');
    await act(async () => {
      fireEvent.click(visa);
    });
    await waitFor(() => expect(screen.getByTestId('after-abroad-progress').textContent).toBe('已完成 2/2'));
    expect(ticks).toContainEqual({ id: 'a1', done: true });

    const housing = within(items[1] as HTMLElement).getByRole('checkbox');
    expect((housing as HTMLInputElement).checked).toBe(true);
    await act(async () => {
      fireEvent.click(housing);
    });
    await waitFor(() =>
      expect(toasts.messages().some((m) => m.includes('「住宿」未能保存，已恢复原状'))).toBe(true),
    );
    expect((housing as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('after-abroad-progress').textContent).toBe('已完成 2/2');
  });

  it('says what will appear when there is no plan yet', async () => {
    server.use(
      mswHttp.get(API.growth.strategy, () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 30 })),
      mswHttp.get(API.growth.courses, () => ok([])),
      mswHttp.get(API.growth.programs, () => ok([])),
      mswHttp.get(API.growth.afterAbroad, () => ok(CHECKLIST)),
    );
    renderWithApp(() => <PlanningPanel />);
    expect(
      await within(await screen.findByTestId('plan-strategy')).findByText('还没有选校策略'),
    ).toBeTruthy();
    expect(await screen.findByText('还没有推荐课程')).toBeTruthy();
  });
});

describe('我的顾问', () => {
  const ADVISER: AdviserCard = {
    adviserId: 'staff-1',
    name: '刘顾问',
    avatar: null,
    title: '资深顾问 · 8年经验',
    organization: '示例留学机构（演示）',
    since: '2026-09-01T00:00:00.000Z',
    chatAccountId: 'acc-7',
  };

  it('shows the adviser card, and 发消息 opens the chat with their account', async () => {
    server.use(mswHttp.get(API.adviser.list, () => ok([ADVISER])));
    const opened: string[] = [];
    const off = onAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, (d) => opened.push(d.friendId));
    renderWithApp(() => <MyAdvisers />);
    const card = await screen.findByTestId('my-adviser');
    expect(card.textContent).toContain('刘顾问');
    expect(card.textContent).toContain('资深顾问 · 8年经验');
    expect(card.textContent).toContain('示例留学机构（演示）');
    expect(card.textContent).toContain('2026');
    fireEvent.click(within(card).getByRole('button', { name: '发消息' }));
    expect(opened).toEqual(['acc-7']);
    off();
  });

  it('without an adviser explains how to get one (membership, counselor list)', async () => {
    server.use(mswHttp.get(API.adviser.list, () => ok([])));
    renderWithApp(() => <MyAdvisers />);
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('还没有为你服务的顾问');
    expect(within(empty).getByRole('link', { name: '开通会员服务' }).getAttribute('href')).toBe(
      '/personal?component=membership',
    );
    expect(within(empty).getByRole('link', { name: '浏览顾问' }).getAttribute('href')).toBe(
      '/counselor/list',
    );
  });
});

describe('服务模式', () => {
  it('shows the current mode and changes it: saved, and the session user refreshed', async () => {
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post(API.user.updateServiceType, async ({ request }) => {
        const body = (await request.json()) as { serviceType: string };
        bodies.push(body);
        return ok({ ...session.user, serviceType: body.serviceType });
      }),
    );
    renderWithApp(() => <ServiceModeCard />);
    expect((await screen.findByTestId('service-mode-current')).textContent).toBe('资深顾问');
    fireEvent.click(screen.getByRole('button', { name: '更改服务模式' }));
    fireEvent.click(screen.getByRole('button', { name: /自助申请/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
    });
    await waitFor(() => expect(screen.getByTestId('service-mode-current').textContent).toBe('自助申请'));
    expect(bodies).toEqual([{ serviceType: 'DIY' }]);
    expect(session.user?.serviceType).toBe('DIY');
  });

  it('a refused change keeps the old mode and the choice open', async () => {
    server.use(mswHttp.post(API.user.updateServiceType, () => fail(410, '服务类型不正确')));
    renderWithApp(() => <ServiceModeCard />);
    fireEvent.click(await screen.findByRole('button', { name: '更改服务模式' }));
    fireEvent.click(screen.getByRole('button', { name: /AI数字顾问/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeTruthy());
    expect(screen.getByTestId('service-mode-current').textContent).toBe('资深顾问');
    expect(session.user?.serviceType).toBe('ADVISOR');
  });
});

/**
 * The console's 我的学生 view (/console): the caller's students searchable by name; selecting one shows their
 * header and the sections the route passes in (the plan section: the student's strategy, programs, courses
 * and the form that adds one; a bad link is refused with a message and the typed text kept).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import { CHAT_TEXT } from '@/contract/chat';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { PLAN_TEXT, type MyStudent, type CourseItem } from '@/contract/journey-plan';
import type { ConsoleTask } from '@/contract/journey-task';
import { Route as ConsoleRoute } from '@/routes/console';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { renderWithApp } from './render';
import { useOutboxSession } from './outbox-session';
import { staffAccount } from '../mocks/chat';

vi.mock('@/lib/socket', async (importOriginal) => (await import('./socket-stub')).stubSocket(importOriginal));

const counselor = { ...student, id: 'staff-4', nameCn: '刘顾问', staffRole: 'COUNSELOR' as const };
const ACCOUNT = staffAccount({ accountId: 'staff-4', kind: 'COUNSELOR', nameCn: '刘顾问' });
const STUDENTS: MyStudent[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: '小李',
    mobileMasked: '138****0002',
    avatar: null,
    vipLevel: 'ADVISOR',
    serviceType: 'ADVISOR',
    openTasks: 2,
    latestActivityAt: '2026-11-20T08:00:00.000Z',
    advised: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: '小王',
    mobileMasked: '139****0003',
    avatar: null,
    vipLevel: 'NONE',
    serviceType: null,
    openTasks: 0,
    latestActivityAt: null,
    advised: false,
  },
];

function serve() {
  const keywords: string[] = [];
  const posts: Record<string, unknown>[] = [];
  const courses: CourseItem[] = [];
  server.use(
    mswHttp.get(API.console.accounts, () => ok([ACCOUNT])),
    mswHttp.get(API.chat.friends, () => ok([])),
    // the student page opens on its 任务 tab
    mswHttp.get(API.console.tasks, () => ok([])),
    mswHttp.get(API.live.playbackPage, () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 50 })),
    mswHttp.get(API.console.students, ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      keywords.push(keyword);
      return ok(STUDENTS.filter((s) => s.name.includes(keyword)));
    }),
    mswHttp.get(API.growth.strategy, () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 30 })),
    mswHttp.get(API.growth.programs, () => ok([])),
    mswHttp.get(API.growth.courses, ({ request }) => {
      expect(new URL(request.url).searchParams.get('studentId')).toBe(STUDENTS[0]?.id);
      return ok(courses);
    }),
    mswHttp.post(API.console.plan, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      courses.push({
        id: 'c-1',
        name: String(body.name),
        provider: String(body.provider),
        courseType: 'AP',
        reason: String(body.reason),
        url: String(body.url),
        author: { id: counselor.id, name: '刘顾问', isStaff: true },
        createdAt: '2026-11-20T08:00:00.000Z',
      });
      return ok({ id: 'c-1', kind: 'COURSE' });
    }),
  );
  return { keywords, posts };
}

useOutboxSession({ user: counselor });

async function openStudents() {
  const Component = ConsoleRoute.options.component as () => React.ReactNode;
  renderWithApp(() => <Component />);
  const tab = await screen.findByRole('button', { name: '我的学生' });
  fireEvent.click(tab);
  return screen.findAllByTestId('my-student-row');
}

describe('console 我的学生', () => {
  it('lists the caller’s students with their level and open tasks, and searches by name', async () => {
    const { keywords } = serve();
    const rows = await openStudents();
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('小李'),
      expect.stringContaining('小王'),
    ]);
    expect(rows[0]?.textContent).toContain('顾问服务会员');
    expect(rows[0]?.textContent).toContain('2');
    expect(rows[1]?.textContent).toContain('暂无动态');

    fireEvent.change(screen.getByRole('textbox', { name: '按姓名搜索学生' }), { target: { value: '小王' } });
    await waitFor(() => expect(screen.getAllByTestId('my-student-row')).toHaveLength(1));
    expect(screen.getByTestId('my-student-row').textContent).toContain('小王');
    expect(keywords).toContain('小王');

    fireEvent.change(screen.getByRole('textbox', { name: '按姓名搜索学生' }), { target: { value: '没有' } });
    expect(await screen.findByText('没有找到这个学生')).toBeTruthy();
  });

  it('selecting a student shows their header and the plan section; a course is added', async () => {
    const { posts } = serve();
    const rows = await openStudents();
    fireEvent.click(rows[0] as HTMLElement);
    const header = await screen.findByTestId('student-header');
    expect(header.textContent).toContain('小李');
    expect(header.textContent).toContain('顾问服务会员');
    expect(header.textContent).toContain('资深顾问');
    // the student page shows one tab per journey slice; 规划 holds the plan section
    fireEvent.click(await screen.findByRole('tab', { name: '规划' }));
    const section = await screen.findByTestId('console-plan-section');
    expect(await within(section).findByText('还没有推荐课程')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: '推荐课程' }));
    fireEvent.change(within(section).getByRole('textbox', { name: '课程名称' }), {
      target: { value: 'AP 物理 C' },
    });
    fireEvent.change(within(section).getByRole('combobox', { name: '课程类型' }), {
      target: { value: 'AP' },
    });
    const url = within(section).getByRole('textbox', { name: '链接（https）' });
    fireEvent.change(url, { target: { value: 'http://example.com/ap' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: '添加推荐课程' }));
    });
    expect(within(section).getByRole('alert').textContent).toBe(PLAN_TEXT.urlHttps);
    expect(posts).toEqual([]);
    expect((within(section).getByRole('textbox', { name: '课程名称' }) as HTMLInputElement).value).toBe(
      'AP 物理 C',
    );

    fireEvent.change(url, { target: { value: 'https://example.com/ap' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: '添加推荐课程' }));
    });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      kind: 'COURSE',
      studentId: STUDENTS[0]?.id,
      name: 'AP 物理 C',
      courseType: 'AP',
      url: 'https://example.com/ap',
    });
    const course = await within(section).findByTestId('course-item');
    expect(course.textContent).toContain('AP 物理 C');
  });

  it('refreshes the students’ open-task counts after a task is withdrawn', async () => {
    const { keywords } = serve();
    const open: ConsoleTask = {
      id: 't-1',
      kind: 'GENERAL',
      title: '准备成绩单',
      dueAt: null,
      state: 'NEW',
      isRead: false,
      assignedByName: '刘顾问',
      materialKind: null,
      materialTypeCode: null,
      playbackId: null,
      createdAt: '2026-11-20T00:00:00.000Z',
      finishedAt: null,
      content: '',
      answerText: null,
      answerPaperwork: null,
      watchedSeconds: 0,
    };
    let withdrawn = false;
    server.use(
      mswHttp.get(API.console.tasks, () => ok(withdrawn ? [] : [open])),
      mswHttp.delete(`${API.console.tasks}/:id`, () => {
        withdrawn = true;
        return ok({ id: open.id });
      }),
    );
    const rows = await openStudents();
    fireEvent.click(rows[0] as HTMLElement);
    const section = await screen.findByTestId('console-task-section');
    const asked = keywords.length;
    await act(async () => {
      fireEvent.click(await within(section).findByRole('button', { name: '撤回' }));
    });
    await waitFor(() => expect(withdrawn).toBe(true));
    await waitFor(() => expect(keywords.length).toBeGreaterThan(asked));
  });

  it('keeps the conversations view as the first view', async () => {
    serve();
    const Component = ConsoleRoute.options.component as () => React.ReactNode;
    renderWithApp(() => <Component />);
    const views = await screen.findByTestId('console-views');
    const buttons = within(views).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['会话', '我的学生', '退款申请']);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
    // before a conversation is chosen: one empty state, not a second one of an empty conversation under it
    expect(await screen.findByText(CHAT_UI_TEXT.console.selectConversation)).toBeTruthy();
    expect(screen.queryByText(CHAT_TEXT.EMPTY_CONVERSATION)).toBeNull();
  });
});

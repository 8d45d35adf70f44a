/** 我的任务 (list by state, detail per kind, the TEXT draft, a refused finish) and the console's task section. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import {
  TASK_TEXT,
  type ConsoleTask,
  type Task,
  type TaskDetail,
  type TaskPage,
} from '@/contract/journey-task';
import { ConsoleTaskSection } from '@/features/console/components/console-task-section';
import { PlaybackPlayer } from '@/features/live/components/playback-player';
import { MyTasks } from '@/features/task/components/my-tasks';
import type { UploadSlot } from '@/features/task/components/task-detail';
import { TaskVideoPage } from '@/features/task/components/task-video-page';
import { APP_EVENTS, onAppEvent } from '@/lib/events';
import { session } from '@/lib/session';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { renderWithApp } from './render';

const DAY = 86_400_000;

function task(id: string, over: Partial<Task> = {}): Task {
  return {
    id,
    kind: 'GENERAL',
    title: `任务${id}`,
    dueAt: null,
    state: 'DOING',
    isRead: true,
    assignedByName: '刘顾问',
    materialKind: null,
    materialTypeCode: null,
    playbackId: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    finishedAt: null,
    ...over,
  };
}

function detail(base: Task, over: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...base,
    content: '请完成这个任务',
    answerText: null,
    answerPaperwork: null,
    watchedSeconds: 0,
    ...over,
  };
}

const TASKS: Task[] = [
  task('t1', {
    kind: 'TEXT',
    title: '写目标专业',
    state: 'OVERDUE',
    dueAt: new Date(Date.now() - 3 * DAY).toISOString(),
  }),
  task('t2', { kind: 'VIDEO', title: '看培训视频', dueAt: new Date(Date.now() + 5 * DAY).toISOString() }),
  task('t3', {
    kind: 'UPLOAD',
    title: '上传成绩单',
    state: 'NEW',
    isRead: false,
    materialKind: 'STUDENT_MATERIAL',
    materialTypeCode: '01',
  }),
  task('t4', { title: '预约考试', state: 'DONE', finishedAt: '2026-11-22T00:00:00.000Z' }),
];
const COUNTS = { NEW: 1, DOING: 1, OVERDUE: 1, DONE: 1 };

function pageOf(list: Task[]): TaskPage {
  return { list, total: list.length, pageIndex: 1, pageSize: 10, counts: COUNTS };
}

/** The panel with the `task` search held in state (the route's `&task=`). */
function Panel({
  initial,
  renderUpload,
}: {
  initial?: string;
  renderUpload?: (slot: UploadSlot) => React.ReactNode;
}) {
  const [id, setId] = useState<string | undefined>(initial);
  return <MyTasks taskId={id} onOpenTask={setId} renderUpload={renderUpload ?? (() => null)} />;
}

beforeEach(() => {
  session.token = 'tok-1';
  session.user = { ...student, vipLevel: 'ADVISOR' };
});

describe('我的任务', () => {
  it('lists tasks with state chips, due text and counts, and filters by state', async () => {
    const asked: (string | undefined)[] = [];
    server.use(
      mswHttp.post(API.task.mine, async ({ request }) => {
        const body = (await request.json()) as { state?: Task['state'] };
        asked.push(body.state);
        return ok(pageOf(body.state ? TASKS.filter((item) => item.state === body.state) : TASKS));
      }),
    );
    renderWithApp(() => <Panel />);
    const cards = await screen.findAllByTestId('task-card');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByTestId('task-state').textContent)).toEqual([
      '已逾期',
      '进行中',
      '未读',
      '已完成',
    ]);
    expect(within(cards[0] as HTMLElement).getByTestId('task-due').textContent).toContain('已逾期 3 天');
    expect(within(cards[1] as HTMLElement).getByTestId('task-due').textContent).toContain('剩余 5 天');
    expect(screen.getByRole('button', { name: '全部 4' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '已逾期 1' }));
    await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(1));
    expect(asked.at(-1)).toBe('OVERDUE');
  });

  it('opening a task shows its content; VIDEO links to the player with the task id', async () => {
    server.use(mswHttp.get(`${API.task.detail}/t2`, () => ok(detail(TASKS[1] as Task))));
    renderWithApp(() => <Panel initial="t2" />);
    expect(await screen.findByText('请完成这个任务')).toBeTruthy();
    const link = screen.getByRole('link', { name: '观看培训视频' });
    expect(link.getAttribute('href')).toBe('/personal/VideoPlayer?taskId=t2');
  });

  it('UPLOAD: the uploader slot gets the material asked for; finishing sends the uploaded document', async () => {
    const sent: unknown[] = [];
    const upload = TASKS[2] as Task;
    server.use(
      mswHttp.get(`${API.task.detail}/t3`, () => ok(detail({ ...upload, state: 'DOING', isRead: true }))),
      mswHttp.post(API.task.finish, async ({ request }) => {
        sent.push(await request.json());
        return ok(
          detail(
            { ...upload, state: 'DONE', finishedAt: new Date().toISOString() },
            { answerPaperwork: { id: 'p1', title: '成绩单.pdf', fileId: 'f1' } },
          ),
        );
      }),
    );
    const checks: number[] = [];
    const off = onAppEvent(APP_EVENTS.TASK_CHECK, () => checks.push(1));
    renderWithApp(() => (
      <Panel
        initial="t3"
        renderUpload={(slot) => (
          <button type="button" onClick={() => slot.onUploaded('p1')}>
            测试上传 {slot.materialKind} {slot.materialTypeCode}
          </button>
        )}
      />
    ));
    expect(await screen.findByText('请上传：成绩单')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '完成任务' }));
    expect((await screen.findByTestId('task-error')).textContent).toBe(TASK_TEXT.UPLOAD_REQUIRED);
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '测试上传 STUDENT_MATERIAL 01' }));
    fireEvent.click(screen.getByRole('button', { name: '完成任务' }));
    expect((await screen.findByTestId('task-done')).textContent).toContain('成绩单.pdf');
    expect(sent).toEqual([{ id: 't3', paperworkId: 'p1' }]);
    expect(checks.length).toBeGreaterThanOrEqual(2); // opened, then finished
    off();
  });

  it('GENERAL: 标记完成 with an optional note', async () => {
    const general = task('t5', { title: '参加说明会' });
    const sent: unknown[] = [];
    server.use(
      mswHttp.get(`${API.task.detail}/t5`, () => ok(detail(general))),
      mswHttp.post(API.task.finish, async ({ request }) => {
        sent.push(await request.json());
        return ok(
          detail(
            { ...general, state: 'DONE', finishedAt: new Date().toISOString() },
            { answerText: '已参加' },
          ),
        );
      }),
    );
    renderWithApp(() => <Panel initial="t5" />);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '已参加' } });
    fireEvent.click(screen.getByRole('button', { name: '标记完成' }));
    expect((await screen.findByTestId('task-done')).textContent).toContain('已参加');
    expect(sent).toEqual([{ id: 't5', note: '已参加' }]);
  });

  it('TEXT: the draft survives a remount; a refused finish keeps the text and shows the server’s message', async () => {
    const text = TASKS[0] as Task;
    server.use(
      mswHttp.get(`${API.task.detail}/t1`, () => ok(detail(text))),
      mswHttp.post(API.task.finish, () => fail(410, '服务器：内容不合格')),
    );
    const first = renderWithApp(() => <Panel initial="t1" />);
    const box = await screen.findByTestId('task-text');
    fireEvent.change(box, { target: { value: '计算机、数据科学、金融工程' } });
    expect(screen.getByTestId('task-text-count').textContent).toBe('13 / 5000');
    await new Promise((resolve) => setTimeout(resolve, 600)); // the draft is written a moment after typing
    first.unmount();

    renderWithApp(() => <Panel initial="t1" />);
    await waitFor(() =>
      expect((screen.getByTestId('task-text') as HTMLTextAreaElement).value).toBe(
        '计算机、数据科学、金融工程',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '完成任务' }));
    expect((await screen.findByTestId('task-error')).textContent).toBe('服务器：内容不合格');
    expect((screen.getByTestId('task-text') as HTMLTextAreaElement).value).toBe('计算机、数据科学、金融工程');
  });

  it('TEXT: an empty answer is refused before sending', async () => {
    let sent = 0;
    server.use(
      mswHttp.get(`${API.task.detail}/t1`, () => ok(detail(TASKS[0] as Task))),
      mswHttp.post(API.task.finish, () => {
        sent += 1;
        return ok(null);
      }),
    );
    renderWithApp(() => <Panel initial="t1" />);
    await screen.findByTestId('task-text');
    fireEvent.click(screen.getByRole('button', { name: '完成任务' }));
    expect((await screen.findByTestId('task-error')).textContent).toBe(TASK_TEXT.TEXT_REQUIRED);
    expect(sent).toBe(0);
  });
});

describe('the training video of a task', () => {
  it('starts at the watched seconds, saves progress, shows 已完成 at the end and lists related videos', async () => {
    const video = task('v1', { kind: 'VIDEO', title: '申请入门', playbackId: 'pb1' });
    const playback = {
      id: 'pb1',
      title: '申请入门视频',
      description: '',
      orgId: null,
      orgName: null,
      hostId: null,
      hostName: null,
      durationSeconds: 60,
      tags: [],
      videoUrl: '/files/playback/pb1/video',
      posterUrl: '/files/playback/pb1/poster',
      publishedAt: '2026-11-01T00:00:00.000Z',
    };
    const saved: unknown[] = [];
    server.use(
      mswHttp.get(`${API.task.videoByTask}/v1`, () => ok({ task: video, playback, watchedSeconds: 25 })),
      mswHttp.post(API.task.trainVideoRecommend, () => ok([{ ...playback, id: 'pb2', title: '文书写作' }])),
      mswHttp.put(API.task.trainVideoProgress, async ({ request }) => {
        const body = (await request.json()) as { seconds: number; ended: boolean };
        saved.push(body);
        const done = body.ended && body.seconds >= 58;
        return ok({
          watchedSeconds: body.seconds,
          task: {
            ...video,
            state: done ? 'DONE' : 'DOING',
            finishedAt: done ? new Date().toISOString() : null,
          },
        });
      }),
    );
    renderWithApp(() => (
      <TaskVideoPage
        taskId="v1"
        renderPlayer={(slot) => (
          <div>
            <span data-testid="start-at">{slot.startAt}</span>
            <button
              type="button"
              onClick={() => void slot.onPosition(40, { ended: false, keepalive: false })}
            >
              暂停
            </button>
            <button type="button" onClick={() => void slot.onPosition(60, { ended: true, keepalive: false })}>
              播完
            </button>
          </div>
        )}
        renderPlayback={(item) => <span data-testid="related">{item.title}</span>}
      />
    ));
    expect((await screen.findByTestId('start-at')).textContent).toBe('25');
    expect((await screen.findByTestId('related')).textContent).toBe('文书写作');
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByTestId('task-video-done')).toBeNull();
    const checks: number[] = [];
    const off = onAppEvent(APP_EVENTS.TASK_CHECK, () => checks.push(1));
    fireEvent.click(screen.getByRole('button', { name: '播完' }));
    expect(await screen.findByTestId('task-video-done')).toBeTruthy();
    await waitFor(() => expect(checks).toHaveLength(1)); // the badge re-checks
    off();
    expect(screen.getByTestId('task-video-state').textContent).toBe('已完成');
    expect(saved).toEqual([
      { taskId: 'v1', seconds: 40, ended: false },
      { taskId: 'v1', seconds: 60, ended: true },
    ]);
  });
});

describe('the live player with a task’s positions', () => {
  it('starts at startAt and sends positions to onPosition (the end as the duration, ended), not to the live positions', async () => {
    let livePositionCalls = 0;
    server.use(
      mswHttp.get(API.live.position, () => {
        livePositionCalls += 1;
        return ok(null);
      }),
      mswHttp.put(API.live.position, () => {
        livePositionCalls += 1;
        return ok(null);
      }),
    );
    const positions: [number, boolean][] = [];
    const playback = {
      id: 'pb1',
      title: '申请入门视频',
      description: '',
      orgId: null,
      orgName: null,
      hostId: null,
      hostName: null,
      durationSeconds: 60,
      tags: [],
      videoUrl: '/files/playback/pb1/video',
      posterUrl: '/files/playback/pb1/poster',
      publishedAt: '2026-11-01T00:00:00.000Z',
    };
    renderWithApp(() => (
      <PlaybackPlayer
        playback={playback}
        startAt={12}
        onPosition={(seconds, info) => {
          positions.push([seconds, info.ended]);
          return Promise.resolve();
        }}
      />
    ));
    const video = (await screen.findByTestId('playback-video')) as HTMLVideoElement;
    fireEvent(video, new Event('loadedmetadata'));
    await waitFor(() => expect(video.currentTime).toBe(12));
    video.currentTime = 30.4;
    fireEvent(video, new Event('play'));
    fireEvent(video, new Event('pause'));
    fireEvent(video, new Event('ended'));
    await waitFor(() =>
      expect(positions).toEqual([
        [30, false],
        [60, true],
      ]),
    );
    expect(livePositionCalls).toBe(0);
  });
});

describe('console task section', () => {
  const existing: ConsoleTask[] = [
    detail(
      task('c1', {
        kind: 'TEXT',
        title: '写自我介绍',
        state: 'DONE',
        finishedAt: '2026-11-22T00:00:00.000Z',
      }),
      {
        answerText: '我是小李',
      },
    ),
    detail(
      task('c2', {
        kind: 'UPLOAD',
        title: '上传护照',
        state: 'DONE',
        finishedAt: '2026-11-22T00:00:00.000Z',
      }),
      {
        answerPaperwork: { id: 'p9', title: '护照.pdf', fileId: 'f9' },
      },
    ),
    detail(task('c3', { title: '未完成的任务' })),
  ];

  it('shows answers, validates the assign form before sending, assigns and withdraws', async () => {
    const assigned: Record<string, unknown>[] = [];
    const withdrawn: string[] = [];
    server.use(
      mswHttp.get(API.console.tasks, () => ok(existing)),
      mswHttp.post(API.console.tasks, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        assigned.push(body);
        return ok(detail(task('c4', { title: String(body.title) })));
      }),
      mswHttp.delete(`${API.console.tasks}/:id`, ({ params }) => {
        withdrawn.push(String(params.id));
        return ok({ id: params.id });
      }),
    );
    renderWithApp(() => <ConsoleTaskSection studentId="s1" />);
    const rows = await screen.findAllByTestId('console-task');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('我是小李');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '护照.pdf' })
        .getAttribute('href'),
    ).toBe('/files/f9');
    // only the unfinished one can be withdrawn
    expect(screen.getAllByRole('button', { name: '撤回' })).toHaveLength(1);

    const form = screen.getByTestId('assign-task-form');
    fireEvent.change(within(form).getByLabelText('任务类型'), { target: { value: 'UPLOAD' } });
    fireEvent.click(within(form).getByRole('button', { name: '布置任务' }));
    expect(await within(form).findByText(TASK_TEXT.TITLE_REQUIRED)).toBeTruthy();
    expect(within(form).getByText(TASK_TEXT.MATERIAL_REQUIRED)).toBeTruthy();
    expect(assigned).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /标题/ }), { target: { value: '上传 PS' } });
    fireEvent.change(within(form).getByLabelText('材料类别'), { target: { value: 'PAPERWORK' } });
    fireEvent.change(within(form).getByLabelText('材料类型'), { target: { value: '01' } });
    fireEvent.change(within(form).getByLabelText('截止日期'), { target: { value: '2099-01-31' } });
    fireEvent.click(within(form).getByRole('button', { name: '布置任务' }));
    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(assigned[0]).toMatchObject({
      studentId: 's1',
      kind: 'UPLOAD',
      title: '上传 PS',
      materialKind: 'PAPERWORK',
      materialTypeCode: '01',
      dueAt: '2099-01-31T15:59:59.999Z',
      playbackId: null,
    });

    fireEvent.click(screen.getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(withdrawn).toEqual(['c3']));
  });

  it('a refused assign keeps the form and shows the server’s message', async () => {
    server.use(
      mswHttp.get(API.console.tasks, () => ok([])),
      mswHttp.post(API.console.tasks, () => fail(423, '无访问权限')),
    );
    renderWithApp(() => <ConsoleTaskSection studentId="s1" />);
    const form = await screen.findByTestId('assign-task-form');
    const title = within(form).getByRole('textbox', { name: /标题/ });
    fireEvent.change(title, { target: { value: '越权任务' } });
    fireEvent.click(within(form).getByRole('button', { name: '布置任务' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('越权任务');
  });
});

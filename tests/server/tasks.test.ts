/**
 * Tasks and training videos (src/contract/journey-task.ts) on PGlite and PostgreSQL: the seeded tasks of 小李
 * by state and due date, opening one marks it read (the badge's unread count moves), the finish rules per kind
 * (UPLOAD needs one of the student's own documents, TEXT a text, VIDEO watching to the end, GENERAL an
 * optional note), a second finish answers the same task, the training video's progress only grows and the end
 * finishes the task, and the console: assign, list with answers, withdraw, only by a counselor advising the
 * student. Another student's task answers 404 and stays as it was; another counselor gets 423.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import {
  TASK_TEXT,
  type ConsoleTask,
  type Task,
  type TaskDetail,
  type TaskPage,
  type TrainVideo,
  type TrainVideoPage,
  type TrainVideoProgress,
} from '../../src/contract/journey-task.ts';
import type { Playback, PlaybackPage } from '../../src/contract/live.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import type { TaskEvent } from '../../src/contract/socket.ts';
import { DEMO_TASK } from '../../server/seed/chat.ts';
import { DEMO_TASKS } from '../../server/seed/tasks.ts';
import { filesTable } from '../../server/modules/files/files.table.ts';
import { growthRecordsTable } from '../../server/modules/growth/growth.table.ts';
import { paperworkTable } from '../../server/modules/paperwork/paperwork.table.ts';
import { userTasksTable } from '../../server/modules/task/task.table.ts';
import { DEMO, loginByPassword, callApi, callData } from '../helpers/server.ts';
import { connected, listenOnLoopback, openSocket, type ClientSocket } from '../helpers/sockets.ts';
import { useTestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const t = useTestApp();
let member: LoginResult;
let other: LoginResult;
let counselor: LoginResult;
let platformStaff: LoginResult;

const call = <T>(login: LoginResult, method: Method, url: string, payload?: object) =>
  callApi<T>(t, login.token, method, url, payload);

const data = <T>(login: LoginResult, method: Method, url: string, payload?: object) =>
  callData<T>(t, login.token, method, url, payload);

const page = (login: LoginResult, body: object = {}) =>
  data<TaskPage>(login, 'POST', API.task.mine, { pageIndex: 1, pageSize: 50, ...body });
const unread = (login: LoginResult) => data<number>(login, 'GET', API.task.unreadCount);
const assign = (body: object, by: LoginResult = counselor) =>
  call<ConsoleTask>(by, 'POST', API.console.tasks, { studentId: member.user.id, content: '', ...body });
const taskRow = async (id: string) => {
  const [row] = await t.app.db.select().from(userTasksTable).where(eq(userTasksTable.id, id));
  return row;
};
const growthOf = (refId: string, kind: 'TASK_ASSIGNED' | 'TASK_FINISHED') =>
  t.app.db
    .select()
    .from(growthRecordsTable)
    .where(and(eq(growthRecordsTable.refId, refId), eq(growthRecordsTable.kind, kind)));

/** A document (paperwork row) of a student's. */
async function paperworkOf(studentId: string, title: string): Promise<string> {
  const [file] = await t.app.db
    .insert(filesTable)
    .values({
      ownerId: studentId,
      fileType: 'PAPERWORK',
      fileName: `${title}.pdf`,
      contentType: 'application/pdf',
      byteSize: 10,
      storageKey: `test/${title}`,
    })
    .returning();
  if (!file) throw new Error('file insert');
  const [row] = await t.app.db
    .insert(paperworkTable)
    .values({
      studentId,
      kind: 'STUDENT_MATERIAL',
      typeCode: '01',
      title,
      groupId: crypto.randomUUID(),
      fileId: file.id,
    })
    .returning();
  if (!row) throw new Error('paperwork insert');
  return row.id;
}

let playback: Playback;
let socket: ClientSocket;
const taskEvents: TaskEvent[] = [];

beforeAll(async () => {
  member = await loginByPassword(t, DEMO.member);
  other = await loginByPassword(t, DEMO.student);
  counselor = await loginByPassword(t, DEMO.counselor);
  platformStaff = await loginByPassword(t, DEMO.platformStaff);
  const playbacks = await data<PlaybackPage>(member, 'GET', `${API.live.playbackPage}?pageSize=50`);
  const shortest = [...playbacks.list].sort((a, b) => a.durationSeconds - b.durationSeconds)[0];
  if (!shortest) throw new Error('no seeded playback');
  playback = shortest;

  const url = await listenOnLoopback(t);
  socket = openSocket(url, { auth: { token: member.token, userId: member.user.id } });
  socket.on('task', (event) => taskEvents.push(event));
  await connected(socket);
}, 60_000);

afterAll(async () => {
  socket.disconnect();
});

describe('the student’s tasks', () => {
  it('lists the seeded demo tasks by state: unfinished by due date soonest first (none last), finished last', async () => {
    const all = await page(member);
    expect(all.total).toBe(DEMO_TASKS.length + 1);
    expect(all.counts).toEqual({ NEW: 1, DOING: 2, OVERDUE: 1, DONE: 1 });
    expect(all.list.map((task) => task.state)).toEqual(['OVERDUE', 'DOING', 'DOING', 'NEW', 'DONE']);
    expect(all.list[3]?.title).toBe(DEMO_TASK.title);
    expect(all.list.every((task) => task.assignedByName?.startsWith('刘顾问'))).toBe(true);

    const overdue = await page(member, { state: 'OVERDUE' });
    expect(overdue.list.map((task) => task.kind)).toEqual(['TEXT']);
    expect(overdue.counts.OVERDUE).toBe(1);
    const done = await page(member, { state: 'DONE' });
    expect(done.list.map((task) => task.kind)).toEqual(['GENERAL']);
  });

  it('opening a task marks it read: the unread count moves', async () => {
    expect(await unread(member)).toBe(1);
    const fresh = (await page(member, { state: 'NEW' })).list[0];
    if (!fresh) throw new Error('no new task');
    const detail = await data<TaskDetail>(member, 'GET', `${API.task.detail}/${fresh.id}`);
    expect(detail.content).toContain('问卷');
    expect(detail.state).toBe('DOING');
    expect(await unread(member)).toBe(0);
    expect((await page(member)).counts.NEW).toBe(0);
  });

  it('another student cannot read, finish or watch 小李’s task (404) and it stays unchanged', async () => {
    const created = await assign({ kind: 'TEXT', title: '别人的任务' });
    const id = created.data.id;
    expect((await call(other, 'GET', `${API.task.detail}/${id}`)).code).toBe(RESULT_CODE.ERROR);
    expect((await call(other, 'POST', API.task.finish, { id, text: '偷偷完成' })).code).toBe(
      RESULT_CODE.ERROR,
    );
    expect(
      (await call(other, 'PUT', API.task.trainVideoProgress, { taskId: id, seconds: 5, ended: true })).code,
    ).toBe(RESULT_CODE.ERROR);
    expect((await page(other)).list.map((task) => task.id)).not.toContain(id);
    const row = await taskRow(id);
    expect(row?.isRead).toBe(false);
    expect(row?.finishedAt).toBeNull();
    expect(row?.answerText).toBeNull();
    // tidy: the counselor takes it back
    expect((await call(counselor, 'DELETE', `${API.console.tasks}/${id}`)).code).toBe(RESULT_CODE.SUCCESS);
  });

  it('staff have no tasks of their own: unread count 0', async () => {
    expect(await unread(counselor)).toBe(0);
  });
});

describe('finishing per kind', () => {
  it('TEXT needs a text; a second finish answers the same finished task with one growth record', async () => {
    const { data: task } = await assign({ kind: 'TEXT', title: '写自我介绍', content: '300 字以内' });
    const empty = await call(member, 'POST', API.task.finish, { id: task.id, text: '   ' });
    expect(empty.code).toBe(RESULT_CODE.INVALID);
    expect(empty.message).toBe(TASK_TEXT.TEXT_REQUIRED);
    const tooLong = await call(member, 'POST', API.task.finish, { id: task.id, text: '字'.repeat(5001) });
    expect(tooLong.code).toBe(RESULT_CODE.INVALID);

    const done = await data<TaskDetail>(member, 'POST', API.task.finish, { id: task.id, text: '我是小李' });
    expect(done.state).toBe('DONE');
    expect(done.answerText).toBe('我是小李');
    const again = await data<TaskDetail>(member, 'POST', API.task.finish, { id: task.id, text: '改一下' });
    expect(again.finishedAt).toBe(done.finishedAt);
    expect(again.answerText).toBe('我是小李');
    expect(await growthOf(task.id, 'TASK_FINISHED')).toHaveLength(1);
    expect(await growthOf(task.id, 'TASK_ASSIGNED')).toHaveLength(1);
  });

  it('UPLOAD needs one of the student’s own documents', async () => {
    const { data: task } = await assign({
      kind: 'UPLOAD',
      title: '上传护照',
      materialKind: 'STUDENT_MATERIAL',
      materialTypeCode: '05',
    });
    const none = await call(member, 'POST', API.task.finish, { id: task.id });
    expect(none.message).toBe(TASK_TEXT.UPLOAD_REQUIRED);
    const othersDocument = await paperworkOf(other.user.id, '小张的护照');
    const foreign = await call(member, 'POST', API.task.finish, { id: task.id, paperworkId: othersDocument });
    expect(foreign.code).toBe(RESULT_CODE.INVALID);
    expect(foreign.message).toBe(TASK_TEXT.PAPERWORK_NOT_FOUND);
    expect((await taskRow(task.id))?.finishedAt).toBeNull();

    const mine = await paperworkOf(member.user.id, '小李的护照');
    const done = await data<TaskDetail>(member, 'POST', API.task.finish, { id: task.id, paperworkId: mine });
    expect(done.state).toBe('DONE');
    expect(done.answerPaperwork?.title).toBe('小李的护照');

    const seen = await data<ConsoleTask[]>(
      counselor,
      'GET',
      `${API.console.tasks}?studentId=${member.user.id}`,
    );
    const answer = seen.find((item) => item.id === task.id);
    expect(answer?.answerPaperwork?.id).toBe(mine);
    expect(answer?.answerPaperwork?.fileId).toBeTruthy();
  });

  it('GENERAL is marked done with an optional note', async () => {
    const { data: task } = await assign({ kind: 'GENERAL', title: '参加线上说明会' });
    const done = await data<TaskDetail>(member, 'POST', API.task.finish, { id: task.id, note: '已参加' });
    expect(done.state).toBe('DONE');
    expect(done.answerText).toBe('已参加');
    const finished = await data<Task[]>(
      member,
      'GET',
      `${API.task.finishedByTime}?from=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`,
    );
    expect(finished.map((item) => item.id)).toContain(task.id);
    expect(finished.every((item) => item.state === 'DONE')).toBe(true);
    // a bound that is no ISO date (the bench's fuzzer found `from=110100`, a year JS parses) is refused, not a 500
    for (const from of ['110100', '+110100-01-01', '2026-13-45']) {
      const refused = await call(
        member,
        'GET',
        `${API.task.finishedByTime}?from=${encodeURIComponent(from)}`,
      );
      expect(refused.code).toBe(RESULT_CODE.INVALID);
    }
  });

  it('VIDEO: refused until watched; progress only grows; the end finishes it', async () => {
    const { data: task } = await assign({ kind: 'VIDEO', title: '看培训视频', playbackId: playback.id });
    const early = await call(member, 'POST', API.task.finish, { id: task.id });
    expect(early.code).toBe(RESULT_CODE.INVALID);
    expect(early.message).toBe(TASK_TEXT.VIDEO_NOT_WATCHED);

    const video = await data<TrainVideo>(member, 'GET', `${API.task.videoByTask}/${task.id}`);
    expect(video.playback.id).toBe(playback.id);
    expect(video.playback.videoUrl).toBe(`/files/playback/${playback.id}/video`);
    expect(video.watchedSeconds).toBe(0);

    const put = (seconds: number, ended = false) =>
      data<TrainVideoProgress>(member, 'PUT', API.task.trainVideoProgress, {
        taskId: task.id,
        seconds,
        ended,
      });
    expect((await put(4)).watchedSeconds).toBe(4);
    expect((await put(2)).watchedSeconds).toBe(4);
    // ended too early (a seek to the end is not enough below duration - 2)
    const notYet = await put(Math.max(0, playback.durationSeconds - 5), true);
    expect(notYet.task.state).not.toBe('DONE');
    const end = await put(playback.durationSeconds, true);
    expect(end.task.state).toBe('DONE');
    expect(end.watchedSeconds).toBe(playback.durationSeconds);
    expect(await growthOf(task.id, 'TASK_FINISHED')).toHaveLength(1);

    const videos = await data<TrainVideoPage>(member, 'POST', API.task.trainVideos, {
      pageIndex: 1,
      pageSize: 20,
    });
    expect(videos.list.find((item) => item.task.id === task.id)?.watchedSeconds).toBe(
      playback.durationSeconds,
    );
    expect(videos.list.every((item) => item.task.kind === 'VIDEO')).toBe(true);

    const related = await data<Playback[]>(member, 'POST', API.task.trainVideoRecommend, { taskId: task.id });
    expect(related.map((item) => item.id)).not.toContain(playback.id);
  });

  it('a TEXT task has no training video', async () => {
    const text = (await page(member, { state: 'OVERDUE' })).list[0];
    if (!text) throw new Error('no overdue task');
    const answer = await call(member, 'GET', `${API.task.videoByTask}/${text.id}`);
    expect(answer.message).toBe(TASK_TEXT.NOT_VIDEO_TASK);
  });
});

describe('the console', () => {
  it('assigning checks the form and shows up as an unread task of the student', async () => {
    const before = await unread(member);
    expect((await assign({ kind: 'TEXT', title: ' ' })).code).toBe(RESULT_CODE.INVALID);
    expect((await assign({ kind: 'TEXT', title: '长'.repeat(101) })).code).toBe(RESULT_CODE.INVALID);
    const noMaterial = await assign({ kind: 'UPLOAD', title: '上传' });
    expect(noMaterial.code).toBe(RESULT_CODE.INVALID);
    expect(noMaterial.message).toContain(TASK_TEXT.MATERIAL_REQUIRED);
    const badCode = await assign({
      kind: 'UPLOAD',
      title: '上传',
      materialKind: 'PAPERWORK',
      materialTypeCode: '99',
    });
    expect(badCode.message).toBe(TASK_TEXT.MATERIAL_INVALID);
    const badVideo = await assign({ kind: 'VIDEO', title: '视频', playbackId: crypto.randomUUID() });
    expect(badVideo.message).toBe(TASK_TEXT.PLAYBACK_NOT_FOUND);
    const past = await assign({
      kind: 'TEXT',
      title: '昨天就该交',
      dueAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(past.code).toBe(RESULT_CODE.INVALID);
    expect(past.message).toBe(TASK_TEXT.DUE_PAST);
    expect(await unread(member)).toBe(before);

    const dueAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const created = await assign({
      kind: 'UPLOAD',
      title: '上传 PS',
      materialKind: 'PAPERWORK',
      materialTypeCode: '01',
      dueAt,
    });
    expect(created.code).toBe(RESULT_CODE.SUCCESS);
    expect(created.data.dueAt).toBe(dueAt);
    expect(await unread(member)).toBe(before + 1);
    // a notice tells the student, linking to the task
    const notices = await data<{ list: { title: string; link: string | null }[] }>(
      member,
      'POST',
      API.notice.page,
      { userId: member.user.id, size: 50, pageIndex: 1 },
    );
    expect(notices.list.find((notice) => notice.link?.endsWith(created.data.id))).toMatchObject({
      title: TASK_TEXT.ASSIGNED_NOTICE_TITLE,
      link: `/personal?component=mytask&task=${created.data.id}`,
    });
    // the student's badge hears of it at once
    for (let i = 0; i < 50 && !taskEvents.some((e) => e.taskId === created.data.id); i += 1) await sleep(20);
    expect(taskEvents.find((e) => e.taskId === created.data.id)).toEqual({
      taskId: created.data.id,
      userId: member.user.id,
      action: 'ASSIGNED',
    });
  });

  it('withdraws an unfinished task (gone from the student’s list), not a finished one', async () => {
    const { data: task } = await assign({ kind: 'GENERAL', title: '将被撤回' });
    const unreadBefore = await unread(member);
    const withdrawn = await call(counselor, 'DELETE', `${API.console.tasks}/${task.id}`);
    expect(withdrawn.code).toBe(RESULT_CODE.SUCCESS);
    expect(await unread(member)).toBe(unreadBefore - 1);
    for (
      let i = 0;
      i < 50 && !taskEvents.some((e) => e.action === 'WITHDRAWN' && e.taskId === task.id);
      i += 1
    )
      await sleep(20);
    expect(taskEvents.filter((e) => e.action === 'WITHDRAWN').map((e) => e.taskId)).toContain(task.id);
    expect((await page(member)).list.map((item) => item.id)).not.toContain(task.id);
    expect((await call(member, 'GET', `${API.task.detail}/${task.id}`)).code).toBe(RESULT_CODE.ERROR);

    const done = (await page(member, { state: 'DONE' })).list[0];
    if (!done) throw new Error('no finished task');
    const refused = await call(counselor, 'DELETE', `${API.console.tasks}/${done.id}`);
    expect(refused.message).toBe(TASK_TEXT.WITHDRAW_FINISHED);
    expect((await taskRow(done.id))?.withdrawnAt).toBeNull();
  });

  it('a counselor who does not advise the student is refused everything (423) and nothing changes', async () => {
    const tasksBefore = await page(member);
    const list = await call(platformStaff, 'GET', `${API.console.tasks}?studentId=${member.user.id}`);
    expect(list.code).toBe(RESULT_CODE.NOT_ALLOWED);
    expect((await assign({ kind: 'GENERAL', title: '越权布置' }, platformStaff)).code).toBe(
      RESULT_CODE.NOT_ALLOWED,
    );
    const victim = tasksBefore.list.find((item) => item.state !== 'DONE');
    if (!victim) throw new Error('no open task');
    const withdraw = await call(platformStaff, 'DELETE', `${API.console.tasks}/${victim.id}`);
    expect(withdraw.code).toBe(RESULT_CODE.NOT_ALLOWED);
    expect((await taskRow(victim.id))?.withdrawnAt).toBeNull();
    expect((await page(member)).total).toBe(tasksBefore.total);
  });

  it('a student is refused the console calls (423)', async () => {
    expect((await call(other, 'GET', `${API.console.tasks}?studentId=${member.user.id}`)).code).toBe(
      RESULT_CODE.NOT_ALLOWED,
    );
    expect((await assign({ kind: 'GENERAL', title: '学生布置' }, other)).code).toBe(RESULT_CODE.NOT_ALLOWED);
    const open = (await page(member)).list.find((item) => item.state !== 'DONE');
    if (!open) throw new Error('no open task');
    expect((await call(member, 'DELETE', `${API.console.tasks}/${open.id}`)).code).toBe(
      RESULT_CODE.NOT_ALLOWED,
    );
  });

  it('lists the student’s tasks with states and answers', async () => {
    const seen = await data<ConsoleTask[]>(
      counselor,
      'GET',
      `${API.console.tasks}?studentId=${member.user.id}`,
    );
    const mine = await page(member);
    expect(seen.map((item) => item.id).sort()).toEqual(mine.list.map((item) => item.id).sort());
    expect(seen.find((item) => item.title === '写自我介绍')?.answerText).toBe('我是小李');
    expect(seen.find((item) => item.title === '看培训视频')?.watchedSeconds).toBe(playback.durationSeconds);
  });
});

/**
 * Notices and the unread summary (API.notice, API.console.notice): a user pages only their own notices, by
 * type; marks them read by ids (others' ids change nothing), by type or all; the summary and validate read
 * count follow; staff send notices only to students of their conversations. Runs on PGlite and PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import type { Notice, NoticePage, UnreadSummary } from '../../src/contract/chat.ts';
import { DEMO, loginByPassword, callApi } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let student: LoginResult;
let other: LoginResult;
let staff: LoginResult;
let counselor: LoginResult;

const call = <T>(login: LoginResult, method: 'GET' | 'POST', url: string, payload?: object) =>
  callApi<T>(t, login.token, method, url, payload);

const page = (login: LoginResult, body: object) => call<NoticePage>(login, 'POST', API.notice.page, body);
const summary = (login: LoginResult) => call<UnreadSummary>(login, 'GET', API.notice.unreadSummary);
const sendNotice = (login: LoginResult, body: object) =>
  call<Notice>(login, 'POST', API.console.notice, body);

beforeAll(async () => {
  student = await loginByPassword(t, DEMO.student);
  other = await loginByPassword(t, DEMO.other);
  staff = await loginByPassword(t, DEMO.platformStaff);
  counselor = await loginByPassword(t, DEMO.counselor);
}, 60_000);

describe('notices', () => {
  it('pages the caller’s own notices, newest first, by type', async () => {
    const all = await page(student, { userId: student.user.id, size: 10, pageIndex: 1 });
    expect(all.data).toMatchObject({ total: 2, pageIndex: 1, pageSize: 10 });
    expect(all.data.list.map((n) => [n.type, n.isRead])).toEqual([
      [10, false],
      [2, true],
    ]);
    const visits = await page(student, { userId: student.user.id, type: 2 });
    expect(visits.data.list.map((n) => n.title)).toEqual(['院校参观活动报名提醒（演示）']);
    const second = await page(student, { userId: student.user.id, size: 1, pageIndex: 2 });
    expect(second.data.list.map((n) => n.type)).toEqual([2]);
    expect((await page(student, { userId: student.user.id, type: 7 })).code).toBe(410);
  });

  it('refuses another user’s notices (423) and shows nothing of them', async () => {
    const refused = await page(other, { userId: student.user.id });
    expect(refused).toMatchObject({ code: 423, data: null });
    expect((await page(other, { userId: other.user.id })).data).toMatchObject({ total: 0, list: [] });
  });

  it('counts unread messages and notices by type; validate read count says whether anything is unread', async () => {
    const before = await summary(student);
    expect(before.data).toEqual({
      chat: 2,
      notices: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '10': 1 },
      total: 3,
    });
    expect((await call<boolean>(student, 'GET', API.notice.validateReadCount)).data).toBe(true);
    expect((await summary(other)).data.total).toBe(0);
    expect((await call<boolean>(other, 'GET', API.notice.validateReadCount)).data).toBe(false);
  });

  it('marks read by ids (another user’s ids change nothing), by type, or all', async () => {
    const mine = (await page(student, { userId: student.user.id })).data.list;
    const unread = mine.find((n) => !n.isRead);
    if (!unread) throw new Error('no unread notice');
    const byOther = await call<UnreadSummary>(other, 'POST', API.notice.updateRead, { ids: [unread.id] });
    expect(byOther.code).toBe(200);
    expect((await summary(student)).data.notices['10']).toBe(1);

    const byType = await call<UnreadSummary>(student, 'POST', API.notice.updateRead, { type: 2 });
    expect(byType.data.notices['10']).toBe(1);
    const byIds = await call<UnreadSummary>(student, 'POST', API.notice.updateRead, {
      ids: [unread.id, 'x'],
    });
    expect(byIds.data.notices['10']).toBe(0);
    expect(byIds.data.total).toBe(2);

    await sendNotice(staff, { userId: student.user.id, type: 4, title: '申请进度', content: '材料已提交' });
    await sendNotice(staff, { userId: student.user.id, title: '系统维护', content: '今晚维护' });
    expect((await summary(student)).data.notices).toMatchObject({ '4': 1, '10': 1 });
    const everything = await call<UnreadSummary>(student, 'POST', API.notice.updateRead, {});
    expect(everything.data).toMatchObject({ chat: 2, total: 2 });
  });

  it('lets staff send notices only to students of their conversations, stored with the sender’s name', async () => {
    const sent = await sendNotice(staff, {
      userId: student.user.id,
      type: 3,
      title: '录取结果',
      content: '恭喜获得录取',
      link: '/school/activity',
    });
    expect(sent.data).toMatchObject({
      type: 3,
      link: '/school/activity',
      senderName: '客服小王（演示）',
      isRead: false,
    });
    const listed = await page(student, { userId: student.user.id, type: 3 });
    expect(listed.data.list[0]).toEqual(sent.data);

    expect(
      (await sendNotice(counselor, { userId: student.user.id, title: '越权', content: '越权' })).code,
    ).toBe(423);
    expect((await sendNotice(staff, { userId: other.user.id, title: '越权', content: '越权' })).code).toBe(
      423,
    );
    expect((await sendNotice(other, { userId: student.user.id, title: '越权', content: '越权' })).code).toBe(
      423,
    );
    expect(
      (await sendNotice(staff, { userId: student.user.id, title: '链接', content: 'x', link: 'https://x' }))
        .code,
    ).toBe(410);
    expect((await page(other, { userId: other.user.id })).data.total).toBe(0);
  });
});

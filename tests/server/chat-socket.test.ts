/**
 * Chat over socket.io: a message sent as the app sends it (POST send through the outbox, chat.routes.ts) is
 * emitted as `chat` to both sides' rooms (every staff member of a shared inbox, every tab of the sender);
 * `chatsync` (chat.socket.ts) back-fills parties only, its refusals acked, never thrown; a `notice` from the
 * console pushed to its student. Then two
 * app instances behind Redis: a message a staff member sends on process B reaches a student on process A
 * (runs when TEST_REDIS_URL or REDIS_URL is set, like tests/server/scale-out.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import { CHAT_TEXT, type Notice, type PlatformService } from '../../src/contract/chat.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import type { Ack, ChatMessage, SocketChatSync } from '../../src/contract/socket.ts';
import {
  DEMO,
  authHeaders,
  buildTestApp,
  envelopeOf,
  loginByPassword,
  type TestApp,
} from '../helpers/server.ts';
import { baseUrl, connected, listenOnLoopback, openSocket, type ClientSocket } from '../helpers/sockets.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || process.env.REDIS_URL?.trim() || undefined;

const sockets: ClientSocket[] = [];

async function connectAs(t: TestApp, login: LoginResult): Promise<ClientSocket> {
  const socket = openSocket(baseUrl(t), { auth: { token: login.token, userId: login.user.id } });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

/** Every chat event a socket receives. */
function collect(socket: ClientSocket): ChatMessage[] {
  const got: ChatMessage[] = [];
  socket.on('chat', (message) => got.push(message));
  return got;
}

interface SendPayload {
  fromUserId: string;
  toUserId: string;
  message: string;
  msgType: 'text' | 'image';
  clientMsgId?: string;
}

/** A send as the app's outbox makes it: its entry id as the clientMsgId and the Idempotency-Key. */
async function sendChat(t: TestApp, login: LoginResult, payload: SendPayload): Promise<ChatMessage> {
  const clientMsgId = payload.clientMsgId ?? randomUUID();
  const response = await t.inject({
    method: 'POST',
    url: API.chat.send,
    headers: { ...authHeaders(login.token), [HEADERS.IDEMPOTENCY]: clientMsgId },
    payload: { ...payload, clientMsgId },
  });
  const body = envelopeOf<ChatMessage>(response);
  if (body.code !== 200) throw new Error(`send refused: ${body.code} ${body.message}`);
  return body.data;
}

function sync(socket: ClientSocket, payload: unknown): Promise<Ack<ChatMessage[]>> {
  return socket.timeout(5_000).emitWithAck('chatsync', payload as SocketChatSync);
}

async function until(check: () => boolean, what: string, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

function dataOf<T>(ack: Ack<T>): T {
  if (!ack.ok) throw new Error(`ack refused: ${ack.code} ${ack.message}`);
  return ack.data;
}

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('chat events over the socket', () => {
  let t: TestApp;
  let student: LoginResult;
  let other: LoginResult;
  let staffA: LoginResult;
  let staffB: LoginResult;
  let counselor: LoginResult;
  let platformId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await listenOnLoopback(t);
    student = await loginByPassword(t, DEMO.student);
    other = await loginByPassword(t, DEMO.other);
    staffA = await loginByPassword(t, DEMO.platformStaff);
    staffB = await loginByPassword(t, '13900000002');
    counselor = await loginByPassword(t, DEMO.counselor);
    const platform = await t.inject({
      method: 'GET',
      url: API.chat.platformService,
      headers: authHeaders(student.token),
    });
    platformId = envelopeOf<PlatformService>(platform).data.id;
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it('delivers a student’s message to both staff of the platform inbox and the student’s tabs, and a reply to all of them', async () => {
    const studentSocket = await connectAs(t, student);
    const studentTab2 = await connectAs(t, student);
    const a = await connectAs(t, staffA);
    const b = await connectAs(t, staffB);
    const outsider = await connectAs(t, other);
    const gotStudent = collect(studentSocket);
    const gotTab2 = collect(studentTab2);
    const gotA = collect(a);
    const gotB = collect(b);
    const gotOutsider = collect(outsider);

    const clientMsgId = randomUUID();
    const stored = await sendChat(t, student, {
      fromUserId: student.user.id,
      toUserId: platformId,
      message: '你好，在吗？',
      msgType: 'text',
      clientMsgId,
    });
    expect(stored).toMatchObject({ fromUserId: student.user.id, toUserId: platformId, seq: 4, clientMsgId });
    await until(
      () => gotA.length === 1 && gotB.length === 1 && gotStudent.length === 1 && gotTab2.length === 1,
      'the inbox and the student’s tabs',
    );
    for (const got of [gotA, gotB, gotStudent, gotTab2]) expect(got[0]).toEqual(stored);

    const reply = await sendChat(t, staffA, {
      fromUserId: platformId,
      toUserId: student.user.id,
      message: '在的，请讲',
      msgType: 'text',
    });
    expect(reply).toMatchObject({ fromUserId: platformId, toUserId: student.user.id, seq: 5 });
    await until(
      () => gotStudent.length === 2 && gotA.length === 2 && gotB.length === 2,
      'the reply at the student and the staff',
    );
    expect(gotStudent[1]).toEqual(reply);
    expect(gotB[1]).toEqual(reply);
    await sleep(100);
    expect(gotOutsider).toEqual([]);

    // a resend (a lost answer) is answered with the stored message, stored once and not emitted again
    const again = await sendChat(t, student, {
      fromUserId: student.user.id,
      toUserId: platformId,
      message: '你好，在吗？',
      msgType: 'text',
      clientMsgId,
    });
    expect(again).toEqual(stored);
    const all = dataOf(await sync(studentSocket, { roomCode: stored.roomCode, afterSeq: 0 }));
    expect(all.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(all.filter((m) => m.clientMsgId === clientMsgId)).toHaveLength(1);
    await sleep(100);
    expect(gotA).toEqual([stored, reply]);
    expect(gotTab2).toEqual([stored, reply]);
  });

  it('back-fills a conversation after a sequence number for its parties only', async () => {
    const studentSocket = await connectAs(t, student);
    const outsiderSocket = await connectAs(t, other);
    const counselorSocket = await connectAs(t, counselor);
    const staffSocket = await connectAs(t, staffB);
    const list = await t.inject({
      method: 'GET',
      url: API.chat.friends,
      headers: authHeaders(student.token),
    });
    const roomCode = envelopeOf<{ conversationId: string }[]>(list).data[0]?.conversationId ?? '';

    const tail = dataOf(await sync(studentSocket, { roomCode, afterSeq: 3 }));
    expect(tail.map((m) => m.seq)).toEqual([4, 5]);
    expect(
      dataOf(await sync(staffSocket, { roomCode, afterSeq: 4, limitSize: 1 })).map((m) => m.seq),
    ).toEqual([5]);
    expect(await sync(outsiderSocket, { roomCode, afterSeq: 0 })).toEqual({
      ok: false,
      code: 423,
      message: CHAT_TEXT.NOT_PARTY,
    });
    expect(await sync(counselorSocket, { roomCode, afterSeq: 0 })).toMatchObject({ ok: false, code: 423 });
    expect(await sync(outsiderSocket, { roomCode: randomUUID(), afterSeq: 0 })).toMatchObject({
      ok: false,
      code: 423,
    });
    expect(await sync(outsiderSocket, { roomCode, afterSeq: -1 })).toMatchObject({ ok: false, code: 410 });
  });

  it('pushes a console notice to the student’s sockets', async () => {
    const socket = await connectAs(t, student);
    const notices: Notice[] = [];
    socket.on('notice', (notice) => notices.push(notice));
    const response = await t.inject({
      method: 'POST',
      url: API.console.notice,
      headers: authHeaders(staffA.token),
      payload: { userId: student.user.id, type: 10, title: '资料提醒', content: '请上传成绩单' },
    });
    const sent = envelopeOf<Notice>(response).data;
    expect(sent).toMatchObject({
      userId: student.user.id,
      title: '资料提醒',
      isRead: false,
      senderName: '客服小王（演示）',
    });
    await until(() => notices.length === 1, 'the notice');
    expect(notices[0]).toEqual(sent);
  });
});

describe.runIf(Boolean(REDIS_URL))('chat across two processes through Redis', () => {
  const PREFIX = `liuxue-test-${randomUUID()}:`;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: PREFIX };
    a = await buildTestApp({ env });
    await listenOnLoopback(a);
    // B boots on the database A has migrated and seeded, like a second process
    b = await buildTestApp({ env, keepDatabase: true });
    await listenOnLoopback(b);
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.close();
    await a?.close();
  });

  it('a student on process A gets the message a staff member sends on process B, and the reply travels back', async () => {
    const student = await loginByPassword(a, DEMO.student);
    const staff = await loginByPassword(b, DEMO.platformStaff);
    const otherStaff = await loginByPassword(a, '13900000002');
    const platform = await a.inject({
      method: 'GET',
      url: API.chat.platformService,
      headers: authHeaders(student.token),
    });
    const platformId = envelopeOf<PlatformService>(platform).data.id;

    const onA = await connectAs(a, student);
    const staffOnB = await connectAs(b, staff);
    const otherStaffOnA = await connectAs(a, otherStaff);
    const gotStudent = collect(onA);
    const gotStaff = collect(staffOnB);
    const gotOtherStaff = collect(otherStaffOnA);

    const sent = await sendChat(b, staff, {
      fromUserId: platformId,
      toUserId: student.user.id,
      message: '来自进程B',
      msgType: 'text',
    });
    await until(() => gotStudent.length === 1 && gotOtherStaff.length === 1, 'the message on process A');
    expect(gotStudent[0]).toEqual(sent);

    const reply = await sendChat(a, student, {
      fromUserId: student.user.id,
      toUserId: platformId,
      message: '来自进程A',
      msgType: 'text',
    });
    await until(() => gotStaff.length === 2, 'the reply on process B');
    expect(gotStaff).toEqual([sent, reply]);
    expect(reply.seq).toBe(sent.seq + 1);
  });
});

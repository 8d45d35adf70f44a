/**
 * Chat over REST (API.chat, API.console, API.task): conversations between a student and an account, sequence
 * numbers, resends, images, read markers, the staff side of a shared inbox, and that a party outside a
 * conversation reads or writes nothing of it, per endpoint. Runs on PGlite and on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import {
  CHAT_TEXT,
  filePreviewUrl,
  type ChatFriend,
  type ConsoleStudent,
  type OrgService,
  type PlatformService,
  type StaffAccount,
  type UnreadSummary,
} from '../../src/contract/chat.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import type { ChatMessage } from '../../src/contract/socket.ts';
import { chatAccountMembersTable } from '../../server/modules/chat/chat.table.ts';
import { filesTable } from '../../server/modules/files/files.table.ts';
import { organizationsTable } from '../../server/modules/common/organization.table.ts';
import { usersTable } from '../../server/modules/user/user.table.ts';
import { DEMO, authHeaders, envelopeOf, loginByPassword, callApi } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const STAFF = {
  platformA: '13900000001',
  platformB: '13900000002',
  contact: '13900000003',
  counselor: '13900000004',
};

const t = useTestApp();
let student: LoginResult;
let other: LoginResult;
let platformA: LoginResult;
let platformB: LoginResult;
let contact: LoginResult;
let counselor: LoginResult;
let platformId: string;

type Method = 'GET' | 'POST';

const call = <T>(login: LoginResult, method: Method, url: string, payload?: object) =>
  callApi<T>(t, login.token, method, url, payload);

function send(
  login: LoginResult,
  fromUserId: string,
  toUserId: string,
  message = '你好',
  clientMsgId = randomUUID(),
) {
  return call<ChatMessage>(login, 'POST', API.chat.send, {
    fromUserId,
    toUserId,
    message,
    msgType: 'text',
    clientMsgId,
  });
}

function after(login: LoginResult, roomCode: string, afterSeq = 0) {
  return call<ChatMessage[]>(login, 'POST', API.chat.after, { roomCode, afterSeq, limitSize: 100 });
}

function friends(login: LoginResult) {
  return call<ChatFriend[]>(login, 'GET', API.chat.friends);
}

async function conversationWith(login: LoginResult, peerId: string): Promise<ChatFriend> {
  const opened = await call<ChatFriend>(login, 'GET', `${API.chat.clickPrivate}?privateUserId=${peerId}`);
  expect(opened.code).toBe(200);
  return opened.data;
}

beforeAll(async () => {
  student = await loginByPassword(t, DEMO.student);
  other = await loginByPassword(t, DEMO.other);
  platformA = await loginByPassword(t, STAFF.platformA);
  platformB = await loginByPassword(t, STAFF.platformB);
  contact = await loginByPassword(t, STAFF.contact);
  counselor = await loginByPassword(t, STAFF.counselor);
  platformId = (await call<PlatformService>(student, 'GET', API.chat.platformService)).data.id;
}, 60_000);

describe('accounts and lookups', () => {
  it('staff sign in on the login page and carry their staff role; students carry null', () => {
    expect(platformA.user.staffRole).toBe('PLATFORM_SERVICE');
    expect(contact.user.staffRole).toBe('ORG_CONTACT');
    expect(counselor.user.staffRole).toBe('COUNSELOR');
    expect(student.user.staffRole).toBeNull();
  });

  it('finds the platform account and an organization’s account', async () => {
    const platform = await call<PlatformService>(student, 'GET', API.chat.platformService);
    expect(platform.data).toMatchObject({ nameCn: '平台客服', orgNameCn: null });
    const [org] = await t.app.db
      .select()
      .from(organizationsTable)
      .where(eq(organizationsTable.nameCn, '示例机构·启航留学（演示数据）'));
    if (!org) throw new Error('demo organization missing');
    expect(org.isDemo).toBe(true);
    const service = await call<OrgService>(student, 'GET', `${API.chat.orgService}?orgId=${org.id}`);
    expect(service.data).toMatchObject({ orgNameCn: org.nameCn, userId: expect.any(String) });
    const unknown = await call(student, 'GET', `${API.chat.orgService}?orgId=${randomUUID()}`);
    expect(unknown.code).toBe(451);
    expect((await call(student, 'GET', `${API.chat.orgService}?orgId=nope`)).code).toBe(451);
  });

  it('lists the accounts a staff member operates; a student gets 423', async () => {
    const accounts = await call<StaffAccount[]>(platformA, 'GET', API.console.accounts);
    expect(accounts.data).toEqual([expect.objectContaining({ accountId: platformId, kind: 'PLATFORM' })]);
    const own = await call<StaffAccount[]>(counselor, 'GET', API.console.accounts);
    expect(own.data).toEqual([
      expect.objectContaining({
        accountId: counselor.user.id,
        kind: 'COUNSELOR',
        orgNameCn: '示例机构·启航留学（演示数据）',
      }),
    ]);
    expect(await call(student, 'GET', API.console.accounts)).toMatchObject({
      code: 423,
      message: '无访问权限',
    });
  });
});

describe('conversations', () => {
  it('shows the student his seeded conversation with its unread count and last message', async () => {
    const list = await friends(student);
    expect(list.data).toEqual([
      expect.objectContaining({
        friendId: platformId,
        accountId: platformId,
        accountKind: 'PLATFORM',
        nameCn: '平台客服',
        unreadCount: 2,
        lastSeq: 3,
        lastMessage: expect.objectContaining({ fromUserId: platformId, msgType: 'text' }),
      }),
    ]);
    expect((await friends(other)).data).toEqual([]);
  });

  it('opens a conversation only with an account, never with oneself or another student', async () => {
    const opened = await conversationWith(other, counselor.user.id);
    expect(opened).toMatchObject({
      friendId: counselor.user.id,
      accountKind: 'COUNSELOR',
      lastSeq: 0,
      unreadCount: 0,
    });
    expect(await conversationWith(other, counselor.user.id)).toMatchObject({
      conversationId: opened.conversationId,
    });
    const self = await call(other, 'GET', `${API.chat.clickPrivate}?privateUserId=${other.user.id}`);
    expect(self).toMatchObject({ code: 410, message: CHAT_TEXT.NO_SELF_CHAT });
    const peer = await call(other, 'GET', `${API.chat.clickPrivate}?privateUserId=${student.user.id}`);
    expect(peer).toMatchObject({ code: 423, message: CHAT_TEXT.PEER_NOT_STAFF });
    const staffMember = await call(
      other,
      'GET',
      `${API.chat.clickPrivate}?privateUserId=${platformA.user.id}`,
    );
    expect(staffMember.code).toBe(423);
    expect((await call(other, 'GET', `${API.chat.clickPrivate}?privateUserId=x`)).code).toBe(423);
  });

  it('numbers messages 1, 2, 3 ... without gaps, also for concurrent sends', async () => {
    const conversation = await conversationWith(other, counselor.user.id);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(other, other.user.id, counselor.user.id, `并发 ${i}`)),
    );
    expect(results.every((r) => r.code === 200)).toBe(true);
    const stored = await after(other, conversation.conversationId);
    expect(stored.data.map((m) => m.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.data.seq)).size).toBe(12);
    const next = await send(other, other.user.id, counselor.user.id, '之后');
    expect(next.data.seq).toBe(13);
  });

  it('answers a resend with the stored message and stores it once, also when resends race', async () => {
    const clientMsgId = randomUUID();
    const first = await send(student, student.user.id, platformId, '重发测试', clientMsgId);
    expect(first.data).toMatchObject({ seq: 4, clientMsgId, roomCode: expect.any(String) });
    const again = await send(student, student.user.id, platformId, '重发测试', clientMsgId);
    expect(again.data).toEqual(first.data);
    const racing = randomUUID();
    const raced = await Promise.all(
      Array.from({ length: 6 }, () => send(student, student.user.id, platformId, '并发重发', racing)),
    );
    expect(new Set(raced.map((r) => r.data.id)).size).toBe(1);
    const stored = await after(student, first.data.roomCode ?? '');
    expect(stored.data.filter((m) => m.clientMsgId === clientMsgId)).toHaveLength(1);
    expect(stored.data.filter((m) => m.clientMsgId === racing)).toHaveLength(1);
    expect(stored.data.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses sending as someone else, to a student, or to oneself', async () => {
    expect((await send(other, student.user.id, platformId)).code).toBe(423);
    expect((await send(other, platformId, student.user.id)).code).toBe(423);
    expect(await send(other, other.user.id, student.user.id)).toMatchObject({
      code: 423,
      message: CHAT_TEXT.PEER_NOT_STAFF,
    });
    expect((await send(other, other.user.id, other.user.id)).code).toBe(410);
    const missingId = await t.inject({
      method: 'POST',
      url: API.chat.send,
      headers: authHeaders(other.token),
      payload: { fromUserId: other.user.id, toUserId: platformId, message: 'x', msgType: 'text' },
    });
    expect(envelopeOf(missingId).code).toBe(410);
  });

  it('sends an image only from the sender’s own jpg/png upload and attaches it to the conversation', async () => {
    const [own, foreign, pdf] = await t.app.db
      .insert(filesTable)
      .values([
        {
          ownerId: student.user.id,
          fileType: 'STUDENT_MATERIAL',
          fileName: 'a.png',
          contentType: 'image/png',
          byteSize: 10,
          storageKey: 'k1',
        },
        {
          ownerId: other.user.id,
          fileType: 'STUDENT_MATERIAL',
          fileName: 'b.png',
          contentType: 'image/png',
          byteSize: 10,
          storageKey: 'k2',
        },
        {
          ownerId: student.user.id,
          fileType: 'STUDENT_MATERIAL',
          fileName: 'c.pdf',
          contentType: 'application/pdf',
          byteSize: 10,
          storageKey: 'k3',
        },
      ])
      .returning();
    if (!own || !foreign || !pdf) throw new Error('file rows');
    const image = (message: string) =>
      call<ChatMessage>(student, 'POST', API.chat.send, {
        fromUserId: student.user.id,
        toUserId: platformId,
        message,
        msgType: 'image',
        clientMsgId: randomUUID(),
      });
    expect(await image('/files/not-a-file')).toMatchObject({ code: 410, message: CHAT_TEXT.FILE_NOT_FOUND });
    expect(await image(filePreviewUrl(randomUUID()))).toMatchObject({
      code: 410,
      message: CHAT_TEXT.FILE_NOT_FOUND,
    });
    expect(await image(filePreviewUrl(foreign.id))).toMatchObject({
      code: 410,
      message: CHAT_TEXT.FILE_NOT_OWN,
    });
    expect(await image(filePreviewUrl(pdf.id))).toMatchObject({ code: 410, message: CHAT_TEXT.FILE_NOT_OWN });
    const sent = await image(filePreviewUrl(own.id));
    expect(sent.data).toMatchObject({ msgType: 'image', message: filePreviewUrl(own.id), seq: 6 });
    const [attached] = await t.app.db.select().from(filesTable).where(eq(filesTable.id, own.id));
    expect(attached?.conversationId).toBe(sent.data.roomCode);
    const [untouched] = await t.app.db.select().from(filesTable).where(eq(filesTable.id, foreign.id));
    expect(untouched?.conversationId).toBeNull();
  });

  it('pages older messages oldest first by beforeSeq or minSendTime', async () => {
    const page = await call<ChatMessage[]>(student, 'POST', API.chat.friendMessages, {
      friendId: platformId,
      limitSize: 2,
    });
    expect(page.data.map((m) => m.seq)).toEqual([5, 6]);
    const older = await call<ChatMessage[]>(student, 'POST', API.chat.friendMessages, {
      friendId: platformId,
      limitSize: 2,
      beforeSeq: 5,
    });
    expect(older.data.map((m) => m.seq)).toEqual([3, 4]);
    const seeded = await call<ChatMessage[]>(student, 'POST', API.chat.friendMessages, {
      friendId: platformId,
      limitSize: 10,
      minSendTime: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    expect(seeded.data.map((m) => m.seq)).toEqual([1, 2, 3]);
    const bad = await call(student, 'POST', API.chat.friendMessages, {
      friendId: platformId,
      minSendTime: 'yesterday',
    });
    expect(bad.code).toBe(410);
  });
});

describe('the staff side', () => {
  it('every staff member of the platform inbox sees the conversation; others do not', async () => {
    for (const staff of [platformA, platformB]) {
      const list = await friends(staff);
      expect(list.data).toEqual([
        expect.objectContaining({
          friendId: student.user.id,
          accountId: platformId,
          nameCn: '张同学',
          lastSeq: 6,
        }),
      ]);
    }
    expect((await friends(contact)).data).toEqual([]);
    const own = await friends(counselor);
    expect(own.data.map((c) => c.friendId)).toEqual([other.user.id]);
  });

  it('a reply by one staff member is read for the whole inbox and unread for the student', async () => {
    const before = await call<UnreadSummary>(student, 'GET', API.notice.unreadSummary);
    expect(before.data.chat).toBe(0);
    const reply = await send(platformA, platformId, student.user.id, '收到，请稍等');
    expect(reply.data).toMatchObject({ fromUserId: platformId, toUserId: student.user.id, seq: 7 });
    const forB = await friends(platformB);
    expect(forB.data[0]).toMatchObject({ unreadCount: 0, lastSeq: 7 });
    const summary = await call<UnreadSummary>(student, 'GET', API.notice.unreadSummary);
    expect(summary.data.chat).toBe(1);
    expect((await call<boolean>(student, 'GET', API.notice.validateReadCount)).data).toBe(true);
  });

  it('history returns older records and marks the conversation read; set-read answers the summary', async () => {
    const history = await call<ChatMessage[]>(student, 'GET', `${API.chat.history}?id=${platformId}`);
    expect(history.data.at(-1)?.seq).toBe(7);
    expect((await call<UnreadSummary>(student, 'GET', API.notice.unreadSummary)).data.chat).toBe(0);
    const older = await call<ChatMessage[]>(
      student,
      'GET',
      `${API.chat.history}?id=${platformId}&lastTime=${encodeURIComponent(new Date(t.clock.now().getTime() - 60_000).toISOString())}`,
    );
    expect(older.data.map((m) => m.seq)).toEqual([1, 2, 3]);
    await send(student, student.user.id, platformId, '还有一个问题');
    expect((await friends(platformA)).data[0]?.unreadCount).toBe(1);
    const read = await call<UnreadSummary>(
      platformB,
      'GET',
      `${API.chat.setRead}?privateUserId=${student.user.id}`,
    );
    expect(read.data.chat).toBe(0);
    expect((await friends(platformA)).data[0]?.unreadCount).toBe(0);
  });

  it('staff write only into existing conversations of accounts they operate', async () => {
    // no conversation of the platform with that student
    expect((await send(platformA, platformId, other.user.id)).code).toBe(423);
    // an account they do not operate
    expect((await send(platformA, counselor.user.id, other.user.id)).code).toBe(423);
    expect((await send(contact, platformId, student.user.id)).code).toBe(423);
    // as themself instead of the account
    expect((await send(platformA, platformA.user.id, student.user.id)).code).toBe(423);
    const wrongAccount = await call(platformA, 'POST', API.chat.friendMessages, {
      friendId: student.user.id,
      accountId: counselor.user.id,
    });
    expect(wrongAccount.code).toBe(423);
  });

  it('shows the console the student’s profile (mobile masked) and 我的大学List; others get 423', async () => {
    const profile = await call<ConsoleStudent>(
      platformA,
      'GET',
      `${API.console.student}?studentId=${student.user.id}`,
    );
    expect(profile.data).toMatchObject({
      id: student.user.id,
      nameCn: '张同学',
      mobile: '138****0001',
      universities: [],
    });
    expect(JSON.stringify(profile.data)).not.toContain(student.user.mobile);
    expect((await call(contact, 'GET', `${API.console.student}?studentId=${student.user.id}`)).code).toBe(
      423,
    );
    expect((await call(other, 'GET', `${API.console.student}?studentId=${student.user.id}`)).code).toBe(423);
    expect((await call(platformA, 'GET', `${API.console.student}?studentId=${other.user.id}`)).code).toBe(
      423,
    );
  });
});

describe('a party outside the conversation', () => {
  it('reads and writes nothing of it, per endpoint', async () => {
    const conversation = (await friends(student)).data[0];
    if (!conversation) throw new Error('no conversation');
    const storedBefore = (await after(student, conversation.conversationId)).data;
    const markers = storedBefore.map((m) => m.id);

    const answers: Envelope<unknown>[] = [
      await after(other, conversation.conversationId),
      await after(contact, conversation.conversationId),
      await after(counselor, conversation.conversationId),
      await call(other, 'POST', API.chat.friendMessages, { friendId: student.user.id }),
      await call(other, 'POST', API.chat.friendMessages, { friendId: platformId }),
      await call(other, 'GET', `${API.chat.history}?id=${platformId}`),
      await call(other, 'GET', `${API.chat.setRead}?privateUserId=${platformId}`),
      await call(other, 'GET', `${API.chat.clickPrivate}?privateUserId=${platformId}`),
      await call(contact, 'POST', API.chat.friendMessages, { friendId: student.user.id }),
      await call(contact, 'GET', `${API.chat.history}?id=${student.user.id}`),
      await call(contact, 'GET', `${API.chat.setRead}?privateUserId=${student.user.id}`),
      await call(contact, 'GET', `${API.chat.clickPrivate}?privateUserId=${student.user.id}`),
      await send(other, student.user.id, platformId),
      await send(contact, platformId, student.user.id),
      await send(counselor, counselor.user.id, student.user.id),
      await friends(other),
      await friends(contact),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      for (const marker of [...markers, conversation.conversationId]) expect(text).not.toContain(marker);
    }
    expect(answers.slice(0, 3).every((a) => a.code === 423)).toBe(true);
    expect(answers.slice(8, 15).every((a) => a.code === 423)).toBe(true);
    expect((await after(student, conversation.conversationId)).data).toEqual(storedBefore);
    expect((await after(other, randomUUID())).code).toBe(423);
    expect((await after(other, 'not-a-uuid')).code).toBe(423);
  });
});

describe('tasks', () => {
  it('counts unread tasks of the caller', async () => {
    const member = await loginByPassword(t, DEMO.member);
    expect((await call<number>(member, 'GET', API.task.unreadCount)).data).toBe(1);
    expect((await call<number>(student, 'GET', API.task.unreadCount)).data).toBe(0);
  });
});

describe('a send checks the sender at every message (nothing is cached)', () => {
  it('an avatar change shows in the next message of either side', async () => {
    const before = await send(student, student.user.id, platformId, '换头像之前');
    expect(before.code).toBe(200);
    await t.app.db
      .update(usersTable)
      .set({ headportraitPreviewUrl: 'https://img.example.com/new-student.png' })
      .where(eq(usersTable.id, student.user.id));
    await t.app.db
      .update(usersTable)
      .set({ headportraitPreviewUrl: 'https://img.example.com/new-platform.png' })
      .where(eq(usersTable.id, platformId));
    const fromStudent = await send(student, student.user.id, platformId, '换头像之后');
    expect(fromStudent.data).toMatchObject({
      seq: before.data.seq + 1,
      fromHeadportraitPreviewUrl: 'https://img.example.com/new-student.png',
      toHeadportraitPreviewUrl: 'https://img.example.com/new-platform.png',
    });
    const reply = await send(platformA, platformId, student.user.id, '看到了');
    expect(reply.data).toMatchObject({
      seq: before.data.seq + 2,
      fromHeadportraitPreviewUrl: 'https://img.example.com/new-platform.png',
      toHeadportraitPreviewUrl: 'https://img.example.com/new-student.png',
    });
  });

  it('a staff member taken off the account cannot write as it from the next message on; put back, can', async () => {
    const [membership] = await t.app.db
      .delete(chatAccountMembersTable)
      .where(
        and(
          eq(chatAccountMembersTable.accountId, platformId),
          eq(chatAccountMembersTable.memberId, platformB.user.id),
        ),
      )
      .returning();
    if (!membership) throw new Error('platformB operates the platform account');
    const refused = await send(platformB, platformId, student.user.id, '不再是成员');
    expect(refused.code).toBe(423);
    await t.app.db.insert(chatAccountMembersTable).values(membership);
    const conversation = (await friends(platformB)).data[0];
    const allowed = await send(platformB, platformId, student.user.id, '又是成员了');
    expect(allowed.code).toBe(200);
    expect(allowed.data.seq).toBe((conversation?.lastSeq ?? 0) + 1);
    const stored = await after(student, allowed.data.roomCode ?? '');
    expect(stored.data.map((m) => m.seq)).toEqual(Array.from({ length: allowed.data.seq }, (_, i) => i + 1));
  });

  it('a counselor writing as their own account (fromUserId is themself) is answered', async () => {
    const reply = await send(counselor, counselor.user.id, other.user.id, '顾问回复');
    expect(reply.data).toMatchObject({ fromUserId: counselor.user.id, toUserId: other.user.id });
    const again = await send(counselor, counselor.user.id, other.user.id, '顾问再回复');
    expect(again.data.seq).toBe(reply.data.seq + 1);
  });
});

describe('racing first messages', () => {
  it('the first messages of a conversation sent at once create it once and number 1, 2, 3 ... without gaps', async () => {
    const accounts = await call<StaffAccount[]>(contact, 'GET', API.console.accounts);
    const orgAccount = accounts.data[0]?.accountId;
    if (!orgAccount) throw new Error('the contact operates the organization account');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(other, other.user.id, orgAccount, `首条并发 ${i}`)),
    );
    expect(results.map((r) => r.code)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(new Set(results.map((r) => r.data.roomCode)).size).toBe(1);
    expect(results.map((r) => r.data.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const stored = await after(other, results[0]?.data.roomCode ?? '');
    expect(stored.data.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

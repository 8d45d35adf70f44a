/**
 * Q&A writes through the API: ask, answer, likes, collects, the author's deletes, 我的提问 / 我的回答 / 我的收藏
 * and their counts, the validation messages and the per-user rate limit.
 */
import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { HomeSearch } from '../../src/contract/home.ts';
import {
  QA_LIMITS,
  QA_NOT_FOUND_MESSAGE,
  QA_TEXT,
  type QaAskBody,
  type QaDetail,
  type QaListItem,
  type QaMyKind,
  type QaMyPage,
  type QaMyStatistics,
  type QaPage,
  type QaReply,
  type QaReplyPage,
} from '../../src/contract/qa.ts';
import { ERROR_TEXT, RESULT_CODE } from '../../src/contract/result-codes.ts';
import { authHeaders, DEMO, envelopeOf, loginByPassword } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let asker: string;
let other: string;

beforeAll(async () => {
  asker = (await loginByPassword(t, DEMO.student)).token;
  other = (await loginByPassword(t, DEMO.other)).token;
});
async function send<T>(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) {
  const response = await t.inject({
    method,
    url,
    headers: token ? authHeaders(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: envelopeOf<T>(response) };
}

/** Each write a second after the one before (the test clock stands still otherwise): orders are by time. */
function tick() {
  t.clock.advance(1_000);
}

const ask = (token: string, body: Partial<QaAskBody> = {}) => {
  tick();
  return send<QaListItem>('POST', API.qa.ask, token, {
    id: randomUUID(),
    title: '英国硕士一年制值得读吗？',
    content: '想听听读过的同学怎么说',
    category: 'SCHOOL',
    tags: ['英国', '硕士'],
    ...body,
  });
};
const answer = (token: string, questionId: string, content = '值得，性价比高', id: string = randomUUID()) => {
  tick();
  return send<QaReply>('POST', API.qa.answer, token, { id, questionId, content });
};
const like = (token: string, targetType: 'QUESTION' | 'REPLY', targetId: string, liked: boolean) =>
  send<{ liked: boolean; likeCount: number }>('POST', API.qa.like, token, { targetType, targetId, liked });
const collect = (token: string, questionId: string, collected: boolean) =>
  send<{ collected: boolean; collectCount: number }>('POST', API.qa.collect, token, {
    questionId,
    collected,
  });
const detail = (token: string, id: string) => send<QaDetail>('GET', `${API.qa.detail}/${id}`, token);
const list = async (query = '') =>
  (await send<QaPage>('GET', `${API.qa.page}?pageSize=50${query}`)).body.data;
const my = async (token: string, kind: QaMyKind) =>
  (await send<QaMyPage>('GET', `${API.qa.my}?kind=${kind}&pageSize=50`, token)).body.data;
const statistics = async (token: string) =>
  (await send<QaMyStatistics>('GET', API.qa.myStatistics, token)).body.data;

describe('asking', () => {
  it('puts the question first in the list with its tags and the asker’s display name; a replay is one question', async () => {
    const before = (await list()).total;
    const id = randomUUID();
    const asked = await ask(asker, { id, title: '  交换生经历对申请有帮助吗  ', tags: ['交换', 'GPA'] });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      id,
      title: '交换生经历对申请有帮助吗',
      tags: ['交换', 'GPA'],
      replyCount: 0,
      likeCount: 0,
      author: { name: '小张', role: 'STUDENT' },
    });
    const page = await list();
    expect(page.total).toBe(before + 1);
    expect(page.list[0]).toMatchObject({ id, tags: ['交换', 'GPA'], title: '交换生经历对申请有帮助吗' });

    const replay = await ask(asker, { id, title: '交换生经历对申请有帮助吗', tags: ['交换', 'GPA'] });
    expect(replay.body.data.id).toBe(id);
    expect((await list()).total).toBe(before + 1);

    const taken = await ask(other, { id });
    expect(taken.body.code).toBe(RESULT_CODE.INVALID);
    expect((await detail(asker, id)).body.data.author.name).toBe('小张');

    const shown = await detail(asker, id);
    expect(shown.body.data).toMatchObject({ tags: ['交换', 'GPA'], collectCount: 0 });
    expect(shown.body.data.viewer).toEqual({
      liked: false,
      collected: false,
      mine: true,
      likedReplyIds: [],
      myReplyIds: [],
    });
    expect((await detail(other, id)).body.data.viewer?.mine).toBe(false);
  });

  it('answers the contract’s messages for a short title, too many tags or an empty answer (410)', async () => {
    const short = await ask(asker, { title: '短标题' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: RESULT_CODE.INVALID, message: QA_TEXT.TITLE_SHORT });
    const tags = await ask(asker, { tags: ['一', '二', '三', '四'] });
    expect(tags.body).toMatchObject({ code: RESULT_CODE.INVALID, message: QA_TEXT.TAGS_MANY });
    const seeded = (await list()).list.at(-1)!;
    const empty = await answer(asker, seeded.id, '   ');
    expect(empty.body).toMatchObject({ code: RESULT_CODE.INVALID, message: QA_TEXT.REPLY_EMPTY });
    const anonymous = await send('POST', API.qa.ask, undefined, {
      id: randomUUID(),
      title: '匿名提问可以吗',
      category: 'VISA',
    });
    expect(anonymous.body.code).toBe(RESULT_CODE.EXPIRED);
  });
});

describe('answering, likes and collects', () => {
  it('counts live answers, shows whose they are, and a replay is one answer', async () => {
    const question = (await ask(asker, { title: '雅思 6.5 能申请港大吗' })).body.data;
    const replyId = randomUUID();
    const reply = await answer(other, question.id, '看专业，商科一般要 7', replyId);
    expect(reply.body.data).toMatchObject({ id: replyId, author: { name: '小赵', role: 'STUDENT' } });
    await answer(other, question.id, '看专业，商科一般要 7', replyId);
    const counselor = await loginByPassword(t, DEMO.counselor);
    const byCounselor = await answer(counselor.token, question.id, '2026 年港大官网写明雅思 6.5');
    expect(byCounselor.body.data.author.role).toBe('COUNSELOR');
    const noName = await loginByPassword(t, DEMO.noName);
    const masked = await answer(noName.token, question.id, '我也想知道');
    expect(masked.body.data.author.name).toBe('138****0004');

    expect((await list()).list.find((q) => q.id === question.id)?.replyCount).toBe(3);
    const shown = (await detail(other, question.id)).body.data;
    expect(shown.replies.map((r) => r.id)[0]).toBe(replyId);
    expect(shown.viewer?.myReplyIds).toEqual([replyId]);
    const unknown = await answer(asker, '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { message: QA_NOT_FOUND_MESSAGE } });
  });

  it('a like is a state: twice is one like, unliking takes it back; replies too', async () => {
    const question = (await ask(other, { title: '加拿大学签要多久出签' })).body.data;
    expect((await like(asker, 'QUESTION', question.id, true)).body.data).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await like(asker, 'QUESTION', question.id, true)).body.data).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await list()).list.find((q) => q.id === question.id)?.likeCount).toBe(1);
    expect((await detail(asker, question.id)).body.data.viewer?.liked).toBe(true);
    expect((await like(asker, 'QUESTION', question.id, false)).body.data).toEqual({
      liked: false,
      likeCount: 0,
    });
    expect((await like(asker, 'QUESTION', question.id, false)).body.data).toEqual({
      liked: false,
      likeCount: 0,
    });
    expect((await detail(asker, question.id)).body.data).toMatchObject({
      likeCount: 0,
      viewer: { liked: false },
    });

    const reply = (await answer(other, question.id, '一般四周左右')).body.data;
    expect((await like(asker, 'REPLY', reply.id, true)).body.data).toEqual({ liked: true, likeCount: 1 });
    const shown = (await detail(asker, question.id)).body.data;
    expect(shown.viewer?.likedReplyIds).toEqual([reply.id]);
    expect(shown.replies[0]?.likeCount).toBe(1);
    const missing = await like(asker, 'REPLY', randomUUID(), true);
    expect(missing).toMatchObject({ status: 404, body: { message: QA_TEXT.REPLY_NOT_FOUND } });
  });

  it('a collect shows in 我的收藏 and the counts, and leaves with the uncollect', async () => {
    const question = (await ask(other, { title: '澳洲租房押金怎么退' })).body.data;
    const before = await statistics(asker);
    expect((await collect(asker, question.id, true)).body.data).toEqual({ collected: true, collectCount: 1 });
    expect((await collect(asker, question.id, true)).body.data).toEqual({ collected: true, collectCount: 1 });
    expect((await my(asker, 'collects')).questions[0]?.id).toBe(question.id);
    expect(await statistics(asker)).toEqual({ ...before, collects: before.collects + 1 });
    expect((await detail(asker, question.id)).body.data).toMatchObject({
      collectCount: 1,
      viewer: { collected: true },
    });
    expect((await collect(asker, question.id, false)).body.data).toEqual({
      collected: false,
      collectCount: 0,
    });
    expect((await my(asker, 'collects')).questions.map((q) => q.id)).not.toContain(question.id);
    expect(await statistics(asker)).toEqual(before);
  });

  it('lists 我的提问 and 我的回答 newest first with the counts', async () => {
    const stats = await statistics(other);
    const questions = await my(other, 'questions');
    const replies = await my(other, 'replies');
    expect(questions.total).toBe(stats.questions);
    expect(replies.total).toBe(stats.replies);
    expect(replies.replies[0]).toMatchObject({
      content: '一般四周左右',
      questionTitle: '加拿大学签要多久出签',
    });
    expect(questions.questions[0]?.title).toBe('澳洲租房押金怎么退');
    expect(questions.replies).toEqual([]);
  });
});

describe('deleting', () => {
  it('refuses anyone but the author (423) and keeps the question and the answer', async () => {
    const question = (await ask(asker, { title: '美国本科转学难不难' })).body.data;
    const reply = (await answer(asker, question.id, '看学校')).body.data;
    const refused = await send('DELETE', `${API.qa.detail}/${question.id}`, other);
    expect(refused.body).toMatchObject({ code: RESULT_CODE.NOT_ALLOWED, message: ERROR_TEXT.NOT_ALLOWED });
    const refusedReply = await send('DELETE', `${API.qa.deleteReply}/${reply.id}`, other);
    expect(refusedReply.body.code).toBe(RESULT_CODE.NOT_ALLOWED);
    const shown = await detail(other, question.id);
    expect(shown.body.data.replies.map((r) => r.id)).toEqual([reply.id]);
    expect((await list()).list.some((q) => q.id === question.id)).toBe(true);
  });

  it('the author’s delete takes a reply out of the detail, the reply pages, the count and 我的回答', async () => {
    const question = (await ask(other, { title: '德国留学需要 APS 吗' })).body.data;
    const reply = (await answer(asker, question.id, '需要，先审核')).body.data;
    await answer(other, question.id, '补充：提前预约');
    const url = `${API.qa.deleteReply}/${reply.id}`;
    expect((await send('DELETE', url, asker)).body.data).toEqual({ id: reply.id, deleted: true });
    expect((await send('DELETE', url, asker)).body.data).toEqual({ id: reply.id, deleted: true });
    const shown = (await detail(asker, question.id)).body.data;
    expect(shown.replies.map((r) => r.content)).toEqual(['补充：提前预约']);
    expect(shown.replyCount).toBe(1);
    expect(shown.viewer?.myReplyIds).toEqual([]);
    const page = await send<QaReplyPage>('GET', `${API.qa.replyPage}?questionId=${question.id}`);
    expect(page.body.data.total).toBe(1);
    expect((await list()).list.find((q) => q.id === question.id)?.replyCount).toBe(1);
    expect((await my(asker, 'replies')).replies.map((r) => r.id)).not.toContain(reply.id);
    expect((await like(other, 'REPLY', reply.id, true)).status).toBe(404);
  });

  it('the asker’s delete takes a question out of the list, hot order, detail, search and everyone’s 我的', async () => {
    const title = '荷兰留学奖学金申请攻略';
    const question = (await ask(asker, { title })).body.data;
    await answer(other, question.id, '橙色郁金香奖学金');
    await collect(other, question.id, true);
    const search = async () =>
      (await send<HomeSearch>('GET', `${API.home.search}?keyword=${encodeURIComponent('荷兰留学奖学金')}`))
        .body.data.qa;
    expect((await search()).map((q) => q.id)).toEqual([question.id]);
    const askerStats = await statistics(asker);
    const otherStats = await statistics(other);

    const url = `${API.qa.detail}/${question.id}`;
    expect((await send('DELETE', url, asker)).body.data).toEqual({ id: question.id, deleted: true });
    expect((await send('DELETE', url, asker)).body.data).toEqual({ id: question.id, deleted: true });

    expect((await list()).list.map((q) => q.id)).not.toContain(question.id);
    expect((await list('&order=hot')).list.map((q) => q.id)).not.toContain(question.id);
    expect(await detail(asker, question.id)).toMatchObject({
      status: 404,
      body: { message: QA_NOT_FOUND_MESSAGE },
    });
    expect((await send('GET', `${API.qa.replyPage}?questionId=${question.id}`)).status).toBe(404);
    expect(await search()).toEqual([]);
    expect((await my(asker, 'questions')).questions.map((q) => q.id)).not.toContain(question.id);
    expect((await my(other, 'collects')).questions.map((q) => q.id)).not.toContain(question.id);
    expect(await statistics(asker)).toEqual({ ...askerStats, questions: askerStats.questions - 1 });
    expect(await statistics(other)).toEqual({
      questions: otherStats.questions,
      replies: otherStats.replies - 1,
      collects: otherStats.collects - 1,
    });
    expect((await answer(other, question.id)).status).toBe(404);
    expect((await collect(other, question.id, true)).status).toBe(404);
  });
});

describe('rate limits', () => {
  it(`answers 429 (code 451) after ${QA_LIMITS.RATE_QUESTIONS_PER_MINUTE} questions a minute, per user`, async () => {
    const member = (await loginByPassword(t, DEMO.member)).token;
    for (let i = 0; i < QA_LIMITS.RATE_QUESTIONS_PER_MINUTE; i += 1) {
      expect((await ask(member, { title: `限流测试问题第${i}个` })).body.code).toBe(RESULT_CODE.SUCCESS);
    }
    const over = await ask(member, { title: '限流测试问题超出' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(RESULT_CODE.ERROR);
    // another user has their own budget
    const noName = (await loginByPassword(t, DEMO.noName)).token;
    expect((await ask(noName, { title: '另一个用户的问题' })).body.code).toBe(RESULT_CODE.SUCCESS);
  });
});

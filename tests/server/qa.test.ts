import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import {
  QA_CATEGORY_CODES,
  QA_EXCERPT_LENGTH,
  type QaDetail,
  type QaListItem,
  type QaPage,
  type QaReplyPage,
} from '../../src/contract/qa.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import { QA_QUESTIONS } from '../../server/seed/qa.ts';
import { authHeaders, DEMO, envelopeOf, loginByPassword, revalidate } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({ seed: 'demo' });
let token: string;

beforeAll(async () => {
  token = (await loginByPassword(t, DEMO.student)).token;
});
async function get<T>(url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, query, headers });
  return { response, body: envelopeOf<T>(response) };
}

const qaPage = (query: Record<string, string> = {}) => get<QaPage>(API.qa.page, query);
const detail = (id: string, signedIn = true) =>
  get<QaDetail>(`${API.qa.detail}/${encodeURIComponent(id)}`, {}, signedIn ? authHeaders(token) : {});

const isNewestFirst = (list: QaListItem[]) =>
  list.every((item, i) => i === 0 || list[i - 1]!.createTime >= item.createTime);

describe('the seeded questions', () => {
  it('are at least 40 over every category, each with 1 to 3 replies by demo accounts', () => {
    expect(QA_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    for (const code of QA_CATEGORY_CODES) {
      expect(QA_QUESTIONS.filter((q) => q.category === code).length, code).toBeGreaterThanOrEqual(5);
    }
    for (const question of QA_QUESTIONS) {
      expect(question.replies.length, question.title).toBeGreaterThanOrEqual(1);
      expect(question.replies.length, question.title).toBeLessThanOrEqual(3);
      expect(question.title.length).toBeLessThanOrEqual(120);
      expect(question.by.name).toContain('演示');
      for (const reply of question.replies) expect(reply.by.name).toContain('演示');
      // every counselor answer states the year its facts hold for
      for (const reply of question.replies.filter((r) => r.by.role === 'COUNSELOR')) {
        expect(reply.content, question.title).toMatch(/20\d\d/);
        expect(reply.content, question.title).toMatch(/官网|GOV\.UK|travel\.state\.gov|jsj\.moe\.gov\.cn/);
      }
    }
    expect(new Set(QA_QUESTIONS.map((q) => q.title)).size).toBe(QA_QUESTIONS.length);
  });
});

describe('question list (public)', () => {
  it('pages 10 at a time, newest first, without overlap, with excerpt and counts', async () => {
    const first = await qaPage();
    expect(first.response.statusCode).toBe(200);
    expect(first.body.code).toBe(RESULT_CODE.SUCCESS);
    expect(first.body.data.pageSize).toBe(10);
    expect(first.body.data.total).toBe(QA_QUESTIONS.length);
    const all: QaListItem[] = [];
    for (let pageIndex = 1; pageIndex <= Math.ceil(QA_QUESTIONS.length / 10); pageIndex += 1) {
      all.push(...(await qaPage({ pageIndex: String(pageIndex) })).body.data.list);
    }
    expect(all).toHaveLength(QA_QUESTIONS.length);
    expect(new Set(all.map((q) => q.id)).size).toBe(all.length);
    expect(isNewestFirst(all)).toBe(true);
    for (const item of all) {
      const seeded = QA_QUESTIONS.find((q) => q.title === item.title);
      expect(seeded, item.title).toBeDefined();
      expect(item.replyCount).toBe(seeded?.replies.length);
      expect(item.likeCount).toBe(seeded?.likes);
      expect(item.author).toEqual({ name: seeded?.by.name, avatar: null, role: seeded?.by.role });
      expect(Array.from(item.excerpt).length).toBeLessThanOrEqual(QA_EXCERPT_LENGTH + 1);
      expect(Date.parse(item.createTime)).toBeLessThan(Date.now());
    }
    const past = await qaPage({ pageIndex: '99' });
    expect(past.body.data.list).toEqual([]);
    expect(past.body.data.total).toBe(QA_QUESTIONS.length);
  });

  it('filters by category and rejects an unknown one', async () => {
    for (const category of QA_CATEGORY_CODES) {
      const { body } = await qaPage({ category, pageSize: '50' });
      const expected = QA_QUESTIONS.filter((q) => q.category === category).length;
      expect(body.data.total).toBe(expected);
      expect(body.data.list.every((item) => item.category === category)).toBe(true);
    }
    const unknown = await qaPage({ category: 'NOPE' });
    expect(unknown.body.code).toBe(RESULT_CODE.INVALID);
  });

  it('searches title and content by keyword, wildcards taken literally, with the category too', async () => {
    const { body } = await qaPage({ keyword: 'SAT', pageSize: '50' });
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list.some((q) => q.title.includes('SAT'))).toBe(true);
    const content = await qaPage({ keyword: '学信网', pageSize: '50' });
    expect(content.body.data.list.map((q) => q.title)).toContain('WES 认证成绩单怎么寄？必须通过学信网吗？');
    const both = await qaPage({ keyword: '押金', category: 'LIVING', pageSize: '50' });
    expect(both.body.data.total).toBeGreaterThanOrEqual(3);
    expect(both.body.data.list.every((q) => q.category === 'LIVING')).toBe(true);
    const none = await qaPage({ keyword: '%_%' });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('orders by replies and likes with order=hot (replyCount * 2 + likeCount, then newest)', async () => {
    const score = (item: QaListItem) => item.replyCount * 2 + item.likeCount;
    const { body } = await qaPage({ order: 'hot', pageSize: '50' });
    const list = body.data.list;
    expect(body.data.total).toBe(QA_QUESTIONS.length);
    expect(list).toHaveLength(Math.min(50, QA_QUESTIONS.length));
    for (let i = 1; i < list.length; i += 1) {
      const [before, item] = [list[i - 1]!, list[i]!];
      expect(score(before)).toBeGreaterThanOrEqual(score(item));
      if (score(before) === score(item)) expect(before.createTime >= item.createTime).toBe(true);
    }
    const best = Math.max(...QA_QUESTIONS.map((q) => q.replies.length * 2 + q.likes));
    expect(score(list[0]!)).toBe(best);
    expect(isNewestFirst(list)).toBe(false);
    const pages = [
      ...(await qaPage({ order: 'hot', pageSize: '7' })).body.data.list,
      ...(await qaPage({ order: 'hot', pageSize: '7', pageIndex: '2' })).body.data.list,
    ];
    expect(pages.map((q) => q.id)).toEqual(list.slice(0, 14).map((q) => q.id));
    const visa = await qaPage({ order: 'hot', category: 'VISA', pageSize: '50' });
    expect(visa.body.data.list.every((q) => q.category === 'VISA')).toBe(true);
    expect(score(visa.body.data.list[0]!)).toBeGreaterThanOrEqual(score(visa.body.data.list.at(-1)!));
    const newest = await qaPage({ order: 'new', pageSize: '50' });
    expect(isNewestFirst(newest.body.data.list)).toBe(true);
    expect((await qaPage({ order: 'nope' })).body.code).toBe(RESULT_CODE.INVALID);
  });

  it('sends an ETag and Cache-Control, then 304 for If-None-Match', async () => {
    const { response } = await qaPage({ category: 'VISA' });
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const again = await revalidate(t, API.qa.page, { category: 'VISA' }, response);
    expect(again.statusCode).toBe(304);
  });
});

describe('replies and detail', () => {
  it('pages a question’s replies oldest first, publicly', async () => {
    const { body: page } = await qaPage({ keyword: 'F-1 签证最早' });
    const question = page.data.list[0];
    if (!question) throw new Error('no question');
    const { response, body } = await get<QaReplyPage>(API.qa.replyPage, {
      questionId: question.id,
      pageSize: '2',
    });
    expect(response.statusCode).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.list).toHaveLength(2);
    expect(body.data.list[0]!.createTime <= body.data.list[1]!.createTime).toBe(true);
    expect(body.data.list[0]!.author.role).toBe('COUNSELOR');
    const unknown = await get<null>(API.qa.replyPage, { questionId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.body.message).toBe('问题不存在');
  });

  it('returns a question with its full content and every reply to a signed-in user', async () => {
    const { body: page } = await qaPage({ category: 'VISA', pageSize: '1' });
    const item = page.data.list[0];
    if (!item) throw new Error('no question');
    const { response, body } = await detail(item.id);
    expect(response.statusCode).toBe(200);
    const seeded = QA_QUESTIONS.find((q) => q.title === item.title);
    expect(body.data.content).toBe(seeded?.content);
    expect(body.data.replies.map((r) => r.content)).toEqual(seeded?.replies.map((r) => r.content));
    expect(body.data.replyCount).toBe(seeded?.replies.length);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('requires login for the detail: 411 when anonymous', async () => {
    const { body: page } = await qaPage({ pageSize: '1' });
    const { response, body } = await detail(page.data.list[0]!.id, false);
    expect(body.code).toBe(RESULT_CODE.EXPIRED);
    expect(response.statusCode).not.toBe(200);
  });

  it('answers an unknown or malformed id with 404, code 451 问题不存在', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { response, body } = await detail(id);
      expect(response.statusCode).toBe(404);
      expect(body.code).toBe(RESULT_CODE.ERROR);
      expect(body.message).toBe('问题不存在');
    }
  });
});

import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import {
  NEWS_CATEGORY_CODES,
  type NewsDetail,
  type NewsListItem,
  type NewsPage,
} from '../../src/contract/news.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import { NEWS_ARTICLES } from '../../server/seed/news.ts';
import { envelopeOf, revalidate } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

async function get<T>(url: string, query: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, query });
  return { response, body: envelopeOf<T>(response) };
}

const newsPage = (query: Record<string, string> = {}) => get<NewsPage>(API.news.page, query);

function isNewestFirst(list: NewsListItem[]): boolean {
  return list.every((item, i) => i === 0 || list[i - 1]!.publishedAt >= item.publishedAt);
}

describe('the seeded articles', () => {
  it('are at least 30, about 6 per category, each with 3 to 6 body blocks and a unique title', () => {
    expect(NEWS_ARTICLES.length).toBeGreaterThanOrEqual(30);
    for (const code of NEWS_CATEGORY_CODES) {
      expect(NEWS_ARTICLES.filter((a) => a.category === code).length).toBeGreaterThanOrEqual(5);
    }
    for (const article of NEWS_ARTICLES) {
      expect(article.body.length, article.title).toBeGreaterThanOrEqual(3);
      expect(article.body.length, article.title).toBeLessThanOrEqual(6);
      expect(article.title.length).toBeLessThanOrEqual(120);
      expect(article.summary.length).toBeLessThanOrEqual(300);
      expect(article.daysAgo).toBeGreaterThanOrEqual(0);
      expect(article.daysAgo).toBeLessThanOrEqual(90);
    }
    expect(new Set(NEWS_ARTICLES.map((a) => a.title)).size).toBe(NEWS_ARTICLES.length);
  });
});

describe('news list', () => {
  it('pages 10 at a time by default, newest first, without overlap between pages', async () => {
    const first = await newsPage();
    expect(first.response.statusCode).toBe(200);
    expect(first.body.code).toBe(RESULT_CODE.SUCCESS);
    expect(first.body.data.pageSize).toBe(10);
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.total).toBe(NEWS_ARTICLES.length);

    const all: NewsListItem[] = [];
    for (let pageIndex = 1; pageIndex <= 4; pageIndex += 1) {
      const { body } = await newsPage({ pageIndex: String(pageIndex) });
      all.push(...body.data.list);
    }
    expect(all).toHaveLength(NEWS_ARTICLES.length);
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    expect(isNewestFirst(all)).toBe(true);
    const newest = [...NEWS_ARTICLES].sort((a, b) => a.daysAgo - b.daysAgo)[0];
    expect(all[0]?.title).toBe(newest?.title);
    const ninetyDays = 91 * 24 * 60 * 60 * 1000;
    for (const item of all) {
      expect(Date.now() - Date.parse(item.publishedAt)).toBeLessThan(ninetyDays);
    }
  });

  it('returns an empty page past the end with the total', async () => {
    const { body } = await newsPage({ pageIndex: '9' });
    expect(body.data.list).toEqual([]);
    expect(body.data.total).toBe(NEWS_ARTICLES.length);
  });

  it('filters by category', async () => {
    for (const category of NEWS_CATEGORY_CODES) {
      const { body } = await newsPage({ category, pageSize: '50' });
      const expected = NEWS_ARTICLES.filter((a) => a.category === category).length;
      expect(body.data.total).toBe(expected);
      expect(body.data.list).toHaveLength(expected);
      expect(body.data.list.every((item) => item.category === category)).toBe(true);
      expect(body.data.list.every((item) => item.cover === category.toLowerCase())).toBe(true);
      expect(isNewestFirst(body.data.list)).toBe(true);
    }
  });

  it('rejects an unknown category and a page size over 50 with 410', async () => {
    const unknown = await newsPage({ category: 'NOPE' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.body.code).toBe(RESULT_CODE.INVALID);
    const big = await newsPage({ pageSize: '51' });
    expect(big.body.code).toBe(RESULT_CODE.INVALID);
  });

  it('sends an ETag and Cache-Control, then 304 for If-None-Match', async () => {
    const { response } = await newsPage({ category: 'VISA' });
    const etag = response.headers.etag;
    expect(etag).toMatch(/^W\//);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await revalidate(t, API.news.page, { category: 'VISA' }, response);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('news detail', () => {
  it('returns the article with its body blocks', async () => {
    const { body: page } = await newsPage({ pageSize: '1' });
    const first = page.data.list[0];
    if (!first) throw new Error('no article');
    const { response, body } = await get<NewsDetail>(API.news.detail, { id: first.id });
    expect(response.statusCode).toBe(200);
    expect(body.data).toMatchObject(first);
    const seeded = NEWS_ARTICLES.find((a) => a.title === first.title);
    expect(body.data.body).toEqual(seeded?.body);
    expect(response.headers.etag).toMatch(/^W\//);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await revalidate(t, API.news.detail, { id: first.id }, response);
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown or malformed id with 404, code 451 资讯不存在', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { response, body } = await get<null>(API.news.detail, { id });
      expect(response.statusCode).toBe(404);
      expect(body.code).toBe(RESULT_CODE.ERROR);
      expect(body.message).toBe('资讯不存在');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('is public: no login needed', async () => {
    const { response } = await newsPage();
    expect(response.statusCode).toBe(200);
  });
});

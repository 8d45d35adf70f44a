/** The home page's own calls: banner ads, hot search and the home search box (which counts what it finds). */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import {
  HOME_SEARCH_GROUP_LIMIT,
  SEARCH_TERM_MAX,
  type Ad,
  type HomeSearch,
  type HotSearchItem,
} from '../../src/contract/home.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import { HOME_BANNER_ADS, INITIAL_SEARCH_TERMS } from '../../server/seed/home.ts';
import { guideArticlesTable } from '../../server/modules/guide/guide.table.ts';
import { adsTable, searchTermsTable } from '../../server/modules/home/home.table.ts';
import { normaliseSearchTerm } from '../../server/modules/home/home.usecases.ts';
import { envelopeOf, revalidate } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const GUIDE_TITLE = '<script>alert(1)</script>留学行前清单（测试专用）';

const t = useTestApp();

beforeAll(async () => {
  await t.app.db.insert(guideArticlesTable).values({
    section: 'PREPARATION',
    title: GUIDE_TITLE,
    summary: '出发前一周逐项核对。',
    body: [{ type: 'p', text: '2025年的清单。' }],
    sources: [{ name: '中国领事服务网', url: 'https://cs.mfa.gov.cn' }],
    factsYear: 2025,
    publishedAt: t.clock.now(),
  });
});
async function get<T>(url: string, query: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, query });
  return { response, body: envelopeOf<T>(response) };
}

const hotSearch = (query: Record<string, string> = {}) => get<HotSearchItem[]>(API.common.hotSearch, query);
const search = (keyword: string) => get<HomeSearch>(API.home.search, { keyword });
const termsOf = (items: HotSearchItem[]) => items.map((item) => item.term);
const foundCount = (data: HomeSearch) =>
  data.universities.length + data.majors.length + data.news.length + data.qa.length + data.guides.length;

async function storedTerm(term: string) {
  const [row] = await t.app.db
    .select()
    .from(searchTermsTable)
    .where(and(eq(searchTermsTable.searchType, 'ALL'), eq(searchTermsTable.term, term)));
  return row;
}

describe('find ad', () => {
  it('answers the seeded home banner in order, in-app links only', async () => {
    const { response, body } = await get<Ad[]>(API.common.findAd, { type: 'HOME_BANNER' });
    expect(response.statusCode).toBe(200);
    expect(body.data.map((ad) => ad.title)).toEqual(HOME_BANNER_ADS.map((ad) => ad.title));
    expect(body.data).toHaveLength(4);
    for (const ad of body.data) {
      expect(ad.type).toBe('HOME_BANNER');
      expect(ad.linkPath).toMatch(/^\/[a-z]/);
    }
    expect(new Set(body.data.map((ad) => ad.tone)).size).toBe(4);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await revalidate(t, API.common.findAd, { type: 'HOME_BANNER' }, response);
    expect(again.statusCode).toBe(304);
  });

  it('orders by sort and hides inactive ads; an unknown type is 410', async () => {
    const base = {
      type: 'HOME_BANNER' as const,
      subtitle: '副标题',
      linkText: '查看',
      tone: 'teal' as const,
    };
    await t.app.db.insert(adsTable).values([
      { ...base, title: '第一张', linkPath: '/news', sort: -1 },
      { ...base, title: '已下线', linkPath: '/qa', sort: -2, active: false },
      { ...base, title: '最后一张', linkPath: '/majors', sort: 99 },
    ]);
    const { body } = await get<Ad[]>(API.common.findAd, { type: 'HOME_BANNER' });
    const titles = body.data.map((ad) => ad.title);
    expect(titles).toEqual(['第一张', ...HOME_BANNER_ADS.map((ad) => ad.title), '最后一张']);
    expect(titles).not.toContain('已下线');
    const unknown = await get<null>(API.common.findAd, { type: 'SIDEBAR' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.body.code).toBe(RESULT_CODE.INVALID);
  });
});

describe('hot search', () => {
  it('answers the 5 most searched terms by default, then more with limit (at most 20)', async () => {
    expect(INITIAL_SEARCH_TERMS.length).toBeGreaterThan(LIMITS.HOT_SEARCH_DEFAULT_LIMIT);
    const byHits = [...INITIAL_SEARCH_TERMS].sort((a, b) => b[1] - a[1]).map(([term]) => term);
    const { response, body } = await hotSearch();
    expect(response.statusCode).toBe(200);
    expect(termsOf(body.data)).toEqual(byHits.slice(0, LIMITS.HOT_SEARCH_DEFAULT_LIMIT));
    expect(body.data.every((item) => item.searchType === 'ALL')).toBe(true);
    const eight = await hotSearch({ limit: '8' });
    expect(termsOf(eight.body.data)).toEqual(byHits.slice(0, 8));
    const all = await hotSearch({ limit: '20' });
    expect(termsOf(all.body.data)).toEqual(byHits);
    for (const limit of ['21', '0', 'x']) {
      const refused = await hotSearch({ limit });
      expect(refused.body.code, limit).toBe(RESULT_CODE.INVALID);
    }
    expect((await hotSearch({ searchType: 'NOPE' })).body.code).toBe(RESULT_CODE.INVALID);
    expect(response.headers.etag).toMatch(/^W\//);
  });

  it('answers one search type; terms older than 90 days and terms without hits are left out', async () => {
    const now = t.clock.now().getTime();
    await t.app.db.insert(searchTermsTable).values([
      { searchType: 'QA', term: '问答热词', hits: 3, lastSearchedAt: new Date(now - DAY_MS) },
      { searchType: 'QA', term: '问答近期', hits: 1, lastSearchedAt: new Date(now - 89 * DAY_MS) },
      { searchType: 'QA', term: '问答过期', hits: 500, lastSearchedAt: new Date(now - 91 * DAY_MS) },
      { searchType: 'QA', term: '问答零次', hits: 0, lastSearchedAt: new Date(now) },
      { searchType: 'ALL', term: '很久以前', hits: 999, lastSearchedAt: new Date(now - 91 * DAY_MS) },
    ]);
    const qa = await hotSearch({ searchType: 'QA' });
    expect(qa.body.data).toEqual([
      { term: '问答热词', searchType: 'QA' },
      { term: '问答近期', searchType: 'QA' },
    ]);
    const all = await hotSearch({ limit: '20' });
    expect(termsOf(all.body.data)).not.toContain('很久以前');
    expect(all.body.data.every((item) => item.searchType === 'ALL')).toBe(true);
    expect((await hotSearch({ searchType: 'NEWS' })).body.data).toEqual([]);
  });

  it('ranks equal counts by the most recent search', async () => {
    const now = t.clock.now().getTime();
    await t.app.db.insert(searchTermsTable).values([
      { searchType: 'MAJOR', term: '较早', hits: 2, lastSearchedAt: new Date(now - 2 * DAY_MS) },
      { searchType: 'MAJOR', term: '较近', hits: 2, lastSearchedAt: new Date(now - DAY_MS) },
    ]);
    const { body } = await hotSearch({ searchType: 'MAJOR' });
    expect(termsOf(body.data)).toEqual(['较近', '较早']);
  });
});

describe('home search', () => {
  it('finds universities (best ranked first) and majors', async () => {
    const { response, body } = await search('计算机');
    expect(response.statusCode).toBe(200);
    expect(body.data.keyword).toBe('计算机');
    expect(body.data.majors.length).toBeGreaterThan(0);
    expect(body.data.majors[0]).toEqual({ code: 'M01', nameCn: '计算机', subjectCn: '计算机科学' });
    const uk = await search('剑桥');
    expect(uk.body.data.universities[0]).toMatchObject({
      nameCn: '剑桥大学',
      nameEn: 'University of Cambridge',
    });
    const london = await search('london');
    expect(london.body.data.universities.length).toBe(HOME_SEARCH_GROUP_LIMIT);
    expect(london.body.data.universities[0]?.nameEn).toBe('Imperial College London');
  });

  it('finds news articles and questions by title, and guides', async () => {
    const { body } = await search('签证');
    expect(body.data.news.length).toBeGreaterThan(0);
    expect(body.data.qa.length).toBeGreaterThan(0);
    expect(body.data.news.length).toBeLessThanOrEqual(HOME_SEARCH_GROUP_LIMIT);
    expect(body.data.qa.length).toBeLessThanOrEqual(HOME_SEARCH_GROUP_LIMIT);
    expect(body.data.news.every((n) => n.title.includes('签证'))).toBe(true);
    expect(body.data.qa.every((q) => q.title.includes('签证'))).toBe(true);
    const guide = await search('行前清单（测试专用');
    expect(guide.body.data.guides).toEqual([
      { id: expect.any(String) as unknown, section: 'PREPARATION', title: GUIDE_TITLE },
    ]);
    // stored text comes back as text
    const script = await search('<script>');
    expect(script.response.headers['content-type']).toMatch(/^application\/json/);
    expect(script.body.data.guides[0]?.title).toBe(GUIDE_TITLE);
  });

  it('does not count a search that found nothing', async () => {
    const { response, body } = await search('完全找不到的词qzx');
    expect(response.statusCode).toBe(200);
    expect(foundCount(body.data)).toBe(0);
    expect(await storedTerm('完全找不到的词qzx')).toBeUndefined();
    const hot = await hotSearch({ limit: '20' });
    expect(termsOf(hot.body.data)).not.toContain('完全找不到的词qzx');
  });

  it('counts a search that found something under its normalised term, and hot search lists it', async () => {
    for (const keyword of ['  Harvard   University ', 'harvard university', 'HARVARD UNIVERSITY']) {
      const { body } = await search(keyword);
      expect(body.data.universities[0]?.nameEn).toBe('Harvard University');
    }
    const row = await storedTerm('harvard university');
    expect(row?.hits).toBe(3);
    expect(row?.lastSearchedAt.getTime()).toBe(t.clock.now().getTime());
    const hot = await hotSearch({ limit: '20' });
    expect(termsOf(hot.body.data)).toContain('harvard university');
    const top = await hotSearch({ limit: '1' });
    expect(termsOf(top.body.data)).toEqual([INITIAL_SEARCH_TERMS[0]?.[0]]);
  });

  it('is not cacheable and refuses an empty or too long keyword (410)', async () => {
    const { response } = await search('雅思');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    for (const keyword of ['', '   ', 'x'.repeat(SEARCH_TERM_MAX + 1), 'a\u0000b']) {
      const refused = await search(keyword);
      expect(refused.body.code, JSON.stringify(keyword)).toBe(RESULT_CODE.INVALID);
    }
    const missing = await get<null>(API.home.search);
    expect(missing.body.code).toBe(RESULT_CODE.INVALID);
  });

  it('normalises a term: trimmed, spaces collapsed, latin lower case, at most SEARCH_TERM_MAX characters', () => {
    expect(normaliseSearchTerm('  QS  世界\t大学 排名 ')).toBe('qs 世界 大学 排名');
    expect(normaliseSearchTerm('Ünï CODE')).toBe('Ünï code');
    const long = `${'学'.repeat(SEARCH_TERM_MAX - 1)} 𝒳y`;
    expect(Array.from(normaliseSearchTerm(long)).length).toBeLessThanOrEqual(SEARCH_TERM_MAX);
  });

  it('every seeded hot-search term finds something', async () => {
    for (const [term] of INITIAL_SEARCH_TERMS) {
      expect(normaliseSearchTerm(term), term).toBe(term);
      const { body } = await search(term);
      expect(foundCount(body.data), term).toBeGreaterThan(0);
    }
  });

  it('forgets terms 90 days after their last search (by the app clock)', async () => {
    await search('剑桥');
    t.clock.advance(60 * DAY_MS);
    await search('托福');
    t.clock.advance(31 * DAY_MS);
    const { body } = await hotSearch({ limit: '20' });
    expect(termsOf(body.data)).toEqual(['托福']);
  });
});

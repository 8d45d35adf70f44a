/**
 * Guide sections and their headers (page config). This branch's seed has no guide articles of its own (they are
 * written elsewhere): the tests replace whatever is seeded with their own articles, inserted through the db.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import {
  GUIDE_NOT_FOUND_MESSAGE,
  GUIDE_SECTION_CODES,
  GUIDE_SECTIONS,
  PAGE_CONFIG_NOT_FOUND_MESSAGE,
  type GuideDetail,
  type GuideListItem,
  type GuidePage,
  type GuideSection,
  type PageConfig,
} from '../../src/contract/guide.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import { GUIDE_FILTER_MESSAGES } from '../../server/modules/guide/guide.errors.ts';
import { guideArticlesTable, pageConfigsTable } from '../../server/modules/guide/guide.table.ts';
import type { NewsBlock } from '../../server/modules/news/news.table.ts';
import { envelopeOf, revalidate } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SCRIPT_TITLE = '<script>alert(1)</script> 托福备考 & "引号"';
const BODY: NewsBlock[] = [
  { type: 'h2', text: '考试结构' },
  { type: 'p', text: '2025年的考试结构以官网为准。' },
  { type: 'ul', items: ['阅读', '听力'] },
];
const SOURCES = [
  { name: 'ETS 托福官网', url: 'https://www.ets.org/toefl' },
  { name: '教育部留学服务中心', url: null },
];

interface Fixture {
  section: GuideSection;
  typeCode?: string;
  countryCode?: string;
  title: string;
  summary: string;
  daysAgo: number;
}

/** 6 STANDARD_EXAM (4 TOEFL, 2 IELTS), 5 VISA (3 US, 2 GB), 2 PREPARATION. */
const FIXTURES: Fixture[] = [
  {
    section: 'STANDARD_EXAM',
    typeCode: '01',
    title: '托福考试结构',
    summary: '托福四个部分的题型。',
    daysAgo: 1,
  },
  {
    section: 'STANDARD_EXAM',
    typeCode: '01',
    title: '托福报名流程',
    summary: '在官网注册并选择考位。',
    daysAgo: 3,
  },
  {
    section: 'STANDARD_EXAM',
    typeCode: '01',
    title: SCRIPT_TITLE,
    summary: '存储的文本原样返回。',
    daysAgo: 5,
  },
  {
    section: 'STANDARD_EXAM',
    typeCode: '01',
    title: '托福送分',
    summary: '成绩单寄送 100% 免费？',
    daysAgo: 7,
  },
  {
    section: 'STANDARD_EXAM',
    typeCode: '02',
    title: '雅思口语',
    summary: '口语考试的三个部分。',
    daysAgo: 2,
  },
  {
    section: 'STANDARD_EXAM',
    typeCode: '02',
    title: '雅思机考',
    summary: '机考与纸笔考试的区别。',
    daysAgo: 9,
  },
  { section: 'VISA', countryCode: 'US', title: '美国F-1签证面谈', summary: '面谈准备。', daysAgo: 4 },
  { section: 'VISA', countryCode: 'US', title: '美国签证材料', summary: 'DS-160 与 I-20。', daysAgo: 6 },
  { section: 'VISA', countryCode: 'US', title: '美国签证行政审查', summary: '221(g) 是什么。', daysAgo: 8 },
  { section: 'VISA', countryCode: 'GB', title: '英国学生签证', summary: 'CAS 与资金证明。', daysAgo: 2 },
  { section: 'VISA', countryCode: 'GB', title: '英国签证健康附加费', summary: 'IHS 的缴纳。', daysAgo: 10 },
  { section: 'PREPARATION', title: '行李清单', summary: '出发前一周逐项核对。', daysAgo: 3 },
  { section: 'PREPARATION', title: '换汇与银行卡', summary: '外币现金与境外银行卡。', daysAgo: 12 },
];

const t = useTestApp();

beforeAll(async () => {
  const now = t.clock.now().getTime();
  await t.app.db.delete(guideArticlesTable);
  await t.app.db.insert(guideArticlesTable).values(
    FIXTURES.map((f) => ({
      section: f.section,
      typeCode: f.typeCode ?? null,
      countryCode: f.countryCode ?? null,
      title: f.title,
      summary: f.summary,
      body: BODY,
      sources: SOURCES,
      factsYear: 2025,
      publishedAt: new Date(now - f.daysAgo * DAY_MS),
    })),
  );
});
async function get<T>(url: string, query: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, query });
  return { response, body: envelopeOf<T>(response) };
}

const guidePage = (query: Record<string, string>) => get<GuidePage>(API.guide.page, query);
const titlesOf = (list: GuideListItem[]) => list.map((item) => item.title);
const expectedTitles = (match: (f: Fixture) => boolean) =>
  FIXTURES.filter(match)
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((f) => f.title);

describe('guide list', () => {
  it('lists one section, newest first, paged with the total', async () => {
    const all = await guidePage({ section: 'STANDARD_EXAM', pageSize: '50' });
    expect(all.response.statusCode).toBe(200);
    expect(all.body.data.total).toBe(6);
    expect(titlesOf(all.body.data.list)).toEqual(expectedTitles((f) => f.section === 'STANDARD_EXAM'));
    expect(all.body.data.list.every((item) => item.section === 'STANDARD_EXAM')).toBe(true);

    const pages: GuideListItem[] = [];
    for (let pageIndex = 1; pageIndex <= 3; pageIndex += 1) {
      const { body } = await guidePage({
        section: 'STANDARD_EXAM',
        pageSize: '4',
        pageIndex: String(pageIndex),
      });
      expect(body.data.total).toBe(6);
      expect(body.data.pageSize).toBe(4);
      pages.push(...body.data.list);
    }
    expect(titlesOf(pages)).toEqual(titlesOf(all.body.data.list));
    const past = await guidePage({ section: 'STANDARD_EXAM', pageIndex: '5' });
    expect(past.body.data).toMatchObject({ list: [], total: 6 });
  });

  it('filters by a type of the section’s dictionary', async () => {
    const { body } = await guidePage({ section: 'STANDARD_EXAM', type: '01' });
    expect(body.data.total).toBe(4);
    expect(body.data.list.every((item) => item.typeCode === '01')).toBe(true);
    const ielts = await guidePage({ section: 'STANDARD_EXAM', type: '02' });
    expect(titlesOf(ielts.body.data.list)).toEqual(['雅思口语', '雅思机考']);
    // a code of the dictionary without articles: an empty page, not an error
    const sat = await guidePage({ section: 'STANDARD_EXAM', type: '03' });
    expect(sat.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('filters by country on a by-country section', async () => {
    const { body } = await guidePage({ section: 'VISA', country: 'US' });
    expect(titlesOf(body.data.list)).toEqual(expectedTitles((f) => f.countryCode === 'US'));
    const gb = await guidePage({ section: 'VISA', country: 'GB', keyword: '健康' });
    expect(titlesOf(gb.body.data.list)).toEqual(['英国签证健康附加费']);
  });

  it('matches the keyword in the title or the summary, wildcards taken literally', async () => {
    const title = await guidePage({ section: 'STANDARD_EXAM', keyword: '托福' });
    expect(title.body.data.total).toBe(4);
    const summary = await guidePage({ section: 'VISA', keyword: 'ds-160' });
    expect(titlesOf(summary.body.data.list)).toEqual(['美国签证材料']);
    const percent = await guidePage({ section: 'STANDARD_EXAM', keyword: '100%' });
    expect(titlesOf(percent.body.data.list)).toEqual(['托福送分']);
    const wildcard = await guidePage({ section: 'STANDARD_EXAM', keyword: '%' });
    expect(wildcard.body.data.total).toBe(1);
    const none = await guidePage({ section: 'STANDARD_EXAM', keyword: '_' });
    expect(none.body.data.total).toBe(0);
  });

  it('refuses a type on a section without a dictionary, an unknown type or country, a country off-section (410)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ section: 'VISA', type: '01' }, GUIDE_FILTER_MESSAGES.typeNotOffered],
      [{ section: 'PREPARATION', type: '01' }, GUIDE_FILTER_MESSAGES.typeNotOffered],
      [{ section: 'STANDARD_EXAM', type: '99' }, GUIDE_FILTER_MESSAGES.typeUnknown],
      [{ section: 'ACADEMIC', type: '09' }, GUIDE_FILTER_MESSAGES.typeUnknown],
      [{ section: 'STANDARD_EXAM', country: 'US' }, GUIDE_FILTER_MESSAGES.countryNotOffered],
      [{ section: 'PREPARATION', country: 'GB' }, GUIDE_FILTER_MESSAGES.countryNotOffered],
      [{ section: 'VISA', country: 'XX' }, GUIDE_FILTER_MESSAGES.countryUnknown],
      [{ section: 'VISA', country: 'us' }, GUIDE_FILTER_MESSAGES.countryUnknown],
    ];
    for (const [query, message] of cases) {
      const { response, body } = await guidePage(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(body.code).toBe(RESULT_CODE.INVALID);
      expect(body.message).toBe(message);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const section = await guidePage({ section: 'NOPE' });
    expect(section.body.code).toBe(RESULT_CODE.INVALID);
    const missing = await get<null>(API.guide.page);
    expect(missing.body.code).toBe(RESULT_CODE.INVALID);
  });

  it('an empty type or country is no filter', async () => {
    const { body } = await guidePage({ section: 'VISA', type: '', country: '' });
    expect(body.data.total).toBe(5);
  });

  it('counts the whole section by type and by country in dictionary order, filters ignored', async () => {
    const exams = await guidePage({ section: 'STANDARD_EXAM', type: '02', keyword: '口语' });
    expect(exams.body.data.total).toBe(1);
    expect(exams.body.data.facets).toEqual({
      types: [
        { code: '01', count: 4 },
        { code: '02', count: 2 },
      ],
      countries: [],
    });
    const visa = await guidePage({ section: 'VISA', country: 'GB' });
    expect(visa.body.data.facets).toEqual({
      types: [],
      countries: [
        { code: 'US', count: 3 },
        { code: 'GB', count: 2 },
      ],
    });
    const empty = await guidePage({ section: 'BACKGROUND' });
    expect(empty.body.data).toMatchObject({ list: [], total: 0, facets: { types: [], countries: [] } });
  });

  it('returns stored text verbatim as JSON', async () => {
    const { response, body } = await guidePage({ section: 'STANDARD_EXAM', keyword: 'script' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(body.data.list[0]?.title).toBe(SCRIPT_TITLE);
  });

  it('sends an ETag and Cache-Control, then 304 for If-None-Match', async () => {
    const { response } = await guidePage({ section: 'VISA' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await revalidate(t, API.guide.page, { section: 'VISA' }, response);
    expect(again.statusCode).toBe(304);
  });
});

describe('guide detail', () => {
  it('returns the article with body, sources and up to 4 related of its section, same type first', async () => {
    const { body: page } = await guidePage({ section: 'STANDARD_EXAM', type: '02' });
    const ielts = page.data.list[0];
    if (!ielts) throw new Error('no article');
    const { response, body } = await get<GuideDetail>(API.guide.detail, { id: ielts.id });
    expect(response.statusCode).toBe(200);
    expect(body.data).toMatchObject(ielts);
    expect(body.data.body).toEqual(BODY);
    expect(body.data.sources).toEqual(SOURCES);
    expect(body.data.factsYear).toBe(2025);
    const related = body.data.related;
    expect(related).toHaveLength(4);
    expect(related.map((r) => r.id)).not.toContain(ielts.id);
    expect(related.every((r) => r.section === 'STANDARD_EXAM')).toBe(true);
    // the other IELTS article first, then the newest TOEFL ones
    expect(titlesOf(related)).toEqual(['雅思机考', '托福考试结构', '托福报名流程', SCRIPT_TITLE]);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('puts articles of the same country first', async () => {
    const { body: page } = await guidePage({ section: 'VISA', country: 'GB', pageSize: '1' });
    const gb = page.data.list[0];
    if (!gb) throw new Error('no article');
    const { body } = await get<GuideDetail>(API.guide.detail, { id: gb.id });
    expect(titlesOf(body.data.related)).toEqual([
      '英国签证健康附加费',
      '美国F-1签证面谈',
      '美国签证材料',
      '美国签证行政审查',
    ]);
    const { body: prep } = await guidePage({ section: 'PREPARATION' });
    const detail = await get<GuideDetail>(API.guide.detail, { id: prep.data.list[0]!.id });
    expect(titlesOf(detail.body.data.related)).toEqual(['换汇与银行卡']);
  });

  it('answers an unknown or malformed id with 404 文章不存在', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { response, body } = await get<null>(API.guide.detail, { id });
      expect(response.statusCode).toBe(404);
      expect(body.code).toBe(RESULT_CODE.ERROR);
      expect(body.message).toBe(GUIDE_NOT_FOUND_MESSAGE);
    }
  });
});

describe('page config', () => {
  it('lists the 8 section headers in section order, titled by the section names', async () => {
    const { response, body } = await get<PageConfig[]>(API.common.pageConfigFind);
    expect(response.statusCode).toBe(200);
    expect(body.data.map((c) => c.pageType)).toEqual(GUIDE_SECTION_CODES);
    for (const config of body.data) {
      expect(config.title).toBe(GUIDE_SECTIONS[config.pageType].name);
      expect(config.subtitle.length).toBeGreaterThan(5);
      expect(config.description.length).toBeGreaterThan(20);
    }
    expect(response.headers.etag).toMatch(/^W\//);
  });

  it('finds one section’s header; an unknown type is 410, a missing header 404', async () => {
    const { body } = await get<PageConfig>(API.common.pageConfigUnique, { pageType: 'RENTING' });
    expect(body.data).toMatchObject({ pageType: 'RENTING', title: '海外租房' });
    const unknown = await get<null>(API.common.pageConfigUnique, { pageType: 'NOPE' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.body.code).toBe(RESULT_CODE.INVALID);
    await t.app.db.delete(pageConfigsTable).where(eq(pageConfigsTable.pageType, 'BACKGROUND'));
    const missing = await get<null>(API.common.pageConfigUnique, { pageType: 'BACKGROUND' });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body.message).toBe(PAGE_CONFIG_NOT_FOUND_MESSAGE);
    const rest = await get<PageConfig[]>(API.common.pageConfigFind);
    expect(rest.body.data).toHaveLength(7);
  });
});

import { and, asc, eq, gte, like, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

import { API } from '../../src/contract/api.ts';
import {
  RANK_UNAVAILABLE_MESSAGE,
  rankAttribution,
  type Activity,
  type Major,
  type UniversityDetail,
  type UniversityListItem,
  rankPageSchema,
  universityPageSchema,
} from '../../src/contract/catalog.ts';
import { envelope } from '../../src/contract/envelope.ts';
import { universitiesTable } from '../../server/modules/school/school.table.ts';
import {
  keywordTier,
  RANKED_TYPES,
  searchTextOf,
  selectPage,
  type IndexedUniversity,
  type UniversityIndex,
} from '../../server/modules/school/school.catalog-index.ts';
import { rankMajors } from '../../server/modules/major/major.repository.ts';
import { majorSynonymTargets } from '../../src/contract/major-synonyms.ts';
import { buildCatalog } from '../../scripts/build-catalog.ts';
import { catalogFilesHash, parseRank } from '../../server/seed/catalog/catalog-files.ts';
import { seedReferenceData } from '../../server/seed/index.ts';
import { catalogVersionsTable } from '../../server/db/catalog-versions.table.ts';
import { writeCatalogFixture } from './catalog-fixture.ts';
import { envelopeOf, revalidate } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

interface Page<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
  attribution?: string;
}

async function get<T>(url: string, query: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, query });
  return { response, body: envelopeOf<T>(response) };
}

const universities = (query: Record<string, string> = {}) =>
  get<Page<UniversityListItem>>(API.university.page, query);

describe('university list', () => {
  it('pages 10 at a time by default in QS order, page 2 differs and the total stays', async () => {
    const first = await universities();
    const second = await universities({ pageIndex: '2' });
    expect(first.response.statusCode).toBe(200);
    expect(first.body.data.pageSize).toBe(10);
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.total).toBeGreaterThanOrEqual(3000);
    expect(second.body.data.total).toBe(first.body.data.total);
    const firstIds = new Set(first.body.data.list.map((u) => u.id));
    expect(second.body.data.list.some((u) => firstIds.has(u.id))).toBe(false);
    expect(first.body.data.list[0]?.ranks.qs?.label).toBe('1');
  });

  it('finds 麻省理工 as Massachusetts Institute of Technology with QS rank 1', async () => {
    const { body } = await universities({ keyword: '麻省理工' });
    const mit = body.data.list.find((u) => u.nameEn === 'Massachusetts Institute of Technology');
    expect(mit?.nameCn).toBe('麻省理工学院');
    expect(mit?.ranks.qs).toEqual({ label: '1', number: 1 });
    expect(mit?.logoText).toBe('MIT');
  });

  it('matches the pinyin and the pinyin initials of Chinese names', async () => {
    const initials = await universities({ keyword: 'mslg' });
    expect(initials.body.data.list.map((u) => u.nameCn)).toContain('麻省理工学院');
    const full = await universities({ keyword: 'DongBeiDaXue' });
    expect(full.body.data.list.map((u) => u.nameCn)).toContain('东北大学');
    // readings by word: 重庆 is chongqing, not zhongqing
    const polyphone = await universities({ keyword: 'chongqingdaxue' });
    expect(polyphone.body.data.list.map((u) => u.nameCn)).toContain('重庆大学');
    const wrong = await universities({ keyword: 'zhongqingdaxue' });
    expect(wrong.body.data.list.map((u) => u.nameCn)).not.toContain('重庆大学');
  });

  it('writes cities in Chinese where the catalog knows them (伦敦, 剑桥)', async () => {
    const { body } = await universities({ keyword: 'Imperial College London' });
    expect(body.data.list[0]?.city).toBe('伦敦');
    const mit = await universities({ keyword: '麻省理工' });
    expect(mit.body.data.list.find((u) => u.nameEn === 'Massachusetts Institute of Technology')?.city).toBe(
      '剑桥',
    );
  });

  it('matches English keywords case-insensitively by substring', async () => {
    const { body } = await universities({ keyword: 'OXFORD' });
    const names = body.data.list.map((u) => u.nameEn);
    expect(names[0]).toBe('University of Oxford');
    expect(names).toContain('Oxford Brookes University');
    expect(body.data.list[0]?.countryName).toBe('英国');
  });

  it('filters by country, type and QS rank range', async () => {
    const { body } = await universities({ countryCode: 'GB', typeName: '公立', rankMin: '1', rankMax: '50' });
    expect(body.data.total).toBeGreaterThan(3);
    for (const u of body.data.list) {
      expect(u.countryCode).toBe('GB');
      expect(u.typeName).toBe('公立');
      expect(u.ranks.qs?.number).toBeGreaterThanOrEqual(1);
      expect(u.ranks.qs?.number).toBeLessThanOrEqual(50);
    }
  });

  it('sorts by the chosen rank type', async () => {
    const { body } = await universities({ rankType: '08', pageSize: '5' });
    const numbers = body.data.list.map((u) => u.ranks.arwu?.number ?? Infinity);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(body.data.list[0]?.nameEn).toBe('Harvard University');
  });

  it('answers a page past the end with an empty list and the same total', async () => {
    const { body } = await universities({ keyword: 'oxford', pageIndex: '99' });
    expect(body.data.list).toEqual([]);
    expect(body.data.total).toBeGreaterThan(1);
  });

  it('sends an ETag and Cache-Control, then 304 for If-None-Match', async () => {
    const { response } = await universities({ keyword: 'oxford' });
    const etag = response.headers.etag;
    expect(etag).toMatch(/^W\//);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await revalidate(t, API.university.page, { keyword: 'oxford' }, response);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers JSON that satisfies the page contract (the items are serialised once, at index load)', async () => {
    const { response } = await universities({ countryCode: 'US', pageSize: '20' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = envelope(universityPageSchema).parse(response.json());
    expect(parsed.code).toBe(200);
    expect(parsed.data.list).toHaveLength(20);
    expect(parsed.data.list.every((u) => u.countryCode === 'US')).toBe(true);
    expect(parsed.data).toMatchObject({ pageIndex: 1, pageSize: 20 });
  });

  it('rejects a page size above 50', async () => {
    const { response } = await universities({ pageSize: '51' });
    expect(response.statusCode).toBe(400);
  });
});

describe('rank lists', () => {
  it('lists QS 1..10 in order with the attribution', async () => {
    const { body } = await get<Page<{ rank: string; rankNumber: number; university: UniversityListItem }>>(
      API.university.rankPage,
      { rankType: '02' },
    );
    expect(body.data.attribution).toBe(rankAttribution('02'));
    const numbers = body.data.list.map((item) => item.rankNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers[0]).toBe(1);
    expect(numbers.at(-1)).toBeLessThanOrEqual(10);
    expect(body.data.list[0]?.university.nameEn).toBe('Massachusetts Institute of Technology');
  });

  it('ranks the AI composite 1..N and carries THE scores', async () => {
    const ai = await get<Page<{ rankNumber: number }>>(API.university.rankPage, { rankType: '01' });
    expect(ai.body.data.list.map((item) => item.rankNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const the = await get<Page<{ rank: string; score: number | null }>>(API.university.rankPage, {
      rankType: '04',
    });
    expect(the.body.data.list[0]?.rank).toBe('1');
    expect(the.body.data.list[0]?.score).toBeGreaterThan(90);
  });

  it('answers JSON that satisfies the rank page contract, with ETag revalidation', async () => {
    const { response } = await get(API.university.rankPage, { rankType: '08', pageIndex: '2' });
    const parsed = envelope(rankPageSchema).parse(response.json());
    expect(parsed.data.attribution).toBe(rankAttribution('08'));
    expect(parsed.data.list).toHaveLength(10);
    expect(parsed.data.list.map((item) => item.rankNumber).every((n) => n >= 10)).toBe(true);
    const again = await revalidate(t, API.university.rankPage, { rankType: '08', pageIndex: '2' }, response);
    expect(again.statusCode).toBe(304);
    const other = await get(API.university.rankPage, { rankType: '08', pageIndex: '3' });
    expect(other.response.headers.etag).not.toBe(response.headers.etag);
  });

  it('answers a US-only rank type with code 410 and the unavailable message', async () => {
    const { response, body } = await get(API.university.rankPage, { rankType: '05' });
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe(410);
    expect(body.message).toBe(RANK_UNAVAILABLE_MESSAGE);
  });

  it('tells the edition and attribution of a list', async () => {
    const { body } = await get<{ edition: string; attribution: string }>(API.university.maxRankDate, {
      rankType: '03',
    });
    expect(body.data).toEqual({
      rankType: '03',
      edition: '2026-2027',
      attribution: rankAttribution('03'),
    });
  });
});

describe('university detail', () => {
  it('has the QS indicators, admission statistics and ranked majors', async () => {
    const { body: list } = await universities({ keyword: 'Massachusetts Institute of Technology' });
    const id = list.data.list[0]?.id ?? '';
    const { response, body } = await get<UniversityDetail>(API.university.detail, { id });
    expect(response.statusCode).toBe(200);
    expect(body.data.qsIndicators?.academicReputation).toBe(100);
    expect(body.data.qsRank2026?.label).toBe('1');
    expect(body.data.admission?.admissionRate).toBeLessThan(0.1);
    expect(body.data.admission?.source).toContain('College Scorecard 2021-22');
    expect(body.data.majors.length).toBeGreaterThan(10);
    const cs = body.data.majors.find((m) => m.nameCn === '计算机');
    expect(cs?.rank).toBe('1');
  });

  it('answers an unknown id with HTTP 404 and code 451', async () => {
    const { response, body } = await get(API.university.detail, { id: 'nope' });
    expect(response.statusCode).toBe(404);
    expect(body.code).toBe(451);
    expect(body.message).toBe('院校不存在');
  });
});

describe('majors', () => {
  it('lists the 61 categories, finds one by keyword and answers its detail', async () => {
    const { body } = await get<Page<Major>>(API.major.page, { pageSize: '50' });
    expect(body.data.total).toBe(61);
    expect(body.data.list[0]).toMatchObject({ code: 'M01', nameCn: '计算机', subjectEn: 'Computer Science' });
    const search = await get<Page<Major>>(API.major.page, { keyword: '金融' });
    expect(search.body.data.list.map((m) => m.nameCn)).toContain('金融');
    const detail = await get<Major>(API.major.detail, { code: 'M01' });
    expect(detail.body.data.subjectCn).not.toBe('');
    expect(detail.body.data.rankedUniversities).toBeGreaterThan(100);
    const missing = await get(API.major.detail, { code: 'M99' });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body.message).toBe('专业不存在');
  });

  it('lists the universities ranked for a major in rank order', async () => {
    const { body } = await get<Page<{ rankNumber: number; university: UniversityListItem }>>(
      API.major.universityRank,
      { majorCode: 'M01' },
    );
    expect(body.data.list).toHaveLength(10);
    const numbers = body.data.list.map((item) => item.rankNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(body.data.list[0]?.university.nameEn).toBe('Massachusetts Institute of Technology');
    expect(body.data.attribution).toContain('QS');
    const missing = await get(API.major.universityRank, { majorCode: 'M99' });
    expect(missing.response.statusCode).toBe(404);
  });
});

describe('school activities', () => {
  it('lists upcoming activities first, with statuses from UNIVERSITY_ACTIVITY_STATUS', async () => {
    const { body } = await get<Page<Activity>>(API.university.activityPage, { pageSize: '50' });
    expect(body.data.total).toBe(150);
    const statuses = body.data.list.map((a) => a.status);
    expect(statuses[0]).not.toBe('04');
    const names = new Set(body.data.list.map((a) => `${a.status}${a.statusName}`));
    for (const name of names) expect(['01未开始', '02报名中', '03进行中', '04已结束']).toContain(name);
  });

  it('filters by university, ends with the finished ones, and answers a detail', async () => {
    const { body: list } = await universities({ keyword: 'oxford' });
    const universityId = list.data.list[0]?.id ?? '';
    const { body } = await get<Page<Activity>>(API.university.activityPage, { universityId });
    expect(body.data.total).toBe(3);
    expect(body.data.list.at(-1)?.status).toBe('04');
    expect(body.data.list.every((a) => a.universityNameCn === '牛津大学')).toBe(true);
    const first = body.data.list[0];
    const detail = await get<Activity>(API.university.activityDetail, { id: first?.id ?? '' });
    expect(detail.body.data).toEqual(first);
    const missing = await get(API.university.activityDetail, { id: 'nope' });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body.message).toBe('活动不存在');
  });

  it('moves an activity to 已结束 when the clock passes its end', async () => {
    const { body } = await get<Page<Activity>>(API.university.activityPage, { pageSize: '1' });
    const activity = body.data.list[0];
    t.clock.advance(120 * 24 * 3_600_000);
    const detail = await get<Activity>(API.university.activityDetail, { id: activity?.id ?? '' });
    expect(detail.body.data.status).toBe('04');
    expect(detail.body.data.statusName).toBe('已结束');
  });
});

describe('list pages from the in-memory index', () => {
  const u = universitiesTable;
  const rankColumns: Record<string, AnyColumn> = {
    '01': u.aiRank,
    '02': u.qsRank,
    '03': u.usNewsRank,
    '04': u.theRank,
    '08': u.arwuRank,
  };

  /** The page as the former per-request SQL computed it: ids in order and the total. */
  async function sqlPage(query: Record<string, string>) {
    const rank = rankColumns[query.rankType ?? '02'] ?? u.qsRank;
    const conditions: (SQL | undefined)[] = [];
    if (query.countryCode) conditions.push(eq(u.countryCode, query.countryCode));
    if (query.typeName) conditions.push(eq(u.typeName, query.typeName));
    if (query.keyword) conditions.push(like(u.search, `%${query.keyword.toLowerCase()}%`));
    if (query.rankMin) conditions.push(gte(rank, Number(query.rankMin)));
    if (query.rankMax) conditions.push(lte(rank, Number(query.rankMax)));
    const pageSize = Number(query.pageSize ?? '10');
    const ordered = await t.app.db
      .select({ id: u.id, nameCn: u.nameCn, nameEn: u.nameEn, aliases: u.aliases })
      .from(u)
      .where(and(...conditions))
      .orderBy(sql`${rank} asc nulls last`, asc(u.nameEn), asc(u.id));
    // a keyword's matches in tiers (exact, prefix, substring), each in that order (a stable sort)
    const keyword = query.keyword?.toLowerCase();
    const rows = keyword
      ? [...ordered].sort(
          (a, b) =>
            keywordTier({ names: [a.nameCn, a.nameEn, ...a.aliases].map((n) => n.toLowerCase()) }, keyword) -
            keywordTier({ names: [b.nameCn, b.nameEn, ...b.aliases].map((n) => n.toLowerCase()) }, keyword),
        )
      : ordered;
    const offset = (Number(query.pageIndex ?? '1') - 1) * pageSize;
    return { ids: rows.slice(offset, offset + pageSize).map((row) => row.id), total: rows.length };
  }

  it.each<Record<string, string>>([
    {},
    { pageIndex: '3' },
    { pageIndex: '524', rankType: '01' },
    { keyword: 'univ', rankType: '04', pageIndex: '2' },
    { keyword: '大学', pageSize: '50', pageIndex: '4' },
    { countryCode: 'US', typeName: '私立', rankMin: '10', rankMax: '300', rankType: '03' },
    { countryCode: 'CN', rankType: '08', pageIndex: '2' },
    { rankMin: '100', rankMax: '120', pageSize: '50' },
  ])('answers %o as the SQL order by did', async (query) => {
    const [{ body }, expected] = await Promise.all([universities(query), sqlPage(query)]);
    expect(body.data.list.map((item) => item.id)).toEqual(expected.ids);
    expect(body.data.total).toBe(expected.total);
  });

  it('runs at most 2 SQL statements per page request (none once the index is loaded)', async () => {
    const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const requests: [string, Record<string, string>][] = [
        [API.university.page, {}],
        [API.university.page, { keyword: 'oxford', countryCode: 'GB', pageIndex: '2' }],
        [API.university.page, { rankType: '04', rankMin: '1', rankMax: '200', pageIndex: '3' }],
        [API.university.rankPage, { rankType: '02', pageIndex: '5' }],
        [API.university.rankPage, { rankType: '08', pageIndex: '999' }],
        [API.major.page, { keyword: '金融' }],
        [API.major.universityRank, { majorCode: 'M01', pageIndex: '2' }],
        [API.major.universityRank, { majorCode: 'M01', pageIndex: '999' }],
      ];
      for (const [url, query] of requests) {
        spy.mockClear();
        const { response } = await get(url, query);
        expect(response.statusCode).toBe(200);
        expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
      }
      // warm: every page comes from memory
      spy.mockClear();
      for (const [url, query] of requests) await get(url, query);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('keyword ranking: the school the student means comes first', () => {
  const firstFor = async (keyword: string) => (await universities({ keyword })).body.data.list[0]?.nameEn;

  it('puts exact names and the acronyms QS prints first on the seeded catalog', async () => {
    expect(await firstFor('UCLA')).toBe('University of California, Los Angeles');
    expect(await firstFor('NYU')).toBe('New York University');
    expect(await firstFor('LSE')).toBe('The London School of Economics and Political Science');
    expect(await firstFor('慕尼黑大学')).toBe('Ludwig-Maximilians-Universität München');
    expect(await firstFor('宾夕法尼亚州立')).toBe('Pennsylvania State University');
    expect(await firstFor('oxford')).toBe('University of Oxford');
  });

  it('ranks exact, then prefix, then substring matches on a catalog built with an aliases file', () => {
    const { dataDir, catalogDataDir } = writeCatalogFixture();
    const build = buildCatalog(dataDir, { catalogDataDir });
    const entries = build.universities.map((row, position): IndexedUniversity => {
      const [id, nameCn, nameEn, countryCode] = row;
      const aliases = row[21];
      const qs = parseRank(row[10]);
      const item = { id, nameCn, nameEn, countryCode } as unknown as UniversityListItem;
      const numbers = { '01': null, '02': qs?.number ?? null, '03': null, '04': null, '08': null };
      return {
        item,
        json: JSON.stringify(item),
        position,
        search: searchTextOf([nameCn, nameEn, ...aliases].join(' ').toLowerCase(), nameCn),
        names: [nameCn, nameEn, ...aliases].map((name) => name.toLowerCase()),
        labels: { '01': null, '02': qs?.label ?? null, '03': null, '04': null, '08': null },
        numbers,
        scores: { '01': null, '02': null, '03': null, '04': null, '08': null },
      };
    });
    // the build sorts by QS: that is every rank order here
    const identity = Int32Array.from(entries.map((_, i) => i));
    const orders = Object.fromEntries(
      RANKED_TYPES.map((type) => [type, identity]),
    ) as UniversityIndex['orders'];
    const searchText = entries.map((entry) => entry.search).join('\u0000');
    const starts = new Int32Array(entries.length);
    entries.reduce((offset, entry, i) => {
      starts[i] = offset;
      return offset + entry.search.length + 1;
    }, 0);
    const index: UniversityIndex = {
      entries,
      orders,
      rankedCounts: { '01': 0, '02': entries.length, '03': 0, '04': 0, '08': 0 },
      searchText,
      searchStarts: starts,
      version: 'fixture',
    };
    const first = (keyword: string) =>
      selectPage(index, { rankType: '02', keyword: keyword.toLowerCase() }, 0, 10).list[0]?.item.nameEn;
    expect(first('帝国理工')).toBe('Imperial College London');
    expect(first('Imperial')).toBe('Imperial College London');
    expect(first('UCLA')).toBe('University of California, Los Angeles');
    expect(first('NYU')).toBe('New York University');
    expect(first('宾州州立')).toBe('Pennsylvania State University');
    expect(first('港大')).toBe('The University of Hong Kong');
    expect(first('LSE')).toBe('The London School of Economics and Political Science');
    expect(first('慕尼黑大学')).toBe('Ludwig-Maximilians-Universität München');
    // a better-ranked school that only contains the keyword comes after an exact match
    expect(keywordTier({ names: ['imperial agricultural university'] }, 'imperial')).toBe(1);
    expect(keywordTier({ names: ['imperial college london', 'imperial'] }, 'imperial')).toBe(0);
    expect(keywordTier({ names: ['香港大学'] }, '港大')).toBe(2);
  });
});

describe('majors search with synonyms', () => {
  const majors = (keyword: string) => get<Page<Major>>(API.major.page, { keyword });

  it('finds 计算机 for CS and 计科, first', async () => {
    expect((await majors('CS')).body.data.list[0]?.nameCn).toBe('计算机');
    expect((await majors('计科')).body.data.list[0]?.nameCn).toBe('计算机');
    expect((await majors('计算机科学')).body.data.list[0]?.nameCn).toBe('计算机');
  });

  it('finds 新闻与传播 majors for 传媒, and the others of the table', async () => {
    const names = (await majors('传媒')).body.data.list.map((m) => m.nameCn);
    expect(names.slice(0, 2)).toEqual(['新闻', '媒体与传播']);
    expect((await majors('EE')).body.data.list[0]?.nameCn).toBe('电气电子');
    expect((await majors('ME')).body.data.list[0]?.nameCn).toBe('机械工程');
    expect((await majors('Finance')).body.data.list[0]?.nameCn).toBe('金融');
    expect((await majors('商科')).body.data.list[0]?.nameCn).toBe('工商管理');
    expect((await majors('DS')).body.data.list[0]?.nameCn).toBe('数据科学');
    expect((await majors('人工智能')).body.data.list[0]?.nameCn).toBe('计算机');
    expect((await majors('Law')).body.data.list[0]?.nameCn).toBe('法律');
    expect((await majors('心理')).body.data.list[0]?.nameCn).toBe('心理学');
    expect((await majors('Econ')).body.data.list[0]?.nameCn).toBe('经济');
  });

  it('names only real majors in the synonym table', async () => {
    const all = (await get<Page<Major>>(API.major.page, { pageSize: '50' })).body.data.total;
    expect(all).toBe(61);
    const names = new Set<string>();
    for (const pageIndex of ['1', '2']) {
      const page = await get<Page<Major>>(API.major.page, { pageSize: '50', pageIndex });
      for (const major of page.body.data.list) names.add(major.nameCn);
    }
    for (const term of ['cs', '传媒', 'ee', 'me', '商科', 'ai', 'law', 'econ'])
      for (const target of majorSynonymTargets(term)) expect(names).toContain(target);
    expect(rankMajors([], 'cs')).toEqual([]);
  });
});

describe('seeding a database whose catalog is older', () => {
  it('upserts the catalog when the files hash differs and drops rows the files no longer hold', async () => {
    const db = t.app.db;
    const [oxford] = await db
      .select()
      .from(universitiesTable)
      .where(eq(universitiesTable.nameEn, 'University of Oxford'));
    expect(oxford).toBeDefined();
    if (!oxford) return;
    await db
      .update(universitiesTable)
      .set({ nameCn: '旧名字', aliases: [] })
      .where(eq(universitiesTable.id, oxford.id));
    await db.insert(universitiesTable).values({ ...oxford, id: 'gone000000', nameEn: 'Gone University' });
    await db.delete(catalogVersionsTable);
    expect(await seedReferenceData(db)).toBe(true);
    const [after] = await db.select().from(universitiesTable).where(eq(universitiesTable.id, oxford.id));
    expect(after?.nameCn).toBe('牛津大学');
    const gone = await db.select().from(universitiesTable).where(eq(universitiesTable.id, 'gone000000'));
    expect(gone).toEqual([]);
    const [version] = await db.select().from(catalogVersionsTable);
    expect(version?.hash).toBe(catalogFilesHash());
    // the same files again: nothing to do
    expect(await seedReferenceData(db)).toBe(false);
  });
});

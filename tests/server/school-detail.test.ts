import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import {
  SCORECARD_YEAR,
  universityDetailSchema,
  type UniversityDetail,
  type UniversityListItem,
} from '../../src/contract/catalog.ts';
import { envelope } from '../../src/contract/envelope.ts';
import { orderRankHistory } from '../../server/modules/school/school.repository.ts';
import { universitiesTable } from '../../server/modules/school/school.table.ts';
import { envelopeOf } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

async function idOf(keyword: string, nameEn: string): Promise<string> {
  const response = await t.inject({ method: 'GET', url: API.university.page, query: { keyword } });
  const list = envelopeOf<{ list: UniversityListItem[] }>(response).data.list;
  const id = list.find((u) => u.nameEn === nameEn)?.id;
  if (!id) throw new Error(`no ${nameEn}`);
  return id;
}

async function detail(id: string): Promise<UniversityDetail> {
  const response = await t.inject({ method: 'GET', url: API.university.detail, query: { id } });
  expect(response.statusCode).toBe(200);
  // the answer satisfies the contract the client parses it with
  return envelope(universityDetailSchema).parse(response.json()).data;
}

describe('the school detail overview', () => {
  it('answers the city in Chinese, the other names, the graduate-only notice and the rank history', async () => {
    const id = await idOf('Massachusetts Institute of Technology', 'Massachusetts Institute of Technology');
    await t.app.db
      .update(universitiesTable)
      .set({
        cityCn: '剑桥',
        aliases: ['MIT', '麻省理工', 'MIT', ' ', '麻省理工学院'],
        graduateOnly: true,
        levelSource: 'https://example.edu/graduate-only',
        rankHistory: [
          { ranking: 'THE', edition: '2024', label: '3' },
          { ranking: 'QS', edition: '2026', label: '1' },
          { ranking: 'ARWU', edition: '2025', label: '4' },
          { ranking: 'QS', edition: '2027', label: '1' },
          { ranking: 'USNEWS', edition: '2025-2026', label: '=2' },
          { ranking: 'THE', edition: '2025', label: '2' },
          { ranking: 'USNEWS', edition: '2026-2027', label: '2' },
          { ranking: 'QS', edition: '2025', label: '1' },
          { ranking: 'OTHER', edition: '2025', label: '9' },
        ],
      })
      .where(eq(universitiesTable.id, id));
    const u = await detail(id);
    expect(u.city).toBe('Cambridge');
    expect(u.overview.cityCn).toBe('剑桥');
    // duplicates, blanks and the school's own names dropped
    expect(u.overview.aliases).toEqual(['MIT', '麻省理工']);
    expect(u.overview.graduateOnly).toBe(true);
    expect(u.overview.levelSource).toBe('https://example.edu/graduate-only');
    // QS, US News, THE, ARWU (the app's order), newest edition first, unknown rankings left out
    expect(u.overview.rankHistory).toEqual([
      { ranking: 'QS', edition: '2027', label: '1' },
      { ranking: 'QS', edition: '2026', label: '1' },
      { ranking: 'QS', edition: '2025', label: '1' },
      { ranking: 'USNEWS', edition: '2026-2027', label: '2' },
      { ranking: 'USNEWS', edition: '2025-2026', label: '=2' },
      { ranking: 'THE', edition: '2025', label: '2' },
      { ranking: 'THE', edition: '2024', label: '3' },
      { ranking: 'ARWU', edition: '2025', label: '4' },
    ]);
    // the existing fields stay
    expect(u.ranks.qs?.label).toBe('1');
    expect(u.qsIndicators?.academicReputation).toBe(100);
  });

  it('answers the Scorecard admission and tuition of a US school with their year', async () => {
    const id = await idOf('Massachusetts Institute of Technology', 'Massachusetts Institute of Technology');
    await t.app.db
      .update(universitiesTable)
      .set({ admission: [0.0396, 1520, 1576.4, 34, 36, 57986, 57986, 0.1, 4600] })
      .where(eq(universitiesTable.id, id));
    const { overview, admission } = await detail(id);
    expect(overview.admission).toEqual({ rate: 0.0396, sat25: 1520, sat75: 1576, act25: 34, act75: 36 });
    expect(overview.tuition).toEqual({ inState: 57986, outOfState: 57986 });
    expect(overview.dataYear).toEqual({ admission: SCORECARD_YEAR, tuition: SCORECARD_YEAR });
    expect(overview.dataSource).toContain('College Scorecard 2021-22');
    expect(admission?.tuitionInState).toBe(57986);

    // tuition only: no admission block and no admission year
    await t.app.db
      .update(universitiesTable)
      .set({ admission: [null, null, null, null, null, 12000, null, null, null] })
      .where(eq(universitiesTable.id, id));
    const tuitionOnly = (await detail(id)).overview;
    expect(tuitionOnly.admission).toBeNull();
    expect(tuitionOnly.tuition).toEqual({ inState: 12000, outOfState: null });
    expect(tuitionOnly.dataYear).toEqual({ admission: null, tuition: SCORECARD_YEAR });
  });

  it('answers empty facts for a school the sources say nothing more about', async () => {
    const id = await idOf('oxford', 'University of Oxford');
    await t.app.db
      .update(universitiesTable)
      .set({
        cityCn: null,
        aliases: [],
        graduateOnly: false,
        levelSource: 'ignored without graduateOnly',
        rankHistory: [],
        admission: null,
      })
      .where(eq(universitiesTable.id, id));
    const { overview } = await detail(id);
    expect(overview).toEqual({
      cityCn: null,
      aliases: [],
      graduateOnly: false,
      levelSource: null,
      rankHistory: [],
      admission: null,
      tuition: null,
      dataYear: { admission: null, tuition: null },
      dataSource: null,
    });
  });

  it('names the QS subject of every major: the majors of one subject share its rank', async () => {
    const id = await idOf('Harvard', 'Harvard University');
    const { majors } = await detail(id);
    expect(majors.length).toBeGreaterThan(10);
    for (const major of majors) {
      expect(major.subjectEn).not.toBe('');
      expect(major.subjectCn).not.toBe('');
    }
    const bySubject = new Map<string, Set<string>>();
    for (const major of majors) {
      const ranks = bySubject.get(major.subjectEn) ?? new Set<string>();
      ranks.add(major.rank);
      bySubject.set(major.subjectEn, ranks);
    }
    for (const ranks of bySubject.values()) expect(ranks.size).toBe(1);
    const business = majors.filter((m) => m.subjectEn === 'Business');
    expect(business.length).toBeGreaterThan(1);
    expect(business.map((m) => m.nameCn)).toContain('房地产');
    expect(business.every((m) => m.subjectCn === '商业')).toBe(true);
  });
});

describe('orderRankHistory', () => {
  it('keeps one row per ranking and edition and drops blank labels', () => {
    expect(
      orderRankHistory([
        { ranking: 'ARWU', edition: '2024', label: '' },
        { ranking: 'ARWU', edition: '2023', label: '101-150' },
        { ranking: 'ARWU', edition: '2023', label: '151-200' },
      ]),
    ).toEqual([{ ranking: 'ARWU', edition: '2023', label: '101-150' }]);
  });
});

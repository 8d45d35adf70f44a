import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type {
  AdmissionStatistics,
  AdviserDetail,
  AdviserListItem,
  AdviserPage,
  OfferPage,
  OrgDetail,
  OrgListItem,
  OrgOriginator,
  OrgPage,
} from '../../src/contract/org.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import { DEMO_ORGANIZATIONS } from '../../server/seed/chat.ts';
import { DEMO_COUNSELORS, DEMO_OFFERS, OFFERS_PER_COUNSELOR } from '../../server/seed/organizations.ts';
import { buildTestApp, createTestClock, envelopeOf, type TestApp } from '../helpers/server.ts';

let t: TestApp;
/** The seed writes the demo exchanges relative to the app clock: fixed here. */
const clock = createTestClock(Date.parse('2026-03-10T08:00:00Z'));

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, query: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, query });
  return { status: response.statusCode, body: envelopeOf<T>(response) };
}

async function allOrgs(): Promise<OrgListItem[]> {
  return (await get<OrgPage>(API.org.orgPage, { pageSize: '50' })).body.data.list;
}
async function allAdvisers(query: Record<string, string> = {}): Promise<AdviserListItem[]> {
  return (await get<AdviserPage>(API.org.advisers, { pageSize: '50', ...query })).body.data.list;
}
async function orgIdOf(index: number): Promise<string> {
  const org = (await allOrgs()).find((o) => o.nameCn === DEMO_ORGANIZATIONS[index]!.nameCn);
  if (!org) throw new Error(`no org ${index}`);
  return org.id;
}
async function adviserIdOf(namePrefix: string): Promise<string> {
  const adviser = (await allAdvisers()).find((a) => a.nameCn.startsWith(namePrefix));
  if (!adviser) throw new Error(`no adviser ${namePrefix}`);
  return adviser.id;
}

describe('the demo seed', () => {
  it('has 4-6 organizations and 10-14 counselors, all named as demo data', async () => {
    const orgs = await allOrgs();
    expect(orgs.length).toBeGreaterThanOrEqual(4);
    expect(orgs.length).toBeLessThanOrEqual(6);
    for (const org of orgs) expect(org.nameCn).toMatch(/示例|演示/);
    const advisers = await allAdvisers();
    expect(advisers.length).toBeGreaterThanOrEqual(10);
    expect(advisers.length).toBeLessThanOrEqual(14);
    for (const adviser of advisers) expect(adviser.nameCn).toMatch(/演示/);
  });

  it('has about 60 offers at catalog schools, consistent with counselors and organizations', async () => {
    expect(DEMO_OFFERS.length).toBe(DEMO_COUNSELORS.length * OFFERS_PER_COUNSELOR);
    const { body } = await get<OfferPage>(API.org.offers, { pageSize: '50' });
    expect(body.data.total).toBe(DEMO_OFFERS.length);
    expect(body.data.total).toBeGreaterThanOrEqual(55);
    const advisers = new Map((await allAdvisers()).map((a) => [a.id, a]));
    const orgs = new Map((await allOrgs()).map((o) => [o.id, o]));
    for (let page = 1; page <= Math.ceil(body.data.total / 50); page += 1) {
      const offers = (await get<OfferPage>(API.org.offers, { pageSize: '50', pageIndex: String(page) })).body
        .data.list;
      for (const offer of offers) {
        expect(offer.universityNameCn, offer.universityId).not.toBeNull();
        expect(offer.year).toBeGreaterThanOrEqual(2023);
        expect(offer.year).toBeLessThanOrEqual(2025);
        expect(offer.studentAlias).toMatch(/^.同学$/);
        const adviser = advisers.get(offer.adviserId ?? '')!;
        expect(adviser.orgId).toBe(offer.orgId);
        expect(adviser.countries).toContain(offer.countryCode);
        expect(adviser.studyIntentions).toContain(offer.degree);
        expect(orgs.get(offer.orgId)!.serviceCountries).toContain(offer.countryCode);
      }
    }
  });
});

describe('organizations', () => {
  it('hot orgs: verified first, then by offers', async () => {
    const { status, body } = await get<OrgListItem[]>(API.org.hotOrgs, { limit: '3' });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(body.data.every((o) => o.verified)).toBe(true);
    expect(body.data[0]!.offerCount).toBeGreaterThanOrEqual(body.data[1]!.offerCount);
  });

  it('filters by city, country served, major area and price band', async () => {
    const byCity = (await get<OrgPage>(API.org.orgPage, { city: '上海' })).body.data;
    expect(byCity.list.map((o) => o.nameCn)).toEqual([DEMO_ORGANIZATIONS[1]!.nameCn]);
    expect(byCity.cities).toEqual(expect.arrayContaining(['北京', '上海', '广州', '成都', '深圳']));

    const byCountry = (await get<OrgPage>(API.org.orgPage, { country: 'CA' })).body.data.list;
    expect(byCountry.length).toBe(2);
    for (const org of byCountry) expect(org.serviceCountries).toContain('CA');

    const byMajor = (await get<OrgPage>(API.org.orgPage, { major: '法律' })).body.data.list;
    expect(byMajor.map((o) => o.nameCn)).toEqual([DEMO_ORGANIZATIONS[4]!.nameCn]);

    // 5万以下 overlaps the ranges that start below 50,000 元
    const cheap = (await get<OrgPage>(API.org.orgPage, { price: '1' })).body.data.list;
    expect(cheap.map((o) => o.priceMin! < 50_000)).toEqual(cheap.map(() => true));
    expect(cheap.length).toBe(2);

    const none = await get<OrgPage>(API.org.orgPage, { city: '拉萨' });
    expect(none.body.data.total).toBe(0);
    expect((await get(API.org.orgPage, { country: 'XX' })).status).toBe(400);
  });

  it('detail, originator and admission statistics; 404 for an unknown id', async () => {
    const id = await orgIdOf(0);
    const detail = (await get<OrgDetail>(API.org.detail, { id })).body.data;
    expect(detail.intro).toContain('演示');
    expect(detail.accountability.offerCount).toBe(DEMO_OFFERS.filter((o) => o.orgIndex === 0).length);

    const originator = (await get<OrgOriginator>(API.org.originator, { id })).body.data;
    expect(originator.name).toBe(DEMO_ORGANIZATIONS[0]!.profile.originator.name);

    const stats = (await get<AdmissionStatistics>(API.org.admissionStatistics, { id })).body.data;
    expect(stats.total).toBe(detail.accountability.offerCount);
    const sum = (list: { count: number }[]) => list.reduce((s, x) => s + x.count, 0);
    expect(sum(stats.byCountry)).toBe(stats.total);
    expect(sum(stats.byTier)).toBe(stats.total);
    expect(sum(stats.byYear)).toBe(stats.total);
    expect(stats.byTier.map((tier) => tier.code)).toEqual(['TOP30', 'TOP100', 'TOP200', 'OTHER']);
    expect(stats.byYear.map((y) => y.year)).toEqual([2023, 2024, 2025]);
    for (const country of stats.byCountry) expect(['US', 'GB', 'CA']).toContain(country.code);

    for (const url of [API.org.detail, API.org.originator, API.org.admissionStatistics]) {
      const missing = await get(url, { id: '00000000-0000-4000-8000-000000000000' });
      expect(missing.status).toBe(404);
      expect(missing.body.code).not.toBe(RESULT_CODE.SUCCESS);
      expect((await get(url, { id: 'nope' })).status).toBe(404);
    }
  });
});

describe('counselors', () => {
  it('advisers of an organization and filters by ADVISER_TYPE, country and years', async () => {
    const orgId = await orgIdOf(1);
    const ofOrg = await allAdvisers({ orgId });
    expect(ofOrg).toHaveLength(3);
    for (const a of ofOrg) expect(a.orgId).toBe(orgId);

    const type02 = await allAdvisers({ type: '02' });
    expect(type02.length).toBeGreaterThan(0);
    for (const a of type02) expect(a.adviserType).toBe('02');

    const sg = await allAdvisers({ country: 'SG' });
    expect(sg.length).toBe(2);
    for (const a of sg) expect(a.countries).toContain('SG');

    const senior = await allAdvisers({ years: '4' });
    expect(senior.map((a) => a.yearsOfExperience).every((y) => y > 10)).toBe(true);
    expect(senior.length).toBe(2);

    expect((await get(API.org.advisers, { type: '99' })).status).toBe(400);
    expect((await get<AdviserPage>(API.org.advisers, { orgId: 'x' })).body.data.total).toBe(0);
  });

  it('recommends counselors of the intention, the ones covering the countries first', async () => {
    const { body } = await get<AdviserListItem[]>(API.org.recommendAdviser, {
      studyIntentionType: '01',
      countries: 'AU',
      limit: '5',
    });
    expect(body.data.length).toBeGreaterThan(0);
    for (const a of body.data) expect(a.studyIntentions).toContain('01');
    expect(body.data[0]!.countries).toContain('AU');
    const masterRes = await get<AdviserListItem[]>(API.org.recommendAdviser, { studyIntentionType: '02' });
    const master = masterRes.body.data;
    for (const a of master) expect(a.studyIntentions).toContain('02');
  });

  it('counselor info with placed schools; offers by counselor, paged', async () => {
    const id = await adviserIdOf('刘顾问');
    const info = (await get<AdviserDetail>(API.org.counselorInfo, { id })).body.data;
    expect(info.placedSchools.map((s) => s.nameCn)).toContain('宾夕法尼亚大学');
    expect(info.accountability.offerCount).toBe(OFFERS_PER_COUNSELOR);
    const page1 = (await get<OfferPage>(API.org.offers, { adviserId: id, pageSize: '2' })).body.data;
    const page3 = (await get<OfferPage>(API.org.offers, { adviserId: id, pageSize: '2', pageIndex: '3' }))
      .body.data;
    expect(page1.total).toBe(OFFERS_PER_COUNSELOR);
    expect(page1.list).toHaveLength(2);
    expect(page3.list).toHaveLength(1);
    expect(page1.list[0]!.year).toBeGreaterThanOrEqual(page1.list[1]!.year);
    expect((await get(API.org.counselorInfo, { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
  });
});

describe('accountability from the seeded exchanges', () => {
  it('median first reply per counselor over the last 30 days', async () => {
    const zhao = (await get<AdviserDetail>(API.org.counselorInfo, { id: await adviserIdOf('赵顾问') })).body
      .data;
    // 8, 20, 14 minutes; the exchange 40 days ago is outside the window
    expect(zhao.accountability).toMatchObject({
      medianFirstReplyMinutes: 14,
      exchangeCount: 3,
      answeredCount: 3,
    });
    const qian = (await get<AdviserDetail>(API.org.counselorInfo, { id: await adviserIdOf('钱顾问') })).body
      .data;
    expect(qian.accountability).toMatchObject({
      medianFirstReplyMinutes: 45,
      exchangeCount: 2,
      answeredCount: 1,
    });
    const wang = (await get<AdviserDetail>(API.org.counselorInfo, { id: await adviserIdOf('王顾问') })).body
      .data;
    expect(wang.accountability.medianFirstReplyMinutes).toBe(120);
    const lin = (await get<AdviserDetail>(API.org.counselorInfo, { id: await adviserIdOf('林顾问') })).body
      .data;
    expect(lin.accountability).toMatchObject({ medianFirstReplyMinutes: null, exchangeCount: 0 });
  });

  it('per organization: its service account and its counselors', async () => {
    const qihang = (await get<OrgDetail>(API.org.detail, { id: await orgIdOf(0) })).body.data;
    expect(qihang.accountability.medianFirstReplyMinutes).toBe(14); // 8, 14, 20
    const asiaPacific = (await get<OrgDetail>(API.org.detail, { id: await orgIdOf(3) })).body.data;
    expect(asiaPacific.accountability.medianFirstReplyMinutes).toBe(90); // 6, 90, 150
    const yuanfan = (await get<OrgDetail>(API.org.detail, { id: await orgIdOf(1) })).body.data;
    expect(yuanfan.accountability.medianFirstReplyMinutes).toBe(37.5); // 30, 45
    const studio = (await get<OrgDetail>(API.org.detail, { id: await orgIdOf(2) })).body.data;
    expect(studio.accountability.medianFirstReplyMinutes).toBeNull();
  });

  it('moves with the clock: 31 days later nothing is in the window', async () => {
    clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const zhao = (await get<AdviserDetail>(API.org.counselorInfo, { id: await adviserIdOf('赵顾问') })).body
        .data;
      expect(zhao.accountability.medianFirstReplyMinutes).toBeNull();
      expect(zhao.accountability.offerCount).toBe(OFFERS_PER_COUNSELOR);
    } finally {
      clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });
});

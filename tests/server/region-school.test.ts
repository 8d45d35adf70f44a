import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import {
  MUNICIPALITY_CODES,
  REGION_DICT_CODE,
  REGION_ROOT_CODE,
  type CityRegion,
  type ProvinceRegion,
  type StudentSchool,
} from '../../src/contract/region.ts';
import type { StudentProfile } from '../../src/contract/user.ts';
import { MESSAGES } from '../../src/contract/validation.ts';
import { REGIONS } from '../../server/seed/regions.ts';
import { seedReferenceData } from '../../server/seed/index.ts';
import { STUDENT_SCHOOLS } from '../../server/seed/student-schools.ts';
import { regionsTable } from '../../server/modules/common/region.table.ts';
import { studentSchoolsTable } from '../../server/modules/common/student-school.table.ts';
import {
  DEMO,
  authHeaders,
  buildTestApp,
  envelopeOf,
  loginByPassword,
  type TestApp,
} from '../helpers/server.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);

function getTree(headers: Record<string, string> = {}) {
  return t.inject({
    method: 'GET',
    url: API.common.findProvinceAndCity,
    query: { dictCode: REGION_DICT_CODE },
    headers,
  });
}

async function tree(): Promise<ProvinceRegion[]> {
  return envelopeOf<ProvinceRegion[]>(await getTree()).data;
}

function getArea(parentCode: string, headers: Record<string, string> = {}) {
  return t.inject({ method: 'GET', url: API.common.findAreaByParentCode, query: { parentCode }, headers });
}

async function schoolList(query: Record<string, string>) {
  const response = await t.inject({ method: 'GET', url: API.common.schoolList, query });
  return { response, schools: envelopeOf<StudentSchool[]>(response).data };
}

async function findSchools(query: Record<string, string>) {
  const response = await t.inject({ method: 'GET', url: API.common.findStudentSchool, query });
  return { response, schools: envelopeOf<StudentSchool[]>(response).data };
}

describe('region tree', () => {
  it('lists 34 provinces sorted by code, each with its cities sorted by code, publicly cacheable for a day', async () => {
    const response = await getTree();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const provinces = envelopeOf<ProvinceRegion[]>(response).data;
    expect(provinces).toHaveLength(34);
    expect(provinces.map((p) => p.code)).toEqual([...provinces].sort(byCode).map((p) => p.code));
    for (const province of provinces) {
      expect(province).toMatchObject({ id: province.code, leaf: false });
      expect(province.code).toMatch(/^\d{2}0000$/);
      expect(province.children.length, province.nameCn).toBeGreaterThan(0);
      expect(province.children.map((c) => c.code)).toEqual(
        [...province.children].sort(byCode).map((c) => c.code),
      );
      for (const city of province.children) {
        expect(city).toEqual({ id: city.code, code: city.code, nameCn: city.nameCn, leaf: true });
        expect(city.code.slice(0, 2)).toBe(province.code.slice(0, 2));
        expect(city.nameCn).not.toMatch(/直辖|-/);
      }
    }
    expect(provinces.reduce((sum, p) => sum + p.children.length, 0)).toBe(371);
  });

  it('gives each municipality, 香港, 澳门 and 台湾 exactly one city named after itself', async () => {
    const provinces = await tree();
    const find = (code: string) => provinces.find((p) => p.code === code);
    expect(find('110000')).toEqual({
      id: '110000',
      code: '110000',
      nameCn: '北京市',
      leaf: false,
      children: [{ id: '110100', code: '110100', nameCn: '北京市', leaf: true }],
    });
    expect(find('500000')?.children).toEqual([
      { id: '500100', code: '500100', nameCn: '重庆市', leaf: true },
    ]);
    for (const code of [...MUNICIPALITY_CODES, '710000', '810000', '820000']) {
      const province = find(code);
      expect(
        province?.children.map((c) => [c.code, c.nameCn]),
        code,
      ).toEqual([[`${code.slice(0, 2)}0100`, province?.nameCn]]);
    }
  });

  it('lists prefecture-level cities and the county-level places a province governs directly', async () => {
    const provinces = await tree();
    const cities = (code: string) => provinces.find((p) => p.code === code)?.children ?? [];
    expect(cities('130000')[0]).toEqual({ id: '130100', code: '130100', nameCn: '石家庄市', leaf: true });
    expect(cities('130000').map((c) => c.nameCn)).toEqual(
      expect.arrayContaining(['石家庄市', '保定市', '衡水市']),
    );
    expect(cities('410000').at(-1)).toMatchObject({ code: '419001', nameCn: '济源市' });
    expect(cities('420000').map((c) => c.nameCn)).toEqual(
      expect.arrayContaining(['仙桃市', '潜江市', '天门市']),
    );
    expect(cities('460000').map((c) => c.nameCn)).toEqual(
      expect.arrayContaining(['海口市', '三亚市', '琼海市']),
    );
    expect(cities('650000').map((c) => c.nameCn)).toEqual(expect.arrayContaining(['乌鲁木齐市', '石河子市']));
  });

  it('rejects an unknown dictCode', async () => {
    const response = await t.inject({
      method: 'GET',
      url: API.common.findProvinceAndCity,
      query: { dictCode: 'NOPE' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).code).toBe(410);
  });
});

describe('areas by parent code', () => {
  it('lists the cities of a province, the provinces under 000000, and nothing under a city or an unknown code', async () => {
    const provinces = await tree();
    const hebei = envelopeOf<CityRegion[]>(await getArea('130000')).data;
    expect(hebei).toEqual(provinces.find((p) => p.code === '130000')?.children);
    expect(envelopeOf<CityRegion[]>(await getArea('110000')).data).toEqual([
      { id: '110100', code: '110100', nameCn: '北京市', leaf: true },
    ]);
    const root = await getArea(REGION_ROOT_CODE);
    expect(root.headers['cache-control']).toBe('public, max-age=86400');
    expect(envelopeOf(root).data).toEqual(provinces.map(({ children: _, ...province }) => province));
    expect(envelopeOf(await getArea('130100')).data).toEqual([]);
    expect(envelopeOf(await getArea('990000')).data).toEqual([]);
  });

  it('answers 410 for a malformed code', async () => {
    for (const parentCode of ['abc', '13000', '1300000']) {
      const response = await getArea(parentCode);
      expect(response.statusCode, parentCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ code: 410, message: '请输入正确的行政区划代码', data: null });
    }
    const missing = await t.inject({ method: 'GET', url: API.common.findAreaByParentCode });
    expect(envelopeOf(missing).code).toBe(410);
  });
});

describe('conditional requests', () => {
  it('tags the tree with a weak ETag and answers 304 without a body when it is current', async () => {
    const first = await getTree();
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await getTree()).headers.etag).toBe(etag);

    const cached = await getTree({ 'if-none-match': String(etag) });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['cache-control']).toBe('public, max-age=86400');

    const listed = await getTree({ 'if-none-match': `W/"old", ${String(etag)}` });
    expect(listed.statusCode).toBe(304);
    const strong = await getTree({ 'if-none-match': String(etag).replace(/^W\//, '') });
    expect(strong.statusCode).toBe(304);

    const stale = await getTree({ 'if-none-match': 'W/"old"' });
    expect(stale.statusCode).toBe(200);
    expect(envelopeOf<ProvinceRegion[]>(stale).data).toHaveLength(34);
  });

  it('tags each parent code’s list with its own ETag', async () => {
    const hebei = await getArea('130000');
    const shanxi = await getArea('140000');
    expect(hebei.headers.etag).toMatch(/^W\//);
    expect(shanxi.headers.etag).not.toBe(hebei.headers.etag);
    expect((await getArea('130000', { 'if-none-match': String(hebei.headers.etag) })).statusCode).toBe(304);
    expect((await getArea('140000', { 'if-none-match': String(hebei.headers.etag) })).statusCode).toBe(200);
  });
});

describe('student schools', () => {
  it('lists the schools of a city, high schools first, publicly cacheable for an hour', async () => {
    const { response, schools } = await schoolList({ provinceCode: '310000', cityCode: '310100' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(schools.every((s) => s.provinceCode === '310000' && s.cityCode === '310100')).toBe(true);
    const types = schools.map((s) => s.type);
    expect(types).toEqual([...types].sort());
    const names = schools.map((s) => s.nameCn);
    expect(names).toEqual(
      expect.arrayContaining(['上海市上海中学', '复旦大学附属中学', '复旦大学', '同济大学']),
    );
    expect(schools[0]).toMatchObject({ nameCn: '上海市上海中学', abbreviationCn: '上海中学', type: '01' });
    for (const school of schools) expect(school.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists a whole province, or everything, when the city is left out', async () => {
    const { schools } = await schoolList({ provinceCode: '440000' });
    expect(new Set(schools.map((s) => s.cityCode))).toEqual(new Set(['440100', '440300']));
    expect(schools.map((s) => s.nameCn)).toEqual(expect.arrayContaining(['中山大学', '南方科技大学']));
    expect((await schoolList({ cityCode: '999999' })).schools).toEqual([]);
    expect((await schoolList({ cityCode: 'x' })).response.statusCode).toBe(400);
  });

  it('has real schools for every provincial capital, municipality, 香港 and 澳门, all placed in real cities', async () => {
    const provinces = await tree();
    const cityProvince = new Map(provinces.flatMap((p) => p.children.map((c) => [c.code, p.code] as const)));
    const { schools } = await schoolList({});
    expect(schools.length).toBeGreaterThan(400);
    for (const school of schools)
      expect(cityProvince.get(school.cityCode), school.nameCn).toBe(school.provinceCode);

    // a capital's GB/T 2260 code is its province prefix + 0100
    for (const province of provinces.filter((p) => !['71', '81', '82'].includes(p.code.slice(0, 2)))) {
      const ofCapital = schools.filter((s) => s.cityCode === `${province.code.slice(0, 2)}0100`);
      expect(ofCapital.filter((s) => s.type === '01').length, province.nameCn).toBeGreaterThanOrEqual(5);
      expect(ofCapital.filter((s) => s.type === '02').length, province.nameCn).toBeGreaterThanOrEqual(3);
    }
    for (const city of ['110100', '120100', '310100', '500100']) {
      expect(
        schools.filter((s) => s.cityCode === city && s.type === '01').length,
        city,
      ).toBeGreaterThanOrEqual(5);
    }
    const names = schools.map((s) => s.nameCn);
    expect(names).toEqual(
      expect.arrayContaining(['香港大学', '香港中文大学', '澳门大学', '浙江大学', '清华大学']),
    );
  });

  it('finds the high schools of a city by type', async () => {
    const { response, schools } = await findSchools({ cityCode: '310100', type: '01' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(schools.length).toBeGreaterThanOrEqual(5);
    expect(schools.every((s) => s.type === '01' && s.cityCode === '310100')).toBe(true);
    expect(schools.map((s) => s.nameCn)).toContain('上海市上海中学');
    expect(schools.map((s) => s.nameCn)).not.toContain('复旦大学');
  });

  it('matches part of the name or of the short name, wildcards taken literally', async () => {
    const names = async (query: Record<string, string>) =>
      (await findSchools(query)).schools.map((s) => s.nameCn);
    expect(await names({ cityCode: '310100', abbreviationCn: '复旦' })).toEqual([
      '复旦大学附属中学',
      '复旦大学',
    ]);
    expect(await names({ cityCode: '310100', abbreviationCn: '复旦', type: '02' })).toEqual(['复旦大学']);
    expect(await names({ cityCode: '110100', abbreviationCn: '人大附中' })).toEqual(['中国人民大学附属中学']);
    expect(await names({ cityCode: '110100', abbreviationCn: ' 四中 ' })).toEqual(['北京市第四中学']);
    expect(await names({ cityCode: '330100', abbreviationCn: '浙江大学' })).toEqual([
      '浙江大学附属中学',
      '浙江大学',
    ]);
    expect(await names({ cityCode: '110100', abbreviationCn: '%' })).toEqual([]);
    expect(await names({ cityCode: '110100', abbreviationCn: '复旦' })).toEqual([]);
    expect((await names({ cityCode: '110100', abbreviationCn: '' })).length).toBeGreaterThan(15);
  });

  it('needs a city to search in', async () => {
    const response = await t.inject({
      method: 'GET',
      url: API.common.findStudentSchool,
      query: { type: '01' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).code).toBe(410);
    const wrongType = await findSchools({ cityCode: '310100', type: '03' });
    expect(wrongType.response.statusCode).toBe(400);
  });
});

describe('personal info against regions and schools', () => {
  let token: string;

  beforeAll(async () => {
    ({ token } = await loginByPassword(t, DEMO.noName));
  });

  const valid = {
    nameCn: '林同学',
    studyIntentionType: '01',
    schoolProvinceCode: '110000',
    schoolCityCode: '110100',
    schoolId: null as string | null,
    schoolName: '北京市第四中学',
    gradeType: '02',
    educationSystem: '01',
  };

  function save(payload: Record<string, unknown>) {
    return t.inject({
      method: 'POST',
      url: API.user.updatePersonalInfo,
      headers: authHeaders(token),
      payload,
    });
  }

  async function schoolId(cityCode: string, name: string): Promise<string> {
    const { schools } = await findSchools({ cityCode, abbreviationCn: name });
    const school = schools.find((s) => s.nameCn === name);
    if (!school) throw new Error(`no ${name} in ${cityCode}`);
    return school.id;
  }

  it('rejects a city outside the province, a province as the city and an unknown city with 请选择城市', async () => {
    const cases = [
      { schoolProvinceCode: '310000', schoolCityCode: '110100' },
      { schoolProvinceCode: '130000', schoolCityCode: '140100' },
      { schoolProvinceCode: '110000', schoolCityCode: '110000' },
      { schoolProvinceCode: '110100', schoolCityCode: '110100' },
      { schoolProvinceCode: '990000', schoolCityCode: '990100' },
      { schoolProvinceCode: '北京', schoolCityCode: '北京' },
    ];
    for (const place of cases) {
      const response = await save({ ...valid, ...place });
      expect(response.statusCode, JSON.stringify(place)).toBe(400);
      expect(envelopeOf(response)).toEqual({ code: 410, message: MESSAGES.profileCity, data: null });
    }
  });

  it('rejects an unknown school and a school of another city with 请选择或填写学校名称', async () => {
    const fudan = await schoolId('310100', '复旦大学');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-school', fudan]) {
      const response = await save({ ...valid, schoolId: id });
      expect(response.statusCode, id).toBe(400);
      expect(envelopeOf(response)).toEqual({ code: 410, message: MESSAGES.profileSchoolName, data: null });
    }
  });

  it('saves a school chosen from the list under its own name, and keeps a typed one as typed', async () => {
    const id = await schoolId('110100', '北京市第四中学');
    const saved = await save({ ...valid, schoolId: id, schoolName: '四中' });
    expect(saved.statusCode).toBe(200);
    expect(envelopeOf<StudentProfile>(saved).data).toMatchObject({
      nameCn: '林同学',
      schoolProvinceCode: '110000',
      schoolCityCode: '110100',
      schoolId: id,
      schoolName: '北京市第四中学',
      gradeTypeName: '高二',
    });
    const profile = await t.inject({
      method: 'GET',
      url: API.user.profileByUserId,
      headers: authHeaders(token),
    });
    expect(envelopeOf<StudentProfile>(profile).data).toMatchObject({
      schoolId: id,
      schoolName: '北京市第四中学',
    });

    const sub = await save({
      ...valid,
      schoolProvinceCode: '410000',
      schoolCityCode: '419001',
      schoolId: '',
      schoolName: '济源第一中学',
    });
    expect(envelopeOf<StudentProfile>(sub).data).toMatchObject({
      schoolCityCode: '419001',
      schoolId: null,
      schoolName: '济源第一中学',
    });
  });

  it('links the demo student’s school to the seeded one', async () => {
    const demo = await loginByPassword(t, DEMO.student);
    const profile = await t.inject({
      method: 'GET',
      url: API.user.profileByUserId,
      headers: authHeaders(demo.token),
    });
    expect(envelopeOf<StudentProfile>(profile).data).toMatchObject({
      schoolCityCode: '110100',
      schoolId: await schoolId('110100', '北京市第四中学'),
      schoolName: '北京市第四中学',
    });
  });
});

describe('reference seeding', () => {
  it('seeds regions and schools into a database that has only the older reference data, once', async () => {
    const { db } = t.app;
    await db.delete(studentSchoolsTable);
    await db.delete(regionsTable);
    expect(await seedReferenceData(db)).toBe(true);
    expect(await seedReferenceData(db)).toBe(false);

    const [regions] = await db.select({ n: count() }).from(regionsTable);
    expect(regions?.n).toBe(REGIONS.length + REGIONS.reduce((sum, p) => sum + p.cities.length, 0));
    const [schools] = await db.select({ n: count() }).from(studentSchoolsTable);
    const seeded = Object.values(STUDENT_SCHOOLS).reduce(
      (sum, c) => sum + c.high.length + c.university.length,
      0,
    );
    expect(schools?.n).toBe(seeded);
    expect((await tree()).find((p) => p.code === '110000')?.children).toHaveLength(1);
  });
});

/**
 * 我的大学List: joining AI results, adding from a school's page (evaluated against the student's last AI
 * request, else 待评估), paging, finding one, deleting (own rows only), and the login these routes need.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import {
  NOT_EVALUATED_NAME,
  aiRequestSchema,
  chosenUniversityPageSchema,
  chosenUniversitySchema,
  type AiRequestPayload,
  type AiResultItem,
  type ChosenUniversity,
  type JoinListBody,
} from '../../src/contract/ai.ts';
import { API } from '../../src/contract/api.ts';
import { envelope } from '../../src/contract/envelope.ts';
import { createAiCatalog, type AiCatalog } from '../../server/modules/ai-select/ai-select.catalog.ts';
import { evaluateOne } from '../../server/modules/ai-select/ai-select.engine.ts';
import { DEMO, authHeaders, envelopeOf, loginByPassword } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { usSchoolWhere } from '../helpers/ai-catalog.ts';

const STRONG_UNDERGRADUATE: AiRequestPayload = {
  studyIntentionType: '01',
  countryCodeList: ['GB'],
  majorSubjectTypeCodeList: ['M01'],
  studentSchoolCityCode: '310100',
  studentSchoolId: null,
  studentSchoolName: '上海中学',
  educationSystem: { type: '03', gpaScore: '3.9' },
  toeflOrIeltsScore: { score: '110', scoreType: 'TOEFL' },
  satOrActScore: { score: '1560', scoreType: 'SAT' },
  activityIdList: ['1', '2', '3', '4'],
  apCourseIdList: [],
};

const itemEnvelope = envelope(chosenUniversitySchema);
const pageEnvelope = envelope(chosenUniversityPageSchema);

const t = useTestApp();
let catalog: AiCatalog;
let studentToken: string;
let memberToken: string;

const post = (url: string, payload: object, token?: string) =>
  t.inject({ method: 'POST', url, payload, headers: token ? authHeaders(token) : {} });
const get = (url: string, query: Record<string, string>, token?: string) =>
  t.inject({ method: 'GET', url, query, headers: token ? authHeaders(token) : {} });
const remove = (id: string, token?: string) =>
  t.inject({
    method: 'DELETE',
    url: `${API.ai.deleteChosen}/${id}`,
    headers: token ? authHeaders(token) : {},
  });

async function join(body: JoinListBody, token: string): Promise<ChosenUniversity> {
  const response = await post(API.ai.joinList, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return itemEnvelope.parse(response.json()).data;
}

async function page(token: string, query: Record<string, string> = {}) {
  const response = await get(API.ai.chosenPage, query, token);
  expect(response.statusCode, response.body).toBe(200);
  return pageEnvelope.parse(response.json()).data;
}

beforeAll(async () => {
  catalog = await createAiCatalog(t.app.db).get();
  studentToken = (await loginByPassword(t, DEMO.student)).token;
  memberToken = (await loginByPassword(t, DEMO.member)).token;
});
describe('login', () => {
  it('is required by every 我的大学List route: HTTP 401, code 411', async () => {
    const calls = [
      post(API.ai.joinList, {}),
      post(API.ai.addChosen, { universityId: 'x' }),
      get(API.ai.chosenPage, {}),
      get(API.ai.chosenByUniversity, { universityId: 'x' }),
      remove('00000000-0000-0000-0000-000000000000'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toEqual({ code: 411, message: '登录已过期', data: null });
    }
  });
});

describe('join from the AI results', () => {
  it('stores the result, joins again as an update (same id, new values, later joinedAt), lists newest first', async () => {
    const results = envelopeOf<AiResultItem[]>(await post(API.ai.choose, STRONG_UNDERGRADUATE)).data;
    const [first, second] = results;
    if (!first || !second) throw new Error('expected at least two results');
    const body = (item: AiResultItem): JoinListBody => ({
      universityId: item.universityId,
      matchingState: item.matchingState,
      backgroudResult: item.backgroudResult,
      majorResult: item.majorResult,
      scoreResult: item.scoreResult,
      studyResult: item.studyResult,
      systemResult: item.systemResult,
    });

    const joined = await join(body(first), memberToken);
    expect(joined).toMatchObject({
      universityId: first.universityId,
      nameCn: first.nameCn,
      nameEn: first.nameEn,
      country: first.country,
      countryCode: first.countryCode,
      logoText: first.logoText,
      matchingState: first.matchingState,
      matchingStateName: first.matchingStateName,
      studyResult: first.studyResult,
      backgroudResult: first.backgroudResult,
      systemResult: first.systemResult,
      scoreResult: first.scoreResult,
      majorResult: first.majorResult,
      joinedAt: t.clock.now().toISOString(),
    });

    t.clock.advance(1_000);
    await join(body(second), memberToken);
    t.clock.advance(1_000);
    const again = await join(
      { ...body(first), matchingState: '03', scoreResult: 99, majorResult: '计算机' },
      memberToken,
    );
    expect(again.id).toBe(joined.id);
    expect(again).toMatchObject({ matchingState: '03', matchingStateName: '保底', scoreResult: 99 });
    expect(Date.parse(again.joinedAt)).toBeGreaterThan(Date.parse(joined.joinedAt));

    const list = await page(memberToken);
    expect(list.total).toBe(2);
    expect(list.list.map((item) => item.universityId)).toEqual([first.universityId, second.universityId]);
    expect(list.list[0]).toEqual(again);
    const paged = await page(memberToken, { pageIndex: '2', pageSize: '1' });
    expect(paged).toMatchObject({ total: 2, pageIndex: 2, pageSize: 1 });
    expect(paged.list.map((item) => item.universityId)).toEqual([second.universityId]);
    expect(await page(memberToken, { pageIndex: '5', pageSize: '1' })).toMatchObject({ list: [], total: 2 });

    const found = await get(API.ai.chosenByUniversity, { universityId: first.universityId }, memberToken);
    expect(itemEnvelope.parse(found.json()).data).toEqual(again);
    // another student's list is their own
    const other = await get(API.ai.chosenByUniversity, { universityId: first.universityId }, studentToken);
    expect(envelopeOf(other)).toEqual({ code: 200, message: 'success', data: null });
  });

  it('rejects an unknown university with HTTP 404, code 451 院校不存在, and a bad body with 410', async () => {
    const unknown = await post(
      API.ai.joinList,
      {
        universityId: 'nope',
        matchingState: '01',
        backgroudResult: 1,
        majorResult: '',
        scoreResult: 1,
        studyResult: 1,
        systemResult: 1,
      },
      memberToken,
    );
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown)).toEqual({ code: 451, message: '院校不存在', data: null });

    const badScore = await post(
      API.ai.joinList,
      {
        universityId: 'x',
        matchingState: '01',
        backgroudResult: 101,
        majorResult: '',
        scoreResult: 1,
        studyResult: 1,
        systemResult: 1,
      },
      memberToken,
    );
    expect(badScore.statusCode).toBe(400);
    expect(envelopeOf(badScore).code).toBe(410);
    const unknownAdd = await post(API.ai.addChosen, { universityId: 'nope' }, memberToken);
    expect(unknownAdd.statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('removes only the owner’s row: another student’s id and an unknown id answer 404 / 451', async () => {
    const { list } = await page(memberToken);
    const target = list[0];
    if (!target) throw new Error('the member has no list');

    const foreign = await remove(target.id, studentToken);
    expect(foreign.statusCode).toBe(404);
    expect(envelopeOf(foreign)).toEqual({ code: 451, message: '该学校不在您的大学List中', data: null });
    expect((await remove('not-a-uuid', memberToken)).statusCode).toBe(404);
    expect((await remove('00000000-0000-0000-0000-000000000000', memberToken)).statusCode).toBe(404);

    const own = await remove(target.id, memberToken);
    expect(envelopeOf(own)).toEqual({ code: 200, message: 'success', data: true });
    const after = await page(memberToken);
    expect(after.total).toBe(list.length - 1);
    expect(after.list.some((item) => item.id === target.id)).toBe(false);
    expect((await remove(target.id, memberToken)).statusCode).toBe(404);
  });
});

describe('add from a school page', () => {
  it('without a stored AI request: 待评估 with null state and scores (an anonymous analysis stores nothing)', async () => {
    await post(API.ai.choose, STRONG_UNDERGRADUATE);
    const school = usSchoolWhere(catalog, (s) => s.admission?.rate != null);
    const response = await post(API.ai.addChosen, { universityId: school.id }, studentToken);
    expect(response.statusCode).toBe(200);
    const item = itemEnvelope.parse(response.json()).data;
    expect(item).toMatchObject({
      universityId: school.id,
      nameCn: school.nameCn,
      country: school.countryName,
      matchingState: null,
      matchingStateName: NOT_EVALUATED_NAME,
      studyResult: null,
      backgroudResult: null,
      systemResult: null,
      scoreResult: null,
      majorResult: '',
    });
  });

  it('with the last AI request of the student: evaluated by the engine, whatever its country filter', async () => {
    // the last valid request counts: an invalid one afterwards changes nothing
    const signedIn = await post(API.ai.choose, STRONG_UNDERGRADUATE, studentToken);
    expect(signedIn.statusCode).toBe(200);
    const invalid = await post(
      API.ai.choose,
      { ...STRONG_UNDERGRADUATE, toeflOrIeltsScore: { score: '9.5', scoreType: 'IELTS' } },
      studentToken,
    );
    expect(invalid.statusCode).toBe(400);

    // a US school admitting about 80% of applicants, far below this student's SAT: safety
    const open = usSchoolWhere(
      catalog,
      (s) => (s.admission?.rate ?? 0) >= 0.75 && s.admission?.sat75 != null,
    );
    const response = await post(API.ai.addChosen, { universityId: open.id }, studentToken);
    const item = itemEnvelope.parse(response.json()).data;
    const expected = evaluateOne(catalog, aiRequestSchema.parse(STRONG_UNDERGRADUATE), open)!;
    expect(item).toMatchObject({
      universityId: open.id,
      matchingState: '03',
      matchingStateName: '保底',
      studyResult: expected.studyResult,
      backgroudResult: expected.backgroudResult,
      systemResult: expected.systemResult,
      scoreResult: expected.scoreResult,
      majorResult: expected.majorResult,
    });

    // a newer request replaces the stored one: re-adding the school re-evaluates it (same row)
    t.clock.advance(1_000);
    const weaker: AiRequestPayload = {
      ...STRONG_UNDERGRADUATE,
      satOrActScore: { score: '1000', scoreType: 'SAT' },
      educationSystem: { type: '01', totalScore: '450', englishScore: '90' },
      toeflOrIeltsScore: undefined,
      activityIdList: [],
    };
    expect((await post(API.ai.choose, weaker, studentToken)).statusCode).toBe(200);
    const again = itemEnvelope.parse(
      (await post(API.ai.addChosen, { universityId: open.id }, studentToken)).json(),
    ).data;
    expect(again.id).toBe(item.id);
    const reevaluated = evaluateOne(catalog, aiRequestSchema.parse(weaker), open)!;
    expect(again.matchingState).toBe(reevaluated.matchingState);
    expect(again.scoreResult).toBe(reevaluated.scoreResult);
    expect(again.scoreResult).toBeLessThan(item.scoreResult ?? 0);
    expect(Date.parse(again.joinedAt)).toBeGreaterThan(Date.parse(item.joinedAt));

    const found = await get(API.ai.chosenByUniversity, { universityId: open.id }, studentToken);
    expect(itemEnvelope.parse(found.json()).data).toEqual(again);
  });
});

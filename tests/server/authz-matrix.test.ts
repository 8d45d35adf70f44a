/**
 * Authorization matrix: every route under /student/api declares its access in its options
 * (`config: { access }`, server/lib/access.ts), and every route is called by three callers: anonymous, the
 * owner (demo student 张同学, who first fills in a profile, runs an AI analysis, adds two schools to
 * 我的大学List, books a visit, signs up for an activity, asks a Q&A question and answers it, pays a service order
 * of the platform inbox and starts a membership order) and another student (demo student 赵同学). The other student and the anonymous caller read,
 * update and delete with the owner's ids (the owner's user id, the owner's 我的大学List row) wherever a route
 * takes one (and once with the owner's idempotency key); then:
 * - a route that needs a login answers them 401 / code 411 (anonymous), as the guard and the declaration say;
 * - no answer to them carries the owner's private data (name, phone, school, list row);
 * - routes of `{ owner }` refuse them, routes of `{ others: 'public-fields' }` give them no private field;
 * - chat: the owner has a conversation with the platform account (seeded, plus one message of theirs);
 *   routes of `{ party: 'conversation' | 'sender' }` refuse them with the owner's conversation id or user id,
 *   routes of `{ party: 'peer' }` called with the platform account give them their own conversation, never
 *   the owner's (its id and messages are markers), and `'staff'` / `{ staff }` routes answer them 423;
 *   a staff member of another account is refused everything of the owner's conversation, and a staff member
 *   of the platform inbox is served;
 * - the owner's data is exactly as before, and the owner's token still works;
 * - and the owner, with the same ids, is served (so a refusal above means something).
 * Routes come from the app itself (app.routeAccess), so a new route is checked without further work; a route
 * that declares none fails the first test.
 */
import { randomUUID } from 'node:crypto';

import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { API, API_PREFIX } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import {
  describeAccess,
  type IdLocation,
  type RouteAccess,
  type RouteAccessEntry,
} from '../../server/lib/access.ts';
import { isProtectedRoute } from '../../server/plugins/auth.ts';
import { TYPICAL_UNDERGRADUATE_US } from '../helpers/ai-payloads.ts';
import {
  Rng,
  encodeText,
  openApiOf,
  operationsOf,
  sampleValue,
  type FuzzOperation,
} from '../helpers/fuzz.ts';
import { DEMO, authHeaders, envelopeOf, loginByPassword } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { uploadForm } from '../helpers/uploads.ts';

/** What the owner types: found in no answer to anyone else. */
const OWNER_NAME = '张甲隐私';
const OWNER_SCHOOL = '甲隐私实验中学';
/** The owner's chat message: found in no answer to anyone else. */
const OWNER_MESSAGE = '甲隐私消息';
/** Fields of a user that only the user sees. */
const PRIVATE_USER_FIELDS = ['nameCn', 'mobile', 'phone'];

type Caller = 'anonymous' | 'owner' | 'other';

interface Fixture {
  owner: LoginResult;
  other: LoginResult;
  /** Two universities of the catalog: X added from its page, Y joined from AI results. */
  schoolX: string;
  schoolY: string;
  /** The owner's 我的大学List row of school X. */
  ownerRowId: string;
  /** The Idempotency-Key of the owner's addChosen. */
  ownerIdempotencyKey: string;
  /** The platform customer-service account and the owner's conversation with it. */
  platformId: string;
  ownerConversationId: string;
  /** The owner's appointment (a campus visit) and activity sign-up. */
  ownerAppointmentId: string;
  ownerSignupId: string;
  /** The owner's Q&A question and their answer to it. */
  ownerQuestionId: string;
  ownerReplyId: string;
  /** The owner's orders: a service order (paid, with its order message) and an unpaid membership order. */
  ownerOrderId: string;
  ownerOrderMessageId: string;
  ownerUnpaidOrderNo: string;
  /** The owner's exam score and background boost (growth). */
  ownerScoreId: string;
  ownerBoostId: string;
  /** The owner's paperwork version (a PDF of theirs). */
  ownerPaperworkId: string;
  /** The owner's after-arrival checklist item (the defaults, created by their first read). */
  ownerAfterAbroadId: string;
}

const t = useTestApp({ aiChooseRateLimit: { max: 1_000_000, timeWindow: '1 minute' } });
let f: Fixture;
let routes: RouteAccessEntry[];
let operations: Map<string, FuzzOperation>;

const needsLogin = (access: RouteAccess | undefined) => access !== 'public' && access !== 'optional-user';
const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The owner's row of each resource a route may declare `{ owner: 'row', resource }` for. */
const ROW_OF: Record<string, () => string> = {
  'my-university-list': () => f.ownerRowId,
  appointment: () => f.ownerAppointmentId,
  'activity-signup': () => f.ownerSignupId,
  'qa-question': () => f.ownerQuestionId,
  'qa-reply': () => f.ownerReplyId,
  order: () => f.ownerOrderId,
  'order-message': () => f.ownerOrderMessageId,
  'order-no': () => f.ownerUnpaidOrderNo,
  'after-abroad-item': () => f.ownerAfterAbroadId,
  'paid-order': () => f.ownerOrderId,
  'exam-score': () => f.ownerScoreId,
  'bg-boost': () => f.ownerBoostId,
  paperwork: () => f.ownerPaperworkId,
};

function idLocationOf(access: RouteAccess | undefined): IdLocation | undefined {
  return typeof access === 'object' ? access.id : undefined;
}

/**
 * The id that the route's declaration is about, as the owner's: their user id, their row, their conversation,
 * or (a peer) the account they talk with.
 */
function targetId(access: RouteAccess | undefined): string {
  if (typeof access === 'object' && 'owner' in access && access.owner === 'row') {
    const row = ROW_OF[access.resource];
    if (!row) throw new Error(`no fixture row for resource ${access.resource}: add one to ROW_OF`);
    return row();
  }
  if (typeof access === 'object' && 'party' in access) {
    if (access.party === 'conversation') return f.ownerConversationId;
    if (access.party === 'peer') return f.platformId;
  }
  return f.owner.user.id;
}

/** Routes only staff may call: a student, whoever's ids, gets 423. */
const staffOnly = (access: RouteAccess | undefined) =>
  access === 'staff' || (typeof access === 'object' && 'staff' in access);

/** Routes that refuse another caller the owner's id (any code but 200). */
const refusesOthers = (access: RouteAccess | undefined) =>
  typeof access === 'object' &&
  ('owner' in access || ('party' in access && access.party !== 'peer') || 'staff' in access);

/** Known-good bodies of the writes that touch a student's own data (others are built from the schema). */
function validBodies(): Record<string, object> {
  return {
    [`POST ${API.user.updatePersonalInfo}`]: {
      nameCn: '赵乙同学',
      studyIntentionType: '02',
      schoolProvinceCode: '440000',
      schoolCityCode: '440100',
      schoolId: null,
      schoolName: '乙学校',
    },
    [`PUT ${API.user.update}/:id`]: { nickname: '乙', nameCn: '赵乙改名', systemType: 1 },
    [`POST ${API.user.updateServiceType}`]: { serviceType: 'DIY' },
    [`POST ${API.ai.joinList}`]: {
      universityId: f.schoolY,
      matchingState: '03',
      backgroudResult: 10,
      majorResult: '乙',
      scoreResult: 10,
      studyResult: 10,
      systemResult: 10,
    },
    [`POST ${API.ai.addChosen}`]: { universityId: f.schoolX },
    [`POST ${API.ai.choose}`]: { ...TYPICAL_UNDERGRADUATE_US, studentSchoolName: '乙学校' },
    [`POST ${API.chat.send}`]: {
      fromUserId: f.owner.user.id,
      toUserId: f.platformId,
      message: '乙消息',
      msgType: 'text',
      clientMsgId: randomUUID(),
    },
    // a valid assign body: a student must meet the 423 of the staff route, not a 410 of a sampled body
    [`POST ${API.console.tasks}`]: { kind: 'GENERAL', title: '乙任务', content: '' },
    [`POST ${API.console.notice}`]: {
      userId: f.owner.user.id,
      type: 10,
      title: '乙通知',
      content: '乙通知内容',
    },
    [`POST ${API.console.growth}`]: { studentId: f.owner.user.id, kind: 'MILESTONE', title: '乙里程碑' },
  };
}

function tokenOf(caller: Caller): string | undefined {
  if (caller === 'owner') return f.owner.token;
  if (caller === 'other') return f.other.token;
  return undefined;
}

/** Calls a route as the caller, with the owner's id wherever the route takes an id. */
async function call(route: RouteAccessEntry, caller: Caller) {
  const location = idLocationOf(route.access);
  const id = targetId(route.access);
  const operation = operations.get(`${route.method} ${openApiPath(route.url)}`);
  const rng = new Rng(7);
  const examples = new Map([
    ['universityId', [f.schoolX]],
    ['userId', [f.owner.user.id]],
    // chat: times before which older messages are read
    ['lastTime', [new Date().toISOString()]],
    ['minSendTime', [new Date().toISOString()]],
    // circle feeds: a cursor is opaque (made by the server); empty is the first page
    ['cursor', ['']],
  ]);

  const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    encodeText(location === `params.${name}` ? id : f.owner.user.id),
  );
  const query = new URLSearchParams();
  for (const param of operation?.queryParams ?? []) {
    const value =
      location === `query.${param.name}` ? id : sampleValue(param.schema, rng, examples, param.name);
    query.set(param.name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (location?.startsWith('query.')) query.set(location.slice('query.'.length), id);

  const headers: Record<string, string> = {};
  const token = tokenOf(caller);
  if (token) Object.assign(headers, authHeaders(token));
  let payload: object | undefined;
  if (route.method !== 'GET') {
    const known = validBodies()[routeKey(route)];
    const sampled = operation?.body ? sampleValue(operation.body, rng, examples) : undefined;
    payload = known ?? (sampled !== null && typeof sampled === 'object' ? sampled : undefined);
    // a server that took the user from the body would act on the owner
    if (payload && !Array.isArray(payload)) payload = { ...payload, userId: f.owner.user.id };
    if (location?.startsWith('body.')) payload = { ...payload, [location.slice('body.'.length)]: id };
  }
  const search = query.toString();
  return t.inject({
    method: route.method as HTTPMethods,
    url: search ? `${url}?${search}` : url,
    headers,
    ...(payload ? { payload } : {}),
  });
}

/** String and number values anywhere in a JSON value. */
function scalars(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' || typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) scalars(item, out);
  else if (typeof value === 'object' && value !== null)
    for (const inner of Object.values(value)) scalars(inner, out);
  return out;
}

/** The owner's private data found in an answer to someone else. */
function leaks(body: unknown): string[] {
  const markers = [
    OWNER_NAME,
    OWNER_SCHOOL,
    OWNER_MESSAGE,
    f.owner.user.mobile,
    f.ownerRowId,
    f.ownerConversationId,
    f.ownerAppointmentId,
    f.ownerSignupId,
    f.ownerOrderId,
    f.ownerOrderMessageId,
    f.ownerUnpaidOrderNo,
    f.ownerPaperworkId,
  ];
  const values = new Set(scalars(body));
  return markers.filter((marker) => values.has(marker));
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const dataOf = <T>(response: { body: string }, schema: z.ZodType<T>): T =>
  z.object({ code: z.literal(200), data: schema }).parse(JSON.parse(response.body)).data;

/**
 * The unread summary without the Circle notices (type 1): another student may follow the owner or react to
 * the owner's posts, and the 新关注 / 新点赞 notice that leaves the owner is what those routes are for.
 */
function withoutCircleNotices(url: string, body: unknown): unknown {
  if (url !== API.notice.unreadSummary) return body;
  const summary = z
    .object({ data: z.object({ chat: z.number(), notices: z.record(z.string(), z.number()) }) })
    .parse(body);
  const { '1': _circle, ...notices } = summary.data.notices;
  return { chat: summary.data.chat, notices };
}

/** Everything of the owner's that someone else must not change, read as the owner. */
async function ownerSnapshot(): Promise<string> {
  const headers = authHeaders(f.owner.token);
  const reads = [
    { method: 'GET' as const, url: API.user.current },
    { method: 'GET' as const, url: API.user.profileByUserId },
    { method: 'GET' as const, url: `${API.ai.chosenPage}?pageSize=50` },
    { method: 'GET' as const, url: `${API.ai.chosenByUniversity}?universityId=${f.schoolX}` },
    { method: 'GET' as const, url: `${API.ai.chosenByUniversity}?universityId=${f.schoolY}` },
    { method: 'GET' as const, url: API.auth.validateToken },
    { method: 'GET' as const, url: API.chat.friends },
    { method: 'GET' as const, url: API.notice.unreadSummary },
    { method: 'GET' as const, url: API.appointment.mine },
    { method: 'GET' as const, url: `${API.qa.detail}/${f.ownerQuestionId}` },
    { method: 'GET' as const, url: `${API.qa.my}?kind=replies` },
    { method: 'GET' as const, url: API.qa.myStatistics },
    { method: 'GET' as const, url: `${API.circle.mine}?limit=30` },
    { method: 'GET' as const, url: `${API.order.mine}?pageSize=50` },
    { method: 'GET' as const, url: API.paperwork.mine },
  ];
  const answers: unknown[] = [];
  for (const read of reads) {
    const response = await t.inject({ ...read, headers });
    expect(response.statusCode, `${read.url} as the owner`).toBe(200);
    answers.push(withoutCircleNotices(read.url, parse(response.body)));
  }
  return JSON.stringify(answers, null, 1);
}

/** The other student's token, renewed when a route (logout) ended it. */
async function keepOtherSignedIn(): Promise<void> {
  const response = await t.inject({
    method: 'GET',
    url: API.auth.validateToken,
    headers: authHeaders(f.other.token),
  });
  if (envelopeOf<boolean>(response).data) f.other = await loginByPassword(t, DEMO.other);
}

beforeAll(async () => {
  routes = t.app.routeAccess.filter((r) => r.url === API_PREFIX || r.url.startsWith(`${API_PREFIX}/`));
  operations = new Map(operationsOf(await openApiOf(t.app)).map((op) => [op.key, op]));

  const owner = await loginByPassword(t, DEMO.student);
  const other = await loginByPassword(t, DEMO.other);
  const ownerHeaders = authHeaders(owner.token);
  const page = await t.inject({ method: 'GET', url: `${API.university.page}?pageSize=2` });
  const [x, y] = dataOf(page, z.object({ list: z.array(z.object({ id: z.string() })) })).list;
  if (!x || !y) throw new Error('the catalog has fewer than two universities');

  // the owner's data: a profile, an AI request (kept for evaluating additions), two schools in the list
  const profile = await t.inject({
    method: 'POST',
    url: API.user.updatePersonalInfo,
    headers: ownerHeaders,
    payload: {
      nameCn: OWNER_NAME,
      studyIntentionType: '01',
      schoolProvinceCode: '440000',
      schoolCityCode: '440100',
      schoolId: null,
      schoolName: OWNER_SCHOOL,
    },
  });
  dataOf(profile, z.object({ nameCn: z.literal(OWNER_NAME) }));
  const analysis = await t.inject({
    method: 'POST',
    url: API.ai.choose,
    headers: ownerHeaders,
    payload: { ...TYPICAL_UNDERGRADUATE_US, studentSchoolName: OWNER_SCHOOL },
  });
  expect(envelopeOf(analysis).code).toBe(200);
  const ownerIdempotencyKey = randomUUID();
  const added = await t.inject({
    method: 'POST',
    url: API.ai.addChosen,
    headers: { ...ownerHeaders, [HEADERS.IDEMPOTENCY.toLowerCase()]: ownerIdempotencyKey },
    payload: { universityId: x.id },
  });
  const row = dataOf(added, z.object({ id: z.string(), matchingState: z.string() }));
  const joined = await t.inject({
    method: 'POST',
    url: API.ai.joinList,
    headers: ownerHeaders,
    payload: {
      universityId: y.id,
      matchingState: '01',
      backgroudResult: 90,
      majorResult: '甲',
      scoreResult: 90,
      studyResult: 90,
      systemResult: 90,
    },
  });
  expect(envelopeOf(joined).code).toBe(200);
  // the owner's conversation with the platform (seeded) and a message of theirs in it
  const platform = dataOf(
    await t.inject({ method: 'GET', url: API.chat.platformService, headers: ownerHeaders }),
    z.object({ id: z.string() }),
  );
  const sent = await t.inject({
    method: 'POST',
    url: API.chat.send,
    headers: ownerHeaders,
    payload: {
      fromUserId: owner.user.id,
      toUserId: platform.id,
      message: OWNER_MESSAGE,
      msgType: 'text',
      clientMsgId: randomUUID(),
    },
  });
  const message = dataOf(sent, z.object({ roomCode: z.string() }));
  // the owner's campus-visit appointment and activity sign-up
  const visits = dataOf(
    await t.inject({ method: 'GET', url: `${API.appointment.visitPage}?pageSize=50` }),
    z.object({ list: z.array(z.object({ id: z.string(), state: z.string(), remaining: z.number() })) }),
  );
  const visit = visits.list.find((s) => s.state === 'open' && s.remaining > 5);
  if (!visit) throw new Error('no open visit');
  const config = dataOf(
    await t.inject({ method: 'GET', url: `${API.appointment.config}?sessionId=${visit.id}` }),
    z.object({ slots: z.array(z.object({ id: z.string(), remaining: z.number() })) }),
  );
  const appointment = dataOf(
    await t.inject({
      method: 'POST',
      url: API.appointment.add,
      headers: ownerHeaders,
      payload: {
        sessionId: visit.id,
        slotId: config.slots.find((slot) => slot.remaining > 0)?.id,
        contactName: OWNER_NAME,
        contactPhone: owner.user.mobile,
      },
    }),
    z.object({ id: z.string() }),
  );
  const activities = dataOf(
    await t.inject({ method: 'GET', url: `${API.university.activityPage}?pageSize=50` }),
    z.object({ list: z.array(z.object({ id: z.string(), status: z.string() })) }),
  );
  const signup = dataOf(
    await t.inject({
      method: 'POST',
      url: API.appointment.activitySignup,
      headers: ownerHeaders,
      payload: { activityId: activities.list.find((a) => a.status === '02')?.id },
    }),
    z.object({ id: z.string() }),
  );
  // the owner's question and their answer to it (deleted only by the owner)
  const question = dataOf(
    await t.inject({
      method: 'POST',
      url: API.qa.ask,
      headers: ownerHeaders,
      payload: { id: randomUUID(), title: '甲的留学问题标题', category: 'VISA' },
    }),
    z.object({ id: z.string() }),
  );
  const answer = dataOf(
    await t.inject({
      method: 'POST',
      url: API.qa.answer,
      headers: ownerHeaders,
      payload: { id: randomUUID(), questionId: question.id, content: '甲的回答' },
    }),
    z.object({ id: z.string() }),
  );
  // the owner's orders: a service order from the platform inbox, paid at the sandbox cashier (its notify
  // delivered), and an unpaid membership order
  const platformStaff = await loginByPassword(t, DEMO.platformStaff);
  const order = dataOf(
    await t.inject({
      method: 'POST',
      url: API.console.createOrder,
      headers: authHeaders(platformStaff.token),
      payload: { roomCode: message.roomCode, serviceContent: '甲的服务', fee: 100, attachmentUrl: null },
    }),
    z.object({ id: z.string(), orderNo: z.string() }),
  );
  await t.inject({
    method: 'POST',
    url: API.order.sign,
    headers: ownerHeaders,
    payload: { orderNo: order.orderNo },
  });
  const payQr = dataOf(
    await t.inject({
      method: 'POST',
      url: API.order.payQr,
      headers: ownerHeaders,
      payload: { orderNo: order.orderNo, payChannel: 'Ali' },
    }),
    z.object({ qrString: z.string() }),
  );
  await t.inject({
    method: 'POST',
    url: API.order.scanCode,
    payload: { attemptId: payQr.qrString.split('/').at(-1), action: 'PAY' },
  });
  await t.app.payments.settle();
  const orderMessages = dataOf(
    await t.inject({
      method: 'POST',
      url: API.chat.after,
      headers: ownerHeaders,
      payload: { roomCode: message.roomCode, afterSeq: 0 },
    }),
    z.array(z.object({ id: z.string(), msgType: z.string() })),
  );
  const orderMessage = orderMessages.find((m) => m.msgType === 'order');
  if (!orderMessage) throw new Error('no order message');
  const membership = dataOf(
    await t.inject({
      method: 'POST',
      url: API.order.membershipOrder,
      headers: ownerHeaders,
      payload: { planCode: 'ONLINE_QUARTER' },
    }),
    z.object({ orderNo: z.string() }),
  );
  const ownerScore = dataOf(
    await t.inject({
      method: 'POST',
      url: API.growth.score,
      headers: ownerHeaders,
      payload: { examType: '01', takenAt: '2026-01-10', total: 100 },
    }),
    z.object({ id: z.string() }),
  );
  const ownerBoost = dataOf(
    await t.inject({
      method: 'POST',
      url: API.growth.bgBoostSave,
      headers: ownerHeaders,
      payload: { type: '01', title: '甲实习', startDate: '2026-01-10' },
    }),
    z.object({ id: z.string() }),
  );
  // the owner's paperwork: a PDF uploaded and added as a document
  const form = uploadForm('PAPERWORK', Buffer.from('%PDF-1.4\n%%EOF\n'), 'ps.pdf', 'application/pdf');
  const [pdf] = dataOf(
    await t.inject({
      method: 'POST',
      url: API.upload.one,
      payload: form.payload,
      headers: { ...ownerHeaders, ...form.headers },
    }),
    z.array(z.object({ id: z.string() })),
  );
  const paperwork = dataOf(
    await t.inject({
      method: 'POST',
      url: API.paperwork.add,
      headers: ownerHeaders,
      payload: { kind: 'PAPERWORK', typeCode: '01', fileId: pdf?.id },
    }),
    z.object({ id: z.string() }),
  );
  const [afterAbroad] = dataOf(
    await t.inject({ method: 'GET', url: API.growth.afterAbroad, headers: ownerHeaders }),
    z.array(z.object({ id: z.string() })),
  );
  if (!afterAbroad) throw new Error('no after-arrival item');
  f = {
    owner,
    other,
    schoolX: x.id,
    schoolY: y.id,
    ownerRowId: row.id,
    ownerIdempotencyKey,
    platformId: platform.id,
    ownerConversationId: message.roomCode,
    ownerAppointmentId: appointment.id,
    ownerSignupId: signup.id,
    ownerQuestionId: question.id,
    ownerReplyId: answer.id,
    ownerOrderId: order.id,
    ownerOrderMessageId: orderMessage.id,
    ownerUnpaidOrderNo: membership.orderNo,
    ownerScoreId: ownerScore.id,
    ownerBoostId: ownerBoost.id,
    ownerPaperworkId: paperwork.id,
    ownerAfterAbroadId: afterAbroad.id,
  };
}, 60_000);

describe('route access declarations', () => {
  it('every /student/api route declares its access in config.access', () => {
    expect(routes.length).toBeGreaterThan(30);
    const undeclared = routes.filter((r) => r.access === undefined).map(routeKey);
    expect(undeclared, 'routes without config.access (server/lib/access.ts)').toEqual([]);
  });

  it('the declarations agree with the login guard (server/plugins/auth.ts)', () => {
    const disagreeing = routes
      .filter((r) => r.access !== undefined && needsLogin(r.access) !== isProtectedRoute(r.url))
      .map((r) => `${routeKey(r)}: declared ${describeAccess(r.access)}, guard ${isProtectedRoute(r.url)}`);
    expect(disagreeing).toEqual([]);
  });

  it('every row resource declared has a fixture here', () => {
    const missing = routes.flatMap((r) =>
      typeof r.access === 'object' &&
      'owner' in r.access &&
      r.access.owner === 'row' &&
      !ROW_OF[r.access.resource]
        ? [`${routeKey(r)}: ${r.access.resource}`]
        : [],
    );
    expect(missing).toEqual([]);
  });
});

describe('another student and an anonymous caller, with the owner’s ids', () => {
  it('another student’s additions are not evaluated against the owner’s AI request', async () => {
    // before the sweep below, the other student has run no analysis: their addition is 待评估
    const response = await t.inject({
      method: 'POST',
      url: API.ai.addChosen,
      headers: authHeaders(f.other.token),
      payload: { universityId: f.schoolY },
    });
    const item = dataOf(response, z.object({ id: z.string(), matchingState: z.string().nullable() }));
    expect(item.matchingState).toBeNull();
    expect(item.id).not.toBe(f.ownerRowId);
  });

  it('the owner’s idempotency key replays nothing of the owner’s to another student', async () => {
    const response = await t.inject({
      method: 'POST',
      url: API.ai.addChosen,
      headers: {
        ...authHeaders(f.other.token),
        [HEADERS.IDEMPOTENCY.toLowerCase()]: f.ownerIdempotencyKey,
      },
      payload: { universityId: f.schoolX },
    });
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    const item = dataOf(response, z.object({ id: z.string() }));
    expect(item.id).not.toBe(f.ownerRowId);
  });

  it('get no private data, are refused where the owner’s id is needed, and change nothing of the owner’s', async () => {
    const before = await ownerSnapshot();
    const problems: string[] = [];
    for (const route of routes) {
      for (const caller of ['anonymous', 'other'] as const) {
        if (caller === 'other') await keepOtherSignedIn();
        const response = await call(route, caller);
        const label = `${routeKey(route)} [${describeAccess(route.access)}] as ${caller}`;
        const body = parse(response.body);
        const code: unknown =
          typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
        const data: unknown =
          typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;

        if (response.statusCode >= 500) problems.push(`${label}: HTTP ${response.statusCode}`);
        const found = leaks(body);
        if (found.length > 0)
          problems.push(`${label}: the owner's ${found.join(', ')} in ${response.body.slice(0, 200)}`);

        if (caller === 'anonymous') {
          const refused = response.statusCode === 401 && code === 411;
          if (needsLogin(route.access) && !refused) {
            problems.push(`${label}: HTTP ${response.statusCode} code ${String(code)}, expected 401 / 411`);
          }
          if (!needsLogin(route.access) && response.statusCode === 401)
            problems.push(`${label}: 401 on a public route`);
          continue;
        }
        const access = route.access;
        // refused: any envelope code but 200 (423 无访问权限 travels with HTTP 200, SPEC section 8)
        if (refusesOthers(access) && code === 200) {
          problems.push(`${label}: served with the owner's id: ${response.body.slice(0, 200)}`);
        }
        if (staffOnly(access) && code !== 423) {
          problems.push(`${label}: a student on a staff route got code ${String(code)}, expected 423`);
        }
        if (typeof access === 'object' && 'others' in access && code === 200) {
          const shown =
            typeof data === 'object' && data !== null
              ? PRIVATE_USER_FIELDS.filter((field) => Reflect.get(data, field) != null)
              : [];
          if (shown.length > 0)
            problems.push(`${label}: private fields ${shown.join(', ')} of the owner shown`);
        }
      }
    }
    expect.soft(problems).toEqual([]);
    expect(await ownerSnapshot(), 'the owner’s data after the other callers').toBe(before);
  });
});

describe('the owner, with the same ids', () => {
  it('is served by every route that takes an id of theirs (the refusals above are not blanket ones)', async () => {
    const problems: string[] = [];
    // reads and updates first; deleting the row last (removeList is the SPEC's GET that deletes)
    const removes = (r: RouteAccessEntry) => r.method === 'DELETE' || r.url === API.adviser.removeList;
    const withIds = routes
      .filter((r) => typeof r.access === 'object' && !staffOnly(r.access))
      .sort((a, b) => Number(removes(a)) - Number(removes(b)));
    const removedRow = f.ownerRowId;
    for (const route of withIds) {
      const response = await call(route, 'owner');
      if (envelopeOf(response).code !== 200) {
        problems.push(`${routeKey(route)}: HTTP ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
      // two routes remove a 我的大学List row (DELETE deleteChooseUniversity, GET removeList): the next one
      // gets the school added again
      if (removes(route)) {
        const again = await t.inject({
          method: 'POST',
          url: API.ai.addChosen,
          headers: authHeaders(f.owner.token),
          payload: { universityId: f.schoolX },
        });
        f = { ...f, ownerRowId: dataOf(again, z.object({ id: z.string() })).id };
      }
    }
    expect(problems).toEqual([]);
    const page = await t.inject({
      method: 'GET',
      url: `${API.ai.chosenPage}?pageSize=50`,
      headers: authHeaders(f.owner.token),
    });
    const ids = dataOf(page, z.object({ list: z.array(z.object({ id: z.string() })) })).list.map((i) => i.id);
    expect(ids).not.toContain(removedRow);
  });
});

describe('staff, with the owner’s conversation', () => {
  /** The routes of the chat kinds, called as a staff member with the owner's conversation, id and account. */
  function staffCalls(staff: LoginResult, asAccount: string) {
    const owner = f.owner.user.id;
    return [
      { method: 'GET' as const, url: `${API.console.student}?studentId=${owner}` },
      {
        method: 'POST' as const,
        url: API.console.notice,
        payload: { userId: owner, type: 10, title: '通知', content: '内容' },
      },
      {
        method: 'POST' as const,
        url: API.chat.after,
        payload: { roomCode: f.ownerConversationId, afterSeq: 0 },
      },
      { method: 'POST' as const, url: API.chat.friendMessages, payload: { friendId: owner } },
      { method: 'GET' as const, url: `${API.chat.history}?id=${owner}` },
      { method: 'GET' as const, url: `${API.chat.setRead}?privateUserId=${owner}` },
      { method: 'GET' as const, url: `${API.chat.clickPrivate}?privateUserId=${owner}` },
      {
        method: 'POST' as const,
        url: API.chat.send,
        payload: {
          fromUserId: asAccount,
          toUserId: owner,
          message: '回复',
          msgType: 'text',
          clientMsgId: randomUUID(),
        },
      },
    ].map((request) => ({ ...request, headers: authHeaders(staff.token) }));
  }

  it('a staff member of another account is refused every route of the chat kinds (423), sees no owner data', async () => {
    const counselor = await loginByPassword(t, DEMO.counselor);
    const problems: string[] = [];
    // as their own account, and as the platform account they do not operate
    for (const asAccount of [counselor.user.id, f.platformId]) {
      for (const request of staffCalls(counselor, asAccount)) {
        const response = await t.inject(request);
        const body = parse(response.body);
        const code: unknown =
          typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
        if (code !== 423) problems.push(`${request.method} ${request.url}: code ${String(code)}`);
        const found = leaks(body);
        if (found.length > 0) problems.push(`${request.method} ${request.url}: ${found.join(', ')}`);
      }
    }
    const accounts = await t.inject({
      method: 'GET',
      url: API.console.accounts,
      headers: authHeaders(counselor.token),
    });
    expect(dataOf(accounts, z.array(z.object({ accountId: z.string() })))).toEqual([
      expect.objectContaining({ accountId: counselor.user.id }),
    ]);
    expect(problems).toEqual([]);
  });

  it('a staff member of the platform inbox is served by the same calls', async () => {
    const staff = await loginByPassword(t, DEMO.platformStaff);
    const problems: string[] = [];
    for (const request of staffCalls(staff, f.platformId)) {
      const response = await t.inject(request);
      if (envelopeOf(response).code !== 200)
        problems.push(`${request.method} ${request.url}: ${response.body}`);
    }
    expect(problems).toEqual([]);
  });
});

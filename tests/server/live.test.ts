import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { Notice } from '../../src/contract/chat.ts';
import type {
  LiveDetail,
  LivePage,
  LiveSession,
  Playback,
  PlaybackDetail,
  PlaybackPage,
  PlaybackPosition,
} from '../../src/contract/live.ts';
import { NOTICE_TYPE } from '../../src/contract/code-tables.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import { LIVE_SESSION_SEEDS, PLAYBACK_SEEDS, playbackVideoFile } from '../../server/seed/live.ts';
import { createLiveUsecases } from '../../server/modules/live/live.usecases.ts';
import { parseRange } from '../../server/modules/live/live.routes.ts';
import {
  DEMO,
  authHeaders,
  buildTestApp,
  envelopeOf,
  loginByPassword,
  type TestApp,
} from '../helpers/server.ts';

let t: TestApp;
let student: string;
let studentId: string;
let member: string;

beforeAll(async () => {
  t = await buildTestApp();
  const login = await loginByPassword(t, DEMO.student);
  student = login.token;
  studentId = login.user.id;
  member = (await loginByPassword(t, DEMO.member)).token;
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, query: Record<string, string> = {}, token?: string) {
  const response = await t.inject({
    method: 'GET',
    url,
    query,
    headers: token ? authHeaders(token) : {},
  });
  return { response, body: envelopeOf<T>(response) };
}

async function send<T>(method: 'POST' | 'PUT', url: string, payload: object, token?: string) {
  const response = await t.inject({ method, url, payload, headers: token ? authHeaders(token) : {} });
  return { response, body: envelopeOf<T>(response) };
}

const playbacks = async (query: Record<string, string> = {}) =>
  (await get<PlaybackPage>(API.live.playbackPage, { pageSize: '50', ...query })).body.data;
const sessions = async (query: Record<string, string> = {}, token?: string) =>
  (await get<LivePage>(API.live.page, { pageSize: '50', ...query }, token)).body.data;

async function firstPlayback(): Promise<Playback> {
  const [first] = (await playbacks()).list;
  if (!first) throw new Error('no seeded playback');
  return first;
}

describe('the committed clips', () => {
  it('are small H.264 MP4s of 20 to 40 s, one per seeded playback', () => {
    for (const seed of PLAYBACK_SEEDS) {
      const bytes = readFileSync(playbackVideoFile(seed.slug));
      expect(bytes.length).toBeLessThan(1024 * 1024);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const seconds = seed.slides.reduce((sum, slide) => sum + slide.seconds, 0);
      expect(seconds).toBeGreaterThanOrEqual(20);
      expect(seconds).toBeLessThanOrEqual(40);
    }
  });
});

describe('playback media', () => {
  it('answers the whole video with 200, Accept-Ranges and a year of cache', async () => {
    const playback = await firstPlayback();
    const response = await t.inject({ method: 'GET', url: playback.videoUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const seed = PLAYBACK_SEEDS.find((s) => playback.title === s.title);
    expect(seed).toBeDefined();
    const file = readFileSync(playbackVideoFile(seed!.slug));
    expect(Number(response.headers['content-length'])).toBe(file.length);
    expect(response.rawPayload.equals(file)).toBe(true);
  });

  it('answers a Range with 206, Content-Range and exactly those bytes', async () => {
    const playback = await firstPlayback();
    const seed = PLAYBACK_SEEDS.find((s) => playback.title === s.title)!;
    const file = readFileSync(playbackVideoFile(seed.slug));
    const cases = [
      { range: 'bytes=0-99', start: 0, end: 99 },
      { range: 'bytes=1000-', start: 1000, end: file.length - 1 },
      { range: 'bytes=-500', start: file.length - 500, end: file.length - 1 },
      { range: `bytes=100-${file.length + 5000}`, start: 100, end: file.length - 1 },
    ];
    for (const c of cases) {
      const response = await t.inject({ method: 'GET', url: playback.videoUrl, headers: { range: c.range } });
      expect(response.statusCode, c.range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${c.start}-${c.end}/${file.length}`);
      expect(Number(response.headers['content-length'])).toBe(c.end - c.start + 1);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.equals(file.subarray(c.start, c.end + 1)), c.range).toBe(true);
    }
  });

  it('answers 416 with bytes */size for a range outside the file', async () => {
    const playback = await firstPlayback();
    const seed = PLAYBACK_SEEDS.find((s) => playback.title === s.title)!;
    const size = readFileSync(playbackVideoFile(seed.slug)).length;
    const response = await t.inject({
      method: 'GET',
      url: playback.videoUrl,
      headers: { range: `bytes=${size}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('serves the poster as a JPEG, and 404 for unknown ids or kinds', async () => {
    const playback = await firstPlayback();
    const poster = await t.inject({ method: 'GET', url: playback.posterUrl });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    for (const url of [
      `${API.live.media}/00000000-0000-4000-8000-000000000000/video`,
      `${API.live.media}/nope/video`,
      `${API.live.media}/${playback.id}/other`,
    ]) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('parses ranges as RFC 9110 says', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-0', 10)).toEqual({ kind: 'partial', range: { start: 0, end: 0 } });
    expect(parseRange('bytes=5-2', 10)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-1,4-5', 10)).toEqual({ kind: 'full' });
    expect(parseRange('items=0-1', 10)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-20', 10)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
  });
});

describe('playback lists', () => {
  it('lists every seeded playback newest first with host, organization, duration and media urls', async () => {
    const page = await playbacks();
    expect(page.total).toBe(PLAYBACK_SEEDS.length);
    expect(page.list.every((p, i) => i === 0 || page.list[i - 1]!.publishedAt >= p.publishedAt)).toBe(true);
    // hosts by mobile, else a counselor of the organization (the first demo organization has one)
    expect(page.list.filter((p) => p.hostName !== null).length).toBeGreaterThan(0);
    for (const p of page.list) {
      expect(p.orgName).toContain('示例');
      expect(p.durationSeconds).toBeGreaterThanOrEqual(20);
      expect(p.videoUrl).toBe(`/files/playback/${p.id}/video`);
    }
  });

  it('filters by organization, counselor and keyword; a malformed id matches nothing', async () => {
    const all = (await playbacks()).list;
    const orgId = all[0]!.orgId!;
    const byOrg = await playbacks({ orgId });
    expect(byOrg.total).toBe(all.filter((p) => p.orgId === orgId).length);
    expect(byOrg.total).toBeLessThan(all.length);
    const hostId = all[0]!.hostId!;
    expect((await playbacks({ counselorId: hostId })).list.every((p) => p.hostId === hostId)).toBe(true);
    const ielts = await playbacks({ keyword: '雅思' });
    expect(ielts.list.map((p) => p.title)).toEqual(['雅思口语备考（示例回放）']);
    expect((await playbacks({ keyword: '签证' })).list.some((p) => p.title.includes('签证'))).toBe(true);
    expect((await playbacks({ keyword: '100%_' })).total).toBe(0);
    expect((await playbacks({ orgId: 'not-a-uuid' })).total).toBe(0);
  });

  it('answers a detail with related playbacks of the same organization or a shared tag', async () => {
    const all = (await playbacks()).list;
    for (const playback of all) {
      const { body } = await get<PlaybackDetail>(API.live.playbackDetail, { id: playback.id });
      expect(body.data.playback.id).toBe(playback.id);
      expect(body.data.related.map((r) => r.id)).not.toContain(playback.id);
      for (const related of body.data.related) {
        const shares =
          related.orgId === playback.orgId || related.tags.some((tag) => playback.tags.includes(tag));
        expect(shares, `${related.title} for ${playback.title}`).toBe(true);
      }
    }
    const missing = await get(API.live.playbackDetail, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body.code).toBe(RESULT_CODE.ERROR);
  });
});

describe('playback positions', () => {
  it('are kept per user, the last save wins, and need a login', async () => {
    const playback = await firstPlayback();
    const anonymous = await send('PUT', API.live.position, { playbackId: playback.id, seconds: 5 });
    expect(anonymous.body.code).toBe(RESULT_CODE.EXPIRED);

    const none = await get<PlaybackPosition | null>(API.live.position, { playbackId: playback.id }, student);
    expect(none.body.data).toBeNull();

    for (const seconds of [12, 12, 17]) {
      const saved = await send<PlaybackPosition>(
        'PUT',
        API.live.position,
        { playbackId: playback.id, seconds },
        student,
      );
      expect(saved.body.data.seconds).toBe(seconds);
    }
    await send('PUT', API.live.position, { playbackId: playback.id, seconds: 3 }, member);
    const mine = await get<PlaybackPosition>(API.live.position, { playbackId: playback.id }, student);
    expect(mine.body.data.seconds).toBe(17);
    const theirs = await get<PlaybackPosition>(API.live.position, { playbackId: playback.id }, member);
    expect(theirs.body.data.seconds).toBe(3);

    const unknown = await send(
      'PUT',
      API.live.position,
      { playbackId: '00000000-0000-4000-8000-000000000000', seconds: 1 },
      student,
    );
    expect(unknown.response.statusCode).toBe(404);
    const negative = await send('PUT', API.live.position, { playbackId: playback.id, seconds: -1 }, student);
    expect(negative.body.code).toBe(RESULT_CODE.INVALID);
  });
});

describe('live sessions', () => {
  it('come live first, then upcoming soonest first, then ended; states by the app clock', async () => {
    const page = await sessions();
    expect(page.total).toBe(LIVE_SESSION_SEEDS.length);
    const states = page.list.map((s) => s.state);
    expect(states).toEqual([...states].sort((a, b) => rank(a) - rank(b)));
    const upcoming = page.list.filter((s) => s.state === 'UPCOMING');
    expect(upcoming.every((s, i) => i === 0 || upcoming[i - 1]!.startAt <= s.startAt)).toBe(true);
    expect(states[0]).toBe('LIVE');
    expect(states.at(-1)).toBe('ENDED');
    const active = await sessions({ activeOnly: 'true' });
    expect(active.list.every((s) => s.state !== 'ENDED')).toBe(true);

    // the live one ends and the next upcoming one starts as the app clock moves
    const live = page.list[0]!;
    const next = upcoming[0]!;
    const until = new Date(next.startAt).getTime() - t.clock.now().getTime() + 60_000;
    t.clock.advance(until);
    try {
      const later = await sessions();
      expect(later.list.find((s) => s.id === live.id)?.state).toBe('ENDED');
      expect(later.list.find((s) => s.id === next.id)?.state).toBe('LIVE');
      expect(later.list[0]!.id).toBe(next.id);
    } finally {
      t.clock.advance(-until);
    }
  });

  it('filters by organization and counselor', async () => {
    const all = (await sessions()).list;
    const orgId = all[0]!.orgId!;
    const byOrg = await sessions({ orgId });
    expect(byOrg.list.length).toBe(all.filter((s) => s.orgId === orgId).length);
    const hostId = all[0]!.hostId!;
    expect((await sessions({ counselorId: hostId })).list.every((s) => s.hostId === hostId)).toBe(true);
  });

  it('reserves once per student with a system notice, cancels, and refuses ended sessions', async () => {
    const all = (await sessions()).list;
    const upcoming = all.find((s) => s.state === 'UPCOMING')!;
    const ended = all.find((s) => s.state === 'ENDED')!;

    const anonymous = await send('POST', API.live.reserve, { liveId: upcoming.id });
    expect(anonymous.body.code).toBe(RESULT_CODE.EXPIRED);

    const first = await send<LiveSession>('POST', API.live.reserve, { liveId: upcoming.id }, student);
    expect(first.body.data).toMatchObject({ id: upcoming.id, reserved: true, reservationCount: 1 });
    const again = await send<LiveSession>('POST', API.live.reserve, { liveId: upcoming.id }, student);
    expect(again.body.data).toMatchObject({ reserved: true, reservationCount: 1 });
    await send('POST', API.live.reserve, { liveId: upcoming.id }, member);

    const notices = await send<{ list: Notice[] }>(
      'POST',
      API.notice.page,
      { userId: studentId, size: 50, pageIndex: 1, type: NOTICE_TYPE.SYSTEM },
      student,
    );
    const reservedNotices = notices.body.data.list.filter((n) => n.content.includes(upcoming.title));
    expect(reservedNotices).toHaveLength(1);
    expect(reservedNotices[0]!.title).toBe('直播预约成功');
    expect(reservedNotices[0]!.content).toMatch(/将于\d+月\d+日 \d\d:\d\d开始/);

    const mine = await sessions({}, student);
    expect(mine.list.find((s) => s.id === upcoming.id)).toMatchObject({
      reserved: true,
      reservationCount: 2,
    });
    expect((await sessions()).list.find((s) => s.id === upcoming.id)?.reserved).toBe(false);

    const detail = await get<LiveDetail>(API.live.detail, { id: upcoming.id }, student);
    expect(detail.body.data.session.reserved).toBe(true);
    expect(detail.body.data.recommendations.map((s) => s.id)).not.toContain(upcoming.id);
    expect(detail.body.data.recommendations.every((s) => s.state !== 'ENDED')).toBe(true);

    const cancelled = await send<LiveSession>('POST', API.live.cancel, { liveId: upcoming.id }, student);
    expect(cancelled.body.data).toMatchObject({ reserved: false, reservationCount: 1 });

    const refused = await send('POST', API.live.reserve, { liveId: ended.id }, student);
    expect(refused.body.code).toBe(RESULT_CODE.ERROR);
    expect(refused.body.message).toBe('直播已结束，无法预约');
    const unknown = await send(
      'POST',
      API.live.reserve,
      { liveId: '00000000-0000-4000-8000-000000000000' },
      student,
    );
    expect(unknown.response.statusCode).toBe(404);
  });

  it('sends one reminder per reserver 15 minutes before the start, even with two processes', async () => {
    const upcoming = (await sessions()).list.find((s) => s.state === 'UPCOMING')!;
    await send('POST', API.live.reserve, { liveId: upcoming.id }, member);
    const a = createLiveUsecases({ db: t.app.db });
    const b = createLiveUsecases({ db: t.app.db });
    const early = await a.sendDueReminders(t.clock.now());
    expect(early.filter((n) => n.content.includes(upcoming.title))).toHaveLength(0);
    const at = new Date(new Date(upcoming.startAt).getTime() - 10 * 60_000);
    const [first, second] = await Promise.all([a.sendDueReminders(at), b.sendDueReminders(at)]);
    const reminders = [...first, ...second].filter((n) => n.content.includes(upcoming.title));
    expect(reminders.length).toBe(1);
    expect(reminders[0]!.title).toBe('直播即将开始');
    expect(await a.sendDueReminders(at)).toHaveLength(0);
  });
});

function rank(state: string): number {
  return state === 'LIVE' ? 0 : state === 'UPCOMING' ? 1 : 2;
}

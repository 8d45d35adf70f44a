/**
 * Input hardening (issue 12): text the database cannot store (NUL, lone surrogates) is refused with
 * HTTP 400 / 410 非法参数 by every request schema, and the database's own encoding errors map to the same
 * answer with an info-level log.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { API } from '../../src/contract/api.ts';
import { safeText } from '../../src/contract/text.ts';
import {
  DEMO,
  DRIVER,
  authHeaders,
  buildTestApp,
  envelopeOf,
  loginByPassword,
  type TestApp,
} from '../helpers/server.ts';

const INVALID = { code: 410, message: '非法参数', data: null };

interface LogLine {
  level: number;
  msg?: string;
}

/** A pino destination keeping every line, so a test can tell an info log from an error log. */
function logCapture(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { stream, lines };
}

const PINO_ERROR = 50;
const PINO_INFO = 30;

const URL_RAW_STORE = '/student/api/noauth/test/raw-store';

/** A route without a schema that hands its text to the database: what a route written carelessly does. */
const rawStoreRoute: FastifyPluginAsync = async (app) => {
  app.post(URL_RAW_STORE, async (request) => {
    const { text, as } = request.body as { text: string; as: 'text' | 'jsonb' | 'raw-jsonb' };
    if (as === 'text') await app.db.execute(sql`select ${text}::text`);
    else if (as === 'jsonb') await app.db.execute(sql`select ${JSON.stringify({ text })}::jsonb`);
    else await app.db.execute(sql`select ${text}::jsonb`);
    return { code: 200, message: 'success', data: null };
  });
};

describe('text the database cannot store', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const logs = logCapture();

  beforeAll(async () => {
    // buildApp takes pino options; the stream rides along with the level
    const logger: { level: string } = Object.assign({ level: 'info' }, { stream: logs.stream });
    t = await buildTestApp({ logger, extraPlugins: [rawStoreRoute] });
    ({
      token,
      user: { id: userId },
    } = await loginByPassword(t, DEMO.student));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    logs.lines.length = 0;
  });

  it('answers a NUL in an anonymous query with HTTP 400 / 410 非法参数 and logs no error', async () => {
    for (const url of [
      `${API.university.detail}?id=a%00b`,
      `${API.university.page}?keyword=a%00b`,
      `${API.major.detail}?code=a%00`,
      `${API.news.detail}?id=%00`,
      `${API.common.findStudentSchool}?cityCode=110100&abbreviationCn=%00`,
    ]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(INVALID);
    }
    expect(logs.lines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
  });

  it('answers a NUL in a path parameter with HTTP 400 / 410', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `${API.user.findById}/a%00b`,
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('answers a NUL or a lone surrogate in a JSON body with HTTP 400 / 410 before anything is stored', async () => {
    const profile = {
      nameCn: '陈同学',
      studyIntentionType: '01',
      schoolProvinceCode: '440000',
      schoolCityCode: '440100',
      schoolName: '广州市执信中学',
    };
    for (const body of [
      { ...profile, nameCn: '陈\u0000' },
      { ...profile, schoolName: '执信\ud800' },
      { ...profile, nickname: '\udc00阿陈' },
    ]) {
      const response = await t.inject({
        method: 'POST',
        url: API.user.updatePersonalInfo,
        headers: { ...authHeaders(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
    const profileNow = await t.inject({
      method: 'GET',
      url: API.user.profileByUserId,
      headers: authHeaders(token),
    });
    expect(JSON.stringify(envelopeOf(profileNow).data)).not.toMatch(/\\u0000|\\ud800|\\udc00|\ufffd/);

    const login = await t.inject({
      method: 'POST',
      url: API.auth.login,
      payload: {
        phone: DEMO.student,
        password: 'Test\u00001234',
        captchaKey: randomUUID(),
        captchaCode: 'x',
      },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(INVALID);
    expect(logs.lines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
  });

  it(`maps the database's own encoding errors to HTTP 400 / 410 with an info log (${DRIVER})`, async () => {
    for (const payload of [
      '{"text":"a\\u0000b","as":"text"}',
      '{"text":"a\\u0000b","as":"jsonb"}',
      '{"text":"a\\ud800b","as":"jsonb"}',
    ]) {
      logs.lines.length = 0;
      const response = await t.inject({
        method: 'POST',
        url: URL_RAW_STORE,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual(INVALID);
      expect(logs.lines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
      expect(logs.lines.some((line) => line.level === PINO_INFO && line.msg === 'request rejected')).toBe(
        true,
      );
    }
  });

  it('still answers 500 with an error log for a database error that is not about the text', async () => {
    const response = await t.inject({
      method: 'POST',
      url: URL_RAW_STORE,
      payload: { text: '{not json', as: 'raw-jsonb' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 420, message: '服务器异常', data: null });
    expect(logs.lines.some((line) => line.level === PINO_ERROR)).toBe(true);
  });

  it('keeps a valid surrogate pair (an emoji) as text', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: `${API.user.update}/${userId}`,
      headers: authHeaders(token),
      payload: { nickname: '阿陈😀', systemType: 1 },
    });
    expect(envelopeOf(response)).toMatchObject({ code: 200, data: { nickname: '阿陈😀' } });
  });
});

describe('routes are born safe', () => {
  function routeWithBody(body: z.ZodType): FastifyPluginAsync {
    return async (app) => {
      app.post('/student/api/noauth/test/notes', { schema: { body } }, async () => ({ code: 200 }));
    };
  }

  it('refuses to start with a route whose request schema has a bare z.string()', async () => {
    const bare = z.object({ title: safeText(), tags: z.array(z.object({ note: z.string().max(9) })) });
    await expect(buildTestApp({ extraPlugins: [routeWithBody(bare)] })).rejects.toThrow(
      /POST \/student\/api\/noauth\/test\/notes: request strings must be safeText\(\).*body\.tags\[\]\.note$/,
    );
  });

  it('starts with the same route once its strings are safeText()', async () => {
    const safe = z.object({ title: safeText(), tags: z.array(z.object({ note: safeText().max(9) })) });
    const t = await buildTestApp({ extraPlugins: [routeWithBody(safe)] });
    const response = await t.inject({
      method: 'POST',
      url: '/student/api/noauth/test/notes',
      payload: { title: 'a', tags: [{ note: 'b\u0000' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    await t.close();
  });
});

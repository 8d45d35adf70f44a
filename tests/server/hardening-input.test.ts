/**
 * Input hardening: text the database cannot store (NUL, lone surrogates) is refused with
 * HTTP 400 / 410 非法参数 by every request schema, and the database's own encoding errors map to the same
 * answer with an info-level log.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { API } from '../../src/contract/api.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { safeText } from '../../src/contract/text.ts';
import { ok } from '../../server/lib/envelope.ts';
import { studentProfilesTable, usersTable } from '../../server/modules/user/user.table.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../server/plugins/idempotency.ts';
import { PERMISSIONS_POLICY } from '../../server/plugins/security-headers.ts';
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

/** Sends raw bytes to the listening app and reads the whole answer until the server closes. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.write(bytes);
  });
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseRaw(raw: string): RawResponse {
  const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('requests that never reach a route', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers bad percent-encoding in the path with HTTP 400 and the envelope, without echoing the URL', async () => {
    for (const url of [
      `${API.user.findById}/%ff`,
      '/student/api/noauth/%E0%A4%A/x<script>',
      `${API.user.findById}/${'findById'.repeat(20)}`,
    ]) {
      const response = await t.inject({ method: 'GET', url });
      // an overlong path parameter is 414 URI Too Long
      expect([400, 414], url).toContain(response.statusCode);
      expect(response.json(), url).toEqual(INVALID);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).not.toContain('findById');
      expect(response.body).not.toContain('script');
    }
  });

  it('answers a malformed request with HTTP 400, the envelope and Connection: close, without echoing it', async () => {
    for (const bytes of [
      'G@T /student/api/<script>alert(1)</script> HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /student/api/noauth/news/page HTTP/1.1\r\nHost: x\r\nBad<script> header\r\n\r\n',
      'GET /student/api/noauth/news/page HTTP/9.9\r\nHost: x\r\n\r\n',
    ]) {
      const response = parseRaw(await rawRequest(port, bytes));
      expect(response.status, bytes).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.connection).toBe('close');
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
      expect(JSON.parse(response.body)).toEqual(INVALID);
      expect(response.body).not.toContain('script');
    }
  });

  it('answers an oversize header with HTTP 431 and the envelope', async () => {
    const bytes = `GET /student/api/noauth/news/page?q=secret HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const response = parseRaw(await rawRequest(port, bytes));
    expect(response.status).toBe(431);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toEqual(INVALID);
    expect(response.body).not.toContain('secret');
  });

  it('still answers a well-formed request on the same server', async () => {
    const response = parseRaw(
      await rawRequest(port, `GET ${API.news.page} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    expect(response.status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  const URL_EFFECTS = '/student/api/test/hardening-effects';
  const effects: string[] = [];
  let t: TestApp;
  let token: string;

  const effectsRoute: FastifyPluginAsync = async (app) => {
    app.post(URL_EFFECTS, async (request) => {
      const { text } = request.body as { text: string };
      effects.push(text);
      return ok({ seq: effects.length });
    });
  };

  beforeAll(async () => {
    t = await buildTestApp({ extraPlugins: [effectsRoute] });
    ({ token } = await loginByPassword(t, DEMO.student));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is one key whatever its letter case and surrounding spaces: the write runs once', async () => {
    const key = randomUUID();
    const answers = [];
    for (const sent of [key.toUpperCase(), key, ` ${key.toUpperCase()} `]) {
      answers.push(
        await t.inject({
          method: 'POST',
          url: URL_EFFECTS,
          headers: { ...authHeaders(token), [HEADERS.IDEMPOTENCY.toLowerCase()]: sent },
          payload: { text: 'once' },
        }),
      );
    }
    expect(effects).toEqual(['once']);
    expect(answers.map((answer) => answer.json())).toEqual(
      Array.from({ length: 3 }, () => ({ code: 200, message: 'success', data: { seq: 1 } })),
    );
    expect(answers.map((answer) => answer.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()])).toEqual([
      undefined,
      'true',
      'true',
    ]);
  });
});

describe('codes and URLs where codes and URLs belong', () => {
  let t: TestApp;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ({
      token,
      user: { id: userId },
    } = await loginByPassword(t, DEMO.student));
  });
  afterAll(async () => {
    await t.close();
  });

  function putUser(payload: Record<string, unknown>) {
    return t.inject({
      method: 'PUT',
      url: `${API.user.update}/${userId}`,
      headers: authHeaders(token),
      payload: { systemType: 1, ...payload },
    });
  }

  const profile = {
    nameCn: '陈同学',
    studyIntentionType: '01',
    schoolProvinceCode: '440000',
    schoolCityCode: '440100',
    schoolName: '广州市执信中学',
    gradeType: '03',
    educationSystem: '01',
    abroadCountry: 'GB',
  };

  function savePersonalInfo(payload: Record<string, unknown>) {
    return t.inject({
      method: 'POST',
      url: API.user.updatePersonalInfo,
      headers: authHeaders(token),
      payload: { ...profile, ...payload },
    });
  }

  it('takes as avatar only a file of the app (/files/...) or an https URL', async () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://cdn.example.com/a.png',
      '//evil.example.com/a.png',
      '/files/../secret.png',
      '/files/./a.png',
      '/student/api/user/current',
      'https://user:password@cdn.example.com/a.png',
      'https://cdn.example.com/a.png"><script>',
      'https:/\\evil.example.com/a.png',
    ]) {
      const response = await putUser({ headportraitPreviewUrl: url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(INVALID);
    }
    for (const url of ['/files/HEADPORTRAIT/2026/a1b2.png', 'https://cdn.example.com/avatars/a.png?v=2']) {
      const response = await putUser({ headportraitPreviewUrl: url });
      expect(envelopeOf(response), url).toMatchObject({ code: 200, data: { headportraitPreviewUrl: url } });
    }
    const cleared = await putUser({ headportraitPreviewUrl: '' });
    expect(envelopeOf(cleared)).toMatchObject({ code: 200, data: { headportraitPreviewUrl: null } });
  });

  it('takes grade, course system and destination only as codes of their dictionaries', async () => {
    for (const field of [
      { gradeType: 'xyz' },
      { gradeType: '09' },
      { gradeType: '高三' },
      { educationSystem: '99' },
      { educationSystem: 'A-Level' },
      { abroadCountry: '英国' },
      { abroadCountry: 'Mars' },
      { abroadCountry: 'gb' },
    ]) {
      const response = await savePersonalInfo(field);
      expect(response.statusCode, JSON.stringify(field)).toBe(400);
      expect(response.json(), JSON.stringify(field)).toEqual(INVALID);
    }
    const saved = await savePersonalInfo({});
    expect(envelopeOf(saved)).toMatchObject({
      code: 200,
      data: { gradeType: '03', gradeTypeName: '高三', educationSystem: '01', abroadCountry: 'GB' },
    });
    const blank = await savePersonalInfo({ gradeType: null, educationSystem: '', abroadCountry: null });
    expect(envelopeOf(blank)).toMatchObject({
      code: 200,
      data: { gradeType: null, educationSystem: null, abroadCountry: null },
    });
  });

  it(`migration 0005 turns stored country names into codes and drops codes and avatars that are not (${DRIVER})`, async () => {
    const statements = readFileSync(
      new URL('../../server/db/migrations/0005_profile_codes.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    const cases: {
      stored: [string, string, string, string];
      expected: [string | null, string | null, string | null, string | null];
    }[] = [
      {
        stored: [' 英国 ', '03', '01', '/files/HEADPORTRAIT/a.png'],
        expected: ['GB', '03', '01', '/files/HEADPORTRAIT/a.png'],
      },
      { stored: ['中国香港', 'xyz', '99', 'javascript:alert(1)'], expected: ['HK', null, null, null] },
      {
        stored: ['us', '08', '07', 'https://cdn.example.com/a.png?v=1'],
        expected: ['US', '08', '07', 'https://cdn.example.com/a.png?v=1'],
      },
      { stored: ['火星', '高三', 'IB', 'data:image/png;base64,AAAA'], expected: [null, null, null, null] },
      {
        stored: ['DE', '01', '02', 'https://user:pw@cdn.example.com/a.png'],
        expected: ['DE', '01', '02', null],
      },
      { stored: ['JP', '01', '02', '/files/../secret'], expected: ['JP', '01', '02', null] },
    ];
    for (const { stored, expected } of cases) {
      const [country, grade, system, avatar] = stored;
      await t.app.db
        .update(studentProfilesTable)
        .set({ abroadCountry: country, gradeType: grade, educationSystem: system })
        .where(eq(studentProfilesTable.userId, userId));
      await t.app.db
        .update(usersTable)
        .set({ headportraitPreviewUrl: avatar })
        .where(eq(usersTable.id, userId));
      for (const statement of statements) await t.app.db.execute(sql.raw(statement));
      const [row] = await t.app.db
        .select({
          country: studentProfilesTable.abroadCountry,
          grade: studentProfilesTable.gradeType,
          system: studentProfilesTable.educationSystem,
          avatar: usersTable.headportraitPreviewUrl,
        })
        .from(studentProfilesTable)
        .innerJoin(usersTable, eq(usersTable.id, studentProfilesTable.userId))
        .where(eq(studentProfilesTable.userId, userId));
      expect(row && [row.country, row.grade, row.system, row.avatar], stored.join(' | ')).toEqual(expected);
    }
  });
});

describe('the policy headers of the app shell', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'liuxue-dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    t = await buildTestApp({ serveStatic: true, distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  function directives(csp: string): Map<string, string> {
    return new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
  }

  it('lets forms post and scripts connect only to the app itself', async () => {
    const response = await t.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('form-action')).toBe("'self'");
    // 'self' covers the same origin's ws: and wss: (CSP3); no other host, no scheme-wide ws: or wss:
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('denies the powerful browser features the app never uses', async () => {
    const response = await t.inject({ method: 'GET', url: '/schools', headers: { accept: 'text/html' } });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
      expect(policy, feature).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
    }
    expect(policy).toBe(PERMISSIONS_POLICY);
  });
});

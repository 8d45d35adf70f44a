import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import { loadEnv } from '../../server/plugins/env.ts';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers.ts';
import {
  DEMO,
  DRIVER,
  authHeaders,
  buildTestApp,
  envelopeOf,
  loginByPassword,
  loginBySms,
  type TestApp,
} from '../helpers/server.ts';

describe('envelope and error handling', () => {
  let t: TestApp;
  const failingRoute: FastifyPluginAsync = async (app) => {
    app.get('/student/api/noauth/test/boom', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
  };

  beforeAll(async () => {
    t = await buildTestApp({ extraPlugins: [failingRoute] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown API route with HTTP 404 and body code 451 接口不存在', async () => {
    const response = await t.inject({ method: 'GET', url: '/student/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 451, message: '接口不存在', data: null });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const post = await t.inject({ method: 'POST', url: API.common.supports });
    expect(post.statusCode).toBe(404);
  });

  it('answers an unexpected failure with HTTP 500, code 420 服务器异常 and no internals', async () => {
    const response = await t.inject({ method: 'GET', url: '/student/api/noauth/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 420, message: '服务器异常', data: null });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
  });

  it('answers invalid input with HTTP 400 and code 410', async () => {
    const badJson = await t.inject({
      method: 'POST',
      url: API.auth.smsLogin,
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ code: 410, message: '非法参数', data: null });

    const noBody = await t.inject({ method: 'POST', url: API.auth.smsLogin });
    expect(noBody.statusCode).toBe(400);
    expect(envelopeOf(noBody).code).toBe(410);

    const wrongType = await t.inject({
      method: 'POST',
      url: API.auth.smsLogin,
      payload: { phone: 13800000001 },
    });
    expect(envelopeOf(wrongType)).toEqual({ code: 410, message: '非法参数', data: null });
  });

  it('rate limits guesses of unknown routes with HTTP 429 and code 451', async () => {
    let last = await t.inject({ method: 'GET', url: '/student/api/guess/0' });
    for (let i = 1; i <= 60 && last.statusCode === 404; i += 1) {
      last = await t.inject({ method: 'GET', url: `/student/api/guess/${i}` });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: 451, message: '请求过于频繁，请稍后再试', data: null });
  });

  it('publishes an OpenAPI document with the auth paths', async () => {
    const response = await t.inject({ method: 'GET', url: API.openapi });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const url of [
      API.auth.smsCode,
      API.auth.smsLogin,
      API.auth.login,
      API.auth.logout,
      API.auth.register,
      API.auth.resetPassword,
      API.auth.captcha,
      API.auth.validateToken,
      API.user.current,
      API.user.updatePersonalInfo,
      API.common.findByDictCode,
    ]) {
      expect(doc.paths, url).toHaveProperty([url]);
    }
    expect(doc.paths[`${API.user.findById}/{id}`]).toHaveProperty('get');
    expect(doc.paths[API.auth.login]).toHaveProperty('post');
    expect(JSON.stringify(doc.paths[API.auth.smsLogin])).toContain('phone');
  });
});

describe('the built app and its headers', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'liuxue-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app");');
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await buildTestApp({ serveStatic: true, distDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves the app shell with a strict Content-Security-Policy and frame protection', async () => {
    const response = await t.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(csp).toContain("script-src 'self'");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a navigation to a route of the app with the shell and status 200, an unknown path with /404', async () => {
    for (const url of ['/qa', '/login?redirect=%2Fqa&name=StudyQa', '/visa/detail', '/personal']) {
      const response = await t.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    for (const url of ['/nowhere', '/qa/', '/foo/detail', '/School/detail']) {
      const response = await t.inject({ method: 'GET', url, headers: html });
      // SPEC section 2: unknown paths redirect to /404
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/404');
    }
  });

  it('never answers /student/api, /socket.io or /files with the shell', async () => {
    const api = await t.inject({ method: 'GET', url: '/student/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 451 });
    const files = await t.inject({ method: 'GET', url: '/files/missing.png', headers: html });
    expect(files.statusCode).toBe(404);
    expect(files.headers['content-type']).toMatch(/^application\/json/);
    // a missing file that no browser navigates to is an unknown URL, not a page
    const missing = await t.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('caches hashed assets for a year and revalidates sw.js', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const sw = await t.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('sends nosniff but no HTML policy on API responses', async () => {
    const response = await t.inject({ method: 'GET', url: API.common.supports });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('has defaults for everything', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './.data',
      SMS_PROVIDER: 'console',
      PAY_PROVIDER: 'sandbox',
      SEED: 'demo',
      LOG_LEVEL: 'info',
    });
    expect(loadEnv({ PORT: '0', SEED: 'none', DATABASE_URL: '' })).toMatchObject({ PORT: 0, SEED: 'none' });
  });

  it('names the variable and what is allowed when a value is bad', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(
      /PORT="eighty" is invalid: expected an integer from 0 to 65535/,
    );
    expect(() => loadEnv({ SEED: 'all' })).toThrow(/SEED="all" is invalid: expected demo or none/);
    expect(() => loadEnv({ SMS_PROVIDER: 'aliyun' })).toThrow(
      /SMS_PROVIDER="aliyun" is invalid: expected console/,
    );
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL="mysql:\/\/x" is invalid/);
  });
});

describe('restart', () => {
  it(`keeps registered users and does not seed again (${DRIVER})`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-restart-'));
    try {
      // PGlite persisted in DATA_DIR/pg; on PostgreSQL the same database without reset
      const first = await buildTestApp({ dataDir, inMemoryDb: false });
      const phone = '13655556666';
      const { user } = await loginBySms(first, phone);
      const member = await loginByPassword(first, DEMO.member);
      await first.inject({
        method: 'PUT',
        url: `${API.user.update}/${member.user.id}`,
        headers: authHeaders(member.token),
        payload: { nameCn: '李同学改名', systemType: 1 },
      });
      await first.close();

      const second = await buildTestApp({ dataDir, inMemoryDb: false, keepDatabase: true });
      try {
        second.clock.advance(61_000);
        const again = await loginBySms(second, phone);
        expect(again.user.id).toBe(user.id);
        const token = member.token;
        const current = await second.inject({
          method: 'GET',
          url: API.user.current,
          headers: authHeaders(token),
        });
        expect(current.statusCode).toBe(200);
        // the demo data was not seeded again over the change
        expect(envelopeOf<LoginResult['user']>(current).data.nameCn).toBe('李同学改名');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('seeding', () => {
  it('offers the 61 catalog majors as the major dictionaries, with 不限专业 first for the AI form', async () => {
    const t = await buildTestApp();
    try {
      type Item = { dictDetailCode: string; dictDetailName: string };
      const get = async (dictCode: string) =>
        envelopeOf<Item[]>(
          await t.inject({ method: 'GET', url: `${API.common.findByDictCode}?dictCode=${dictCode}` }),
        ).data;
      const majors = await get('MAJOR_SUBJECT_TYPE');
      const ai = await get('AI_MAJOR_SUBJECT_TYPE');
      const page = envelopeOf<{ total: number; list: { code: string; nameCn: string }[] }>(
        await t.inject({ method: 'GET', url: `${API.major.page}?pageSize=50` }),
      ).data;
      expect(majors).toHaveLength(page.total);
      expect(page.total).toBe(61);
      expect(majors.slice(0, 3).map((m) => [m.dictDetailCode, m.dictDetailName])).toEqual(
        page.list.slice(0, 3).map((m) => [m.code, m.nameCn]),
      );
      expect(ai[0]).toMatchObject({ dictDetailCode: '00', dictDetailName: '不限专业' });
      expect(ai).toHaveLength(62);
    } finally {
      await t.close();
    }
  });

  it('loads the dictionaries but no demo accounts when SEED=none', async () => {
    const t = await buildTestApp({ seed: 'none' });
    try {
      const dict = await t.inject({ method: 'GET', url: `${API.common.findByDictCode}?dictCode=GRADE_TYPE` });
      expect(envelopeOf<unknown[]>(dict).data.length).toBeGreaterThan(0);
      const sent = await t.inject({ method: 'GET', url: `${API.auth.resetSmsCode}?phone=${DEMO.student}` });
      // one answer whether the number is registered or not; the reset code goes only to an account
      expect(envelopeOf(sent).code).toBe(200);
      expect(t.smsOutbox()).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});

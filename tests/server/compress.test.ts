/**
 * API JSON answers above COMPRESS_THRESHOLD travel compressed as the client's Accept-Encoding asks, decode
 * to the same JSON, keep their weak ETag (a 304 stays a 304), and go out as they are to a client that
 * asks for nothing, to HEAD and below the threshold.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { COMPRESS_THRESHOLD } from '../../server/plugins/compress.ts';
import { buildTestApp, type TestApp } from '../helpers/server.ts';

const LIST = `${API.university.page}?pageNum=1&pageSize=20`;

describe('compressed API answers', () => {
  let t: TestApp;
  let plain: { body: string; etag: string };

  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.inject({ method: 'GET', url: LIST });
    plain = { body: response.body, etag: String(response.headers.etag) };
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the university list as it is to a client without Accept-Encoding', async () => {
    const response = await t.inject({ method: 'GET', url: LIST });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Buffer.byteLength(response.body)).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(response.json<{ code: number; data: { list: unknown[] } }>().data.list.length).toBeGreaterThan(0);
  });

  it('sends it brotli-encoded to a client accepting br: smaller, the same JSON, the same weak ETag', async () => {
    const response = await t.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);
    const decoded = brotliDecompressSync(response.rawPayload).toString();
    expect(JSON.parse(decoded)).toEqual(JSON.parse(plain.body));
    expect(response.headers.etag).toBe(plain.etag);
    expect(plain.etag).toMatch(/^W\//);
  });

  it('sends gzip to a client that prefers or only takes gzip', async () => {
    for (const header of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const response = await t.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': header } });
      expect(response.headers['content-encoding'], header).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    }
  });

  it('answers a revalidation with its ETag by an empty 304, whatever the encoding', async () => {
    const response = await t.inject({
      method: 'GET',
      url: LIST,
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.etag },
    });
    expect(response.statusCode).toBe(304);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves HEAD, small answers and an identity-only client alone', async () => {
    const head = await t.inject({ method: 'HEAD', url: LIST, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();

    const small = await t.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });

    const identity = await t.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});

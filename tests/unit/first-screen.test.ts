/**
 * A page's first-screen answers: the server sends the home page with the envelopes of its first
 * GETs (server/lib/first-screen.ts); the request client takes such an answer instead of asking the server
 * again, once, for a visitor, within the page's first 30 s, and only when it is a success matching the schema.
 */
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_MAX_AGE_MS, firstScreenKey } from '@/contract/first-screen';
import { http } from '@/lib/http';
import { saveSession } from '@/lib/session';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';

const PATH = '/student/api/noauth/common/findAd';
const adsSchema = z.array(z.object({ id: z.string(), title: z.string() }));
const FROM_PAGE = [{ id: 'a1', title: 'AI选校，从院校库开始' }];
const FROM_SERVER = [{ id: 'a2', title: '留学季' }];

/** The page as the server sent it: the answers' script element after #root. */
function pageWithAnswers(answers: Record<string, unknown>): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_DATA_ID;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
  return element;
}

/** Counts the requests that reach the server, answered with FROM_SERVER. */
function serverAnswers(): { count: () => number } {
  let count = 0;
  server.use(
    mswHttp.get(PATH, () => {
      count += 1;
      return ok(FROM_SERVER);
    }),
  );
  return { count: () => count };
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
});

describe("the page's first-screen answers", () => {
  it("a visitor's GET takes the page's answer without asking the server, once", async () => {
    const element = pageWithAnswers({
      [`${PATH}?type=HOME_BANNER`]: { code: 200, message: '操作成功', data: FROM_PAGE },
    });
    const requests = serverAnswers();
    await expect(http.get(PATH, adsSchema, { query: { type: 'HOME_BANNER' } })).resolves.toEqual(FROM_PAGE);
    expect(requests.count()).toBe(0);
    // read once: the element is gone from the page
    expect(element.isConnected).toBe(false);
    // the same GET again (重试, a later visit of the page in the app) asks the server
    await expect(http.get(PATH, adsSchema, { query: { type: 'HOME_BANNER' } })).resolves.toEqual(FROM_SERVER);
    expect(requests.count()).toBe(1);
  });

  it('a signed-in student asks the server (the page was made for a visitor)', async () => {
    pageWithAnswers({ [`${PATH}?type=HOME_BANNER`]: { code: 200, message: '', data: FROM_PAGE } });
    await saveSession('tok-1', student);
    const requests = serverAnswers();
    await expect(http.get(PATH, adsSchema, { query: { type: 'HOME_BANNER' } })).resolves.toEqual(FROM_SERVER);
    expect(requests.count()).toBe(1);
  });

  it('asks the server for another query, a failure envelope or data that does not match the schema', async () => {
    pageWithAnswers({
      [`${PATH}?type=HOME_BANNER`]: { code: 200, message: '', data: [{ id: 1 }] },
      [`${PATH}?type=OTHER`]: { code: 500, message: '服务器开小差了', data: null },
    });
    const requests = serverAnswers();
    await expect(http.get(PATH, adsSchema, { query: { type: 'HOME_BANNER' } })).resolves.toEqual(FROM_SERVER);
    await expect(http.get(PATH, adsSchema, { query: { type: 'OTHER' } })).resolves.toEqual(FROM_SERVER);
    await expect(http.get(PATH, adsSchema, { query: { type: 'THIRD' } })).resolves.toEqual(FROM_SERVER);
    expect(requests.count()).toBe(3);
  });

  it('asks the server once the page is older than FIRST_SCREEN_MAX_AGE_MS', async () => {
    pageWithAnswers({ [`${PATH}?type=HOME_BANNER`]: { code: 200, message: '', data: FROM_PAGE } });
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_SCREEN_MAX_AGE_MS + 1);
    const requests = serverAnswers();
    await expect(http.get(PATH, adsSchema, { query: { type: 'HOME_BANNER' } })).resolves.toEqual(FROM_SERVER);
    expect(requests.count()).toBe(1);
  });

  it('names a GET by its path and its parameters in any order', () => {
    expect(firstScreenKey('/x?type=A&limit=5')).toBe(firstScreenKey('/x?limit=5&type=A'));
    expect(firstScreenKey('/x?limit=5&searchType=ALL')).toBe('/x?limit=5&searchType=ALL');
    expect(firstScreenKey('/x?a=1')).not.toBe(firstScreenKey('/x?a=2'));
    expect(firstScreenKey('/x?')).toBe('/x');
    expect(firstScreenKey('/x')).toBe('/x');
  });
});

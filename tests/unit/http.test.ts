import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { API } from '@/contract/api';
import { ERROR_TEXT, RESULT_CODE } from '@/contract/result-codes';
import { ApiError, CLIENT_ERROR_CODE, http, request, requestBlob } from '@/lib/http';
import { isPolling, startPolling } from '@/lib/polling';
import { isLoggedIn, onSessionEnd, saveSession, session, setNavigator } from '@/lib/session';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { student } from '../mocks/users';

const PATH = '/student/api/things';
const thingSchema = z.object({ id: z.string(), name: z.string() });

function answer(response: () => Response | Promise<Response>) {
  server.use(mswHttp.all(PATH, response));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** One error toast of the request client, as the user sees it. */
function errorToast(message: string) {
  return { id: expect.any(String), type: 'error', message, duration: 3000 };
}

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
});

describe('the request client on success', () => {
  it('returns the parsed data of a 200 envelope and shows nothing', async () => {
    answer(() => ok({ id: 't1', name: '牛津大学' }));
    await expect(http.get(PATH, thingSchema)).resolves.toEqual({ id: 't1', name: '牛津大学' });
    expect(toasts.shown).toEqual([]);
  });

  it('sends the query without empty values and the body as JSON', async () => {
    let seen: { url: string; method: string; type: string | null; body: unknown } | null = null;
    server.use(
      mswHttp.post(PATH, async ({ request: req }) => {
        seen = {
          url: req.url,
          method: req.method,
          type: req.headers.get('content-type'),
          body: await req.json(),
        };
        return ok(true);
      }),
    );
    await http.post(PATH, z.boolean(), {
      query: { page: 2, keyword: '商科', all: false, skip: null, none: undefined },
      body: { name: '李明轩' },
    });
    expect(seen).toEqual({
      url: 'http://localhost:3000/student/api/things?page=2&keyword=%E5%95%86%E7%A7%91&all=false',
      method: 'POST',
      type: 'application/json',
      body: { name: '李明轩' },
    });
  });

  it('uses PUT and DELETE for put and del', async () => {
    const methods: string[] = [];
    server.use(
      mswHttp.all(PATH, ({ request: req }) => {
        methods.push(req.method);
        return ok(null);
      }),
    );
    await http.put(PATH, z.null());
    await http.del(PATH, z.null());
    expect(methods).toEqual(['PUT', 'DELETE']);
  });
});

describe('the request headers', () => {
  function captureHeaders() {
    const seen: Headers[] = [];
    server.use(
      mswHttp.all(PATH, ({ request: req }) => {
        seen.push(req.headers);
        return ok(null);
      }),
    );
    return seen;
  }

  it('always carry ai-platform: pc and no Lt-Authorization when logged out', async () => {
    const seen = captureHeaders();
    await http.get(PATH, z.null());
    expect(seen[0]?.get('ai-platform')).toBe('pc');
    expect(seen[0]?.has('Lt-Authorization')).toBe(false);
  });

  it('carry Lt-Authorization: carrier.{token} when logged in', async () => {
    await saveSession('tok-abc', student);
    const seen = captureHeaders();
    await http.get(PATH, z.null());
    expect(seen[0]?.get('ai-platform')).toBe('pc');
    expect(seen[0]?.get('Lt-Authorization')).toBe('carrier.tok-abc');
  });
});

describe('the error catalogue', () => {
  it('on 411 ends the session, goes to /login, toasts 登录过期 for 5 s and rejects with 登录已过期', async () => {
    await saveSession('tok-old', student);
    const navigate = vi.fn();
    setNavigator(navigate);
    const ended = vi.fn();
    const off = onSessionEnd(ended);
    startPolling('task-unread', () => undefined, 20_000);
    answer(() => fail(RESULT_CODE.EXPIRED, '登录已过期', { status: 401 }));

    const error = await rejection(http.get(PATH, z.null()));
    off();

    expect(error.code).toBe(411);
    expect(error.message).toBe('登录已过期');
    expect(toasts.shown).toEqual([
      { id: expect.any(String), type: 'error', message: '登录过期', duration: 5000 },
    ]);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(isPolling('task-unread')).toBe(false);
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('std_token')).toBeNull();
    expect(localStorage.getItem('std_user_info')).toBeNull();
  });

  it('on 411 from several requests at once shows the expiry toast once and navigates once', async () => {
    await saveSession('tok-old', student);
    const navigate = vi.fn();
    setNavigator(navigate);
    answer(() => fail(RESULT_CODE.EXPIRED));
    await Promise.allSettled([http.get(PATH, z.null()), http.get(PATH, z.null()), http.get(PATH, z.null())]);
    expect(toasts.messages()).toEqual(['登录过期']);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('on 410 for the auth login request toasts 当前账号未启用', async () => {
    server.use(mswHttp.post(API.auth.login, () => fail(RESULT_CODE.INVALID, '')));
    const error = await rejection(http.post(API.auth.login, z.unknown(), { body: {} }));
    expect(error).toMatchObject({ code: 410, message: '当前账号未启用' });
    expect(toasts.shown).toEqual([errorToast('当前账号未启用')]);
  });

  it('on 410 for the auth login request with only the generic message still toasts 当前账号未启用', async () => {
    server.use(mswHttp.post(API.auth.login, () => fail(RESULT_CODE.INVALID, '非法参数', { status: 400 })));
    await rejection(http.post(API.auth.login, z.unknown(), { body: {} }));
    expect(toasts.messages()).toEqual(['当前账号未启用']);
  });

  it('on 412 toasts the server message', async () => {
    answer(() => fail(RESULT_CODE.LOCKED, '密码错误次数过多，账号已锁定30分钟'));
    await expect(http.get(PATH, z.null())).rejects.toMatchObject({
      code: 412,
      message: '密码错误次数过多，账号已锁定30分钟',
    });
    expect(toasts.messages()).toEqual(['密码错误次数过多，账号已锁定30分钟']);
  });

  it.each<{ name: string; code: number; sent?: string; init?: ResponseInit; shown: string }>([
    { name: 'on 410 elsewhere toasts 非法参数', code: RESULT_CODE.INVALID, shown: '非法参数' },
    {
      name: 'on 410 with a field message from the server toasts that message',
      code: RESULT_CODE.INVALID,
      sent: '请输入正确的手机号',
      init: { status: 400 },
      shown: '请输入正确的手机号',
    },
    {
      name: 'on 451 toasts the server message',
      code: RESULT_CODE.ERROR,
      sent: '该问题已被删除',
      shown: '该问题已被删除',
    },
    { name: 'on 451 without a server message toasts 异常', code: RESULT_CODE.ERROR, shown: '异常' },
    {
      name: 'on 423 toasts 无访问权限 whatever the server says',
      code: RESULT_CODE.NOT_ALLOWED,
      sent: 'forbidden',
      init: { status: 403 },
      shown: '无访问权限',
    },
    { name: 'on 412 without a server message toasts 账号锁定', code: RESULT_CODE.LOCKED, shown: '账号锁定' },
    {
      name: 'on 416 toasts 账号不存在',
      code: RESULT_CODE.USER_NOT_FOUND,
      sent: 'no such user',
      shown: '账号不存在',
    },
    {
      name: 'on 417 toasts 账号或密码错误',
      code: RESULT_CODE.LOGIN_ERROR,
      sent: 'bad password',
      shown: '账号或密码错误',
    },
    {
      name: 'on 420 toasts the server message',
      code: RESULT_CODE.EXCEPTION,
      sent: '支付渠道暂不可用',
      init: { status: 500 },
      shown: '支付渠道暂不可用',
    },
    {
      name: 'on 420 without a server message toasts 服务器异常',
      code: RESULT_CODE.EXCEPTION,
      sent: '   ',
      shown: '服务器异常',
    },
    {
      name: 'on another code rejects with the server message and toasts it',
      code: 499,
      sent: '请求过于频繁',
      init: { status: 429 },
      shown: '请求过于频繁',
    },
    { name: 'on another code without a message rejects with 系统异常', code: 499, shown: '系统异常' },
  ])('$name', async ({ code, sent, init, shown }) => {
    answer(() => fail(code, sent, init));
    await expect(http.get(PATH, z.null())).rejects.toMatchObject({ code, message: shown });
    expect(toasts.shown).toEqual([errorToast(shown)]);
  });

  it('reads the envelope of an HTTP 500 answer', async () => {
    answer(() => fail(500, '数据库暂时不可用', { status: 500 }));
    await expect(http.get(PATH, z.null())).rejects.toMatchObject({
      code: 500,
      status: 500,
      message: '数据库暂时不可用',
    });
    expect(toasts.messages()).toEqual(['数据库暂时不可用']);
  });

  it('rejects an answer without a body with 系统异常', async () => {
    answer(() => new HttpResponse(null, { status: 200 }));
    await expect(http.get(PATH, z.null())).rejects.toMatchObject({
      code: CLIENT_ERROR_CODE.BAD_RESPONSE,
      message: '系统异常',
    });
    expect(toasts.shown).toEqual([errorToast('系统异常')]);
  });

  it('rejects a body that is not JSON with 系统异常', async () => {
    answer(() => HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 }));
    await expect(http.get(PATH, z.null())).rejects.toMatchObject({ message: '系统异常', status: 502 });
    expect(toasts.messages()).toEqual(['系统异常']);
  });

  it('rejects JSON that is not an envelope with 系统异常', async () => {
    answer(() => HttpResponse.json({ hello: 'world' }));
    await expect(http.get(PATH, z.null())).rejects.toMatchObject({ message: '系统异常' });
  });

  it('rejects data that does not match the schema with 系统异常 and logs the issue', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => ok({ id: 7 }));
    await expect(http.get(PATH, thingSchema)).rejects.toMatchObject({
      code: CLIENT_ERROR_CODE.BAD_RESPONSE,
      message: '系统异常',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`GET ${PATH}`), expect.any(Array));
    expect(toasts.messages()).toEqual(['系统异常']);
  });

  it('shows no toast for a silent request but still rejects', async () => {
    answer(() => fail(RESULT_CODE.EXCEPTION, '服务器开小差了'));
    await expect(http.get(PATH, z.null(), { silent: true })).rejects.toMatchObject({ code: 420 });
    expect(toasts.shown).toEqual([]);
  });

  it('shows one toast when two requests fail with the same message', async () => {
    answer(() => fail(RESULT_CODE.EXCEPTION));
    await Promise.allSettled([http.get(PATH, z.null()), http.get(PATH, z.null())]);
    expect(toasts.messages()).toEqual(['服务器异常']);
  });
});

describe('requests that never get an answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('time out after 30 s with a toast', async () => {
    vi.useFakeTimers();
    answer(async () => {
      await delay('infinite');
      return ok(null);
    });
    let settled = false;
    const pending = http.get(PATH, z.null()).finally(() => {
      settled = true;
    });
    pending.catch(() => undefined);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await rejection(pending);
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODE.TIMEOUT, message: ERROR_TEXT.TIMEOUT });
    expect(error.transient).toBe(true);
    expect(toasts.shown).toEqual([errorToast(ERROR_TEXT.TIMEOUT)]);
  });

  it('reject with the network message when the server is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => HttpResponse.error());
    const error = await rejection(http.get(PATH, z.null()));
    expect(error).toMatchObject({ code: CLIENT_ERROR_CODE.NETWORK, message: ERROR_TEXT.NETWORK });
    expect(toasts.shown).toEqual([errorToast(ERROR_TEXT.NETWORK)]);
  });

  it('stay pending silently when the caller cancels them', async () => {
    answer(async () => {
      await delay(30);
      return fail(RESULT_CODE.EXCEPTION);
    });
    const controller = new AbortController();
    let settled = false;
    void request('GET', PATH, z.null(), { signal: controller.signal }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(settled).toBe(false);
    expect(toasts.shown).toEqual([]);
  });

  it('stay pending silently when the signal was aborted before the call', async () => {
    const controller = new AbortController();
    controller.abort();
    let settled = false;
    void http.get(PATH, z.null(), { signal: controller.signal }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(toasts.shown).toEqual([]);
  });
});

describe('binary requests', () => {
  it('return the captcha image as a blob with the same headers', async () => {
    let platform: string | null = null;
    server.use(
      mswHttp.get(API.auth.captcha, ({ request: req }) => {
        platform = req.headers.get('ai-platform');
        return new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml' } });
      }),
    );
    const blob = await requestBlob(API.auth.captcha, { query: { key: 'k1' } });
    expect(await blob.text()).toBe('<svg/>');
    expect(platform).toBe('pc');
  });

  it('handle an error envelope instead of an image like any other request', async () => {
    server.use(mswHttp.get(API.auth.captcha, () => fail(499, '验证码生成过于频繁', { status: 429 })));
    await expect(requestBlob(API.auth.captcha)).rejects.toMatchObject({
      code: 499,
      message: '验证码生成过于频繁',
    });
    expect(toasts.messages()).toEqual(['验证码生成过于频繁']);
  });
});

it('keeps the session of a logged-in user on errors other than 411', async () => {
  await saveSession('tok-1', student);
  answer(() => fail(RESULT_CODE.NOT_ALLOWED));
  await rejection(http.get(PATH, z.null()));
  expect(session.token).toBe('tok-1');
  expect(isLoggedIn()).toBe(true);
});

describe('the request client offline', () => {
  it('stays quiet for a read, which the page reports itself, but says why a write failed', async () => {
    const toasts = recordToasts();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mswHttp.get('/student/api/noauth/offline-read', () => HttpResponse.error()),
      mswHttp.post('/student/api/offline-write', () => HttpResponse.error()),
    );
    await expect(http.get('/student/api/noauth/offline-read', z.unknown())).rejects.toMatchObject({
      transient: true,
    });
    expect(toasts.messages()).toEqual([]);
    await expect(http.post('/student/api/offline-write', z.unknown())).rejects.toMatchObject({
      transient: true,
    });
    expect(toasts.messages()).toEqual(['网络连接失败，请检查网络后重试']);
  });
});

import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { HEADERS } from '@/contract/limits';
import { ERROR_TEXT, RESULT_CODE } from '@/contract/result-codes';
import { getDb, type OutboxEntry } from '@/lib/idb';
import {
  backoffDelay,
  configureOutbox,
  discard,
  enqueue,
  entries,
  flush,
  onOutboxSent,
  outboxState,
  retry,
  startOutbox,
  stopOutbox,
} from '@/lib/outbox';
import { endSession, session, setNavigator } from '@/lib/session';
import type * as SocketModule from '@/lib/socket';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { otherStudent, student } from '../mocks/users';

// The socket is not connected in unit tests: keep its real module, but let the test fire 'connect'.
const socketConnect = vi.hoisted(() => new Set<() => void>());
vi.mock('@/lib/socket', async (importOriginal) => {
  const actual = await importOriginal<typeof SocketModule>();
  const onSocketEvent = (name: string, handler: () => void) => {
    if (name !== 'connect') return () => undefined;
    socketConnect.add(handler);
    return () => {
      socketConnect.delete(handler);
    };
  };
  return { ...actual, onSocketEvent: onSocketEvent as typeof actual.onSocketEvent };
});

const PATH = '/student/api/circle/posts';

interface Seen {
  key: string | null;
  platform: string | null;
  method: string;
  body: unknown;
  start: number;
  end: number;
}

/** Records every request to PATH and answers with the next response of the script (then ok). */
function serve(...script: (() => Response | Promise<Response>)[]) {
  const seen: Seen[] = [];
  let clockTick = 0;
  server.use(
    mswHttp.all(PATH, async ({ request }) => {
      const row: Seen = {
        key: request.headers.get(HEADERS.IDEMPOTENCY),
        platform: request.headers.get(HEADERS.PLATFORM),
        method: request.method,
        body: await request.json(),
        start: ++clockTick,
        end: 0,
      };
      seen.push(row);
      // A few turns of the event loop (not timers, which some tests fake): time for a second
      // request to start if the outbox ever sent two at once.
      for (let turn = 0; turn < 5; turn++) await nextTurn();
      const answer = script.shift();
      row.end = ++clockTick;
      return answer ? answer() : ok({ id: `post-${seen.length}` });
    }),
  );
  return seen;
}

const offline = () => HttpResponse.error();

/** One turn of the event loop through setImmediate (Node), which the fake timers here leave alone. */
function nextTurn(): Promise<void> {
  const { setImmediate } = globalThis as unknown as { setImmediate: (fn: () => void) => void };
  return new Promise((resolve) => setImmediate(resolve));
}

async function stored(): Promise<OutboxEntry[]> {
  const db = await getDb();
  return (await db.getAll('outbox')).sort((a, b) => a.createdAt - b.createdAt);
}

function post(text: string) {
  return enqueue({ kind: 'circle.post', method: 'POST', path: PATH, payload: { text } });
}

beforeEach(() => {
  // The request client logs network failures; several tests cause them on purpose.
  const log = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(`request ${PATH} failed`)) return;
    log(...args);
  });
  session.token = 'tok-1';
  session.user = student;
  setNavigator(() => undefined);
});

afterEach(async () => {
  stopOutbox();
  configureOutbox();
  session.user = null;
  // Let a flush still running finish before the database is replaced.
  await flush();
});

describe('enqueueing a write', () => {
  it('stores the entry in IndexedDB before the request leaves', async () => {
    let rowsWhenSent: OutboxEntry[] = [];
    server.use(
      mswHttp.post(PATH, async () => {
        rowsWhenSent = await stored();
        return ok(null);
      }),
    );
    const entry = await post('第一条');
    expect(entry).toMatchObject({
      userId: student.id,
      kind: 'circle.post',
      method: 'POST',
      path: PATH,
      payload: { text: '第一条' },
      attempts: 0,
      state: 'pending',
      lastError: null,
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    await flush();
    expect(rowsWhenSent.map((e) => e.id)).toEqual([entry.id]);
  });

  it('sends it with Idempotency-Key = entry id and the ai-platform header, then removes it', async () => {
    const seen = serve();
    const sent = vi.fn();
    onOutboxSent('circle.post', sent);
    const entry = await post('你好');
    await flush();
    expect(seen).toEqual([
      expect.objectContaining({ key: entry.id, platform: 'pc', method: 'POST', body: { text: '你好' } }),
    ]);
    expect(await stored()).toEqual([]);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ id: entry.id }), { id: 'post-1' });
  });

  it('is refused without a logged-in user, storing nothing', async () => {
    session.user = null;
    await expect(post('无人')).rejects.toThrow('logged-in user');
    expect(await stored()).toEqual([]);
  });
});

describe('the order of sending', () => {
  it('sends entries in enqueue order with one request in flight at a time', async () => {
    const seen = serve();
    const texts = ['一', '二', '三', '四', '五'];
    for (const text of texts) await post(text);
    await flush();
    expect(seen.map((s) => s.body)).toEqual(texts.map((text) => ({ text })));
    // Each request started after the previous one was answered.
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]?.start).toBeGreaterThan(seen[i - 1]?.end ?? Infinity);
    }
    expect(await stored()).toEqual([]);
  });

  it('never sends a later entry while an earlier one waits for a retry', async () => {
    const seen = serve(offline);
    await post('先');
    await post('后');
    await flush();
    expect(seen.map((s) => s.body)).toEqual([{ text: '先' }]);
    expect((await stored()).map((e) => e.payload)).toEqual([{ text: '先' }, { text: '后' }]);
  });
});

describe('retrying', () => {
  it('keeps the entry after a network error and sends it again once the backoff has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const seen = serve(offline);
    const entry = await post('离线时写的');
    await flush();
    expect(seen).toHaveLength(1);
    const [kept] = await stored();
    expect(kept).toMatchObject({
      id: entry.id,
      state: 'pending',
      attempts: 1,
      lastError: ERROR_TEXT.NETWORK,
    });
    const wait = (kept?.nextAttemptAt ?? 0) - Date.now();
    expect(wait).toBeGreaterThanOrEqual(500);
    expect(wait).toBeLessThanOrEqual(1000);

    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    expect(seen.map((s) => s.key)).toEqual([entry.id, entry.id]);
  });

  it('retries an HTTP 500, a code 420 and a proxy error page, then delivers', async () => {
    const seen = serve(
      () => fail(RESULT_CODE.EXCEPTION, '服务器异常', { status: 500 }),
      () => fail(RESULT_CODE.EXCEPTION, '服务器异常'),
      () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }),
    );
    await post('坚持');
    await flush();
    expect(await stored()).toEqual([expect.objectContaining({ attempts: 1, state: 'pending' })]);
    // The backoff has not passed: a plain flush leaves it alone, an immediate one (online) sends.
    await flush();
    expect(seen).toHaveLength(1);
    for (const attempt of [2, 3]) {
      await flush({ immediate: true });
      expect(await stored()).toEqual([expect.objectContaining({ attempts: attempt, state: 'pending' })]);
    }
    await flush({ immediate: true });
    expect(await stored()).toEqual([]);
    expect(seen).toHaveLength(4);
  });

  it('waits 1 s, 2 s, 4 s ... and at most 60 s between automatic attempts, with jitter', () => {
    const longest = (n: number) => backoffDelay(n, () => 0.999_999);
    expect([1, 2, 3, 4, 7, 8, 20].map(longest)).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000]);
    expect(backoffDelay(3, () => 0)).toBe(2000);
  });
});

describe('a rejected entry', () => {
  it('is marked failed with the server message and kept, and later entries still go', async () => {
    const seen = serve(() => fail(RESULT_CODE.INVALID, '内容不能为空'));
    const bad = await post('');
    await post('好的');
    await flush();
    expect(seen.map((s) => s.body)).toEqual([{ text: '' }, { text: '好的' }]);
    expect(await stored()).toEqual([
      expect.objectContaining({ id: bad.id, state: 'failed', attempts: 1, lastError: '内容不能为空' }),
    ]);
    expect(outboxState).toMatchObject({ pending: 0, failed: 1, sending: false });
  });

  it('is sent again with the edited payload and the same key after retry', async () => {
    const seen = serve(() => fail(RESULT_CODE.INVALID, '内容不能为空'));
    const bad = await post('');
    await flush();
    expect(await retry(bad.id, { text: '改好了' })).toBe(true);
    await flush();
    expect(seen.map((s) => [s.key, s.body])).toEqual([
      [bad.id, { text: '' }],
      [bad.id, { text: '改好了' }],
    ]);
    expect(await stored()).toEqual([]);
  });

  it('leaves the outbox when discarded, without another request', async () => {
    const seen = serve(() => fail(RESULT_CODE.INVALID, '内容不能为空'));
    const bad = await post('');
    await flush();
    await discard(bad.id);
    await flush();
    expect(seen).toHaveLength(1);
    expect(await stored()).toEqual([]);
    expect(await entries()).toEqual([]);
    expect(outboxState).toMatchObject({ pending: 0, failed: 0, items: [] });
  });

  it('cannot be retried when it is not failed', async () => {
    serve(offline);
    const entry = await post('等待');
    await flush();
    expect(await retry(entry.id, { text: '改' })).toBe(false);
    expect((await stored())[0]?.payload).toEqual({ text: '等待' });
  });
});

describe('an entry that needs an earlier one (a comment on a queued post)', () => {
  function comment(text: string, postEntryId: string) {
    return enqueue({
      kind: 'circle.comment',
      method: 'POST',
      path: PATH,
      payload: { text },
      dependsOn: postEntryId,
    });
  }

  it('waits while the post it needs has failed, goes after the retry, and later entries still go', async () => {
    const seen = serve(() => fail(RESULT_CODE.INVALID, '内容不能为空'));
    const bad = await post('');
    const reply = await comment('评论', bad.id);
    await post('另一条');
    await flush();
    expect(seen.map((s) => s.body)).toEqual([{ text: '' }, { text: '另一条' }]);
    expect((await stored()).map((e) => [e.id, e.state])).toEqual([
      [bad.id, 'failed'],
      [reply.id, 'pending'],
    ]);
    await retry(bad.id, { text: '改好了' });
    await flush();
    expect(seen.map((s) => s.body).slice(2)).toEqual([{ text: '改好了' }, { text: '评论' }]);
    expect(await stored()).toEqual([]);
  });

  it('is discarded with the post it needs, without a request', async () => {
    const seen = serve(() => fail(RESULT_CODE.INVALID, '内容不能为空'));
    const bad = await post('');
    const reply = await comment('评论', bad.id);
    await comment('回复评论', reply.id);
    await flush();
    await discard(bad.id);
    await flush();
    expect(seen).toHaveLength(1);
    expect(await stored()).toEqual([]);
  });
});

describe('the replay triggers', () => {
  beforeEach(() => {
    // No retry timer: only the trigger under test may send again.
    configureOutbox({ schedule: () => () => undefined });
  });

  it('flushes when the browser comes back online', async () => {
    const seen = serve(offline);
    startOutbox();
    await post('地铁里写的');
    await flush();
    expect(await stored()).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    expect(seen).toHaveLength(2);
  });

  it('flushes when the socket reconnects', async () => {
    const seen = serve(offline);
    startOutbox();
    await post('重连');
    await flush();
    for (const handler of socketConnect) handler();
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    expect(seen).toHaveLength(2);
  });

  it('flushes at start for entries left from an earlier visit', async () => {
    const seen = serve(offline);
    await post('上次的');
    await flush();
    stopOutbox();
    startOutbox();
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    expect(seen).toHaveLength(2);
  });

  it('registers a background sync on enqueue and flushes on the service worker message', async () => {
    const register = vi.fn(() => Promise.resolve());
    const worker = Object.assign(new EventTarget(), { ready: Promise.resolve({ sync: { register } }) });
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    vi.stubGlobal('SyncManager', class {});
    try {
      const seen = serve(offline);
      startOutbox();
      await post('后台同步');
      await flush();
      await vi.waitFor(() => expect(register).toHaveBeenCalledWith('outbox-sync'));
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'OUTBOX_SYNC' } }));
      await vi.waitFor(async () => expect(await stored()).toEqual([]));
      expect(seen).toHaveLength(2);
    } finally {
      stopOutbox();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('users and sessions', () => {
  it('never sends the entries of another user', async () => {
    const seen = serve();
    const db = await getDb();
    await db.put('outbox', {
      id: crypto.randomUUID(),
      userId: otherStudent.id,
      kind: 'circle.post',
      method: 'POST',
      path: PATH,
      payload: { text: '别人的' },
      createdAt: 1,
      attempts: 0,
      state: 'pending',
      lastError: null,
      nextAttemptAt: 1,
    });
    await post('我的');
    await flush({ immediate: true });
    expect(seen.map((s) => s.body)).toEqual([{ text: '我的' }]);
    expect((await stored()).map((e) => e.userId)).toEqual([otherStudent.id]);
    expect(await entries()).toEqual([]);
    expect(outboxState.pending).toBe(0);
  });

  it('stops at an expired login, sends nothing more, and the expiry flow deletes the entries', async () => {
    const seen = serve(() => fail(RESULT_CODE.EXPIRED, '登录已过期', { status: 401 }));
    await post('一');
    await post('二');
    await flush();
    expect(seen).toHaveLength(1);
    expect(await stored()).toEqual([]);
    expect(outboxState).toMatchObject({ pending: 0, failed: 0, items: [] });
  });

  it('does not announce an answer that arrives after logout, even when the same user is back', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = serve(async () => {
      await gate;
      return ok({ id: 'post-1' });
    });
    const heard: unknown[] = [];
    const off = onOutboxSent('circle.post', (_entry, data) => heard.push(data));
    try {
      await post('退出时在路上');
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      await endSession({ to: '/' });
      session.token = 'tok-1';
      session.user = student;
      release();
      await flush();
      expect(heard).toEqual([]);
      expect(await stored()).toEqual([]);
      // a send of the new session is announced as before
      await post('重新登录后');
      await flush();
      expect(heard).toEqual([{ id: 'post-2' }]);
    } finally {
      off();
      release();
    }
  });

  it('stops retrying at logout, clears the counts, and the user data wipe removes the entries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const seen = serve(offline);
    await post('退出前');
    await flush();
    expect(outboxState.pending).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    await endSession({ to: '/' });
    expect(vi.getTimerCount()).toBe(0);
    expect(outboxState).toMatchObject({ pending: 0, failed: 0, items: [] });
    expect(await stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(seen).toHaveLength(1);
  });
});

describe('the outbox state for badges and lists', () => {
  it('counts pending, sending and failed entries as they change', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const during: { pending: number; failed: number; sending: boolean; states: string[] }[] = [];
    server.use(
      mswHttp.post(PATH, async ({ request }) => {
        const body = (await request.json()) as { text: string };
        if (!body.text) {
          await gate;
          return fail(RESULT_CODE.INVALID, '内容不能为空');
        }
        during.push({
          pending: outboxState.pending,
          failed: outboxState.failed,
          sending: outboxState.sending,
          states: outboxState.items.map((e) => e.state),
        });
        return ok(null);
      }),
    );
    await post('');
    await post('好');
    await vi.waitFor(() => expect(outboxState.items).toHaveLength(2));
    expect(outboxState).toMatchObject({ pending: 2, failed: 0, sending: true });
    expect(outboxState.items.map((e) => e.state)).toEqual(['sending', 'pending']);
    release();
    await flush();
    expect(during).toEqual([{ pending: 1, failed: 1, sending: true, states: ['failed', 'sending'] }]);
    expect(outboxState).toMatchObject({ pending: 0, failed: 1, sending: false });
    expect(outboxState.items.map((e) => [e.state, e.lastError])).toEqual([['failed', '内容不能为空']]);
  });
});

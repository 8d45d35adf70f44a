/** The per-kind sender hook of the outbox (registerOutboxSender): order, classification, waiting entries. */
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RESULT_CODE } from '@/contract/result-codes';
import { getDb, type OutboxEntry } from '@/lib/idb';
import { ApiError } from '@/lib/http';
import {
  configureOutbox,
  enqueue,
  flush,
  onOutboxSent,
  outboxState,
  registerOutboxSender,
  stopOutbox,
} from '@/lib/outbox';
import { session, setNavigator } from '@/lib/session';
import type * as SocketModule from '@/lib/socket';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';

vi.mock('@/lib/socket', async (importOriginal) => {
  const actual = await importOriginal<typeof SocketModule>();
  return { ...actual, onSocketEvent: (() => () => undefined) as typeof actual.onSocketEvent };
});

const PATH = '/student/api/test/default';

async function stored(): Promise<OutboxEntry[]> {
  const db = await getDb();
  return (await db.getAll('outbox')).sort((a, b) => a.createdAt - b.createdAt);
}

const unregister: (() => void)[] = [];
function register(kind: string, sender: (entry: OutboxEntry) => Promise<unknown>) {
  unregister.push(registerOutboxSender(kind, sender));
}

beforeEach(() => {
  session.token = 'tok-1';
  session.user = student;
  setNavigator(() => undefined);
});

afterEach(async () => {
  unregister.splice(0).forEach((off) => off());
  stopOutbox();
  configureOutbox();
  session.user = null;
  await flush();
});

describe('registerOutboxSender', () => {
  it('sends entries of its kind through the sender, with the entry and in order with default ones', async () => {
    const calls: string[] = [];
    server.use(
      mswHttp.post(PATH, async ({ request }) => {
        calls.push(`default:${JSON.stringify(await request.json())}`);
        return ok({ id: 'd' });
      }),
    );
    register('test.custom', async (entry) => {
      calls.push(`custom:${JSON.stringify(entry.payload)}`);
      return { echoed: entry.id };
    });
    const sent: unknown[] = [];
    const off = onOutboxSent('test.custom', (_entry, data) => sent.push(data));
    await enqueue({ kind: 'test.default', method: 'POST', path: PATH, payload: { n: 1 } });
    const custom = await enqueue({ kind: 'test.custom', method: 'POST', path: PATH, payload: { n: 2 } });
    await enqueue({ kind: 'test.default', method: 'POST', path: PATH, payload: { n: 3 } });
    await vi.waitFor(async () => expect(await stored()).toHaveLength(0));
    await flush();
    off();
    expect(calls).toEqual(['default:{"n":1}', 'custom:{"n":2}', 'default:{"n":3}']);
    expect(sent).toEqual([{ echoed: custom.id }]);
  });

  it('classifies what a sender throws like a request error: retryable keeps it pending and stops the flush', async () => {
    let attempts = 0;
    register('test.flaky', () => {
      attempts++;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const later: string[] = [];
    server.use(mswHttp.post(PATH, () => (later.push('sent'), ok(null))));
    configureOutbox({ schedule: () => () => undefined });
    await enqueue({ kind: 'test.flaky', method: 'POST', path: PATH, payload: {} });
    await enqueue({ kind: 'test.default', method: 'POST', path: PATH, payload: {} });
    await flush();
    const rows = await stored();
    expect(attempts).toBe(1);
    expect(rows.map((r) => [r.kind, r.state, r.attempts])).toEqual([
      ['test.flaky', 'pending', 1],
      ['test.default', 'pending', 0],
    ]);
    expect(later).toEqual([]);
  });

  it('marks the entry failed with the text of a rejection (ApiError) and goes on with later ones', async () => {
    register('test.rejected', () =>
      Promise.reject(new ApiError(RESULT_CODE.INVALID, '请选择jpg/jpeg/png图片!')),
    );
    server.use(mswHttp.post(PATH, () => ok(null)));
    const failed = await enqueue({ kind: 'test.rejected', method: 'POST', path: PATH, payload: {} });
    await enqueue({ kind: 'test.default', method: 'POST', path: PATH, payload: {} });
    await vi.waitFor(async () => expect(await stored()).toHaveLength(1));
    await flush();
    const [row] = await stored();
    expect(row).toMatchObject({ id: failed.id, state: 'failed', lastError: '请选择jpg/jpeg/png图片!' });
    expect(outboxState.failed).toBe(1);
  });

  it('keeps an entry that needs a sender (and everything behind it) until the sender is registered', async () => {
    const seen: string[] = [];
    server.use(mswHttp.post(PATH, () => (seen.push('default'), ok(null))));
    const waiting = await enqueue({
      kind: 'test.late',
      method: 'POST',
      path: PATH,
      payload: { n: 1 },
      needsSender: true,
    });
    await enqueue({ kind: 'test.default', method: 'POST', path: PATH, payload: { n: 2 } });
    await flush();
    expect((await stored()).map((r) => r.id)[0]).toBe(waiting.id);
    expect(seen).toEqual([]);
    register('test.late', (entry) => {
      seen.push(`late:${entry.id}`);
      return Promise.resolve(null);
    });
    await vi.waitFor(async () => expect(await stored()).toHaveLength(0));
    expect(seen).toEqual([`late:${waiting.id}`, 'default']);
  });

  it('uses the id given to enqueue (a payload can carry it) and rejects nothing else about it', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      mswHttp.post(PATH, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await request.json());
        return HttpResponse.json({ code: 200, message: 'ok', data: null });
      }),
    );
    const id = crypto.randomUUID();
    const entry = await enqueue({
      kind: 'test.default',
      method: 'POST',
      path: PATH,
      payload: { clientMsgId: id },
      id,
    });
    expect(entry.id).toBe(id);
    await vi.waitFor(async () => expect(await stored()).toHaveLength(0));
    expect(keys).toEqual([id]);
    expect(bodies).toEqual([{ clientMsgId: id }]);
  });
});

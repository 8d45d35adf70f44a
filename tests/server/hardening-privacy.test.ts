/**
 * Privacy: another user's record shows only its public fields (id, nickname, avatar), and the
 * socket token can travel in the handshake's auth payload, out of the URL that proxies log.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { CurrentUser } from '../../src/contract/user.ts';
import { DEMO, authHeaders, envelopeOf, loginByPassword } from '../helpers/server.ts';
import { listenOnLoopback, openSocket } from '../helpers/sockets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let url: string;

beforeAll(async () => {
  url = await listenOnLoopback(t);
});

describe('find user by id', () => {
  it('gives another user only id, nickname and avatar', async () => {
    const me = await loginByPassword(t, DEMO.student);
    const other = await loginByPassword(t, DEMO.member);
    const response = await t.inject({
      method: 'GET',
      url: `${API.user.findById}/${other.user.id}`,
      headers: authHeaders(me.token),
    });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeOf<Record<string, unknown>>(response);
    expect(data).toEqual({ id: other.user.id, nickname: '小李', headportraitPreviewUrl: null });
    // the real name and the phone number stay private
    expect(response.body).not.toContain('李同学');
    expect(response.body).not.toContain(DEMO.member);
  });

  it('gives the owner their full record', async () => {
    const me = await loginByPassword(t, DEMO.student);
    const response = await t.inject({
      method: 'GET',
      url: `${API.user.findById}/${me.user.id}`,
      headers: authHeaders(me.token),
    });
    const current = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(me.token) });
    const own = envelopeOf<CurrentUser>(response).data;
    expect(own).toEqual(envelopeOf<CurrentUser>(current).data);
    expect(own).toMatchObject({ id: me.user.id, mobile: DEMO.student, nameCn: '张同学' });
  });
});

/** Opens a socket with the given handshake and resolves with connectedsuccess's user id or the error. */
async function handshake(options: {
  auth?: Record<string, string>;
  query?: Record<string, string>;
}): Promise<{ userId: string } | { error: string }> {
  const socket = openSocket(url, options);
  try {
    return await new Promise((resolve) => {
      socket.once('connectedsuccess', ({ userId }) => resolve({ userId }));
      socket.once('connect_error', (error) => resolve({ error: error.message }));
    });
  } finally {
    socket.disconnect();
  }
}

describe('socket handshake', () => {
  it('accepts the token in the auth payload, with or without carrier.', async () => {
    const { token, user } = await loginByPassword(t, DEMO.student);
    expect(await handshake({ auth: { token, userId: user.id } })).toEqual({ userId: user.id });
    expect(await handshake({ auth: { token: `carrier.${token}`, userId: user.id } })).toEqual({
      userId: user.id,
    });
  });

  it('still accepts the token in the query', async () => {
    const { token, user } = await loginByPassword(t, DEMO.student);
    expect(await handshake({ query: { auth: `carrier.${token}`, userId: user.id } })).toEqual({
      userId: user.id,
    });
  });

  it('refuses a wrong token, or another user’s id, in either', async () => {
    const { token, user } = await loginByPassword(t, DEMO.student);
    const other = await loginByPassword(t, DEMO.member);
    const refused = { error: 'unauthorized' };
    expect(await handshake({ auth: { token: 'carrier.wrong', userId: user.id } })).toEqual(refused);
    expect(await handshake({ auth: { token: 'A'.repeat(43), userId: user.id } })).toEqual(refused);
    expect(await handshake({ auth: { token, userId: other.user.id } })).toEqual(refused);
    expect(await handshake({ auth: { userId: user.id } })).toEqual(refused);
    expect(await handshake({ query: { auth: 'carrier.wrong', userId: user.id } })).toEqual(refused);
    expect(await handshake({ query: { auth: token, userId: other.user.id } })).toEqual(refused);
    // an auth payload is the client's choice: a bad one is not rescued by the query
    expect(
      await handshake({
        auth: { token: 'carrier.wrong', userId: user.id },
        query: { auth: token, userId: user.id },
      }),
    ).toEqual(refused);
  });
});

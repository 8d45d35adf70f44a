import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ConnectedSuccess } from '../../src/contract/socket.ts';
import { userRoom } from '../../src/contract/socket.ts';
import { DEMO, loginByPassword } from '../helpers/server.ts';
import { listenOnLoopback, openSocket, type ClientSocket } from '../helpers/sockets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  url = await listenOnLoopback(t);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
});

function open(query: Record<string, string>): ClientSocket {
  const socket = openSocket(url, { query });
  sockets.push(socket);
  return socket;
}

function outcome(socket: ClientSocket): Promise<{ connected: ConnectedSuccess } | { error: string }> {
  return new Promise((resolve) => {
    socket.on('connectedsuccess', (payload) => resolve({ connected: payload }));
    socket.on('connect_error', (error) => resolve({ error: error.message }));
  });
}

describe('realtime', () => {
  it('accepts a client with a valid token, sends connectedsuccess and joins the user room', async () => {
    const { token, user } = await loginByPassword(t, DEMO.student);
    const socket = open({ auth: `carrier.${token}`, userId: user.id });
    const result = await outcome(socket);
    expect(result).toEqual({ connected: { userId: user.id, socketId: expect.any(String) } });

    // modules reach the user through the room
    const pay = new Promise((resolve) => socket.on('pay', resolve));
    t.app.io.to(userRoom(user.id)).emit('pay', { orderNo: 'NO1', payStatus: '1', orderStatus: '1' });
    await expect(pay).resolves.toEqual({ orderNo: 'NO1', payStatus: '1', orderStatus: '1' });
  });

  it('accepts the token without the carrier. prefix', async () => {
    const { token, user } = await loginByPassword(t, DEMO.member);
    expect(await outcome(open({ auth: token, userId: user.id }))).toHaveProperty('connected');
  });

  it('rejects a bad token, a missing one, and a userId that is not the token owner', async () => {
    const { token } = await loginByPassword(t, DEMO.student);
    const other = await loginByPassword(t, DEMO.member);
    expect(await outcome(open({ auth: 'carrier.bad', userId: other.user.id }))).toEqual({
      error: 'unauthorized',
    });
    expect(await outcome(open({ userId: other.user.id }))).toEqual({ error: 'unauthorized' });
    expect(await outcome(open({ auth: `carrier.${token}`, userId: other.user.id }))).toEqual({
      error: 'unauthorized',
    });
  });

  it('refuses the polling transport', async () => {
    const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });
});

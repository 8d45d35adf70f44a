import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { endSession, expireSession, saveSession, setNavigator } from '@/lib/session';
import { connectSocket, disconnectSocket, onSocketEvent, socketState } from '@/lib/socket';

import { FakeSocket } from '../client/fake-socket-io';
import { student } from '../mocks/users';

const chatMessage = {
  id: 'm1',
  fromUserId: 'cs-1',
  toUserId: student.id,
  sendTime: '2024-05-01T08:00:00.000Z',
  msgType: 'text',
  message: '您好，请问有什么可以帮您？',
  fromHeadportraitPreviewUrl: null,
  toHeadportraitPreviewUrl: null,
  status: null,
  roomCode: 'c1',
  type: null,
  isDeleted: false,
  isStoped: false,
  seq: 1,
  clientMsgId: null,
};

const sockets: FakeSocket[] = [];
const ioMock = vi.hoisted(() => vi.fn());

vi.mock('socket.io-client', () => ({ io: ioMock }));

function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

beforeEach(() => {
  ioMock.mockImplementation(() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  });
  setNavigator(vi.fn());
});

afterEach(() => {
  disconnectSocket();
  sockets.length = 0;
  ioMock.mockReset();
});

describe('connecting the socket', () => {
  it('does nothing while logged out', async () => {
    await connectSocket();
    expect(ioMock).not.toHaveBeenCalled();
  });

  it('opens one same-origin websocket with the token and user id in the auth payload, not the URL', async () => {
    await saveSession('tok-1', student);
    await connectSocket();
    await connectSocket();
    expect(ioMock).toHaveBeenCalledTimes(1);
    expect(ioMock).toHaveBeenCalledWith({
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: 'tok-1', userId: student.id },
    });
    // the query string is in every proxy's access log: no token there
    expect(JSON.stringify(ioMock.mock.calls[0])).not.toContain('"query"');
  });
});

describe('the connected flag', () => {
  it('is set on connect and cleared on disconnect', async () => {
    await saveSession('tok-1', student);
    await connectSocket();
    expect(socketState.connected).toBe(false);
    lastSocket().fire('connect');
    expect(socketState.connected).toBe(true);
    lastSocket().fire('disconnect', 'transport close');
    expect(socketState.connected).toBe(false);
  });

  it.each([
    ['connectedsuccess', { userId: student.id, socketId: 's1' }],
    ['chat', chatMessage],
    ['pay', { orderNo: 'NO1', payStatus: '1', orderStatus: '2' }],
  ])('is set by a %s event', async (name, payload) => {
    await saveSession('tok-1', student);
    await connectSocket();
    lastSocket().serverSends(name, payload);
    expect(socketState.connected).toBe(true);
  });
});

describe('socket events', () => {
  it('reach handlers registered before the connection, until they unsubscribe', async () => {
    const handler = vi.fn();
    const off = onSocketEvent('pay', handler);
    await saveSession('tok-1', student);
    await connectSocket();
    lastSocket().serverSends('pay', { orderNo: 'NO1', payStatus: '1', orderStatus: '2' });
    off();
    lastSocket().serverSends('pay', { orderNo: 'NO2', payStatus: '1', orderStatus: '2' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ orderNo: 'NO1', payStatus: '1', orderStatus: '2' });
  });

  it('include connect, for replays after a reconnect', async () => {
    const handler = vi.fn();
    const off = onSocketEvent('connect', handler);
    await saveSession('tok-1', student);
    await connectSocket();
    lastSocket().fire('connect');
    off();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reach handlers parsed, and a payload that breaks the contract is dropped and logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = vi.fn();
    const off = onSocketEvent('chat', handler);
    await saveSession('tok-1', student);
    await connectSocket();
    lastSocket().serverSends('chat', { ...chatMessage, id: 42 });
    lastSocket().serverSends('chat', chatMessage);
    off();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(chatMessage);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('chat'), expect.any(Array));
  });
});

describe('the end of the session', () => {
  it('disconnects the socket at logout', async () => {
    await saveSession('tok-1', student);
    await connectSocket();
    lastSocket().fire('connect');
    await endSession({ to: '/' });
    expect(lastSocket().disconnected).toBe(true);
    expect(socketState.connected).toBe(false);
  });

  it('disconnects the socket when the login expires, and a new login connects afresh', async () => {
    await saveSession('tok-1', student);
    await connectSocket();
    await expireSession();
    expect(lastSocket().disconnected).toBe(true);
    await saveSession('tok-2', student);
    await connectSocket();
    expect(ioMock).toHaveBeenCalledTimes(2);
    expect(ioMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ auth: { token: 'tok-2', userId: student.id } }),
    );
  });

  it('lets a socket refused by the server be opened again', async () => {
    await saveSession('tok-1', student);
    await connectSocket();
    lastSocket().active = false;
    lastSocket().fire('connect_error', new Error('unauthorized'));
    await connectSocket();
    expect(ioMock).toHaveBeenCalledTimes(2);
  });
});

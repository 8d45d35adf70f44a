/**
 * A stand-in for socket.io-client in client tests: the real src/lib/socket.ts runs over it (schemas, dispatch,
 * connected flag) and the test plays the server with `serverSends`. Use in a test file with
 * `vi.mock('socket.io-client', async () => (await import('./fake-socket-io')).socketIoModule);`
 */
import { vi } from 'vitest';

import type { ChatMessage, NoticeEvent } from '@/contract/socket';
import { connectSocket, disconnectSocket } from '@/lib/socket';

type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  active = true;
  disconnected = false;
  /** What the app emitted, in order. */
  readonly emitted: unknown[][] = [];
  private readonly listeners = new Map<string, Listener[]>();
  private anyListeners: Listener[] = [];

  on(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }
  onAny(listener: Listener) {
    this.anyListeners.push(listener);
    return this;
  }
  offAny() {
    this.anyListeners = [];
    return this;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.active = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
  /** Reserved events (connect, disconnect) go to `on` listeners only, like socket.io. */
  fire(name: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(name) ?? []) listener(...args);
  }
  /** A server event: to `onAny` listeners, then to that event's `on` listeners, like socket.io. */
  serverSends(name: string, payload: unknown) {
    for (const listener of this.anyListeners) listener(name, payload);
    this.fire(name, payload);
  }
}

const sockets: FakeSocket[] = [];

export const socketIoModule = {
  io: vi.fn(() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  }),
};

/** Connects the app's socket (the session must be logged in) and fires `connect`. */
export async function connectFakeSocket(): Promise<FakeSocket> {
  await connectSocket();
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened: is the session logged in?');
  socket.fire('connect');
  return socket;
}

export function closeFakeSockets(): void {
  disconnectSocket();
  sockets.length = 0;
}

export function chatMessage(over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    fromUserId: 'cs-platform',
    toUserId: 'u-1001',
    sendTime: '2026-03-08T06:00:00.000Z',
    msgType: 'text',
    message: '您好，请问有什么可以帮您？',
    fromHeadportraitPreviewUrl: null,
    toHeadportraitPreviewUrl: null,
    status: null,
    roomCode: 'c-1',
    type: null,
    isDeleted: false,
    isStoped: false,
    seq: 1,
    clientMsgId: null,
    ...over,
  };
}

export function noticeEvent(over: Partial<NoticeEvent> = {}): NoticeEvent {
  return {
    id: 'n-new',
    userId: 'u-1001',
    type: 3,
    title: '录取通知',
    content: '恭喜你被录取',
    link: null,
    isRead: false,
    createTime: '2026-03-08T06:00:00.000Z',
    senderName: null,
    ...over,
  };
}

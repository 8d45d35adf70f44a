/**
 * Socket.io clients of a test app: the app listens on a free loopback port, each client speaks websocket only
 * and never reconnects by itself, so a test decides every (re)connect.
 */
import type { AddressInfo } from 'node:net';

import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contract/socket.ts';
import type { TestApp } from './server.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The base URL of an app that listens (see listenOnLoopback). */
export function baseUrl(t: TestApp): string {
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Makes the app listen on a free loopback port; answers its base URL. */
export async function listenOnLoopback(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return baseUrl(t);
}

/** The handshake of a client (auth payload or query) and whether it connects at once. */
export type Handshake = Pick<Partial<ManagerOptions & SocketOptions>, 'auth' | 'query' | 'autoConnect'>;

export function openSocket(url: string, handshake: Handshake): ClientSocket {
  return io(url, { transports: ['websocket'], reconnection: false, forceNew: true, ...handshake });
}

/** Resolves on the server's `connectedsuccess`, rejects on a refused handshake. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    socket.once('connectedsuccess', () => resolve());
    socket.once('connect_error', reject);
  });
}

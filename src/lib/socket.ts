/**
 * The realtime connection, and the only importer of socket.io-client (SPEC sections 4 and 7).
 * Same origin, websocket transport only, handshake auth payload `{ token, userId }` (never the query
 * string, which proxies log; the server still accepts the SPEC's query `{ auth: token, userId }`).
 * `socketState.connected` is set on connect, connectedsuccess, chat and pay, and cleared on
 * disconnect. Features listen with onSocketEvent (before or after the connection exists); nothing is
 * sent over it (a chat send goes over HTTP through the outbox, which flushes on `connect`). Inbound payloads are parsed with the contract schemas; a payload that
 * does not match is logged and dropped. The socket disconnects when the session ends.
 */
import type { Socket, io as ioFactory } from 'socket.io-client';
import { proxy } from 'valtio';
import type { z } from 'zod';

import type * as SocketContractModule from '@/contract/socket';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contract/socket';

import { isLoggedIn, onSessionEnd, session } from './session';

type ServerEvent = keyof ServerToClientEvents;
type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** What a handler receives: the parsed payload of a server event, or the reason of a disconnect. */
export interface SocketListeners {
  connect: () => void;
  disconnect: (reason: string) => void;
  connectedsuccess: (payload: ServerPayload<'connectedsuccess'>) => void;
  chat: (payload: ServerPayload<'chat'>) => void;
  pay: (payload: ServerPayload<'pay'>) => void;
  notice: (payload: ServerPayload<'notice'>) => void;
  task: (payload: ServerPayload<'task'>) => void;
}
export type SocketListenable = keyof SocketListeners;

type SocketContract = typeof SocketContractModule;
type PayloadSchemas = { [E in ServerEvent]: z.ZodType<ServerPayload<E>> };

/** The events' schemas, from the socket contract loaded with the client (not with the first screen). */
function payloadSchemas(contract: SocketContract): PayloadSchemas {
  return {
    connectedsuccess: contract.connectedSuccessSchema,
    chat: contract.chatMessageSchema,
    pay: contract.payEventSchema,
    notice: contract.noticeEventSchema,
    task: contract.taskEventSchema,
  };
}

function isServerEvent(schemas: PayloadSchemas, name: string): name is ServerEvent {
  return Object.hasOwn(schemas, name);
}

export const socketState = proxy<{ connected: boolean }>({ connected: false });

let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
const handlers = new Map<SocketListenable, Set<(payload: never) => void>>();

function dispatch<E extends SocketListenable>(name: E, ...args: Parameters<SocketListeners[E]>): void {
  const set = handlers.get(name) as Set<SocketListeners[E]> | undefined;
  if (!set) return;
  for (const handler of [...set]) {
    try {
      (handler as (...a: Parameters<SocketListeners[E]>) => void)(...args);
    } catch (error) {
      console.error(`socket handler of ${name} failed`, error);
    }
  }
}

function receive(schemas: PayloadSchemas, name: string, payload: unknown): void {
  if (!isServerEvent(schemas, name)) return;
  socketState.connected = true;
  const parsed = schemas[name].safeParse(payload);
  if (!parsed.success) {
    console.error(`socket event ${name} does not match its schema`, parsed.error.issues);
    return;
  }
  (dispatch as (event: ServerEvent, data: unknown) => void)(name, parsed.data);
}

/** Connects when logged in and not connected (or connecting) yet; otherwise does nothing. */
type IoFactory = typeof ioFactory;

let connecting: Promise<void> | null = null;

/**
 * Connects when logged in and not connected. socket.io-client and the events' schemas are loaded on first
 * use, after the first paint, so they are not part of the initial download.
 */
export function connectSocket(): Promise<void> {
  if (connecting) return connecting;
  if (socket || !isLoggedIn()) return Promise.resolve();
  connecting = Promise.all([import('socket.io-client'), import('@/contract/socket')])
    .then(([{ io }, contract]) => {
      connecting = null;
      openSocket(io, contract);
    })
    .catch((error: unknown) => {
      connecting = null;
      console.error('socket client failed to load', error);
    });
  return connecting;
}

function openSocket(io: IoFactory, contract: SocketContract): void {
  // the session may have ended while the client was loading
  if (socket || !isLoggedIn() || !session.token || !session.user) return;
  const next: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: contract.SOCKET_PATH,
    transports: [...contract.SOCKET_TRANSPORTS],
    auth: { token: session.token, userId: session.user.id },
  });
  next.on('connect', () => {
    socketState.connected = true;
    dispatch('connect');
  });
  next.on('disconnect', (reason) => {
    socketState.connected = false;
    // The server closed it (or refused the handshake): socket.io will not retry, so forget it
    // and let a later connectSocket() start afresh.
    if (!next.active && socket === next) socket = null;
    dispatch('disconnect', reason);
  });
  next.on('connect_error', () => {
    if (!next.active && socket === next) socket = null;
  });
  const schemas = payloadSchemas(contract);
  next.onAny((name: string, payload: unknown) => receive(schemas, name, payload));
  socket = next;
}

export function disconnectSocket(): void {
  const current = socket;
  socket = null;
  socketState.connected = false;
  if (!current) return;
  current.offAny();
  current.disconnect();
}

/** Listens to a server event (or connect/disconnect). Returns the unsubscribe function. */
export function onSocketEvent<E extends SocketListenable>(name: E, handler: SocketListeners[E]): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(handler);
  return () => {
    handlers.get(name)?.delete(handler);
  };
}

onSessionEnd(disconnectSocket);

/**
 * Realtime: a socket.io server on Fastify's own http server, websocket transport only. The handshake
 * carries the token (with or without `carrier.`) and `userId`, preferably in the auth payload
 * `{ token, userId }` (out of the URL, which proxies log), else in the query `{ auth, userId }` as the
 * SPEC names it. A client that sends an auth payload is judged by it alone. Token and userId must match or
 * the connection is refused. Each socket joins room `user:{id}`, plus the rooms that the resolvers modules
 * push into `app.socketRooms` return for the user (chat: `user:{accountId}` of each account a staff member
 * operates), resolved during the handshake, then receives `connectedsuccess`. Modules emit through
 * `app.io.to(userRoom(id))`. Sockets close before the http server does (preClose).
 *
 * With REDIS_URL, @socket.io/redis-adapter (node-redis pub and sub connections, channels under
 * `${REDIS_PREFIX}socket.io`) lets several processes share rooms: an emit to `user:{id}` on any process
 * reaches that user's sockets on every process. The connections open before the server is attached
 * (an unreachable Redis stops the boot) and close in onClose, after the http server has stopped.
 */
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';

import {
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  socketHandshakeAuthSchema,
  socketHandshakeQuerySchema,
  userRoom,
  type SocketHandshakeAuth,
} from '../../src/contract/socket.ts';
import type { RealtimeServer } from '../lib/realtime.ts';
import { closeRedis, connectRedis, type RedisClient } from '../lib/redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /** Resolvers of the extra rooms a user's sockets join on connection (modules push into it). */
    socketRooms: SocketRoomResolver[];
    /** Disconnects every socket and stops the engine; safe to call twice. */
    closeRealtime: () => Promise<void>;
  }
}

/** The rooms, besides `user:{id}`, that the sockets of a user join. */
export type SocketRoomResolver = (userId: string) => Promise<string[]>;

type Handshake = Socket['handshake'];

interface RedisPair {
  pub: RedisClient;
  sub: RedisClient;
}

/** The adapter's publisher and subscriber (a subscribed connection can run no other command). */
async function connectAdapterClients(url: string, log: FastifyBaseLogger): Promise<RedisPair> {
  const pub = await connectRedis({ url, name: 'socket.io pub', log });
  try {
    const sub = await connectRedis({ url, name: 'socket.io sub', log });
    return { pub, sub };
  } catch (error) {
    await closeRedis(pub);
    throw error;
  }
}

/**
 * The token and user id of a handshake: from the auth payload when the client sent one (any key), else from
 * the query. Undefined when the chosen place lacks either.
 */
function handshakeCredentials(handshake: Handshake): SocketHandshakeAuth | undefined {
  const payload: unknown = handshake.auth;
  if (typeof payload === 'object' && payload !== null && Object.keys(payload).length > 0) {
    const auth = socketHandshakeAuthSchema.safeParse(payload);
    return auth.success ? auth.data : undefined;
  }
  const query = socketHandshakeQuerySchema.safeParse(handshake.query);
  return query.success ? { token: query.data.auth, userId: query.data.userId } : undefined;
}

export const socketIoPlugin = fp(
  async (app) => {
    const { REDIS_URL, REDIS_PREFIX } = app.config;
    const redis = REDIS_URL ? await connectAdapterClients(REDIS_URL, app.log) : undefined;

    const io: RealtimeServer = new Server(app.server, {
      path: SOCKET_PATH,
      transports: [...SOCKET_TRANSPORTS],
      serveClient: false,
    });
    if (redis) {
      // loaded only with REDIS_URL (boot time and memory of a single process)
      const { createAdapter } = await import('@socket.io/redis-adapter');
      io.adapter(createAdapter(redis.pub, redis.sub, { key: `${REDIS_PREFIX}socket.io` }));
      app.log.info({ key: `${REDIS_PREFIX}socket.io` }, 'socket.io shares rooms through redis');
    }

    const socketRooms: SocketRoomResolver[] = [];
    const extraRooms = new WeakMap<Socket, string[]>();

    io.use((socket, next) => {
      const credentials = handshakeCredentials(socket.handshake);
      if (!credentials) {
        next(new Error('unauthorized'));
        return;
      }
      const admit = async (): Promise<Error | undefined> => {
        const authenticated = await app.authenticate(credentials.token);
        if (!authenticated || authenticated.user.id !== credentials.userId) return new Error('unauthorized');
        const userId = authenticated.user.id;
        socket.data.userId = userId;
        const rooms = await Promise.all(socketRooms.map((resolve) => resolve(userId)));
        extraRooms.set(socket, rooms.flat());
        return undefined;
      };
      admit().then(next, (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('unavailable'));
      });
    });

    io.on('connection', (socket) => {
      const { userId } = socket.data;
      void socket.join([userRoom(userId), ...(extraRooms.get(socket) ?? [])]);
      socket.emit('connectedsuccess', { userId, socketId: socket.id });
    });

    let closed = false;
    const closeRealtime = async () => {
      if (closed) return;
      closed = true;
      // local: through the Redis adapter a plain disconnectSockets would disconnect every process's sockets
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      // not io.close(): that also closes the http server, which Fastify closes itself
      io.engine.close();
    };
    app.decorate('io', io);
    app.decorate('socketRooms', socketRooms);
    app.decorate('closeRealtime', closeRealtime);
    app.addHook('preClose', closeRealtime);
    app.addHook('onClose', async () => {
      await closeRealtime();
      // the http server has stopped: no request can emit any more
      if (redis) await Promise.all([closeRedis(redis.pub), closeRedis(redis.sub)]);
    });
  },
  { name: 'socket-io', dependencies: ['auth'] },
);

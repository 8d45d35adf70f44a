/**
 * Realtime: a socket.io server on Fastify's own http server, websocket transport only. The handshake
 * query carries the token (`auth`, with or without `carrier.`) and `userId`; both must match or the
 * connection is refused. Each socket joins room `user:{id}` and receives `connectedsuccess`.
 * Modules emit through `app.io.to(userRoom(id))`. Sockets close before the http server does (preClose).
 */
import fp from 'fastify-plugin';
import { Server } from 'socket.io';

import {
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  socketHandshakeQuerySchema,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
} from '../../src/contract/socket.ts';

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /** Disconnects every socket and stops the engine; safe to call twice. */
    closeRealtime: () => Promise<void>;
  }
}

/**
 * Several processes share rooms through @socket.io/redis-adapter when REDIS_URL is set. The adapter is not
 * installed yet: wire it here (`io.adapter(createAdapter(pub, sub))`, closing the clients in closeRealtime).
 */
function configureAdapter(redisUrl: string | undefined, warn: (message: string) => void): void {
  if (redisUrl)
    warn('REDIS_URL is set, but the socket.io redis adapter is not installed: rooms stay in this process');
}

export const socketIoPlugin = fp(
  async (app) => {
    const io: RealtimeServer = new Server(app.server, {
      path: SOCKET_PATH,
      transports: [...SOCKET_TRANSPORTS],
      serveClient: false,
    });
    configureAdapter(app.config.REDIS_URL, (message) => app.log.warn(message));

    io.use((socket, next) => {
      const query = socketHandshakeQuerySchema.safeParse(socket.handshake.query);
      if (!query.success) {
        next(new Error('unauthorized'));
        return;
      }
      app.authenticate(query.data.auth).then(
        (authenticated) => {
          if (!authenticated || authenticated.user.id !== query.data.userId) {
            next(new Error('unauthorized'));
            return;
          }
          socket.data.userId = authenticated.user.id;
          next();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'socket handshake failed');
          next(new Error('unavailable'));
        },
      );
    });

    io.on('connection', (socket) => {
      const { userId } = socket.data;
      void socket.join(userRoom(userId));
      socket.emit('connectedsuccess', { userId, socketId: socket.id });
    });

    let closed = false;
    const closeRealtime = async () => {
      if (closed) return;
      closed = true;
      io.disconnectSockets(true);
      await io.of('/').adapter.close();
      // not io.close(): that also closes the http server, which Fastify closes itself
      io.engine.close();
    };
    app.decorate('io', io);
    app.decorate('closeRealtime', closeRealtime);
    app.addHook('preClose', closeRealtime);
    app.addHook('onClose', closeRealtime);
  },
  { name: 'socket-io', dependencies: ['auth'] },
);

import type { Server } from 'socket.io';

import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '../../src/contract/socket.ts';

/** The socket.io server of the contract's events (server/plugins/socket-io.ts creates it as `app.io`). */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

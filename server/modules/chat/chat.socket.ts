/**
 * Socket handlers of chat, the template of every realtime slice (docs/architecture.md "Realtime"):
 * validate the payload with the contract schema (invalid: ack `{ ok: false, code: 410 }`), check the caller
 * may act (not a party: 423 无访问权限), ack `{ ok: true, data }`. Nothing is thrown to socket.io: every
 * outcome is an ack.
 *
 * - `chatsync`: the conversation's messages after `afterSeq`, oldest first, to its parties only.
 *
 * A chat send is not a socket event: the app sends over HTTP through its outbox (chat.routes.ts `send`, with
 * an Idempotency-Key), and the server emits the stored message as `chat` to both sides' rooms.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import { RESULT_CODE, DEFAULT_MESSAGE } from '../../../src/contract/result-codes.ts';
import { socketChatSyncSchema, type Ack, type ChatMessage } from '../../../src/contract/socket.ts';
import { isAppError } from '../../lib/errors.ts';
import type { RealtimeServer } from '../../lib/realtime.ts';
import type { UserRow } from '../user/user.table.ts';
import { createNotPartyError } from './chat.errors.ts';
import type { ChatUsecases } from './chat.usecases.ts';

type Socket = Parameters<Parameters<RealtimeServer['on']>[1]>[0];

function invalid(error: z.ZodError): { ok: false; code: number; message: string } {
  return { ok: false, code: RESULT_CODE.INVALID, message: error.issues[0]?.message ?? DEFAULT_MESSAGE[410] };
}

/** The handlers of one socket; `register` attaches them to every connection of `io`. */
export function createChatSocketHandlers({
  io,
  chat,
  log,
}: {
  io: RealtimeServer;
  chat: ChatUsecases;
  log: FastifyBaseLogger;
}) {
  /** The socket's user, loaded afresh (423 when gone or locked since the handshake). */
  async function userOf(socket: Socket): Promise<UserRow> {
    const user = await chat.findUser(socket.data.userId);
    if (!user || user.locked) throw createNotPartyError();
    return user;
  }

  /** Runs an action and acks its outcome; errors become `{ ok: false }` acks. */
  async function answer<T>(socket: Socket, ack: unknown, action: () => Promise<T>): Promise<void> {
    const reply = typeof ack === 'function' ? (ack as (result: Ack<T>) => void) : () => undefined;
    try {
      reply({ ok: true, data: await action() });
    } catch (error) {
      if (isAppError(error)) {
        reply({ ok: false, code: error.code, message: error.message });
        return;
      }
      log.error({ err: error, socketId: socket.id }, 'socket handler failed');
      reply({ ok: false, code: RESULT_CODE.EXCEPTION, message: DEFAULT_MESSAGE[RESULT_CODE.EXCEPTION] });
    }
  }

  function onChatSync(socket: Socket, payload: unknown, ack: unknown): Promise<void> {
    const parsed = socketChatSyncSchema.safeParse(payload);
    if (!parsed.success) {
      if (typeof ack === 'function') (ack as (result: Ack<ChatMessage[]>) => void)(invalid(parsed.error));
      return Promise.resolve();
    }
    const { roomCode, afterSeq, limitSize } = parsed.data;
    return answer(socket, ack, async () => chat.after(await userOf(socket), roomCode, afterSeq, limitSize));
  }

  return {
    onChatSync,
    register(): void {
      io.on('connection', (socket) => {
        socket.on('chatsync', (payload: unknown, ack: unknown) => void onChatSync(socket, payload, ack));
      });
    },
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import {
  CHAT_LIMITS,
  chatFriendSchema,
  chatMessagesSchema,
  consoleStudentQuerySchema,
  consoleStudentSchema,
  friendMessagesBodySchema,
  messageHistoryQuerySchema,
  messagesAfterBodySchema,
  noticeSchema,
  orgServiceQuerySchema,
  orgServiceSchema,
  platformServiceSchema,
  privateUserQuerySchema,
  sendMessageBodySchema,
  sendNoticeBodySchema,
  setReadQuerySchema,
  staffAccountsSchema,
  unreadSummarySchema,
} from '../../../src/contract/chat.ts';
import { chatMessageSchema } from '../../../src/contract/socket.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { routes, type Routes, type ZodApp } from '../../lib/route.ts';
import { createChatSocketHandlers } from './chat.socket.ts';
import type { ChatImages } from './chat.repository.ts';
import { createChatUsecases } from './chat.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['chat'];

/**
 * Chat, notices and the staff console (SPEC section 7 "Messages and orders"; the model:
 * src/contract/chat.ts). The socket handlers (chat.socket.ts) are registered here on `app.io`, and staff
 * sockets join the rooms of the accounts they operate (`app.socketRooms`).
 */
export interface ChatRoutesOptions {
  /** The image messages' file rule (server/modules/files/files.chat-images.ts). */
  images: ChatImages;
}

type ChatUsecases = ReturnType<typeof createChatUsecases>;

/** Messages of a conversation: pages, back-fill and sending. */
function messageRoutes(app: ZodApp, route: Routes, chat: ChatUsecases): void {
  route.get(
    API.chat.friends,
    {
      summary:
        'My chat friends: a student’s conversations, or those of every account a staff member operates',
      access: 'user',
      response: z.array(chatFriendSchema),
    },
    (request) => chat.friends(requireUser(request)),
  );

  route.post(
    API.chat.friendMessages,
    {
      summary: 'Messages with a friend before minSendTime or beforeSeq, oldest first',
      access: { party: 'peer', id: 'body.friendId' },
      body: friendMessagesBodySchema,
      response: chatMessagesSchema,
    },
    async (request) => {
      const { friendId, accountId, limitSize, minSendTime, beforeSeq } = request.body;
      return await chat.friendMessages(requireUser(request), {
        peerId: friendId,
        accountId,
        limit: limitSize,
        beforeSeq,
        beforeTime: minSendTime,
      });
    },
  );

  route.get(
    API.chat.history,
    {
      summary: 'Message history with a friend: older records before lastTime; marks the conversation read',
      access: { party: 'peer', id: 'query.id' },
      querystring: messageHistoryQuerySchema,
      response: chatMessagesSchema,
    },
    async (request) => {
      const { id, accountId, lastTime } = request.query;
      return await chat.history(requireUser(request), {
        peerId: id,
        accountId,
        limit: CHAT_LIMITS.PAGE_SIZE,
        beforeTime: lastTime,
      });
    },
  );

  route.post(
    API.chat.after,
    {
      summary: 'Back-fill: the messages of a conversation (roomCode) after a sequence number',
      access: { party: 'conversation', id: 'body.roomCode' },
      body: messagesAfterBodySchema,
      response: chatMessagesSchema,
    },
    async (request) => {
      const { roomCode, afterSeq, limitSize } = request.body;
      return await chat.after(requireUser(request), roomCode, afterSeq, limitSize);
    },
  );

  route.post(
    API.chat.send,
    {
      summary:
        'Send a text or image message (the one path of a send; emitted as `chat` to both sides); a resend returns the stored one',
      access: { party: 'sender', id: 'body.fromUserId' },
      body: sendMessageBodySchema,
      response: chatMessageSchema,
    },
    async (request) => {
      const sent = await chat.send(requireUser(request), request.body);
      if (sent.created) app.io.to(sent.rooms).emit('chat', sent.message);
      return sent.message;
    },
  );
}

/** Opening conversations, marking them read, and the service accounts. */
function conversationRoutes(route: Routes, chat: ChatUsecases): void {
  route.get(
    API.chat.clickPrivate,
    {
      summary: 'Open the conversation with an account (a student creates it); answers it as a chat friend',
      access: { party: 'peer', id: 'query.privateUserId' },
      querystring: privateUserQuerySchema,
      response: chatFriendSchema,
    },
    (request) => chat.clickPrivate(requireUser(request), request.query.privateUserId),
  );

  route.get(
    API.chat.setRead,
    {
      summary: 'Mark the conversation with a friend read; answers the unread summary',
      access: { party: 'peer', id: 'query.privateUserId' },
      querystring: setReadQuerySchema,
      response: unreadSummarySchema,
    },
    async (request) => {
      const { privateUserId, accountId } = request.query;
      return await chat.setRead(requireUser(request), privateUserId, accountId);
    },
  );

  route.get(
    API.chat.orgService,
    {
      summary: 'An organization’s customer-service account',
      access: 'user',
      querystring: orgServiceQuerySchema,
      response: orgServiceSchema,
    },
    (request) => chat.orgService(request.query.orgId),
  );

  route.get(
    API.chat.platformService,
    { summary: 'The platform customer-service account', access: 'user', response: platformServiceSchema },
    () => chat.platformService(),
  );
}

/** The staff console's accounts, students and notices. */
function consoleChatRoutes(app: ZodApp, route: Routes, chat: ChatUsecases): void {
  route.get(
    API.console.accounts,
    {
      summary: 'The chat accounts the staff member operates (others: 423)',
      access: 'staff',
      response: staffAccountsSchema,
    },
    (request) => chat.staffAccounts(requireUser(request)),
  );

  route.get(
    API.console.student,
    {
      summary: 'A student of one of the staff member’s conversations: profile and 我的大学List',
      access: { staff: 'student', id: 'query.studentId' },
      querystring: consoleStudentQuerySchema,
      response: consoleStudentSchema,
    },
    (request) => chat.consoleStudent(requireUser(request), request.query.studentId),
  );

  route.post(
    API.console.notice,
    {
      summary:
        'Send a notice to a student of one of the staff member’s conversations (also pushed on the socket)',
      access: { staff: 'student', id: 'body.userId' },
      body: sendNoticeBodySchema,
      response: noticeSchema,
    },
    async (request) => {
      const notice = await chat.sendNotice(requireUser(request), request.body);
      pushNotices(app.io, [notice]);
      return notice;
    },
  );
}

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { images }) => {
  const chat = createChatUsecases({ db: app.db, now: app.clock, images });
  app.socketRooms.push((userId) => chat.accountRooms(userId));
  createChatSocketHandlers({ io: app.io, chat, log: app.log }).register();
  messageRoutes(app, routes(app, tags), chat);
  conversationRoutes(routes(app, tags), chat);
  consoleChatRoutes(app, routes(app, ['console']), chat);
};

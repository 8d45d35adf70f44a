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
  noticePageBodySchema,
  noticePageSchema,
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
  updateReadBodySchema,
} from '../../../src/contract/chat.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import { chatMessageSchema } from '../../../src/contract/socket.ts';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../lib/request-guards.ts';
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

export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { images }) => {
  const chat = createChatUsecases({ db: app.db, now: app.clock, images });
  app.socketRooms.push((userId) => chat.accountRooms(userId));
  createChatSocketHandlers({ io: app.io, chat, log: app.log }).register();

  app.get(
    API.chat.friends,
    {
      schema: {
        tags,
        summary:
          'My chat friends: a student’s conversations, or those of every account a staff member operates',
        response: { 200: envelope(z.array(chatFriendSchema)) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await chat.friends(requireUser(request))),
  );

  app.post(
    API.chat.friendMessages,
    {
      schema: {
        tags,
        summary: 'Messages with a friend before minSendTime or beforeSeq, oldest first',
        body: friendMessagesBodySchema,
        response: { 200: envelope(chatMessagesSchema) },
      },
      config: { access: { party: 'peer', id: 'body.friendId' } },
    },
    async (request) => {
      const { friendId, accountId, limitSize, minSendTime, beforeSeq } = request.body;
      return ok(
        await chat.friendMessages(requireUser(request), {
          peerId: friendId,
          accountId,
          limit: limitSize,
          beforeSeq,
          beforeTime: minSendTime,
        }),
      );
    },
  );

  app.get(
    API.chat.history,
    {
      schema: {
        tags,
        summary: 'Message history with a friend: older records before lastTime; marks the conversation read',
        querystring: messageHistoryQuerySchema,
        response: { 200: envelope(chatMessagesSchema) },
      },
      config: { access: { party: 'peer', id: 'query.id' } },
    },
    async (request) => {
      const { id, accountId, lastTime } = request.query;
      return ok(
        await chat.history(requireUser(request), {
          peerId: id,
          accountId,
          limit: CHAT_LIMITS.PAGE_SIZE,
          beforeTime: lastTime,
        }),
      );
    },
  );

  app.post(
    API.chat.after,
    {
      schema: {
        tags,
        summary: 'Back-fill: the messages of a conversation (roomCode) after a sequence number',
        body: messagesAfterBodySchema,
        response: { 200: envelope(chatMessagesSchema) },
      },
      config: { access: { party: 'conversation', id: 'body.roomCode' } },
    },
    async (request) => {
      const { roomCode, afterSeq, limitSize } = request.body;
      return ok(await chat.after(requireUser(request), roomCode, afterSeq, limitSize));
    },
  );

  app.post(
    API.chat.send,
    {
      schema: {
        tags,
        summary:
          'Send a text or image message (the one path of a send; emitted as `chat` to both sides); a resend returns the stored one',
        body: sendMessageBodySchema,
        response: { 200: envelope(chatMessageSchema) },
      },
      config: { access: { party: 'sender', id: 'body.fromUserId' } },
    },
    async (request) => {
      const sent = await chat.send(requireUser(request), request.body);
      if (sent.created) app.io.to(sent.rooms).emit('chat', sent.message);
      return ok(sent.message);
    },
  );

  app.get(
    API.chat.clickPrivate,
    {
      schema: {
        tags,
        summary: 'Open the conversation with an account (a student creates it); answers it as a chat friend',
        querystring: privateUserQuerySchema,
        response: { 200: envelope(chatFriendSchema) },
      },
      config: { access: { party: 'peer', id: 'query.privateUserId' } },
    },
    async (request) => ok(await chat.clickPrivate(requireUser(request), request.query.privateUserId)),
  );

  app.get(
    API.chat.setRead,
    {
      schema: {
        tags,
        summary: 'Mark the conversation with a friend read; answers the unread summary',
        querystring: setReadQuerySchema,
        response: { 200: envelope(unreadSummarySchema) },
      },
      config: { access: { party: 'peer', id: 'query.privateUserId' } },
    },
    async (request) => {
      const { privateUserId, accountId } = request.query;
      return ok(await chat.setRead(requireUser(request), privateUserId, accountId));
    },
  );

  app.get(
    API.chat.orgService,
    {
      schema: {
        tags,
        summary: 'An organization’s customer-service account',
        querystring: orgServiceQuerySchema,
        response: { 200: envelope(orgServiceSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await chat.orgService(request.query.orgId)),
  );

  app.get(
    API.chat.platformService,
    {
      schema: {
        tags,
        summary: 'The platform customer-service account',
        response: { 200: envelope(platformServiceSchema) },
      },
      config: { access: 'user' },
    },
    async () => ok(await chat.platformService()),
  );

  // --- notices and unread counts --------------------------------------------------------------------------

  app.post(
    API.notice.page,
    {
      schema: {
        tags,
        summary: 'A page of the caller’s notices (userId must be the caller), newest first',
        body: noticePageBodySchema,
        response: { 200: envelope(noticePageSchema) },
      },
      config: { access: { owner: 'self', id: 'body.userId' } },
    },
    async (request) => ok(await chat.noticePage(requireUser(request), request.body)),
  );

  app.post(
    API.notice.updateRead,
    {
      schema: {
        tags,
        summary: 'Mark the caller’s notices read (the ids, or a type, or all); answers the unread summary',
        body: updateReadBodySchema,
        response: { 200: envelope(unreadSummarySchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await chat.updateRead(requireUser(request), request.body)),
  );

  app.get(
    API.notice.validateReadCount,
    {
      schema: {
        tags,
        summary: 'True when the caller has anything unread (messages or notices)',
        response: { 200: envelope(z.boolean()) },
      },
      config: { access: 'user' },
    },
    async (request) => ok((await chat.unreadSummary(requireUser(request))).total > 0),
  );

  app.get(
    API.notice.unreadSummary,
    {
      schema: {
        tags,
        summary: 'Unread messages and notices by type (the badge’s source)',
        response: { 200: envelope(unreadSummarySchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await chat.unreadSummary(requireUser(request))),
  );

  // --- console (staff) ------------------------------------------------------------------------------------

  app.get(
    API.console.accounts,
    {
      schema: {
        tags: ['console'],
        summary: 'The chat accounts the staff member operates (others: 423)',
        response: { 200: envelope(staffAccountsSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => ok(await chat.staffAccounts(requireUser(request))),
  );

  app.get(
    API.console.student,
    {
      schema: {
        tags: ['console'],
        summary: 'A student of one of the staff member’s conversations: profile and 我的大学List',
        querystring: consoleStudentQuerySchema,
        response: { 200: envelope(consoleStudentSchema) },
      },
      config: { access: { staff: 'student', id: 'query.studentId' } },
    },
    async (request) => ok(await chat.consoleStudent(requireUser(request), request.query.studentId)),
  );

  app.post(
    API.console.notice,
    {
      schema: {
        tags: ['console'],
        summary:
          'Send a notice to a student of one of the staff member’s conversations (also pushed on the socket)',
        body: sendNoticeBodySchema,
        response: { 200: envelope(noticeSchema) },
      },
      config: { access: { staff: 'student', id: 'body.userId' } },
    },
    async (request) => {
      const notice = await chat.sendNotice(requireUser(request), request.body);
      pushNotices(app.io, [notice]);
      return ok(notice);
    },
  );
};

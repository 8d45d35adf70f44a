import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import {
  noticePageBodySchema,
  noticePageSchema,
  unreadSummarySchema,
  updateReadBodySchema,
} from '../../../src/contract/chat.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { routes, type Routes } from '../../lib/route.ts';
import { createNoticeUsecases, type NoticeUsecases, type UnreadChat } from './notice.usecases.ts';

export interface NoticeRoutesOptions {
  /** The chat side of the unread summary (server/modules/chat/chat.repository.ts `unreadChatOf`). */
  unreadChat: UnreadChat;
}

/** Notices and unread counts. */
function registerNoticeRoutes(route: Routes, notices: NoticeUsecases): void {
  route.post(
    API.notice.page,
    {
      summary: 'A page of the caller’s notices (userId must be the caller), newest first',
      access: { owner: 'self', id: 'body.userId' },
      body: noticePageBodySchema,
      response: noticePageSchema,
    },
    (request) => notices.noticePage(requireUser(request), request.body),
  );

  route.post(
    API.notice.updateRead,
    {
      summary: 'Mark the caller’s notices read (the ids, or a type, or all); answers the unread summary',
      access: 'user',
      body: updateReadBodySchema,
      response: unreadSummarySchema,
    },
    (request) => notices.updateRead(requireUser(request), request.body),
  );

  route.get(
    API.notice.validateReadCount,
    {
      summary: 'True when the caller has anything unread (messages or notices)',
      access: 'user',
      response: z.boolean(),
    },
    async (request) => (await notices.unreadSummary(requireUser(request))).total > 0,
  );

  route.get(
    API.notice.unreadSummary,
    {
      summary: 'Unread messages and notices by type (the badge’s source)',
      access: 'user',
      response: unreadSummarySchema,
    },
    (request) => notices.unreadSummary(requireUser(request)),
  );
}

export const noticeRoutes: FastifyPluginAsyncZod<NoticeRoutesOptions> = async (app, { unreadChat }) => {
  registerNoticeRoutes(routes(app, ['notice']), createNoticeUsecases({ db: app.db, unreadChat }));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import {
  QA_LIMITS,
  qaAnswerBodySchema,
  qaAskBodySchema,
  qaCollectBodySchema,
  qaCollectResultSchema,
  qaDeleteResultSchema,
  qaDetailSchema,
  qaIdParamsSchema,
  qaLikeBodySchema,
  qaLikeResultSchema,
  qaListItemSchema,
  qaMyPageSchema,
  qaMyQuerySchema,
  qaMyStatisticsSchema,
  qaPageQuerySchema,
  qaPageSchema,
  qaReplyPageQuerySchema,
  qaReplyPageSchema,
  qaReplySchema,
} from '../../../src/contract/qa.ts';
import { routes, type RouteRequest, type ZodApp } from '../../lib/route.ts';
import { perUserLimit, type UserWriteLimitOptions } from '../../lib/user-rate-limit.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { createQaNotFoundError } from './qa.errors.ts';
import { createQaRepository } from './qa.repository.ts';
import { createQaUsecases } from './qa.usecases.ts';

const tags = ['qa'];

/** Students ask, answer and delete: shared caches may keep lists, always revalidated by ETag. */
export const QA_CACHE_CONTROL = 'public, no-cache';
/** The detail requires login: browsers may keep it, shared caches may not; always revalidated. */
export const QA_DETAIL_CACHE_CONTROL = 'private, no-cache';
/** What the route groups of qaRoutes share. */
function qaRoutesContext(app: ZodApp, options: UserWriteLimitOptions) {
  const route = routes(app, tags);
  const limitsOn = options.userWriteRateLimit ?? true;
  const perUser = (max: number) => perUserLimit('qa', max, limitsOn);
  const qa = createQaRepository({ db: app.db });
  const writes = createQaUsecases({ db: app.db, now: app.clock });

  /** A signed-in user's write of a body, limited per user and minute. */
  function userPost<B extends z.ZodType, R extends z.ZodType>(
    url: string,
    spec: { summary: string; body: B; response: R; perMinute: number },
    run: (
      user: ReturnType<typeof requireUser>,
      body: RouteRequest<B, undefined, undefined>['body'],
    ) => Promise<z.input<R>>,
  ) {
    const { summary, body, response, perMinute } = spec;
    route.post(
      url,
      { summary, access: 'user', body, response, config: { rateLimit: perUser(perMinute) } },
      (request) => run(requireUser(request), request.body),
    );
  }
  return { app, options, route, limitsOn, perUser, qa, writes, userPost };
}

type QaRoutesContext = ReturnType<typeof qaRoutesContext>;

function qaReadRoutes({ route, qa, writes, userPost }: QaRoutesContext) {
  route.get(
    API.qa.page,
    {
      summary: 'Questions, newest first (optional category and keyword)',
      access: 'public',
      querystring: qaPageQuerySchema,
      response: qaPageSchema,
      cache: QA_CACHE_CONTROL,
    },
    (request) => qa.findPage(request.query),
  );

  route.get(
    API.qa.replyPage,
    {
      summary: "A question's replies, oldest first (404 when the question is unknown)",
      access: 'public',
      querystring: qaReplyPageQuerySchema,
      response: qaReplyPageSchema,
      cache: QA_CACHE_CONTROL,
      missing: createQaNotFoundError,
    },
    (request) => {
      const { questionId, ...paging } = request.query;
      return qa.findReplyPage(questionId, paging);
    },
  );

  route.get(
    `${API.qa.detail}/:id`,
    {
      summary:
        'One question with its replies and the caller’s likes, collect and own rows (login; 404 when unknown or deleted)',
      access: 'user',
      params: qaIdParamsSchema,
      response: qaDetailSchema,
      cache: QA_DETAIL_CACHE_CONTROL,
      missing: createQaNotFoundError,
    },
    (request) => qa.findById(request.params.id, requireUser(request).id),
  );

  userPost(
    API.qa.ask,
    {
      summary:
        'Ask a question under the client’s id (a replay answers the stored one; another user’s id: 410)',
      body: qaAskBodySchema,
      response: qaListItemSchema,
      perMinute: QA_LIMITS.RATE_QUESTIONS_PER_MINUTE,
    },
    (user, body) => writes.ask(user, body),
  );
}

function qaWriteRoutes({ route, perUser, qa, writes, userPost }: QaRoutesContext) {
  userPost(
    API.qa.answer,
    {
      summary: 'Answer a question under the client’s id (404 when the question is unknown or deleted)',
      body: qaAnswerBodySchema,
      response: qaReplySchema,
      perMinute: QA_LIMITS.RATE_REPLIES_PER_MINUTE,
    },
    (user, body) => writes.answer(user, body),
  );

  userPost(
    API.qa.like,
    {
      summary: 'Set the caller’s like of a question or a reply (a state: true twice is one like)',
      body: qaLikeBodySchema,
      response: qaLikeResultSchema,
      perMinute: QA_LIMITS.RATE_REACTIONS_PER_MINUTE,
    },
    (user, body) => writes.like(user, body),
  );

  userPost(
    API.qa.collect,
    {
      summary: 'Set the caller’s collect (收藏) of a question',
      body: qaCollectBodySchema,
      response: qaCollectResultSchema,
      perMinute: QA_LIMITS.RATE_REACTIONS_PER_MINUTE,
    },
    (user, body) => writes.collect(user, body),
  );

  // the author's soft deletes: anyone else is refused (423); a second delete answers the same
  const deletes = [
    {
      url: API.qa.detail,
      resource: 'qa-question',
      summary: 'Delete the caller’s own question (soft; anyone else: 423; again: the same answer)',
      remove: writes.deleteQuestion,
    },
    {
      url: API.qa.deleteReply,
      resource: 'qa-reply',
      summary: 'Delete the caller’s own reply (soft; anyone else: 423; again: the same answer)',
      remove: writes.deleteReply,
    },
  ] as const;
  for (const { url, resource, summary, remove } of deletes) {
    route.deleteOwn(
      url,
      {
        summary,
        resource,
        params: qaIdParamsSchema,
        response: qaDeleteResultSchema,
        config: { rateLimit: perUser(QA_LIMITS.RATE_REPLIES_PER_MINUTE) },
      },
      remove,
    );
  }

  route.get(
    API.qa.myStatistics,
    {
      summary: 'Counts of the caller’s questions, replies and collects',
      access: 'user',
      response: qaMyStatisticsSchema,
    },
    (request) => qa.myStatistics(requireUser(request).id),
  );
}

function qaMineRoutes({ route, qa }: QaRoutesContext) {
  route.get(
    API.qa.my,
    {
      summary: '我的提问 / 我的回答 / 我的收藏, newest first',
      access: 'user',
      querystring: qaMyQuerySchema,
      response: qaMyPageSchema,
    },
    (request) => qa.findMyPage(requireUser(request).id, request.query),
  );
}

/**
 * Study-abroad Q&A (SPEC section 7 "Q&A"): public list and replies, the detail for signed-in users with their
 * state; asking, answering, likes, collects, the author's deletes, 我的提问 / 我的回答 / 我的收藏.
 */
export const qaRoutes: FastifyPluginAsyncZod<UserWriteLimitOptions> = async (app, options) => {
  const ctx = qaRoutesContext(app, options);
  qaReadRoutes(ctx);
  qaWriteRoutes(ctx);
  qaMineRoutes(ctx);
};

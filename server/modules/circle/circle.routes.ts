/**
 * 留学圈 (SPEC section 7 "Circle"; src/contract/circle.ts): the 推荐 feed is public (with a token the caller's
 * likes, follows and reports apply), everything else needs a login. Writes carry the client's id and are
 * limited per user (CIRCLE_LIMITS.RATE_*: posts and forwards together, comments, reactions = likes, follows
 * and reports together), keyed by the signed-in user and checked in preHandler, after the login guard and
 * after an Idempotency-Key replay (a replay is answered before it counts). Notices to authors are pushed as
 * `notice` to their rooms. The console's report queue is for platform customer service.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import type { Notice } from '../../../src/contract/chat.ts';
import {
  CIRCLE_LIMITS,
  circleAddBodySchema,
  circleCommentBodySchema,
  circleCommentLikeBodySchema,
  circleCommentPageSchema,
  circleCommentQuerySchema,
  circleCommentSchema,
  circleDeleteResultSchema,
  circleFeedQuerySchema,
  circleFeedSchema,
  circleFollowBodySchema,
  circleFollowResultSchema,
  circleForwardBodySchema,
  circleIdParamsSchema,
  circleLikeBodySchema,
  circleLikeResultSchema,
  circlePagingQuerySchema,
  circlePersonPageSchema,
  circlePersonQuerySchema,
  circlePostSchema,
  circleReportBodySchema,
  circleReportItemSchema,
  circleReportPageSchema,
  circleReportQuerySchema,
  circleReportResolveBodySchema,
} from '../../../src/contract/circle.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import { ok } from '../../lib/envelope.ts';
import { authHeader, requireUser } from '../../lib/request-guards.ts';
import { createCircleUsecases } from './circle.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['circle'];
const NO_STORE = 'private, no-store';

export interface CircleRoutesOptions {
  /** The per-user write limits (default on; tests that send many writes of one user lift them). */
  userWriteRateLimit?: boolean;
}

export const circleRoutes: FastifyPluginAsyncZod<CircleRoutesOptions> = async (app, options) => {
  const usecases = createCircleUsecases({ db: app.db });

  /** The signed-in caller of the public feed, if any (the login guard covers only protected paths). */
  async function optionalUserId(request: FastifyRequest): Promise<string | null> {
    if (!authHeader(request)) return null;
    const authenticated = await app.authenticate(authHeader(request));
    return authenticated?.user.id ?? null;
  }

  function push(notices: Notice[]): void {
    pushNotices(app.io, notices);
  }

  /** One shared window per bucket and user: the limiter is one function (one store) for all its routes. */
  const noLimit: preHandlerAsyncHookHandler = async () => undefined;
  function userLimit(bucket: string, max: number): preHandlerAsyncHookHandler {
    if (options.userWriteRateLimit === false) return noLimit;
    return app.rateLimit({
      max,
      timeWindow: '1 minute',
      // preHandler: the login guard (onRequest) has set request.user; every circle write needs a login
      hook: 'preHandler',
      keyGenerator: (request) => `circle-${bucket}:${request.user?.id ?? request.ip}`,
    });
  }
  const postsLimit = userLimit('posts', CIRCLE_LIMITS.RATE_POSTS_PER_MINUTE);
  const commentsLimit = userLimit('comments', CIRCLE_LIMITS.RATE_COMMENTS_PER_MINUTE);
  const reactionsLimit = userLimit('reactions', CIRCLE_LIMITS.RATE_REACTIONS_PER_MINUTE);

  // --- reads -----------------------------------------------------------------------------------------------

  app.get(
    API.circle.feed,
    {
      schema: {
        tags,
        summary: '推荐 feed: rank_score order (recent, weighted by likes and comments), cursor-paged; topic',
        querystring: circleFeedQuerySchema,
        response: { 200: envelope(circleFeedSchema) },
      },
      config: { access: 'optional-user' },
    },
    async (request, reply) => {
      const viewerId = await optionalUserId(request);
      reply.header('cache-control', NO_STORE);
      return ok(await usecases.feed(viewerId, request.query));
    },
  );

  app.get(
    API.circle.following,
    {
      schema: {
        tags,
        summary: '关注 feed: posts of the people I follow, newest first, cursor-paged',
        querystring: circlePagingQuerySchema,
        response: { 200: envelope(circleFeedSchema) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return ok(await usecases.following(requireUser(request).id, request.query));
    },
  );

  app.get(
    API.circle.mine,
    {
      schema: {
        tags,
        summary: '我的 feed: my posts, newest first, cursor-paged',
        querystring: circlePagingQuerySchema,
        response: { 200: envelope(circleFeedSchema) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return ok(await usecases.mine(requireUser(request).id, request.query));
    },
  );

  app.get(
    API.circle.personal,
    {
      schema: {
        tags,
        summary: "A person's page: display name, avatar, counts, whether I follow them; their posts",
        querystring: circlePersonQuerySchema,
        response: { 200: envelope(circlePersonPageSchema) },
      },
      config: { access: { others: 'public-fields', id: 'query.userId' } },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return ok(await usecases.personal(requireUser(request).id, request.query));
    },
  );

  app.get(
    API.circle.comments,
    {
      schema: {
        tags,
        summary: "A post's comments, oldest first, cursor-paged (a deleted post has none)",
        querystring: circleCommentQuerySchema,
        response: { 200: envelope(circleCommentPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return ok(await usecases.comments(requireUser(request).id, request.query));
    },
  );

  app.get(
    `${API.circle.post}/:id`,
    {
      schema: {
        tags,
        summary: 'One post (deleted, hidden or reported by me: 帖子不存在或已删除)',
        params: circleIdParamsSchema,
        response: { 200: envelope(circlePostSchema) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return ok(await usecases.post(requireUser(request).id, request.params.id));
    },
  );

  // --- writes ----------------------------------------------------------------------------------------------

  app.post(
    API.circle.add,
    {
      schema: {
        tags,
        summary: 'A new post under the client id (a replay by its author answers the stored post)',
        body: circleAddBodySchema,
        response: { 200: envelope(circlePostSchema) },
      },
      config: { access: 'user' },
      preHandler: postsLimit,
    },
    async (request) => ok(await usecases.add(requireUser(request), request.body, app.clock())),
  );

  app.post(
    API.circle.forward,
    {
      schema: {
        tags,
        summary: 'Forward a post: quotes its root original (forward_count +1, a notice to its author)',
        body: circleForwardBodySchema,
        response: { 200: envelope(circlePostSchema) },
      },
      config: { access: 'user' },
      preHandler: postsLimit,
    },
    async (request) => {
      const { data, notices } = await usecases.forward(requireUser(request), request.body, app.clock());
      push(notices);
      return ok(data);
    },
  );

  app.post(
    API.circle.addComment,
    {
      schema: {
        tags,
        summary: 'Comment on a post, or reply to a comment of the same post (a notice to whom it answers)',
        body: circleCommentBodySchema,
        response: { 200: envelope(circleCommentSchema) },
      },
      config: { access: 'user' },
      preHandler: commentsLimit,
    },
    async (request) => {
      const { data, notices } = await usecases.addComment(requireUser(request), request.body, app.clock());
      push(notices);
      return ok(data);
    },
  );

  app.post(
    API.circle.like,
    {
      schema: {
        tags,
        summary: 'Set my like of a post (a state: liking twice is one like)',
        body: circleLikeBodySchema,
        response: { 200: envelope(circleLikeResultSchema) },
      },
      config: { access: 'user' },
      preHandler: reactionsLimit,
    },
    async (request) => {
      const { postId, liked } = request.body;
      const { data, notices } = await usecases.likePost(requireUser(request), postId, liked, app.clock());
      push(notices);
      return ok(data);
    },
  );

  app.post(
    API.circle.likeComment,
    {
      schema: {
        tags,
        summary: 'Set my like of a comment (a state)',
        body: circleCommentLikeBodySchema,
        response: { 200: envelope(circleLikeResultSchema) },
      },
      config: { access: 'user' },
      preHandler: reactionsLimit,
    },
    async (request) => {
      const { commentId, liked } = request.body;
      return ok(await usecases.likeComment(requireUser(request), commentId, liked, app.clock()));
    },
  );

  app.post(
    API.circle.attention,
    {
      schema: {
        tags,
        summary: 'Follow a user (a state; following yourself is refused)',
        body: circleFollowBodySchema,
        response: { 200: envelope(circleFollowResultSchema) },
      },
      config: { access: 'user' },
      preHandler: reactionsLimit,
    },
    async (request) => {
      const { data, notices } = await usecases.follow(
        requireUser(request),
        request.body.userId,
        true,
        app.clock(),
      );
      push(notices);
      return ok(data);
    },
  );

  app.post(
    API.circle.cancelAttention,
    {
      schema: {
        tags,
        summary: 'Unfollow a user (not following: the same answer)',
        body: circleFollowBodySchema,
        response: { 200: envelope(circleFollowResultSchema) },
      },
      config: { access: 'user' },
      preHandler: reactionsLimit,
    },
    async (request) => {
      const { data } = await usecases.follow(requireUser(request), request.body.userId, false, app.clock());
      return ok(data);
    },
  );

  app.post(
    API.circle.report,
    {
      schema: {
        tags,
        summary: '举报 a post or comment: hidden for me at once, queued for the console (once per item)',
        body: circleReportBodySchema,
        response: { 200: envelope(z.null()) },
      },
      config: { access: 'user' },
      preHandler: reactionsLimit,
    },
    async (request) => {
      await usecases.report(requireUser(request), request.body, app.clock());
      return ok(null);
    },
  );

  app.delete(
    `${API.circle.post}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete my post (soft; its comments go with it); anyone else: 423 and nothing changes',
        params: circleIdParamsSchema,
        response: { 200: envelope(circleDeleteResultSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await usecases.deletePost(requireUser(request), request.params.id, app.clock())),
  );

  app.delete(
    `${API.circle.comment}/:id`,
    {
      schema: {
        tags,
        summary: "Delete my comment (soft; the post's comment count -1); anyone else: 423",
        params: circleIdParamsSchema,
        response: { 200: envelope(circleDeleteResultSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await usecases.deleteComment(requireUser(request), request.params.id, app.clock())),
  );

  // --- console (platform customer service) -----------------------------------------------------------------

  app.get(
    API.console.circleReports,
    {
      schema: {
        tags: ['console'],
        summary:
          'Reported circle posts and comments by status, oldest first (platform service only; others 423)',
        querystring: circleReportQuerySchema,
        response: { 200: envelope(circleReportPageSchema) },
      },
      config: { access: 'staff' },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return ok(await usecases.reportPage(requireUser(request), request.query));
    },
  );

  app.post(
    API.console.resolveCircleReport,
    {
      schema: {
        tags: ['console'],
        summary:
          'Resolve a report: HIDE hides the item for everyone (its open reports become 已隐藏), DISMISS keeps it',
        body: circleReportResolveBodySchema,
        response: { 200: envelope(circleReportItemSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => ok(await usecases.resolveReport(requireUser(request), request.body, app.clock())),
  );
};

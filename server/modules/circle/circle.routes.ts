/**
 * 留学圈 (SPEC section 7 "Circle"; src/contract/circle.ts): the 推荐 feed is public (with a token the caller's
 * likes, follows and reports apply), everything else needs a login. Writes carry the client's id and are
 * limited per user (CIRCLE_LIMITS.RATE_*: posts and forwards together, comments, reactions = likes, follows
 * and reports together), keyed by the signed-in user and checked in preHandler, after the login guard and
 * after an Idempotency-Key replay (a replay is answered before it counts). Notices to authors are pushed as
 * `notice` to their rooms. The console's report queue is for platform customer service.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
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
import { optionalUserId, requireUser } from '../../lib/request-guards.ts';
import { routes, type Routes, type ZodApp } from '../../lib/route.ts';
import { createCircleUsecases, type WithNotices } from './circle.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['circle'];
const consoleTags = ['console'];

export interface CircleRoutesOptions {
  /** The per-user write limits (default on; tests that send many writes of one user lift them). */
  userWriteRateLimit?: boolean;
}

/**
 * Registers routes in a child context whose preHandler hook is `hook` (route.ts's spec takes none): a write
 * bucket's limiter, or the reads' no-store header. The context's hook runs after the application's
 * preHandler hooks (the idempotency check), as a route's own preHandler would.
 */
async function withPreHandler(
  app: ZodApp,
  scopeTags: string[],
  hook: preHandlerAsyncHookHandler,
  register: (route: Routes) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', hook);
    register(routes(scope, scopeTags));
  });
}

/** Reads answer per caller: no cache may keep them. */
const noStore: preHandlerAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'private, no-store');
};

/** What the route groups of circleRoutes share. */
function circleRoutesContext(app: ZodApp) {
  const usecases = createCircleUsecases({ db: app.db });

  /** The data of a write, its notices pushed to their users' rooms (the transaction has committed). */
  async function pushed<T>(write: Promise<WithNotices<T>>): Promise<T> {
    const { data, notices } = await write;
    pushNotices(app.io, notices);
    return data;
  }

  return { usecases, pushed, clock: () => app.clock() };
}

type CircleRoutesContext = ReturnType<typeof circleRoutesContext>;

function circleReadRoutes({ usecases }: CircleRoutesContext, route: Routes) {
  route.get(
    API.circle.feed,
    {
      summary: '推荐 feed: rank_score order (recent, weighted by likes and comments), cursor-paged; topic',
      access: 'optional-user',
      querystring: circleFeedQuerySchema,
      response: circleFeedSchema,
    },
    async (request) => usecases.feed(await optionalUserId(request), request.query),
  );

  route.get(
    API.circle.following,
    {
      summary: '关注 feed: posts of the people I follow, newest first, cursor-paged',
      access: 'user',
      querystring: circlePagingQuerySchema,
      response: circleFeedSchema,
    },
    (request) => usecases.following(requireUser(request).id, request.query),
  );

  route.get(
    API.circle.mine,
    {
      summary: '我的 feed: my posts, newest first, cursor-paged',
      access: 'user',
      querystring: circlePagingQuerySchema,
      response: circleFeedSchema,
    },
    (request) => usecases.mine(requireUser(request).id, request.query),
  );

  route.get(
    API.circle.personal,
    {
      summary: "A person's page: display name, avatar, counts, whether I follow them; their posts",
      access: { others: 'public-fields', id: 'query.userId' },
      querystring: circlePersonQuerySchema,
      response: circlePersonPageSchema,
    },
    (request) => usecases.personal(requireUser(request).id, request.query),
  );

  route.get(
    API.circle.comments,
    {
      summary: "A post's comments, oldest first, cursor-paged (a deleted post has none)",
      access: 'user',
      querystring: circleCommentQuerySchema,
      response: circleCommentPageSchema,
    },
    (request) => usecases.comments(requireUser(request).id, request.query),
  );

  route.get(
    `${API.circle.post}/:id`,
    {
      summary: 'One post (deleted, hidden or reported by me: 帖子不存在或已删除)',
      access: 'user',
      params: circleIdParamsSchema,
      response: circlePostSchema,
    },
    (request) => usecases.post(requireUser(request).id, request.params.id),
  );
}

/** Posts and forwards: one limit window together. */
function circlePostRoutes({ usecases, pushed, clock }: CircleRoutesContext, route: Routes) {
  route.post(
    API.circle.add,
    {
      summary: 'A new post under the client id (a replay by its author answers the stored post)',
      access: 'user',
      body: circleAddBodySchema,
      response: circlePostSchema,
    },
    (request) => usecases.add(requireUser(request), request.body, clock()),
  );

  route.post(
    API.circle.forward,
    {
      summary: 'Forward a post: quotes its root original (forward_count +1, a notice to its author)',
      access: 'user',
      body: circleForwardBodySchema,
      response: circlePostSchema,
    },
    (request) => pushed(usecases.forward(requireUser(request), request.body, clock())),
  );
}

function circleCommentRoutes({ usecases, pushed, clock }: CircleRoutesContext, route: Routes) {
  route.post(
    API.circle.addComment,
    {
      summary: 'Comment on a post, or reply to a comment of the same post (a notice to whom it answers)',
      access: 'user',
      body: circleCommentBodySchema,
      response: circleCommentSchema,
    },
    (request) => pushed(usecases.addComment(requireUser(request), request.body, clock())),
  );
}

/** Likes, follows and reports: one limit window together. */
function circleReactionRoutes({ usecases, pushed, clock }: CircleRoutesContext, route: Routes) {
  route.post(
    API.circle.like,
    {
      summary: 'Set my like of a post (a state: liking twice is one like)',
      access: 'user',
      body: circleLikeBodySchema,
      response: circleLikeResultSchema,
    },
    (request) => {
      const { postId, liked } = request.body;
      return pushed(usecases.likePost(requireUser(request), postId, liked, clock()));
    },
  );

  route.post(
    API.circle.likeComment,
    {
      summary: 'Set my like of a comment (a state)',
      access: 'user',
      body: circleCommentLikeBodySchema,
      response: circleLikeResultSchema,
    },
    (request) => {
      const { commentId, liked } = request.body;
      return usecases.likeComment(requireUser(request), commentId, liked, clock());
    },
  );

  const follows = [
    {
      url: API.circle.attention,
      followed: true,
      summary: 'Follow a user (a state; following yourself is refused)',
    },
    {
      url: API.circle.cancelAttention,
      followed: false,
      summary: 'Unfollow a user (not following: the same answer)',
    },
  ];
  for (const { url, followed, summary } of follows) {
    route.post(
      url,
      { summary, access: 'user', body: circleFollowBodySchema, response: circleFollowResultSchema },
      (request) => pushed(usecases.follow(requireUser(request), request.body.userId, followed, clock())),
    );
  }

  route.post(
    API.circle.report,
    {
      summary: '举报 a post or comment: hidden for me at once, queued for the console (once per item)',
      access: 'user',
      body: circleReportBodySchema,
      response: z.null(),
    },
    async (request) => {
      await usecases.report(requireUser(request), request.body, clock());
      return null;
    },
  );
}

function circleDeleteRoutes({ usecases, clock }: CircleRoutesContext, route: Routes) {
  route.delete(
    `${API.circle.post}/:id`,
    {
      summary: 'Delete my post (soft; its comments go with it); anyone else: 423 and nothing changes',
      access: 'user',
      params: circleIdParamsSchema,
      response: circleDeleteResultSchema,
    },
    (request) => usecases.deletePost(requireUser(request), request.params.id, clock()),
  );

  route.delete(
    `${API.circle.comment}/:id`,
    {
      summary: "Delete my comment (soft; the post's comment count -1); anyone else: 423",
      access: 'user',
      params: circleIdParamsSchema,
      response: circleDeleteResultSchema,
    },
    (request) => usecases.deleteComment(requireUser(request), request.params.id, clock()),
  );
}

/** The console's report queue (platform customer service; the usecases refuse other staff). */
function circleConsoleReadRoutes({ usecases }: CircleRoutesContext, route: Routes) {
  route.get(
    API.console.circleReports,
    {
      summary:
        'Reported circle posts and comments by status, oldest first (platform service only; others 423)',
      access: 'staff',
      querystring: circleReportQuerySchema,
      response: circleReportPageSchema,
    },
    (request) => usecases.reportPage(requireUser(request), request.query),
  );
}

function circleConsoleWriteRoutes({ usecases, clock }: CircleRoutesContext, route: Routes) {
  route.post(
    API.console.resolveCircleReport,
    {
      summary:
        'Resolve a report: HIDE hides the item for everyone (its open reports become 已隐藏), DISMISS keeps it',
      access: 'staff',
      body: circleReportResolveBodySchema,
      response: circleReportItemSchema,
    },
    (request) => usecases.resolveReport(requireUser(request), request.body, clock()),
  );
}

export const circleRoutes: FastifyPluginAsyncZod<CircleRoutesOptions> = async (app, options) => {
  const ctx = circleRoutesContext(app);
  /** One shared window per bucket and user: the limiter is one function (one store) for all its routes. */
  const noLimit: preHandlerAsyncHookHandler = async () => undefined;
  const userLimit = (bucket: string, max: number): preHandlerAsyncHookHandler =>
    options.userWriteRateLimit === false
      ? noLimit
      : app.rateLimit({
          max,
          timeWindow: '1 minute',
          // preHandler: the login guard (onRequest) has set request.user; every circle write needs a login
          hook: 'preHandler',
          keyGenerator: (request) => `circle-${bucket}:${request.user?.id ?? request.ip}`,
        });
  await withPreHandler(app, tags, noStore, (route) => circleReadRoutes(ctx, route));
  await withPreHandler(app, tags, userLimit('posts', CIRCLE_LIMITS.RATE_POSTS_PER_MINUTE), (route) =>
    circlePostRoutes(ctx, route),
  );
  await withPreHandler(app, tags, userLimit('comments', CIRCLE_LIMITS.RATE_COMMENTS_PER_MINUTE), (route) =>
    circleCommentRoutes(ctx, route),
  );
  await withPreHandler(app, tags, userLimit('reactions', CIRCLE_LIMITS.RATE_REACTIONS_PER_MINUTE), (route) =>
    circleReactionRoutes(ctx, route),
  );
  circleDeleteRoutes(ctx, routes(app, tags));
  await withPreHandler(app, consoleTags, noStore, (route) => circleConsoleReadRoutes(ctx, route));
  circleConsoleWriteRoutes(ctx, routes(app, consoleTags));
};

/**
 * 留学圈 contract (SPEC sections 2 StudyCircle /circle, 3 upload kind ABROAD_CIRCLE and notice type Circle 1,
 * 7 "Circle"). Every string a user writes is plain text: the client renders it as text only (React text
 * nodes), never as HTML, in the feed, the detail, notices and the console.
 *
 * Model:
 * - A post has text (CIRCLE_LIMITS.POST_TEXT_MAX), up to CIRCLE_LIMITS.POST_IMAGES_MAX images (the author's own
 *   ABROAD_CIRCLE uploads, `/files/{id}`; posting makes them public) and at most one tag: a topic of
 *   CIRCLE_TOPICS or a school of the catalog. A forward is a post that quotes another (`forwardOf`); when the
 *   original is deleted the quote shows CIRCLE_TEXT.ORIGINAL_DELETED.
 * - Comments belong to a post; a reply is a comment with `replyToId` (another comment of the same post).
 * - Likes and follows are states, not toggles: `{ liked: true }` twice is one like, so an outbox replay or a
 *   double tap changes nothing.
 * - Writes carry the client's id (`id`, a UUID, also the outbox entry id and Idempotency-Key): the server
 *   stores the post or comment under it, so a comment can name a post still waiting in the outbox, and a
 *   replay of the same id by the same author answers the stored row.
 * - Feeds are cursor-paged (`cursor` = the last item's `cursor`, opaque), stable under new posts:
 *   RECOMMEND (recent, weighted by likes and comments), FOLLOWING (people I follow, newest first), MINE, and
 *   a person's posts. Items the caller reported are left out of everything the caller reads.
 */
import { z } from 'zod';

import { intFields } from './fields.ts';
import { safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

export const CIRCLE_LIMITS = {
  POST_TEXT_MAX: 2000,
  /** A post needs text or at least one image; a forward may have no text of its own. */
  POST_IMAGES_MAX: 9,
  COMMENT_TEXT_MAX: 500,
  REPORT_REASON_MAX: 200,
  FEED_PAGE_DEFAULT: 10,
  FEED_PAGE_MAX: 30,
  COMMENT_PAGE_DEFAULT: 20,
  /** Lines of a post's text shown in a feed card before 全文. */
  FOLD_LINES: 6,
  /** Characters after which a card folds its text whatever the lines. */
  FOLD_CHARS: 200,
  /** Per user, per minute: posts and forwards together; comments; likes, follows and reports together. */
  RATE_POSTS_PER_MINUTE: 5,
  RATE_COMMENTS_PER_MINUTE: 20,
  RATE_REACTIONS_PER_MINUTE: 120,
} as const;

/** Topic tags, in chip order. */
export const CIRCLE_TOPICS = {
  OFFER: 'Offer报喜',
  APPLY: '申请经验',
  EXAM: '考试备考',
  VISA: '签证出行',
  LIFE: '海外生活',
  ASK: '求助提问',
} as const;
export type CircleTopic = keyof typeof CIRCLE_TOPICS;
export const CIRCLE_TOPIC_CODES = Object.keys(CIRCLE_TOPICS) as [CircleTopic, ...CircleTopic[]];

export const CIRCLE_FEEDS = { RECOMMEND: '推荐', FOLLOWING: '关注', MINE: '我的' } as const;
export type CircleFeed = keyof typeof CIRCLE_FEEDS;
export const CIRCLE_FEED_CODES = Object.keys(CIRCLE_FEEDS) as [CircleFeed, ...CircleFeed[]];

export const CIRCLE_REPORT_REASONS = {
  SPAM: '垃圾广告',
  ABUSE: '辱骂攻击',
  FRAUD: '虚假信息或诈骗',
  PRIVACY: '泄露他人隐私',
  OTHER: '其他',
} as const;
export type CircleReportReason = keyof typeof CIRCLE_REPORT_REASONS;

/** UI texts and error messages of the circle (ours; the spec shows none). */
export const CIRCLE_TEXT = {
  POST_EMPTY: '请输入内容或选择图片',
  POST_TOO_LONG: `内容不能超过${CIRCLE_LIMITS.POST_TEXT_MAX}字`,
  TOO_MANY_IMAGES: `最多选择${CIRCLE_LIMITS.POST_IMAGES_MAX}张图片`,
  COMMENT_EMPTY: '请输入评论内容',
  COMMENT_TOO_LONG: `评论不能超过${CIRCLE_LIMITS.COMMENT_TEXT_MAX}字`,
  POST_NOT_FOUND: '帖子不存在或已删除',
  COMMENT_NOT_FOUND: '评论不存在或已删除',
  USER_NOT_FOUND: '用户不存在',
  NOT_AUTHOR: '只能删除自己发布的内容',
  FOLLOW_SELF: '不能关注自己',
  IMAGE_INVALID: '图片无效，请重新选择',
  SCHOOL_NOT_FOUND: '学校不存在',
  REPLY_NOT_IN_POST: '回复的评论不属于该帖子',
  ORIGINAL_DELETED: '原帖已删除',
  REPORTED: '已举报，我们会尽快处理',
  SENDING: '发送中',
  SEND_FAILED: '发送失败',
  RETRY: '重试',
  EDIT: '编辑',
  DELETE: '删除',
  FULL_TEXT: '全文',
  COLLAPSE: '收起',
  EMPTY_RECOMMEND: '还没有人发帖，来发第一条吧',
  EMPTY_FOLLOWING: '关注的人还没有发帖，去推荐里看看吧',
  EMPTY_MINE: '你还没有发过帖子',
  EMPTY_COMMENTS: '还没有评论，来说两句吧',
} as const;

/** Notice texts to authors (notice type Circle 1); `{name}` is the actor's display name. */
export const CIRCLE_NOTICE = {
  COMMENT: { title: '新评论', content: '{name}评论了你的帖子：{text}' },
  REPLY: { title: '新回复', content: '{name}回复了你的评论：{text}' },
  LIKE: { title: '新点赞', content: '{name}赞了你的帖子' },
  FOLLOW: { title: '新关注', content: '{name}关注了你' },
  FORWARD: { title: '新转发', content: '{name}转发了你的帖子' },
} as const;
/** Characters of a post or comment quoted in a notice. */
export const CIRCLE_NOTICE_QUOTE_MAX = 40;

/** `/circle?post={id}`: where a Circle notice links. */
export function circlePostLink(postId: string): string {
  return `/circle?post=${postId}`;
}
/** `/circle?user={id}`: a person's page. */
export function circleUserLink(userId: string): string {
  return `/circle?user=${userId}`;
}

const circleId = () => safeText().trim().min(1).max(64);
const clientId = () => safeText().uuid();

// --- read shapes -------------------------------------------------------------------------------------------

export const circleAuthorSchema = z.object({
  id: z.string(),
  /** Nickname, else name, else a masked mobile. */
  name: z.string(),
  /** Image URL, or null: the client shows the name's first character. */
  avatar: z.string().nullable(),
});
export type CircleAuthor = z.infer<typeof circleAuthorSchema>;

export const circleTagSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TOPIC'), code: z.enum(CIRCLE_TOPIC_CODES), name: z.string() }),
  z.object({ kind: z.literal('SCHOOL'), code: z.string(), name: z.string() }),
]);
export type CircleTag = z.infer<typeof circleTagSchema>;

/** The quoted original of a forward; `deleted` when its author removed it (then no text or images). */
export const circleQuoteSchema = z.object({
  id: z.string(),
  deleted: z.boolean(),
  author: circleAuthorSchema.nullable(),
  content: z.string(),
  images: z.array(z.string()),
  createTime: z.string().nullable(),
});
export type CircleQuote = z.infer<typeof circleQuoteSchema>;

export const circlePostSchema = z.object({
  id: z.string(),
  author: circleAuthorSchema,
  content: z.string(),
  /** `/files/{id}` URLs, in the author's order. */
  images: z.array(z.string()),
  tag: circleTagSchema.nullable(),
  forwardOf: circleQuoteSchema.nullable(),
  /** ISO 8601. */
  createTime: z.string(),
  ...intFields('likeCount', 'commentCount', 'forwardCount'),
  /** The caller's state (false for a visitor). */
  liked: z.boolean(),
  /** The caller follows the author (false for a visitor and for the caller's own posts). */
  followingAuthor: z.boolean(),
  mine: z.boolean(),
  /** Opaque: pass as `cursor` to get the items after this one in the same feed. */
  cursor: z.string(),
});
export type CirclePost = z.infer<typeof circlePostSchema>;

export const circleFeedSchema = z.object({
  list: z.array(circlePostSchema),
  /** The cursor of the next page, or null at the end. */
  nextCursor: z.string().nullable(),
});
export type CircleFeedPage = z.infer<typeof circleFeedSchema>;

export const circleCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: circleAuthorSchema,
  content: z.string(),
  /** The comment this one answers (same post), with its author: shown as 回复 {name}. */
  replyToId: z.string().nullable(),
  replyToAuthor: circleAuthorSchema.nullable(),
  createTime: z.string(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  mine: z.boolean(),
  cursor: z.string(),
});
export type CircleComment = z.infer<typeof circleCommentSchema>;

export const circleCommentPageSchema = z.object({
  list: z.array(circleCommentSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type CircleCommentPage = z.infer<typeof circleCommentPageSchema>;

export const circlePersonSchema = circleAuthorSchema.extend({
  ...intFields('postCount', 'followerCount', 'followingCount'),
  /** The caller follows this person. */
  followed: z.boolean(),
  self: z.boolean(),
});
export type CirclePerson = z.infer<typeof circlePersonSchema>;

export const circlePersonPageSchema = z.object({
  person: circlePersonSchema,
  posts: circleFeedSchema,
});
export type CirclePersonPage = z.infer<typeof circlePersonPageSchema>;

// --- queries -------------------------------------------------------------------------------------------------

const feedPaging = {
  cursor: safeText().trim().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CIRCLE_LIMITS.FEED_PAGE_MAX)
    .default(CIRCLE_LIMITS.FEED_PAGE_DEFAULT),
};

/** GET noauth 推荐 feed; `topic` narrows it to one topic tag. */
export const circleFeedQuerySchema = z.object({
  ...feedPaging,
  topic: z.enum(CIRCLE_TOPIC_CODES).optional(),
});
export type CircleFeedQuery = z.input<typeof circleFeedQuerySchema>;

/**
 * The search params of the /circle page (its route's validateSearch; the server reads a URL's the same way to
 * draw the page's first screen): the feed, 推荐's topic, or a post's detail or a person's page.
 */
export const circleSearchSchema = z.object({
  feed: z.enum(CIRCLE_FEED_CODES).default('RECOMMEND').catch('RECOMMEND'),
  topic: z.enum(CIRCLE_TOPIC_CODES).optional().catch(undefined),
  /** A post id: the post's detail with its comments (a Circle notice links here). */
  post: z.string().min(1).max(64).optional().catch(undefined),
  /** A user id: that person's page. */
  user: z.string().min(1).max(64).optional().catch(undefined),
});
export type CircleSearch = z.infer<typeof circleSearchSchema>;

/** 推荐's query as the app writes it (the topic, when one is chosen; the server's page size), before a cursor. */
export function circleFeedFirstQuery(topic: CircleTopic | undefined): { topic?: CircleTopic } {
  return topic ? { topic } : {};
}

/** GET (login) 关注 and 我的 feeds. */
export const circlePagingQuerySchema = z.object(feedPaging);
export type CirclePagingQuery = z.input<typeof circlePagingQuerySchema>;

/** GET (login) a person's page: profile and posts. */
export const circlePersonQuerySchema = z.object({ ...feedPaging, userId: circleId() });
export type CirclePersonQuery = z.input<typeof circlePersonQuerySchema>;

/** GET (login) a post's comments, oldest first. */
export const circleCommentQuerySchema = z.object({
  postId: circleId(),
  cursor: safeText().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(CIRCLE_LIMITS.COMMENT_PAGE_DEFAULT),
});
export type CircleCommentQuery = z.input<typeof circleCommentQuerySchema>;

export const circleIdParamsSchema = z.object({ id: circleId() });

// --- writes (each one outbox entry) ---------------------------------------------------------------------

export const circleTagInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TOPIC'), code: z.enum(CIRCLE_TOPIC_CODES) }),
  /** A university id of the catalog; the server stores its Chinese name. */
  z.object({ kind: z.literal('SCHOOL'), code: safeText().trim().min(1).max(64) }),
]);
export type CircleTagInput = z.infer<typeof circleTagInputSchema>;

/** POST add: a new post. `images` are `/files/{id}` of the author's ABROAD_CIRCLE uploads. */
export const circleAddBodySchema = z
  .object({
    id: clientId(),
    content: safeText().trim().max(CIRCLE_LIMITS.POST_TEXT_MAX, CIRCLE_TEXT.POST_TOO_LONG),
    images: z
      .array(safeText().trim().max(100))
      .max(CIRCLE_LIMITS.POST_IMAGES_MAX, CIRCLE_TEXT.TOO_MANY_IMAGES)
      .default([]),
    tag: circleTagInputSchema.nullable().default(null),
  })
  .refine((body) => body.content.length > 0 || body.images.length > 0, {
    message: CIRCLE_TEXT.POST_EMPTY,
    path: ['content'],
  });
export type CircleAddBody = z.input<typeof circleAddBodySchema>;

/** POST forward: a new post quoting `postId` (the quoted original of a forward is the forward's original). */
export const circleForwardBodySchema = z.object({
  id: clientId(),
  postId: circleId(),
  content: safeText().trim().max(CIRCLE_LIMITS.POST_TEXT_MAX, CIRCLE_TEXT.POST_TOO_LONG).default(''),
});
export type CircleForwardBody = z.input<typeof circleForwardBodySchema>;

/** POST addComment; `replyToId` answers another comment of the same post. */
export const circleCommentBodySchema = z.object({
  id: clientId(),
  postId: circleId(),
  content: safeText()
    .trim()
    .min(1, CIRCLE_TEXT.COMMENT_EMPTY)
    .max(CIRCLE_LIMITS.COMMENT_TEXT_MAX, CIRCLE_TEXT.COMMENT_TOO_LONG),
  replyToId: circleId().optional(),
});
export type CircleCommentBody = z.input<typeof circleCommentBodySchema>;

/** POST like: set the caller's like of a post (true twice is one like). */
export const circleLikeBodySchema = z.object({ postId: circleId(), liked: z.boolean() });
export type CircleLikeBody = z.infer<typeof circleLikeBodySchema>;

/** POST likeComment. */
export const circleCommentLikeBodySchema = z.object({ commentId: circleId(), liked: z.boolean() });
export type CircleCommentLikeBody = z.infer<typeof circleCommentLikeBodySchema>;

/** POST attention / cancelAttention. */
export const circleFollowBodySchema = z.object({ userId: circleId() });
export type CircleFollowBody = z.infer<typeof circleFollowBodySchema>;

/** POST report: hides the item for the reporter and queues it for the console. */
export const circleReportBodySchema = z.object({
  targetType: z.enum(['POST', 'COMMENT']),
  targetId: circleId(),
  reason: z.enum(Object.keys(CIRCLE_REPORT_REASONS) as [CircleReportReason, ...CircleReportReason[]]),
  detail: safeText().trim().max(CIRCLE_LIMITS.REPORT_REASON_MAX).default(''),
});
export type CircleReportBody = z.input<typeof circleReportBodySchema>;

/** What like / likeComment answer: the stored state and count. */
export const circleLikeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
/** What attention / cancelAttention answer. */
export const circleFollowResultSchema = z.object({ followed: z.boolean(), followerCount: z.number().int() });
/** What delete answers (also for a row already deleted by the same author: a replay). */
export const circleDeleteResultSchema = z.object({ id: z.string(), deleted: z.literal(true) });

// --- console: the report queue --------------------------------------------------------------------------

export const CIRCLE_REPORT_STATUSES = { OPEN: '待处理', HIDDEN: '已隐藏', DISMISSED: '已驳回' } as const;
export type CircleReportStatus = keyof typeof CIRCLE_REPORT_STATUSES;

export const circleReportItemSchema = z.object({
  id: z.string(),
  targetType: z.enum(['POST', 'COMMENT']),
  targetId: z.string(),
  /** The reported text as stored (rendered as text). */
  content: z.string(),
  images: z.array(z.string()),
  author: circleAuthorSchema,
  reporter: circleAuthorSchema,
  reason: z.string(),
  detail: z.string(),
  status: z.enum(Object.keys(CIRCLE_REPORT_STATUSES) as [CircleReportStatus, ...CircleReportStatus[]]),
  createTime: z.string(),
});
export type CircleReportItem = z.infer<typeof circleReportItemSchema>;

export const circleReportPageSchema = pageResultSchema(circleReportItemSchema);
export type CircleReportPage = z.infer<typeof circleReportPageSchema>;

export const circleReportQuerySchema = z.object({
  status: z
    .enum(Object.keys(CIRCLE_REPORT_STATUSES) as [CircleReportStatus, ...CircleReportStatus[]])
    .default('OPEN'),
  ...pageQuery(20),
});

/** POST (platform customer service) resolve a report: HIDE removes the item for everyone; DISMISS keeps it. */
export const circleReportResolveBodySchema = z.object({
  id: circleId(),
  action: z.enum(['HIDE', 'DISMISS']),
});

/**
 * StudyQa contract (SPEC sections 2 and 7 "Q&A"): the question list (noauth pageQueryAbroadQuestionAnswer),
 * a question's replies (noauth, paged) and one question with its replies (abroadQuestionAnswer/{id}, login).
 * Questions and replies are plain text: the client renders them as text only.
 */
import { z } from 'zod';

import { intFields } from './fields.ts';
import { safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

/** Question categories, in chip order, with their Chinese names. */
export const QA_CATEGORIES = {
  TIMELINE: '申请时间线',
  GPA: 'GPA与成绩',
  EXAM: '标化考试',
  VISA: '签证',
  LIVING: '租房与生活',
  SCHOOL: '选校与专业',
} as const;
export type QaCategory = keyof typeof QA_CATEGORIES;
export const QA_CATEGORY_CODES = Object.keys(QA_CATEGORIES) as [QaCategory, ...QaCategory[]];
export const qaCategorySchema = z.enum(QA_CATEGORY_CODES);

export function qaCategoryName(code: string): string {
  return code in QA_CATEGORIES ? QA_CATEGORIES[code as QaCategory] : code;
}

/** Who wrote a reply, as shown next to it. */
export const QA_AUTHOR_ROLES = { COUNSELOR: '顾问', STUDENT: '同学' } as const;
export type QaAuthorRole = keyof typeof QA_AUTHOR_ROLES;
export const qaAuthorRoleSchema = z.enum(Object.keys(QA_AUTHOR_ROLES) as [QaAuthorRole, ...QaAuthorRole[]]);

/** Characters of a question's content shown in the list. */
export const QA_EXCERPT_LENGTH = 80;

export const qaAuthorSchema = z.object({
  name: z.string(),
  /** Image URL, or null: the client shows the name's first character. */
  avatar: z.string().nullable(),
  role: qaAuthorRoleSchema,
});
export type QaAuthor = z.infer<typeof qaAuthorSchema>;

export const qaListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The first QA_EXCERPT_LENGTH characters of the content (… when cut). */
  excerpt: z.string(),
  category: z.string(),
  author: qaAuthorSchema,
  /** ISO 8601. */
  createTime: z.string(),
  replyCount: z.number().int(),
  likeCount: z.number().int(),
  /** The asker's own tags (at most QA_LIMITS.TAGS_MAX), shown as chips. */
  tags: z.array(z.string()),
});
export type QaListItem = z.infer<typeof qaListItemSchema>;

export const qaReplySchema = z.object({
  id: z.string(),
  content: z.string(),
  author: qaAuthorSchema,
  /** ISO 8601. */
  createTime: z.string(),
  likeCount: z.number().int(),
});
export type QaReply = z.infer<typeof qaReplySchema>;

/** The caller's state on a question and its replies (GET abroadQuestionAnswer/{id} adds it when logged in). */
export const qaViewerStateSchema = z.object({
  liked: z.boolean(),
  collected: z.boolean(),
  mine: z.boolean(),
  /** Ids of the replies the caller liked, and of the caller's own replies. */
  likedReplyIds: z.array(z.string()),
  myReplyIds: z.array(z.string()),
});
export type QaViewerState = z.infer<typeof qaViewerStateSchema>;

export const qaDetailSchema = qaListItemSchema.omit({ excerpt: true }).extend({
  content: z.string(),
  collectCount: z.number().int(),
  /** Null for a visitor. */
  viewer: qaViewerStateSchema.nullable(),
  /** Oldest first. */
  replies: z.array(qaReplySchema),
});
export type QaDetail = z.infer<typeof qaDetailSchema>;

export const qaPageQuerySchema = z.object({
  ...pageQuery(),
  keyword: safeText().trim().max(50).optional(),
  category: qaCategorySchema.optional(),
  /** new: newest first (default); hot: most replies and likes first (the home's 热门问答). */
  order: z.enum(['new', 'hot']).default('new'),
});
export type QaPageQuery = z.input<typeof qaPageQuerySchema>;

export const qaPageSchema = pageResultSchema(qaListItemSchema);
export type QaPage = z.infer<typeof qaPageSchema>;

/** Any short id: one that is not a UUID is simply not found (404), like an unknown one. */
const qaId = safeText().trim().min(1).max(64);

export const qaReplyPageQuerySchema = z.object({
  questionId: qaId,
  ...pageQuery(),
});
export type QaReplyPageQuery = z.input<typeof qaReplyPageQuerySchema>;

export const qaReplyPageSchema = pageResultSchema(qaReplySchema);
export type QaReplyPage = z.infer<typeof qaReplyPageSchema>;

export const qaIdParamsSchema = z.object({ id: qaId });
export const QA_NOT_FOUND_MESSAGE = '问题不存在';

// --- writes (SPEC section 7 "Q&A": home/detail add, reply, like, collect, my-statistics; abroadQuestionAnswerReply)
// Each write is one outbox entry: `id` is the client's UUID (also the Idempotency-Key); likes and collects are
// states, so a replay or a double tap changes nothing.

export const QA_LIMITS = {
  TITLE_MIN: 5,
  TITLE_MAX: 60,
  CONTENT_MAX: 2000,
  REPLY_MAX: 2000,
  TAGS_MAX: 3,
  TAG_MAX: 10,
  /** Per user, per minute: questions; replies; likes and collects. */
  RATE_QUESTIONS_PER_MINUTE: 5,
  RATE_REPLIES_PER_MINUTE: 20,
  RATE_REACTIONS_PER_MINUTE: 120,
} as const;

export const QA_TEXT = {
  TITLE_SHORT: `标题至少${QA_LIMITS.TITLE_MIN}个字`,
  TITLE_LONG: `标题不能超过${QA_LIMITS.TITLE_MAX}个字`,
  CONTENT_LONG: `问题描述不能超过${QA_LIMITS.CONTENT_MAX}字`,
  REPLY_EMPTY: '请输入回答内容',
  REPLY_LONG: `回答不能超过${QA_LIMITS.REPLY_MAX}字`,
  TAGS_MANY: `最多添加${QA_LIMITS.TAGS_MAX}个标签`,
  TAG_LONG: `标签不能超过${QA_LIMITS.TAG_MAX}个字`,
  REPLY_NOT_FOUND: '回答不存在或已删除',
  NOT_AUTHOR: '只能删除自己发布的内容',
  ASK: '提问',
  ANSWER: '回答',
  COLLECT: '收藏',
  COLLECTED: '已收藏',
  MY_QUESTIONS: '我的提问',
  MY_ANSWERS: '我的回答',
  MY_COLLECTS: '我的收藏',
} as const;

/** POST home/detail add: ask a question. */
export const qaAskBodySchema = z.object({
  id: safeText().uuid(),
  title: safeText()
    .trim()
    .min(QA_LIMITS.TITLE_MIN, QA_TEXT.TITLE_SHORT)
    .max(QA_LIMITS.TITLE_MAX, QA_TEXT.TITLE_LONG),
  content: safeText().trim().max(QA_LIMITS.CONTENT_MAX, QA_TEXT.CONTENT_LONG).default(''),
  category: qaCategorySchema,
  tags: z
    .array(safeText().trim().min(1).max(QA_LIMITS.TAG_MAX, QA_TEXT.TAG_LONG))
    .max(QA_LIMITS.TAGS_MAX, QA_TEXT.TAGS_MANY)
    .default([]),
});
export type QaAskBody = z.input<typeof qaAskBodySchema>;

/** POST home/detail reply: answer a question. */
export const qaAnswerBodySchema = z.object({
  id: safeText().uuid(),
  questionId: qaId,
  content: safeText().trim().min(1, QA_TEXT.REPLY_EMPTY).max(QA_LIMITS.REPLY_MAX, QA_TEXT.REPLY_LONG),
});
export type QaAnswerBody = z.input<typeof qaAnswerBodySchema>;

/** POST home/detail like: set the caller's like of a question or a reply. */
export const qaLikeBodySchema = z.object({
  targetType: z.enum(['QUESTION', 'REPLY']),
  targetId: qaId,
  liked: z.boolean(),
});
export type QaLikeBody = z.infer<typeof qaLikeBodySchema>;

/** POST home/detail collect: set the caller's collect of a question. */
export const qaCollectBodySchema = z.object({ questionId: qaId, collected: z.boolean() });
export type QaCollectBody = z.infer<typeof qaCollectBodySchema>;

export const qaLikeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export const qaCollectResultSchema = z.object({ collected: z.boolean(), collectCount: z.number().int() });
export const qaDeleteResultSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** GET home/detail my-statistics: the counts behind 我的提问 / 我的回答 / 我的收藏. */
export const qaMyStatisticsSchema = z.object({
  ...intFields('questions', 'replies', 'collects'),
});
export type QaMyStatistics = z.infer<typeof qaMyStatisticsSchema>;

export const QA_MY_KINDS = ['questions', 'replies', 'collects'] as const;
export type QaMyKind = (typeof QA_MY_KINDS)[number];

/** GET home/detail my queries: 我的提问 and 我的收藏 are question lists; 我的回答 lists replies with their question. */
export const qaMyQuerySchema = z.object({
  kind: z.enum(QA_MY_KINDS),
  ...pageQuery(),
});
export type QaMyQuery = z.input<typeof qaMyQuerySchema>;

export const qaMyReplySchema = qaReplySchema.extend({ questionId: z.string(), questionTitle: z.string() });
export type QaMyReply = z.infer<typeof qaMyReplySchema>;

export const qaMyPageSchema = z.object({
  questions: z.array(qaListItemSchema),
  replies: z.array(qaMyReplySchema),
  ...intFields('total', 'pageIndex', 'pageSize'),
});
export type QaMyPage = z.infer<typeof qaMyPageSchema>;

/**
 * StudyQa contract (SPEC sections 2 and 7 "Q&A"): the question list (noauth pageQueryAbroadQuestionAnswer),
 * a question's replies (noauth, paged) and one question with its replies (abroadQuestionAnswer/{id}, login).
 * Questions and replies are plain text: the client renders them as text only.
 */
import { z } from 'zod';

import { LIMITS } from './limits.ts';
import { safeText } from './text.ts';

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

export const qaDetailSchema = qaListItemSchema.omit({ excerpt: true }).extend({
  content: z.string(),
  /** Oldest first. */
  replies: z.array(qaReplySchema),
});
export type QaDetail = z.infer<typeof qaDetailSchema>;

export const qaPageQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(LIMITS.DEFAULT_PAGE_SIZE),
  keyword: safeText().trim().max(50).optional(),
  category: qaCategorySchema.optional(),
  /** new: newest first (default); hot: most replies and likes first (the home's 热门问答). */
  order: z.enum(['new', 'hot']).default('new'),
});
export type QaPageQuery = z.input<typeof qaPageQuerySchema>;

export const qaPageSchema = z.object({
  list: z.array(qaListItemSchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type QaPage = z.infer<typeof qaPageSchema>;

/** Any short id: one that is not a UUID is simply not found (404), like an unknown one. */
const qaId = safeText().trim().min(1).max(64);

export const qaReplyPageQuerySchema = z.object({
  questionId: qaId,
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(LIMITS.DEFAULT_PAGE_SIZE),
});
export type QaReplyPageQuery = z.input<typeof qaReplyPageQuerySchema>;

export const qaReplyPageSchema = z.object({
  list: z.array(qaReplySchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type QaReplyPage = z.infer<typeof qaReplyPageSchema>;

export const qaIdParamsSchema = z.object({ id: qaId });
export const QA_NOT_FOUND_MESSAGE = '问题不存在';

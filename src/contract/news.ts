/**
 * StudyNews contract (SPEC sections 2 and 7 "Home queries: news"): the article list and one article.
 * The body is structured blocks (headings, paragraphs, lists) that the client renders as text only.
 */
import { z } from 'zod';

import { textFields } from './fields.ts';
import { safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

/** Article categories, in tab order, with their Chinese names. */
export const NEWS_CATEGORIES = {
  VISA: '签证',
  EXAM: '考试',
  TIMELINE: '申请时间线',
  RENTING: '租房',
  EMPLOYMENT: '就业',
} as const;
export type NewsCategory = keyof typeof NEWS_CATEGORIES;
export const NEWS_CATEGORY_CODES = Object.keys(NEWS_CATEGORIES) as [NewsCategory, ...NewsCategory[]];
export const newsCategorySchema = z.enum(NEWS_CATEGORY_CODES);

export function newsCategoryName(code: string): string {
  return code in NEWS_CATEGORIES ? NEWS_CATEGORIES[code as NewsCategory] : code;
}

/** Cover art keys: one generated illustration per category. */
export const NEWS_COVERS = ['visa', 'exam', 'timeline', 'renting', 'employment'] as const;
export type NewsCover = (typeof NEWS_COVERS)[number];

export const newsBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string() }),
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
]);
export type NewsBlockItem = z.infer<typeof newsBlockSchema>;

export const newsListItemSchema = z.object({
  ...textFields('id', 'category', 'title', 'summary', 'cover'),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

export const newsDetailSchema = newsListItemSchema.extend({ body: z.array(newsBlockSchema) });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsPageQuerySchema = z.object({
  ...pageQuery(),
  category: newsCategorySchema.optional(),
});
export type NewsPageQuery = z.input<typeof newsPageQuerySchema>;

export const newsPageSchema = pageResultSchema(newsListItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

/** Any short id: one that is not a UUID is simply not found (404), like an unknown one. */
export const newsIdQuerySchema = z.object({ id: safeText().trim().min(1).max(64) });
export const NEWS_NOT_FOUND_MESSAGE = '资讯不存在';

/**
 * Content guides (SPEC sections 2 "Prepare, Employment, Visa, Live, Immigrant, AboardDetail,
 * StandardizedExam, AcademicEnhancement, Background", 3 "Page types", 7 "Home queries: standard exam,
 * academic promotion, background boost info (each with by-id variant), life info list and detail",
 * "pageConfig find, findPageConfigUnique").
 *
 * One article model serves the eight guide sections: the five page types (VISA, IMMIGRANT, EMPLOYMENT,
 * PREPARATION, RENTING; RENTING is the home's "life info") and the three typed sections (standard exams,
 * academic promotion, background boost) whose articles carry a code of their dictionary. Articles are written
 * by the project, dated (`factsYear`: the year the facts were checked for) and name the official sources a
 * student should check. The body is the news article's structured blocks, rendered as text only.
 */
import { z } from 'zod';

import type { DictCode, PageType } from './code-tables.ts';
import { newsBlockSchema } from './news.ts';
import { safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

export interface GuideSectionMeta {
  /** Page header title (the page config's default) and the home grid's label. */
  name: string;
  /** List route. */
  path: string;
  /** Detail route: `/{segment}/detail` for the page types, `{path}-detail` for the typed sections. */
  detailPath: string;
  /** The dictionary of the section's type chips (typed sections), or null. */
  typeDict: DictCode | null;
  /** Whether list filters by country (VISA_COUNTRY codes) are offered. */
  byCountry: boolean;
}

export const GUIDE_SECTIONS = {
  VISA: {
    name: '签证指南',
    path: '/visa',
    detailPath: '/visa/detail',
    typeDict: null,
    byCountry: true,
  },
  IMMIGRANT: {
    name: '移民政策',
    path: '/immigrant',
    detailPath: '/immigrant/detail',
    typeDict: null,
    byCountry: true,
  },
  EMPLOYMENT: {
    name: '留学就业',
    path: '/employment',
    detailPath: '/employment/detail',
    typeDict: null,
    byCountry: true,
  },
  PREPARATION: {
    name: '行前准备',
    path: '/prepare',
    detailPath: '/prepare/detail',
    typeDict: null,
    byCountry: false,
  },
  RENTING: {
    name: '海外租房',
    path: '/live',
    detailPath: '/live/detail',
    typeDict: null,
    byCountry: true,
  },
  STANDARD_EXAM: {
    name: '标化考试',
    path: '/standardized-exam',
    detailPath: '/standardized-exam-detail',
    typeDict: 'STANDARD_EXAM_TYPE',
    byCountry: false,
  },
  ACADEMIC: {
    name: '学术提升',
    path: '/academic',
    detailPath: '/academic-detail',
    typeDict: 'ACADEMIC_PROMOTION_TYPE',
    byCountry: false,
  },
  BACKGROUND: {
    name: '背景提升',
    path: '/background',
    detailPath: '/background-detail',
    typeDict: 'BACKGROUND_BOOST_INFO_TYPE',
    byCountry: false,
  },
} as const satisfies Record<string, GuideSectionMeta>;

export type GuideSection = keyof typeof GUIDE_SECTIONS;
export const GUIDE_SECTION_CODES = Object.keys(GUIDE_SECTIONS) as [GuideSection, ...GuideSection[]];
export const guideSectionSchema = z.enum(GUIDE_SECTION_CODES);

/** The page types of SPEC section 3 are guide sections; `/:type/detail` uses these path segments. */
export const PAGE_TYPE_SEGMENTS = {
  VISA: 'visa',
  IMMIGRANT: 'immigrant',
  EMPLOYMENT: 'employment',
  PREPARATION: 'prepare',
  RENTING: 'live',
} as const satisfies Record<PageType, string>;
export type PageTypeSegment = (typeof PAGE_TYPE_SEGMENTS)[PageType];

export function pageTypeOfSegment(segment: string): PageType | null {
  const hit = Object.entries(PAGE_TYPE_SEGMENTS).find(([, s]) => s === segment);
  return hit ? (hit[0] as PageType) : null;
}

/** The minimum number of articles a section (and each type of a typed section) is seeded with. */
export const GUIDE_MIN_ARTICLES = 6;

export const guideSourceSchema = z.object({
  /** The body's name as a student would search it, e.g. "美国驻华使领馆官网", "ETS 托福官网". */
  name: z.string(),
  /** Its official https URL, or null when only the name is given. */
  url: z.string().nullable(),
});
export type GuideSource = z.infer<typeof guideSourceSchema>;

export const guideListItemSchema = z.object({
  id: z.string(),
  section: guideSectionSchema,
  /** Code of the section's dictionary (typed sections), else null. */
  typeCode: z.string().nullable(),
  /** VISA_COUNTRY code, or null when the article is not about one country. */
  countryCode: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  /** The year the facts were checked for. */
  factsYear: z.number().int(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type GuideListItem = z.infer<typeof guideListItemSchema>;

export const guideDetailSchema = guideListItemSchema.extend({
  body: z.array(newsBlockSchema),
  sources: z.array(guideSourceSchema),
  /** Up to 4 other articles of the same section (same type or country first). */
  related: z.array(guideListItemSchema),
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;

export const guideFacetSchema = z.object({ code: z.string(), count: z.number().int() });
export type GuideFacet = z.infer<typeof guideFacetSchema>;

export const guidePageQuerySchema = z.object({
  section: guideSectionSchema,
  /** A code of the section's dictionary (typed sections only; unknown codes answer 410). */
  type: safeText().trim().max(10).optional(),
  /** A VISA_COUNTRY code (sections with byCountry only). */
  country: safeText().trim().max(10).optional(),
  keyword: safeText().trim().max(50).optional(),
  ...pageQuery(),
});
export type GuidePageQuery = z.input<typeof guidePageQuerySchema>;

export const guidePageSchema = pageResultSchema(guideListItemSchema).extend({
  /** Counts over the whole section (filters ignored), for the chips: types and countries that have articles. */
  facets: z.object({ types: z.array(guideFacetSchema), countries: z.array(guideFacetSchema) }),
});
export type GuidePage = z.infer<typeof guidePageSchema>;

export const guideIdQuerySchema = z.object({ id: safeText().trim().min(1).max(64) });
export const GUIDE_NOT_FOUND_MESSAGE = '文章不存在';

/** Page config (SPEC "pageConfig find, findPageConfigUnique"): the header of a guide section. */
export const pageConfigSchema = z.object({
  pageType: guideSectionSchema,
  title: z.string(),
  subtitle: z.string(),
  /** One or two sentences under the title. */
  description: z.string(),
  sort: z.number().int(),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;
export const pageConfigListSchema = z.array(pageConfigSchema);
export const pageConfigUniqueQuerySchema = z.object({ pageType: guideSectionSchema });
export const PAGE_CONFIG_NOT_FOUND_MESSAGE = '页面配置不存在';

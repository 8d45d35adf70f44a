/**
 * Home page calls that are not another slice's list (SPEC section 7 "Common: find ad (query type), hot search
 * (query limit default 5, searchType)" and "Home queries: banner"), and the home search box, which searches
 * schools, majors, news, Q&A and guides at once.
 *
 * The other home sections read their own slices' public lists: rank (university rankPage, 10 items), hot
 * activities (university activityPage), hot Q&A (qa page, `order: 'hot'`), news (news page), standard exams,
 * academic promotion, background boost and life info (guide page of STANDARD_EXAM, ACADEMIC, BACKGROUND,
 * RENTING), hot advisers (org pageQueryAdviser) and admissions (appointment pageQueryUniversityAdmission).
 */
import { z } from 'zod';

import { guideSectionSchema } from './guide.ts';
import { LIMITS } from './limits.ts';
import { safeText } from './text.ts';

// ---------------------------------------------------------------------------------------------------------
// Ads (find ad)

/** Ad positions. HOME_BANNER: the carousel at the top of the home page. */
export const AD_TYPES = ['HOME_BANNER'] as const;
export type AdType = (typeof AD_TYPES)[number];
export const adTypeSchema = z.enum(AD_TYPES);

/** Colour schemes of a banner (the app draws banners itself; no remote images). */
export const AD_TONES = ['blue', 'teal', 'purple', 'orange'] as const;
export type AdTone = (typeof AD_TONES)[number];

export const adSchema = z.object({
  id: z.string(),
  type: adTypeSchema,
  title: z.string(),
  subtitle: z.string(),
  /** An in-app path (starts with "/"), never an external URL. */
  linkPath: z.string(),
  /** The button's text, e.g. 立即查看. */
  linkText: z.string(),
  tone: z.enum(AD_TONES),
});
export type Ad = z.infer<typeof adSchema>;
export const adListSchema = z.array(adSchema);
export const adQuerySchema = z.object({ type: adTypeSchema });

/** True for a path inside the app (`/schools?x=1`), never `//host`, a backslash or a URL of elsewhere. */
export function isInAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

// ---------------------------------------------------------------------------------------------------------
// The home page's first screen: its title line and the queries of its loader (src/routes/_main/index.tsx).

/** The line under the home page's title. */
export const HOME_TAGLINE = '院校、专业、排名、资讯与留学指南，一站式查询';
/** The banner carousel's query (find ad). */
export const HOME_BANNER_QUERY = { type: 'HOME_BANNER' } as const satisfies { type: AdType };

// ---------------------------------------------------------------------------------------------------------
// Hot search and the home search

/** What a search looks in; ALL is the home search box. */
export const SEARCH_TYPES = ['ALL', 'UNIVERSITY', 'MAJOR', 'NEWS', 'QA', 'GUIDE'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const searchTypeSchema = z.enum(SEARCH_TYPES);

/** Longest search term kept (and counted for hot search). */
export const SEARCH_TERM_MAX = 30;

export const hotSearchQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(LIMITS.HOT_SEARCH_DEFAULT_LIMIT),
  searchType: searchTypeSchema.default('ALL'),
});
/** The search box's hot terms (hot search). */
export const HOME_HOT_SEARCH_QUERY = {
  limit: LIMITS.HOT_SEARCH_DEFAULT_LIMIT,
  searchType: 'ALL',
} as const satisfies { limit: number; searchType: SearchType };
export const hotSearchItemSchema = z.object({ term: z.string(), searchType: searchTypeSchema });
export type HotSearchItem = z.infer<typeof hotSearchItemSchema>;
export const hotSearchListSchema = z.array(hotSearchItemSchema);

/** Results per group of the home search. */
export const HOME_SEARCH_GROUP_LIMIT = 5;

export const homeSearchQuerySchema = z.object({
  keyword: safeText().trim().min(1).max(SEARCH_TERM_MAX),
});

export const homeSearchSchema = z.object({
  keyword: z.string(),
  universities: z.array(
    z.object({ id: z.string(), nameCn: z.string(), nameEn: z.string(), countryName: z.string() }),
  ),
  majors: z.array(z.object({ code: z.string(), nameCn: z.string(), subjectCn: z.string() })),
  news: z.array(z.object({ id: z.string(), title: z.string() })),
  qa: z.array(z.object({ id: z.string(), title: z.string() })),
  guides: z.array(z.object({ id: z.string(), section: guideSectionSchema, title: z.string() })),
});
export type HomeSearch = z.infer<typeof homeSearchSchema>;

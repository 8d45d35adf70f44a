/**
 * Catalog contract (SPEC sections 2 and 7 "University and major"): universities, rankings, majors
 * and school activities. Ranks are facts shown with attribution; a rank is a published label
 * ("7", "=12", "1001-1200") plus a number to sort by (the band's lower bound).
 */
import { z } from 'zod';

import { intFields, textFields } from './fields.ts';
import { LIMITS } from './limits.ts';
import { pageResultSchema } from './paging.ts';
import { safeText } from './text.ts';

/** Rank types with real data, and the attribution each list shows (SPEC section 3 codes). */
export const RANK_SOURCES = {
  '01': {
    label: 'AI综合',
    source: 'AI留学综合排名（QS 2027、THE 2025、ARWU 2025、US News 2026-27 中至少两项名次的等权平均）',
  },
  '02': { label: 'QS', source: 'QS World University Rankings 2027' },
  '03': { label: 'US News', source: 'U.S. News Best Global Universities 2026-2027' },
  '04': { label: '泰晤士', source: 'Times Higher Education World University Rankings 2025' },
  '08': { label: '软科', source: 'ShanghaiRanking Academic Ranking of World Universities 2025' },
} as const;
export type RankedType = keyof typeof RANK_SOURCES;
export const RANKED_TYPES = Object.keys(RANK_SOURCES) as RankedType[];

export const RANK_UNAVAILABLE_MESSAGE = '暂无该榜单的公开数据';

export function rankAttribution(type: RankedType): string {
  return `来源：${RANK_SOURCES[type].source}`;
}

const rankCell = z.object({ label: z.string(), number: z.number().int() }).nullable();

export const universityListItemSchema = z.object({
  ...textFields('id', 'nameCn', 'nameEn', 'countryCode', 'countryName'),
  /** 1-3 letters for the generated logo placeholder. */
  logoText: z.string(),
  /** '公立' | '私立' when known. */
  typeName: z.string().nullable(),
  /** The city's Chinese name when the catalog has one, else as the source writes it. */
  city: z.string().nullable(),
  webPage: z.string().nullable(),
  ranks: z.object({ ai: rankCell, qs: rankCell, usNews: rankCell, the: rankCell, arwu: rankCell }),
});
export type UniversityListItem = z.infer<typeof universityListItemSchema>;

const pageIndex = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(LIMITS.DEFAULT_PAGE_SIZE);

export const universityPageQuerySchema = z.object({
  pageIndex,
  pageSize,
  /** Chinese or English name, prefix or substring. */
  keyword: safeText().trim().max(50).optional(),
  countryCode: safeText()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  rankType: z.enum(['01', '02', '03', '04', '08']).optional(),
  rankMin: z.coerce.number().int().min(1).optional(),
  rankMax: z.coerce.number().int().min(1).optional(),
  typeName: z.enum(['公立', '私立']).optional(),
});
export type UniversityPageQuery = Partial<z.infer<typeof universityPageQuerySchema>>;

/**
 * /schools' search params (the URL's state of the page), read leniently: a value that does not fit is dropped.
 * The route validates with it, and the server reads the same to draw the page's first screen.
 */
export const schoolsSearchSchema = z.object({
  keyword: z.string().max(50).optional().catch(undefined),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  rankType: z
    .enum(RANKED_TYPES as [RankedType, ...RankedType[]])
    .optional()
    .catch(undefined),
  rankMax: z.coerce.number().int().positive().optional().catch(undefined),
  typeName: z.enum(['公立', '私立']).optional().catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
});
export type SchoolsSearch = z.infer<typeof schoolsSearchSchema>;

/** The list request of /schools for its search params: QS order and the first page by default. */
export function universityPageQuery(
  search: SchoolsSearch,
): UniversityPageQuery & { pageIndex: number; rankType: RankedType } {
  return {
    pageIndex: search.page ?? 1,
    pageSize: LIMITS.DEFAULT_PAGE_SIZE,
    keyword: search.keyword || undefined,
    countryCode: search.countryCode,
    rankType: search.rankType ?? '02',
    rankMax: search.rankMax,
    typeName: search.typeName,
  };
}

const LOGO_PALETTE = ['#1f5eff', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#9d174d'];

/** The colour of a university's generated logo, from its name (the app's and the server's first screen alike). */
export function logoColour(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return LOGO_PALETTE[h % LOGO_PALETTE.length] ?? '#1f5eff';
}

export const universityPageSchema = pageResultSchema(universityListItemSchema);

export const rankPageQuerySchema = z.object({
  /** The US-only types (05-07, 09, 10) are rejected with code 410 and RANK_UNAVAILABLE_MESSAGE. */
  rankType: z.enum(['01', '02', '03', '04', '08'], { error: RANK_UNAVAILABLE_MESSAGE }),
  pageIndex,
  pageSize,
});
export const rankItemSchema = z.object({
  rank: z.string(),
  rankNumber: z.number().int(),
  score: z.number().nullable(),
  university: universityListItemSchema,
});
export type RankItem = z.infer<typeof rankItemSchema>;
export const rankPageSchema = pageResultSchema(rankItemSchema).extend({ attribution: z.string() });

/** The edition of each ranked list (added by the catalog server). */
export const RANK_EDITIONS: Record<RankedType, string> = {
  '01': '2027',
  '02': '2027',
  '03': '2026-2027',
  '04': '2025',
  '08': '2025',
};

/** findMaxRankDate's query (added by the catalog server): the rank type, QS by default. */
export const maxRankDateQuerySchema = z.object({
  rankType: z.enum(['01', '02', '03', '04', '08'], { error: RANK_UNAVAILABLE_MESSAGE }).default('02'),
});

export const maxRankDateSchema = z.object({
  ...textFields('rankType', 'edition', 'attribution'),
});

export const qsIndicatorsSchema = z.object({
  overall: z.number().nullable(),
  academicReputation: z.number().nullable(),
  employerReputation: z.number().nullable(),
  facultyStudent: z.number().nullable(),
  citationsPerFaculty: z.number().nullable(),
  internationalFaculty: z.number().nullable(),
  internationalStudents: z.number().nullable(),
  internationalResearchNetwork: z.number().nullable(),
  employmentOutcomes: z.number().nullable(),
  sustainability: z.number().nullable(),
});

/** College Scorecard 2021-22 admission statistics (US only). */
export const admissionStatsSchema = z.object({
  admissionRate: z.number().nullable(),
  sat25: z.number().int().nullable(),
  sat75: z.number().int().nullable(),
  act25: z.number().int().nullable(),
  act75: z.number().int().nullable(),
  tuitionInState: z.number().int().nullable(),
  tuitionOutOfState: z.number().int().nullable(),
  internationalShare: z.number().nullable(),
  undergraduates: z.number().int().nullable(),
  source: z.string(),
});

/**
 * A major of a university with the rank of its primary QS subject: the rank is the subject's (QS ranks
 * subjects, not study-abroad majors), so majors sharing one subject share one rank.
 */
export const universityMajorSchema = z.object({
  ...textFields('majorCode', 'nameCn', 'subjectEn', 'subjectCn', 'rank'),
  rankNumber: z.number().int(),
});
export type UniversityMajor = z.infer<typeof universityMajorSchema>;

/** The rankings of a school's rank history, in the order the app shows its rank types. */
export const RANK_HISTORY_RANKINGS = ['QS', 'USNEWS', 'THE', 'ARWU'] as const;
export type RankHistoryRanking = (typeof RANK_HISTORY_RANKINGS)[number];

/** Each history ranking's rank type: its Chinese label and the publisher's list name (without edition). */
export const RANK_HISTORY_SOURCES: Record<RankHistoryRanking, { type: RankedType; name: string }> = {
  QS: { type: '02', name: 'QS World University Rankings' },
  USNEWS: { type: '03', name: 'U.S. News Best Global Universities' },
  THE: { type: '04', name: 'Times Higher Education World University Rankings' },
  ARWU: { type: '08', name: 'ShanghaiRanking Academic Ranking of World Universities' },
};

/** The attribution of a ranking's history rows, as rankAttribution words it: 来源：{list} {editions}. */
export function rankHistoryAttribution(ranking: RankHistoryRanking, editions: readonly string[]): string {
  return `来源：${RANK_HISTORY_SOURCES[ranking].name} ${editions.join('、')}`;
}

export const rankHistoryEntrySchema = z.object({
  ranking: z.enum(RANK_HISTORY_RANKINGS),
  /** '2027', '2026-2027'. */
  edition: z.string(),
  /** The published label: '7', '=12', '201-250'. */
  label: z.string(),
});
export type RankHistoryEntry = z.infer<typeof rankHistoryEntrySchema>;

/** The College Scorecard year of the overview's admission and tuition figures. */
export const SCORECARD_YEAR = '2021-22';

/**
 * The overview tab's facts, only from the catalog's sources (no founding year: none of them gives one).
 * rankHistory is grouped by ranking (RANK_HISTORY_RANKINGS order), newest edition first in each.
 */
export const universityOverviewSchema = z.object({
  /** Chinese name of `city` when known. */
  cityCn: z.string().nullable(),
  /** Other names of the school (Chinese short names, English abbreviations). */
  aliases: z.array(z.string()),
  /** Admits postgraduate students only. */
  graduateOnly: z.boolean(),
  /** Where graduateOnly is stated. */
  levelSource: z.string().nullable(),
  rankHistory: z.array(rankHistoryEntrySchema),
  /** College Scorecard (US only); null when none of the five is known. */
  admission: z
    .object({
      rate: z.number().nullable(),
      sat25: z.number().int().nullable(),
      sat75: z.number().int().nullable(),
      act25: z.number().int().nullable(),
      act75: z.number().int().nullable(),
    })
    .nullable(),
  /** USD per year (College Scorecard); null when neither is known. */
  tuition: z
    .object({ inState: z.number().int().nullable(), outOfState: z.number().int().nullable() })
    .nullable(),
  /** The data year of admission and tuition ('2021-22'), null where that block is null. */
  dataYear: z.object({ admission: z.string().nullable(), tuition: z.string().nullable() }),
  /** The attribution of admission and tuition, null when both are null. */
  dataSource: z.string().nullable(),
});
export type UniversityOverview = z.infer<typeof universityOverviewSchema>;

export const universityDetailSchema = universityListItemSchema.extend({
  qsRank2026: rankCell,
  qsIndicators: qsIndicatorsSchema.nullable(),
  admission: admissionStatsSchema.nullable(),
  majors: z.array(universityMajorSchema),
  overview: universityOverviewSchema,
});
export type UniversityDetail = z.infer<typeof universityDetailSchema>;

export const idQuerySchema = z.object({ id: safeText().min(1).max(64) });

export const majorSchema = z.object({
  ...textFields('code', 'nameCn', 'subjectEn', 'subjectCn', 'broadAreaCn'),
  programCount: z.number().int(),
  rankedUniversities: z.number().int(),
});
export type Major = z.infer<typeof majorSchema>;

export const majorPageQuerySchema = z.object({
  pageIndex,
  pageSize,
  keyword: safeText().trim().max(50).optional(),
});
export const majorPageSchema = pageResultSchema(majorSchema);
export const majorCodeQuerySchema = z.object({ code: safeText().min(1).max(20) });
export const majorRankQuerySchema = z.object({ majorCode: safeText().min(1).max(20), pageIndex, pageSize });
export const majorRankItemSchema = z.object({
  rank: z.string(),
  rankNumber: z.number().int(),
  university: universityListItemSchema,
});
/** Subject ranks of the univ-zh-names table: most likely QS by Subject 2025 (shared/data/SOURCES.md). */
export const MAJOR_RANK_ATTRIBUTION = '来源：QS World University Rankings by Subject 2025';

export const majorRankPageSchema = pageResultSchema(majorRankItemSchema).extend({ attribution: z.string() });

export const activitySchema = z.object({
  ...textFields(
    'id',
    'universityId',
    'universityNameCn',
    'title',
    'kindName',
    'status',
    'statusName',
    'startAt',
    'endAt',
  ),
  online: z.boolean(),
  location: z.string().nullable(),
  description: z.string(),
  /** Places of the sign-up (viewUniversityActivityAndFinishedTask) and those taken. */
  ...intFields('capacity', 'booked', 'remaining'),
  /** The IANA zone the times are shown in: the school's city on site (当地时间), Beijing online (北京时间). */
  timeZone: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityPageQuerySchema = z.object({
  pageIndex,
  pageSize,
  universityId: safeText().max(64).optional(),
});
export const activityPageSchema = pageResultSchema(activitySchema);

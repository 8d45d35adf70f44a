/**
 * Organizations and counselors (SPEC sections 2, 3 and 7 "noauth/orgHome" and "noauth/org"): study-abroad
 * agencies with their profile, their counselors (advisers: users rows with staff role COUNSELOR and an adviser
 * profile), the offers recorded through the platform, admission statistics and the accountability figures.
 *
 * Accountability is computed from data, never typed in: the median first-reply time of the chat conversations
 * of the last 30 days (an exchange opens with a student message after an account message or at the start of
 * a conversation; its first reply is the next message of the account side) and the count of offers recorded.
 */
import { z } from 'zod';

import { dictCodes } from './dictionaries.ts';
import { nullableTextFields, textFields } from './fields.ts';
import { safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

/** Major areas an organization serves (list filter and profile). */
export const ORG_MAJOR_AREAS = [
  '商科',
  '计算机',
  '理工',
  '传媒',
  '艺术设计',
  '社科',
  '法律',
  '教育',
  '医学',
] as const;
export type OrgMajorArea = (typeof ORG_MAJOR_AREAS)[number];

/** Price bands of the list filter (元, a package's price falls in the organization's min-max range). */
export const ORG_PRICE_BANDS = {
  '1': { label: '5万以下', min: 0, max: 49_999 },
  '2': { label: '5-10万', min: 50_000, max: 100_000 },
  '3': { label: '10-20万', min: 100_001, max: 200_000 },
  '4': { label: '20万以上', min: 200_001, max: 100_000_000 },
} as const;
export type OrgPriceBand = keyof typeof ORG_PRICE_BANDS;
export const ORG_PRICE_BAND_CODES = Object.keys(ORG_PRICE_BANDS) as [OrgPriceBand, ...OrgPriceBand[]];

/** Years-of-experience bands of the counselor list filter. */
export const ADVISER_YEARS_BANDS = {
  '1': { label: '3年以下', min: 0, max: 2 },
  '2': { label: '3-5年', min: 3, max: 5 },
  '3': { label: '6-10年', min: 6, max: 10 },
  '4': { label: '10年以上', min: 11, max: 60 },
} as const;
export type AdviserYearsBand = keyof typeof ADVISER_YEARS_BANDS;
export const ADVISER_YEARS_BAND_CODES = Object.keys(ADVISER_YEARS_BANDS) as [
  AdviserYearsBand,
  ...AdviserYearsBand[],
];

/** School tiers of the admission statistics, by the school's QS rank. */
export const SCHOOL_TIERS = [
  { code: 'TOP30', label: 'QS前30', max: 30 },
  { code: 'TOP100', label: 'QS 31-100', max: 100 },
  { code: 'TOP200', label: 'QS 101-200', max: 200 },
  { code: 'OTHER', label: 'QS 200以外/未上榜', max: Number.POSITIVE_INFINITY },
] as const;
export type SchoolTier = (typeof SCHOOL_TIERS)[number]['code'];

export function schoolTierOf(qsRank: number | null): SchoolTier {
  if (qsRank === null) return 'OTHER';
  return SCHOOL_TIERS.find((tier) => qsRank <= tier.max)?.code ?? 'OTHER';
}

/** The accountability window (days). */
export const ACCOUNTABILITY_DAYS = 30;

export const accountabilitySchema = z.object({
  /** Median minutes from a student's opening message to the first reply; null when no answered exchange. */
  medianFirstReplyMinutes: z.number().nullable(),
  /** Exchanges opened by students in the window, and how many were answered. */
  exchangeCount: z.number().int(),
  answeredCount: z.number().int(),
  /** Offers recorded through the platform (all years). */
  offerCount: z.number().int(),
  windowDays: z.number().int(),
});
export type Accountability = z.infer<typeof accountabilitySchema>;

/** 近30天暂无会话, or the median as 分钟 / 小时. */
export function formatReplyTime(a: Pick<Accountability, 'medianFirstReplyMinutes' | 'windowDays'>): string {
  const minutes = a.medianFirstReplyMinutes;
  if (minutes === null) return `近${a.windowDays}天暂无会话`;
  if (minutes < 1) return '不到1分钟';
  if (minutes < 60) return `${Math.round(minutes)}分钟`;
  const hours = minutes / 60;
  return `${hours < 10 ? hours.toFixed(1) : Math.round(hours)}小时`;
}

// --- organizations ---------------------------------------------------------------------------------------

export const orgListItemSchema = z.object({
  id: z.string(),
  nameCn: z.string(),
  ...nullableTextFields('nameEn', 'logoPreviewUrl', 'city'),
  foundedYear: z.number().int().nullable(),
  verified: z.boolean(),
  /** VISA_COUNTRY codes. */
  serviceCountries: z.array(z.string()),
  serviceMajors: z.array(z.string()),
  /** 元. */
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  adviserCount: z.number().int(),
  offerCount: z.number().int(),
  isDemo: z.boolean(),
});
export type OrgListItem = z.infer<typeof orgListItemSchema>;

export const orgDetailSchema = orgListItemSchema.extend({
  intro: z.string(),
  qualifications: z.array(z.string()),
  accountability: accountabilitySchema,
});
export type OrgDetail = z.infer<typeof orgDetailSchema>;

/** The organization's founder or contact person as shown publicly. */
export const orgOriginatorSchema = z.object({
  ...textFields('orgId', 'name', 'title', 'intro'),
});
export type OrgOriginator = z.infer<typeof orgOriginatorSchema>;

const countryCode = () =>
  safeText()
    .trim()
    .refine((code) => dictCodes('VISA_COUNTRY').includes(code), { message: '国家代码不正确' });

export const hotOrgQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(6),
});

export const orgPageQuerySchema = z.object({
  city: safeText().trim().max(50).optional(),
  country: countryCode().optional(),
  major: z.enum(ORG_MAJOR_AREAS).optional(),
  price: z.enum(ORG_PRICE_BAND_CODES).optional(),
  ...pageQuery(),
});
export type OrgPageQuery = Partial<z.output<typeof orgPageQuerySchema>>;

export const orgPageSchema = pageResultSchema(orgListItemSchema).extend({
  /** Cities that have organizations (for the chips). */
  cities: z.array(z.string()),
});
export type OrgPage = z.infer<typeof orgPageSchema>;

export const orgIdQuerySchema = z.object({ id: safeText().trim().min(1).max(64) });

export const admissionStatisticsSchema = z.object({
  orgId: z.string(),
  total: z.number().int(),
  byCountry: z.array(z.object({ code: z.string(), count: z.number().int() })),
  byTier: z.array(z.object({ code: z.string(), label: z.string(), count: z.number().int() })),
  byYear: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
});
export type AdmissionStatistics = z.infer<typeof admissionStatisticsSchema>;

// --- advisers --------------------------------------------------------------------------------------------

export const adviserListItemSchema = z.object({
  id: z.string(),
  nameCn: z.string(),
  ...nullableTextFields('avatar', 'orgId', 'orgNameCn'),
  /** ADVISER_TYPE code. */
  adviserType: z.string(),
  yearsOfExperience: z.number().int(),
  countries: z.array(z.string()),
  /** STUDY_INTENTION_TYPE codes the counselor serves (01 本科, 02 硕士). */
  studyIntentions: z.array(z.string()),
  languages: z.array(z.string()),
  offerCount: z.number().int(),
  isDemo: z.boolean(),
});
export type AdviserListItem = z.infer<typeof adviserListItemSchema>;

export const placedSchoolSchema = z.object({
  ...textFields('id', 'nameCn', 'countryCode'),
});

export const adviserDetailSchema = adviserListItemSchema.extend({
  intro: z.string(),
  placedSchools: z.array(placedSchoolSchema),
  accountability: accountabilitySchema,
});
export type AdviserDetail = z.infer<typeof adviserDetailSchema>;

export const adviserPageQuerySchema = z.object({
  orgId: safeText().trim().max(64).optional(),
  type: safeText()
    .trim()
    .refine((code) => dictCodes('ADVISER_TYPE').includes(code), { message: '顾问类型不正确' })
    .optional(),
  country: countryCode().optional(),
  years: z.enum(ADVISER_YEARS_BAND_CODES).optional(),
  ...pageQuery(),
});
export type AdviserPageQuery = Partial<z.output<typeof adviserPageQuerySchema>>;

export const adviserPageSchema = pageResultSchema(adviserListItemSchema);
export type AdviserPage = z.infer<typeof adviserPageSchema>;

export const recommendAdviserQuerySchema = z.object({
  studyIntentionType: z.enum(['01', '02']).optional(),
  /** Comma-separated VISA_COUNTRY codes. */
  countries: safeText()
    .trim()
    .max(100)
    .refine(
      (value) => value.split(',').every((code) => code === '' || dictCodes('VISA_COUNTRY').includes(code)),
      {
        message: '国家代码不正确',
      },
    )
    .optional(),
  limit: z.coerce.number().int().min(1).max(20).default(6),
});
export type RecommendAdviserQuery = Partial<z.output<typeof recommendAdviserQuerySchema>>;

export const adviserListSchema = z.array(adviserListItemSchema);

// --- offers ----------------------------------------------------------------------------------------------

export const offerSchema = z.object({
  ...textFields('id', 'orgId', 'orgNameCn'),
  adviserId: z.string().nullable(),
  adviserNameCn: z.string().nullable(),
  universityId: z.string(),
  /** The catalog's Chinese name (null when the school left the catalog). */
  universityNameCn: z.string().nullable(),
  universityNameEn: z.string().nullable(),
  countryCode: z.string(),
  /** STUDY_INTENTION_TYPE code: 01 本科, 02 硕士. */
  degree: z.string(),
  year: z.number().int(),
  majorName: z.string(),
  studentAlias: z.string(),
  isDemo: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerPageQuerySchema = z.object({
  orgId: safeText().trim().max(64).optional(),
  adviserId: safeText().trim().max(64).optional(),
  ...pageQuery(),
});
export type OfferPageQuery = Partial<z.output<typeof offerPageQuerySchema>>;

export const offerPageSchema = pageResultSchema(offerSchema);
export type OfferPage = z.infer<typeof offerPageSchema>;

export const ORG_NOT_FOUND_MESSAGE = '机构不存在';
export const ADVISER_NOT_FOUND_MESSAGE = '顾问不存在';

// --- the service selector's session keys (SPEC section 4) ------------------------------------------------

/** sessionStorage selected_adviser: the selector's choice, then the counselor recommended first. */
export const selectedAdviserSessionSchema = z.object({
  index: z.number().int(),
  serviceType: z.string(),
  title: z.string(),
  adviserId: z.string().optional(),
  adviserNameCn: z.string().optional(),
});
export type SelectedAdviserSession = z.infer<typeof selectedAdviserSessionSchema>;

/** sessionStorage adviser_list: the counselors matching the student's intention, as shown. */
export const adviserListSessionSchema = z.array(
  z.object({ id: z.string(), nameCn: z.string(), adviserType: z.string() }),
);

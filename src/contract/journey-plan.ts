/**
 * The plan of the personal space: 选校策略 (strategy: a catalog school with its tier and the reason),
 * 推荐课程 (courses), 目标项目 (programs), 出国后清单 (the after-arrival checklist), 我的顾问 (advisers), the
 * base-info calls and the console's 我的学生. Paths: API.growth.strategy | courses | programs | universities |
 * afterAbroad | afterAbroadTick, API.adviser.*, API.console.students | plan.
 */
import { z } from 'zod';

import { chosenUniversitySchema, MATCHING_STATES, type MatchingState } from './ai.ts';
import { textFields } from './fields.ts';
import { pageResultSchema } from './paging.ts';
import { SERVICE_TYPES, VIP_LEVELS, type ServiceType, type VipLevel } from './code-tables.ts';
import { LIMITS } from './limits.ts';
import { safeText } from './text.ts';
import { currentUserSchema, studentProfileSchema } from './user.ts';

/** What a plan item is. */
export const PLAN_ITEM_KINDS = ['STRATEGY', 'COURSE', 'PROGRAM'] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

export const PLAN_ITEM_KIND_LABEL: Record<PlanItemKind, string> = {
  STRATEGY: '选校策略',
  COURSE: '推荐课程',
  PROGRAM: '目标项目',
};

/** A strategy school's tier: the AI engine's matching states (01 冲刺, 02 匹配, 03 保底). */
export const STRATEGY_TIERS = ['01', '02', '03'] as const satisfies readonly MatchingState[];
export type StrategyTier = (typeof STRATEGY_TIERS)[number];
export function tierName(tier: StrategyTier): string {
  return MATCHING_STATES[tier].name;
}

/** What kind of course a recommendation is. */
export const COURSE_TYPES = [
  'AP',
  'A-Level',
  'IB',
  '在线课程',
  '夏校',
  '科研',
  '竞赛',
  '语言培训',
  '其他',
] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** Degrees of a target program. */
export const PROGRAM_DEGREES = ['本科', '硕士', '博士', '预科', '其他'] as const;
export type ProgramDegree = (typeof PROGRAM_DEGREES)[number];

/** The after-arrival checklist every student starts with (created on their first read). */
export const AFTER_ABROAD_DEFAULTS = [
  { code: 'VISA', title: '签证' },
  { code: 'HOUSING', title: '住宿' },
  { code: 'FLIGHT', title: '机票与接机' },
  { code: 'INSURANCE', title: '保险' },
  { code: 'HEALTH', title: '体检与疫苗' },
  { code: 'BANK', title: '银行卡与换汇' },
  { code: 'PHONE', title: '手机卡' },
  { code: 'REGISTRATION', title: '注册报到' },
  { code: 'COURSES', title: '选课' },
  { code: 'EMERGENCY', title: '紧急联系人' },
] as const;

export const PLAN_LIMITS = {
  REASON_MAX: 500,
  NAME_MAX: 100,
  PROVIDER_MAX: 100,
  URL_MAX: 500,
  INTAKE_MAX: 30,
  NOTES_MAX: 500,
  STUDENT_SEARCH_MAX: 50,
} as const;

/** Service modes as the personal space names them (the selector's cards). */
export const SERVICE_TYPE_LABEL: Record<ServiceType, string> = {
  ADVISOR: '资深顾问',
  ONLINE: 'AI数字顾问',
  DIY: '自助申请',
};

export const VIP_LEVEL_LABEL: Record<VipLevel, string> = {
  NONE: '普通用户',
  ONLINE: '在线服务会员',
  ADVISOR: '顾问服务会员',
};

export const PLAN_TEXT = {
  tierRequired: '请选择冲刺、匹配或保底',
  schoolRequired: '请选择学校',
  reasonTooLong: `理由不能超过${PLAN_LIMITS.REASON_MAX}个字`,
  nameRequired: '请填写名称',
  nameTooLong: `名称不能超过${PLAN_LIMITS.NAME_MAX}个字`,
  providerTooLong: `机构名称不能超过${PLAN_LIMITS.PROVIDER_MAX}个字`,
  courseTypeRequired: '请选择课程类型',
  urlHttps: '链接须是以 https:// 开头的网址',
  degreeRequired: '请选择学位',
  intakeRequired: '请填写入学季，例如 2027秋季',
  intakeTooLong: `入学季不能超过${PLAN_LIMITS.INTAKE_MAX}个字`,
  notesTooLong: `备注不能超过${PLAN_LIMITS.NOTES_MAX}个字`,
  itemNotFound: '该清单项不存在',
  relQueryOne: '请指定顾问或学生',
} as const;

/** True for an absolute https URL (the only links a course may carry). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const pageIndex = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(LIMITS.DEFAULT_PAGE_SIZE);
const uuidText = safeText().regex(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  '非法参数',
);

/** `studentId`: a staff member reads one of their students' plan; a student omits it (or names themself). */
export const planQuerySchema = z.object({ studentId: uuidText.optional() });
export const planPageQuerySchema = planQuerySchema.extend({ pageIndex, pageSize });

/** Who wrote a plan item: the adviser (staff) or the student. */
export const planAuthorSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  isStaff: z.boolean(),
});

const schoolFields = {
  universityId: z.string(),
  /** The catalog's names; a school the catalog dropped keeps its id and shows 未知学校. */
  ...textFields('nameCn', 'nameEn', 'country', 'logoText'),
  /** QS rank label (e.g. "12", "201-250") or null. */
  qsRank: z.string().nullable(),
};

export const strategyItemSchema = z.object({
  id: z.string(),
  ...schoolFields,
  tier: z.enum(STRATEGY_TIERS),
  tierName: z.string(),
  reason: z.string(),
  author: planAuthorSchema,
  createdAt: z.string(),
});
export type StrategyItem = z.infer<typeof strategyItemSchema>;
export const strategyPageSchema = pageResultSchema(strategyItemSchema);
export type StrategyPage = z.infer<typeof strategyPageSchema>;

export const courseItemSchema = z.object({
  ...textFields('id', 'name', 'provider'),
  courseType: z.enum(COURSE_TYPES),
  reason: z.string(),
  /** An https URL or null. */
  url: z.string().nullable(),
  author: planAuthorSchema,
  createdAt: z.string(),
});
export type CourseItem = z.infer<typeof courseItemSchema>;
export const courseListSchema = z.array(courseItemSchema);

export const programItemSchema = z.object({
  id: z.string(),
  ...schoolFields,
  programName: z.string(),
  degree: z.enum(PROGRAM_DEGREES),
  intake: z.string(),
  notes: z.string(),
  author: planAuthorSchema,
  createdAt: z.string(),
});
export type ProgramItem = z.infer<typeof programItemSchema>;
export const programListSchema = z.array(programItemSchema);

/** A 我的大学List row with the strategy's tier and reason where the adviser set one for that school. */
export const plannedUniversitySchema = chosenUniversitySchema.extend({
  tier: z.enum(STRATEGY_TIERS).nullable(),
  tierName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type PlannedUniversity = z.infer<typeof plannedUniversitySchema>;
export const plannedUniversityListSchema = z.array(plannedUniversitySchema);

export const afterAbroadItemSchema = z.object({
  ...textFields('id', 'code', 'title'),
  done: z.boolean(),
  doneAt: z.string().nullable(),
});
export type AfterAbroadItem = z.infer<typeof afterAbroadItemSchema>;
export const afterAbroadListSchema = z.array(afterAbroadItemSchema);

export const afterAbroadTickBodySchema = z.object({ id: uuidText, done: z.boolean() });
export type AfterAbroadTickBody = z.infer<typeof afterAbroadTickBodySchema>;

// --- advisers ----------------------------------------------------------------------------------------------

export const adviserCardSchema = z.object({
  adviserId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** From adviser_profiles (e.g. 资深顾问 · 8年经验) or null for staff without a public profile. */
  title: z.string().nullable(),
  organization: z.string().nullable(),
  /** When the advising relation began. */
  since: z.string(),
  /** The chat account to open (APP_EVENTS.OPEN_CHAT friendId): the counselor's own, else one they answer for. */
  chatAccountId: z.string().nullable(),
});
export type AdviserCard = z.infer<typeof adviserCardSchema>;
export const adviserCardListSchema = z.array(adviserCardSchema);

export const adviserRelSchema = z.object({
  ...textFields('studentId', 'adviserId', 'adviserName', 'createdAt'),
});
export type AdviserRel = z.infer<typeof adviserRelSchema>;
export const adviserRelListSchema = z.array(adviserRelSchema);

/** A student names adviserId ("is this counselor mine"); staff name studentId (that student's advisers). */
export const adviserRelQuerySchema = z.object({
  adviserId: uuidText.optional(),
  studentId: uuidText.optional(),
});

export const studentBaseInfoSchema = z.object({
  profile: studentProfileSchema,
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  vipLevel: z.enum(VIP_LEVELS),
  /** The end of the active membership, or null. */
  membershipEndsAt: z.string().nullable(),
  advisersCount: z.number().int(),
  /** Tasks not finished and not withdrawn. */
  openTasksCount: z.number().int(),
});
export type StudentBaseInfo = z.infer<typeof studentBaseInfoSchema>;

export const userInfoQuerySchema = z.object({ userId: uuidText });
export const userInfoSchema = currentUserSchema;

export const removeListQuerySchema = z.object({ id: uuidText });

// --- console ----------------------------------------------------------------------------------------------

export const myStudentsQuerySchema = z.object({
  keyword: safeText().trim().max(PLAN_LIMITS.STUDENT_SEARCH_MAX).optional(),
});

export const myStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 138****0002 */
  mobileMasked: z.string(),
  avatar: z.string().nullable(),
  vipLevel: z.enum(VIP_LEVELS),
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  /** Unfinished, not withdrawn tasks. */
  openTasks: z.number().int(),
  /** The newest message of their conversations with the caller's accounts, task or plan change; or null. */
  latestActivityAt: z.string().nullable(),
  /** The caller advises them (a student_advisers row) rather than only talking with them. */
  advised: z.boolean(),
});
export type MyStudent = z.infer<typeof myStudentSchema>;
export const myStudentListSchema = z.array(myStudentSchema);

const reason = safeText().trim().max(PLAN_LIMITS.REASON_MAX, PLAN_TEXT.reasonTooLong).default('');

export const consolePlanBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('STRATEGY'),
    studentId: uuidText,
    universityId: safeText().trim().min(1, PLAN_TEXT.schoolRequired).max(16, PLAN_TEXT.schoolRequired),
    tier: z.enum(STRATEGY_TIERS, { error: PLAN_TEXT.tierRequired }),
    reason,
  }),
  z.object({
    kind: z.literal('COURSE'),
    studentId: uuidText,
    name: safeText().trim().min(1, PLAN_TEXT.nameRequired).max(PLAN_LIMITS.NAME_MAX, PLAN_TEXT.nameTooLong),
    provider: safeText().trim().max(PLAN_LIMITS.PROVIDER_MAX, PLAN_TEXT.providerTooLong).default(''),
    courseType: z.enum(COURSE_TYPES, { error: PLAN_TEXT.courseTypeRequired }),
    reason,
    url: safeText()
      .trim()
      .max(PLAN_LIMITS.URL_MAX, PLAN_TEXT.urlHttps)
      .refine((value) => value === '' || isHttpsUrl(value), PLAN_TEXT.urlHttps)
      .default(''),
  }),
  z.object({
    kind: z.literal('PROGRAM'),
    studentId: uuidText,
    universityId: safeText().trim().min(1, PLAN_TEXT.schoolRequired).max(16, PLAN_TEXT.schoolRequired),
    programName: safeText()
      .trim()
      .min(1, PLAN_TEXT.nameRequired)
      .max(PLAN_LIMITS.NAME_MAX, PLAN_TEXT.nameTooLong),
    degree: z.enum(PROGRAM_DEGREES, { error: PLAN_TEXT.degreeRequired }),
    intake: safeText()
      .trim()
      .min(1, PLAN_TEXT.intakeRequired)
      .max(PLAN_LIMITS.INTAKE_MAX, PLAN_TEXT.intakeTooLong),
    notes: safeText().trim().max(PLAN_LIMITS.NOTES_MAX, PLAN_TEXT.notesTooLong).default(''),
  }),
]);
export type ConsolePlanBody = z.input<typeof consolePlanBodySchema>;

/** What the console's POST answers: the id and kind of the new item. */
export const consolePlanResultSchema = z.object({ id: z.string(), kind: z.enum(PLAN_ITEM_KINDS) });

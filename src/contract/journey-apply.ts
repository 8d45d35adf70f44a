/**
 * Applications, delivery, offers, exchange rates and deadlines of the personal space (SPEC section 7
 * selectedUniversity, applyDelivery, delivery, batchDelivery, userUniversityMaterialRel, findReceiveOfferList,
 * getOfferEmailContent) and the console's applications, offers and deadlines.
 *
 * Model:
 * - An application comes from one 我的大学List row (`chosenId`): at most one per row; applying twice answers
 *   the existing one. It starts 准备中 (PREPARING); the student delivers it (已递交, `submittedAt`), one or a
 *   batch (all or nothing: one id that is not the caller's refuses the batch with 423, one not 准备中 with 410,
 *   and nothing changes); the adviser moves it to any state with a note. Every move is a history row.
 * - Materials: the set of the student's paperwork versions an application carries (replaced as a whole).
 * - Offers: recorded against an application by the student or an adviser (the application becomes 录取);
 *   amounts are whole units of their ISO currency; the offer email's subject and content are kept as text.
 * - Exchange rates: platform rates to CNY (each with the date it holds for) and the student's own overrides;
 *   the comparison converts with the student's rate where there is one.
 * - Deadlines: per application or 我的大学List row and round, a date (Beijing calendar) with an optional local
 *   time and its IANA zone; notices at 14, 7 and 3 days before (each once); an .ics export.
 */
import { z } from 'zod';

import { textFields } from './fields.ts';
import { APPLICATION_STATES, type ApplicationState } from './journey.ts';
import { idText, safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

export const CURRENCIES = ['CNY', 'USD', 'GBP', 'EUR', 'AUD', 'CAD', 'HKD', 'SGD', 'JPY', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The currencies with a rate to CNY. */
export const RATE_CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'HKD', 'SGD', 'JPY', 'NZD'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
export const CURRENCY_LABEL: Record<Currency, string> = {
  CNY: '人民币',
  USD: '美元',
  GBP: '英镑',
  EUR: '欧元',
  AUD: '澳元',
  CAD: '加元',
  HKD: '港币',
  SGD: '新加坡元',
  JPY: '日元',
  NZD: '新西兰元',
};

export const APPLY_LIMITS = {
  PROGRAM_MAX: 100,
  DEGREE_MAX: 30,
  ROUND_MAX: 30,
  NOTE_MAX: 300,
  BATCH_MAX: 20,
  MATERIALS_MAX: 20,
  /** Whole currency units; 0 allowed (a full scholarship leaves 0 tuition). Scholarship: per year. */
  AMOUNT_MAX: 100_000_000,
  DURATION_MIN: 1,
  DURATION_MAX: 120,
  CONDITIONS_MAX: 1000,
  EMAIL_SUBJECT_MAX: 200,
  EMAIL_CONTENT_MAX: 20_000,
  /** A rate to CNY: 1 unit is worth this many 元 (JPY about 0.05, GBP about 9). */
  RATE_MIN: 0.0001,
  RATE_MAX: 1000,
  /** Days before a deadline when a 系统通知 is sent (each once). */
  REMINDER_DAYS: [14, 7, 3] as const,
  /** Colour bands of the deadline list. */
  WARN_DAYS: [3, 7, 14] as const,
} as const;

/** Preparation tasks planned back from a deadline for service members (days before it). */
export const DEADLINE_PLAN = [
  { title: '文书定稿', daysBefore: 30 },
  { title: '材料准备齐全', daysBefore: 14 },
  { title: '递交申请', daysBefore: 3 },
] as const;

export const APPLY_TEXT = {
  NOT_FOUND: '申请不存在或无权访问',
  CHOSEN_NOT_FOUND: '该学校不在你的大学List中',
  NOT_PREPARING: '只有“准备中”的申请可以递交',
  BATCH_NOT_PREPARING: '以下申请不是“准备中”，未递交任何申请：',
  PAPERWORK_NOT_FOUND: '所选材料不存在或已删除',
  OFFER_NOT_FOUND: 'Offer不存在或无权访问',
  DEADLINE_NOT_FOUND: '截止日期不存在或无权访问',
  DEADLINE_TARGET: '请选择申请或大学List中的学校',
  RATE_RANGE: `汇率需在 ${0.0001} 到 ${1000} 之间`,
  AMOUNT_RANGE: '金额需为 0 到 1 亿之间的整数',
  DATE_FORMAT: '请输入正确的日期（年-月-日）',
  TIME_FORMAT: '请输入正确的时间（时:分）',
  TIME_ZONE: '时区无效',
  ROUND_REQUIRED: '请填写申请轮次',
  DURATION_RANGE: '学制需为 1 到 120 个月',
  CONDITIONS_REQUIRED: '有条件录取请填写条件',
  EMAIL_SUBJECT_REQUIRED: '请填写邮件标题',
  OFFLINE_DATA: '离线数据',
} as const;

const dateText = () =>
  safeText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, APPLY_TEXT.DATE_FORMAT)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), APPLY_TEXT.DATE_FORMAT);

export const applicationStateSchema = z.enum(APPLICATION_STATES);

export const applicationEventSchema = z.object({
  state: applicationStateSchema,
  note: z.string(),
  at: z.string(),
  /** Who moved it: the student (自己) or an adviser's name. */
  actorName: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationMaterialSchema = z.object({ paperworkId: z.string(), title: z.string() });

export const applicationSchema = z.object({
  id: z.string(),
  chosenId: z.string().nullable(),
  ...textFields('universityId', 'universityName', 'program', 'degree', 'round'),
  state: applicationStateSchema,
  stateChangedAt: z.string(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  materials: z.array(applicationMaterialSchema),
  history: z.array(applicationEventSchema),
  offerId: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const selectedUniversitySchema = z.object({
  ...textFields('chosenId', 'universityId', 'universityName', 'universityNameEn', 'countryName'),
  qsRank: z.number().int().nullable(),
  application: applicationSchema.nullable(),
});
export type SelectedUniversity = z.infer<typeof selectedUniversitySchema>;
export const selectedUniversitiesSchema = z.object({ list: z.array(selectedUniversitySchema) });

export const applyBodySchema = z.object({
  chosenId: idText(),
  program: safeText().trim().max(APPLY_LIMITS.PROGRAM_MAX).optional(),
  degree: safeText().trim().max(APPLY_LIMITS.DEGREE_MAX).optional(),
  round: safeText().trim().max(APPLY_LIMITS.ROUND_MAX).optional(),
});
export type ApplyBody = z.infer<typeof applyBodySchema>;

export const applicationIdBodySchema = z.object({ applicationId: idText() });
export const batchDeliverBodySchema = z.object({
  applicationIds: z.array(idText()).min(1).max(APPLY_LIMITS.BATCH_MAX),
});
export const applicationListSchema = z.object({ list: z.array(applicationSchema) });

export const materialsBodySchema = z.object({
  applicationId: idText(),
  paperworkIds: z.array(idText()).max(APPLY_LIMITS.MATERIALS_MAX),
});

export const moneySchema = z.object({
  amount: z
    .number({ error: APPLY_TEXT.AMOUNT_RANGE })
    .int(APPLY_TEXT.AMOUNT_RANGE)
    .min(0, APPLY_TEXT.AMOUNT_RANGE)
    .max(APPLY_LIMITS.AMOUNT_MAX, APPLY_TEXT.AMOUNT_RANGE),
  currency: z.enum(CURRENCIES),
});
export type Money = z.infer<typeof moneySchema>;

export const offerSchema = z.object({
  ...textFields('id', 'applicationId', 'universityId', 'universityName'),
  qsRank: z.number().int().nullable(),
  program: z.string(),
  degree: z.string(),
  tuition: moneySchema,
  living: moneySchema,
  scholarship: moneySchema,
  durationMonths: z.number().int(),
  conditional: z.boolean(),
  conditions: z.string(),
  replyDeadline: z.string().nullable(),
  ...textFields('emailSubject', 'receivedAt', 'recordedByName'),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerPageQuerySchema = z.object({
  ...pageQuery(20),
});
export const offerPageSchema = pageResultSchema(offerSchema);
export type OfferPage = z.infer<typeof offerPageSchema>;

export const offerEmailQuerySchema = z.object({ offerId: idText() });
export const offerEmailSchema = z.object({ offerId: z.string(), subject: z.string(), content: z.string() });
export type OfferEmail = z.infer<typeof offerEmailSchema>;

/** An offer as typed by the student or the adviser (the form of both). */
export const offerRecordBodySchema = z
  .object({
    applicationId: idText(),
    tuition: moneySchema,
    living: moneySchema,
    scholarship: moneySchema,
    durationMonths: z
      .number({ error: APPLY_TEXT.DURATION_RANGE })
      .int(APPLY_TEXT.DURATION_RANGE)
      .min(APPLY_LIMITS.DURATION_MIN, APPLY_TEXT.DURATION_RANGE)
      .max(APPLY_LIMITS.DURATION_MAX, APPLY_TEXT.DURATION_RANGE),
    conditional: z.boolean(),
    conditions: safeText().trim().max(APPLY_LIMITS.CONDITIONS_MAX).default(''),
    replyDeadline: dateText().nullable().optional(),
    emailSubject: safeText()
      .trim()
      .min(1, APPLY_TEXT.EMAIL_SUBJECT_REQUIRED)
      .max(APPLY_LIMITS.EMAIL_SUBJECT_MAX),
    emailContent: safeText().max(APPLY_LIMITS.EMAIL_CONTENT_MAX).default(''),
  })
  .refine((body) => !body.conditional || body.conditions.length > 0, {
    message: APPLY_TEXT.CONDITIONS_REQUIRED,
    path: ['conditions'],
  });
export type OfferRecordBody = z.input<typeof offerRecordBodySchema>;

export const rateSchema = z.object({
  currency: z.enum(RATE_CURRENCIES),
  /** The rate the comparison uses: the caller's own where they set one, else the platform's. */
  rateToCny: z.number(),
  asOf: z.string(),
  mine: z.boolean(),
  platformRate: z.number(),
  platformAsOf: z.string(),
});
export type Rate = z.infer<typeof rateSchema>;
export const ratesSchema = z.object({ list: z.array(rateSchema) });
export type Rates = z.infer<typeof ratesSchema>;

export const rateBodySchema = z.object({
  currency: z.enum(RATE_CURRENCIES),
  rateToCny: z
    .number({ error: APPLY_TEXT.RATE_RANGE })
    .min(APPLY_LIMITS.RATE_MIN, APPLY_TEXT.RATE_RANGE)
    .max(APPLY_LIMITS.RATE_MAX, APPLY_TEXT.RATE_RANGE),
  asOf: dateText(),
});
export type RateBody = z.infer<typeof rateBodySchema>;
export const rateCurrencyParamsSchema = z.object({ currency: z.enum(RATE_CURRENCIES) });

export const deadlineSchema = z.object({
  id: z.string(),
  applicationId: z.string().nullable(),
  chosenId: z.string().nullable(),
  ...textFields('universityName', 'round', 'date'),
  time: z.string().nullable(),
  timeZone: z.string().nullable(),
  note: z.string(),
  createdByName: z.string(),
});
export type Deadline = z.infer<typeof deadlineSchema>;
export const deadlineListSchema = z.object({ list: z.array(deadlineSchema) });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const deadlineFields = {
  applicationId: idText().optional(),
  chosenId: idText().optional(),
  round: safeText().trim().min(1, APPLY_TEXT.ROUND_REQUIRED).max(APPLY_LIMITS.ROUND_MAX),
  date: dateText(),
  time: safeText()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, APPLY_TEXT.TIME_FORMAT)
    .nullable()
    .optional(),
  timeZone: safeText().max(64).refine(isTimeZone, APPLY_TEXT.TIME_ZONE).nullable().optional(),
  note: safeText().trim().max(APPLY_LIMITS.NOTE_MAX).default(''),
};
const hasTarget = (body: { applicationId?: string; chosenId?: string }) =>
  Boolean(body.applicationId ?? body.chosenId);

export const deadlineBodySchema = z
  .object(deadlineFields)
  .refine(hasTarget, { message: APPLY_TEXT.DEADLINE_TARGET, path: ['applicationId'] });
export type DeadlineBody = z.input<typeof deadlineBodySchema>;
export const deadlineIdParamsSchema = z.object({ id: idText() });
export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

// ---- console

export const consoleStudentQuerySchema = z.object({ studentId: idText() });
export const consoleApplicationsSchema = z.object({
  applications: z.array(applicationSchema),
  offers: z.array(offerSchema),
  deadlines: z.array(deadlineSchema),
  selected: z.array(selectedUniversitySchema),
});
export type ConsoleApplications = z.infer<typeof consoleApplicationsSchema>;
export const consoleStateBodySchema = z.object({
  applicationId: idText(),
  state: applicationStateSchema,
  note: safeText().trim().max(APPLY_LIMITS.NOTE_MAX).default(''),
});
export type ConsoleStateBody = z.input<typeof consoleStateBodySchema>;
export const consoleDeadlineBodySchema = z
  .object({ studentId: idText(), ...deadlineFields })
  .refine(hasTarget, { message: APPLY_TEXT.DEADLINE_TARGET, path: ['applicationId'] });
export type ConsoleDeadlineBody = z.input<typeof consoleDeadlineBodySchema>;

/** States after which an application is decided (录取 / 拒绝 / 候补). */
export const DECIDED_STATES: readonly ApplicationState[] = ['ADMITTED', 'REJECTED', 'WAITLISTED'];

// ---- pure helpers shared by screens and the server

/** Days from `today` (YYYY-MM-DD) to `date` (YYYY-MM-DD), negative once passed. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The calendar date in Beijing (the app's users) of an instant, YYYY-MM-DD. */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Amount in CNY (whole 元, rounded) at a rate; CNY itself at 1. */
export function toCny(money: Money, rateOf: (currency: Currency) => number | undefined): number | null {
  if (money.currency === 'CNY') return money.amount;
  const rate = rateOf(money.currency);
  return rate === undefined ? null : Math.round(money.amount * rate);
}

/** A document the materials picker offers: its latest version's id and a label (title and version). */
export interface PaperworkChoice {
  id: string;
  title: string;
}

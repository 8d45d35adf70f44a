/**
 * Growth of the personal space: the timeline (成长记录, growth_records), assessments (interview
 * feedback and self-awareness notes written by the student's counselor), background boosts (背景提升), and
 * exam scores with their trend.
 *
 * Exams are the STANDARD_EXAM_TYPE dictionary (src/contract/dictionaries.ts). EXAM_TABLE is the one table of
 * each exam's valid total, its sections and their ranges; `checkExamScore` applies it with Chinese messages,
 * in the client's score form (inline) and in the server's request schema (the same function), so a score the
 * form accepts is one the server stores and the other way round.
 */
import { z } from 'zod';

import { textFields } from './fields.ts';
import { pageResultSchema } from './paging.ts';
import { DICTIONARIES, dictCodes } from './dictionaries.ts';
import { GROWTH_RECORD_KINDS } from './journey.ts';
import { LIMITS } from './limits.ts';
import { safeText } from './text.ts';

export const GROWTH_TEXT = {
  TAKEN_IN_FUTURE: '考试日期不能晚于今天',
} as const;

export const GROWTH_LIMITS = {
  RECORD_PAGE_DEFAULT: 20,
  PAGE_MAX: 50,
  TITLE_MAX: 100,
  TEXT_MAX: 2000,
  SHORT_MAX: 100,
  NOTE_MAX: 500,
  SUBJECT_MAX: 60,
  /** The console's view of a student: the newest timeline records shown. */
  CONSOLE_RECORDS: 50,
} as const;

// ---- exams ---------------------------------------------------------------------------------------------------

/** The STANDARD_EXAM_TYPE dictionary's codes (tests/server/growth.test.ts checks that they agree). */
export const EXAM_TYPES = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

/** An exam's name as the STANDARD_EXAM_TYPE dictionary spells it. */
function examName(type: ExamType): string {
  return DICTIONARIES.STANDARD_EXAM_TYPE.find(([code]) => code === type)?.[1] ?? type;
}

export const EXAM_GROUPS = { LANGUAGE: '语言考试', STANDARDIZED: '标化考试' } as const;
export type ExamGroup = keyof typeof EXAM_GROUPS;

export const EXAM_SECTION_KEYS = [
  'READING',
  'LISTENING',
  'SPEAKING',
  'WRITING',
  'EBRW',
  'MATH',
  'ENGLISH',
  'SCIENCE',
  'VERBAL',
  'QUANT',
  'AWA',
  'DATA_INSIGHTS',
  'LITERACY',
  'COMPREHENSION',
  'CONVERSATION',
  'PRODUCTION',
] as const;
export type ExamSectionKey = (typeof EXAM_SECTION_KEYS)[number];

/** A range of valid scores: min..max in steps of `step` counted from min. */
export interface ScoreRange {
  min: number;
  max: number;
  step: number;
}

export interface ExamSectionSpec extends ScoreRange {
  key: ExamSectionKey;
  name: string;
}

export interface ExamSpec {
  type: ExamType;
  name: string;
  group: ExamGroup;
  total: ScoreRange;
  /** What the total is called in forms and cards. */
  totalName: string;
  sections: readonly ExamSectionSpec[];
  /** The sections whose sum is the total (checked when all of them are given). */
  sumOf?: readonly ExamSectionKey[];
  /** AP and A-Level: one score per subject, the subject is required. */
  perSubject: boolean;
  /** A-Level: grades stored as their ordinal (E = 1 ... A* = 6). */
  grades?: readonly string[];
}

const range = (min: number, max: number, step = 1): ScoreRange => ({ min, max, step });
const section = (key: ExamSectionKey, name: string, r: ScoreRange): ExamSectionSpec => ({ key, name, ...r });

/** A-Level grades from the lowest (ordinal 1) to the highest (ordinal 6). */
export const A_LEVEL_GRADES = ['E', 'D', 'C', 'B', 'A', 'A*'] as const;

/** Sections that share one range: `[key, name]` pairs. */
const sections = (r: ScoreRange, ...named: (readonly [ExamSectionKey, string])[]): ExamSectionSpec[] =>
  named.map(([key, name]) => section(key, name, r));

/**
 * An exam's spec from its type, group, total range, total's name and sections; scored as a whole unless
 * `more` says per subject.
 */
function exam(
  type: ExamType,
  group: ExamGroup,
  total: ScoreRange,
  totalName: string,
  examSections: readonly ExamSectionSpec[],
  more: Partial<Pick<ExamSpec, 'sumOf' | 'perSubject' | 'grades'>> = {},
): ExamSpec {
  return {
    type,
    name: examName(type),
    group,
    total,
    totalName,
    sections: examSections,
    perSubject: false,
    ...more,
  };
}

export const EXAM_TABLE: Record<ExamType, ExamSpec> = {
  '01': exam(
    '01',
    'LANGUAGE',
    range(0, 120),
    '总分',
    sections(
      range(0, 30),
      ['READING', '阅读'],
      ['LISTENING', '听力'],
      ['SPEAKING', '口语'],
      ['WRITING', '写作'],
    ),
    { sumOf: ['READING', 'LISTENING', 'SPEAKING', 'WRITING'] },
  ),
  '02': exam(
    '02',
    'LANGUAGE',
    range(0, 9, 0.5),
    '总分',
    sections(
      range(0, 9, 0.5),
      ['LISTENING', '听力'],
      ['READING', '阅读'],
      ['WRITING', '写作'],
      ['SPEAKING', '口语'],
    ),
  ),
  '03': exam(
    '03',
    'STANDARDIZED',
    range(400, 1600, 10),
    '总分',
    sections(range(200, 800, 10), ['EBRW', '阅读与写作'], ['MATH', '数学']),
    { sumOf: ['EBRW', 'MATH'] },
  ),
  '04': exam(
    '04',
    'STANDARDIZED',
    range(1, 36),
    '综合分',
    sections(range(1, 36), ['ENGLISH', '英语'], ['MATH', '数学'], ['READING', '阅读'], ['SCIENCE', '科学']),
  ),
  '05': exam(
    '05',
    'STANDARDIZED',
    range(260, 340),
    '总分',
    [
      ...sections(range(130, 170), ['VERBAL', '语文'], ['QUANT', '数学']),
      section('AWA', '写作', range(0, 6, 0.5)),
    ],
    { sumOf: ['VERBAL', 'QUANT'] },
  ),
  '06': exam(
    '06',
    'STANDARDIZED',
    range(205, 805, 10),
    '总分',
    sections(range(60, 90), ['QUANT', '数学'], ['VERBAL', '语文'], ['DATA_INSIGHTS', '数据洞察']),
  ),
  '07': exam('07', 'STANDARDIZED', range(1, 5), '成绩', [], { perSubject: true }),
  '08': exam('08', 'STANDARDIZED', range(1, A_LEVEL_GRADES.length), '等级', [], {
    perSubject: true,
    grades: A_LEVEL_GRADES,
  }),
  '09': exam(
    '09',
    'LANGUAGE',
    range(10, 160, 5),
    '总分',
    sections(
      range(10, 160),
      ['LITERACY', '读写'],
      ['COMPREHENSION', '理解'],
      ['CONVERSATION', '会话'],
      ['PRODUCTION', '产出'],
    ),
  ),
};

export const LANGUAGE_EXAM_TYPES = EXAM_TYPES.filter((type) => EXAM_TABLE[type].group === 'LANGUAGE');
export const STANDARDIZED_EXAM_TYPES = EXAM_TYPES.filter((type) => EXAM_TABLE[type].group === 'STANDARDIZED');

/** A score as shown: A-Level's grade letter, IELTS and GRE writing with one decimal, else the number. */
export function formatScore(range: ScoreRange, value: number, grades?: readonly string[]): string {
  if (grades) return grades[Math.round(value) - 1] ?? String(value);
  return range.step < 1 ? value.toFixed(1) : String(value);
}

export function examTotalLabel(type: ExamType, total: number): string {
  const spec = EXAM_TABLE[type];
  return formatScore(spec.total, total, spec.grades);
}

function stepText(r: ScoreRange): string {
  if (r.step === 0.5) return '，以0.5为单位';
  if (r.step > 1) return `，以${r.step}为单位`;
  return '，须为整数';
}

/** The message for a score outside its range (or off its step), naming the range. */
export function rangeMessage(name: string, r: ScoreRange): string {
  return `${name}应在${r.min}-${r.max}之间${stepText(r)}`;
}

function inRange(value: number, r: ScoreRange): boolean {
  if (!Number.isFinite(value) || value < r.min || value > r.max) return false;
  const steps = (value - r.min) / r.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** The form's fields as typed (strings) or as sent (numbers); empty section = not given. */
export interface ExamScoreFields {
  total: string | number | null;
  sections: Partial<Record<ExamSectionKey, string | number | null>>;
  subject: string;
}

/** Field errors: `total`, `subject`, or a section key. Empty when the score is valid for its exam. */
export type ExamScoreErrors = Partial<Record<'total' | 'subject' | ExamSectionKey, string>>;

function toNumber(value: string | number | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) && /^\d+(\.\d+)?$/.test(text) ? parsed : null;
}

/** One table, client and server: checks a score against its exam (EXAM_TABLE), with Chinese messages. */
export function checkExamScore(type: ExamType, fields: ExamScoreFields): ExamScoreErrors {
  const spec = EXAM_TABLE[type];
  const errors: ExamScoreErrors = {};
  const total = toNumber(fields.total);
  if (total === undefined) errors.total = spec.grades ? '请选择等级' : `请输入${spec.totalName}`;
  else if (total === null) errors.total = `${spec.totalName}请输入数字`;
  else if (!inRange(total, spec.total))
    errors.total = spec.grades
      ? '请选择有效的等级'
      : rangeMessage(`${spec.name}${spec.totalName}`, spec.total);

  if (spec.perSubject && fields.subject.trim() === '') errors.subject = '请填写科目';
  if (fields.subject.trim().length > GROWTH_LIMITS.SUBJECT_MAX)
    errors.subject = `科目不能超过${GROWTH_LIMITS.SUBJECT_MAX}个字`;

  const sectionValues = new Map<ExamSectionKey, number>();
  for (const [key, raw] of Object.entries(fields.sections) as [ExamSectionKey, string | number | null][]) {
    const value = toNumber(raw);
    if (value === undefined) continue;
    const sectionSpec = spec.sections.find((item) => item.key === key);
    if (!sectionSpec) {
      errors[key] = `${spec.name}没有该单项`;
      continue;
    }
    if (value === null) errors[key] = `${sectionSpec.name}请输入数字`;
    else if (!inRange(value, sectionSpec)) errors[key] = rangeMessage(sectionSpec.name, sectionSpec);
    else sectionValues.set(key, value);
  }

  if (spec.sumOf && typeof total === 'number' && !errors.total) {
    const parts = spec.sumOf.map((key) => sectionValues.get(key));
    if (parts.every((part) => part !== undefined)) {
      const sum = parts.reduce<number>((acc, part) => acc + (part ?? 0), 0);
      if (sum !== total) errors.total = `各单项之和为${sum}，与${spec.totalName}${total}不一致`;
    }
  }
  return errors;
}

// ---- requests ------------------------------------------------------------------------------------------------

const day = safeText().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD');
const pageIndex = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(GROWTH_LIMITS.PAGE_MAX).default(LIMITS.DEFAULT_PAGE_SIZE);
const text = (max: number) => safeText().trim().max(max, `不能超过${max}个字`);
const required = (max: number, message: string) => text(max).min(1, message);

export const growthRecordQuerySchema = z.object({
  /** Inclusive Beijing calendar days. */
  from: day.optional(),
  to: day.optional(),
  pageIndex,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(GROWTH_LIMITS.PAGE_MAX)
    .default(GROWTH_LIMITS.RECORD_PAGE_DEFAULT),
});
export interface GrowthRecordQuery {
  from?: string | undefined;
  to?: string | undefined;
  pageIndex: number;
  pageSize: number;
}

export const growthPageQuerySchema = z.object({ pageIndex, pageSize });
export interface GrowthPageQuery {
  pageIndex: number;
  pageSize: number;
}

const sectionsSchema = z.partialRecord(z.enum(EXAM_SECTION_KEYS), z.number());

const scoreFields = {
  examType: z.enum(EXAM_TYPES),
  takenAt: day,
  total: z.number(),
  sections: sectionsSchema.default({}),
  subject: text(GROWTH_LIMITS.SUBJECT_MAX).default(''),
  note: text(GROWTH_LIMITS.NOTE_MAX).default(''),
};

function refineScore(
  value: {
    examType: ExamType;
    total: number;
    sections: Partial<Record<ExamSectionKey, number>>;
    subject: string;
  },
  ctx: z.RefinementCtx,
) {
  const errors = checkExamScore(value.examType, value);
  for (const [field, message] of Object.entries(errors)) {
    ctx.addIssue({
      code: 'custom',
      message,
      path: field === 'total' || field === 'subject' ? [field] : ['sections', field],
    });
  }
}

/** The student records one of their own scores (validated by its exam's table). */
export const examScoreBodySchema = z.object(scoreFields).superRefine(refineScore);
export type ExamScoreBody = z.input<typeof examScoreBodySchema>;

export const examTrendBodySchema = z.object({ examType: z.enum(EXAM_TYPES) });
export type ExamTrendBody = z.infer<typeof examTrendBodySchema>;

export const BG_BOOST_TYPES = dictCodes('BACKGROUND_BOOST_INFO_TYPE') as [string, ...string[]];

const bgBoostFields = {
  type: z.enum(BG_BOOST_TYPES, '请选择类型'),
  title: required(GROWTH_LIMITS.TITLE_MAX, '请填写名称'),
  organization: text(GROWTH_LIMITS.SHORT_MAX).default(''),
  role: text(GROWTH_LIMITS.SHORT_MAX).default(''),
  startDate: day,
  /** Empty: still going on. */
  endDate: day.nullable().default(null),
  description: text(GROWTH_LIMITS.TEXT_MAX).default(''),
  outcome: text(GROWTH_LIMITS.NOTE_MAX).default(''),
};

function refineDates(value: { startDate: string; endDate: string | null }, ctx: z.RefinementCtx) {
  if (value.endDate !== null && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', message: '结束日期不能早于开始日期', path: ['endDate'] });
  }
}

/** Add a background boost (no id) or edit one of the caller's (id). */
export const bgBoostBodySchema = z
  .object({ id: safeText().trim().min(1).max(64).optional(), ...bgBoostFields })
  .superRefine(refineDates);
export type BgBoostBody = z.input<typeof bgBoostBodySchema>;

export const ASSESSMENT_KINDS = ['SELF_AWARENESS', 'INTERVIEW_FEEDBACK'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];
export const ASSESSMENT_KIND_LABEL: Record<AssessmentKind, string> = {
  SELF_AWARENESS: '自我认知笔记',
  INTERVIEW_FEEDBACK: '面试反馈',
};

export const CONSOLE_GROWTH_KINDS = [
  'INTERVIEW_FEEDBACK',
  'SELF_AWARENESS',
  'SCORE',
  'BG_BOOST',
  'MILESTONE',
] as const;
export type ConsoleGrowthKind = (typeof CONSOLE_GROWTH_KINDS)[number];

const studentId = safeText().trim().min(1, '请选择学生').max(64);

/** POST API.console.growth: what a counselor adds to a student's growth, by kind. */
export const consoleGrowthBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('INTERVIEW_FEEDBACK'),
    studentId,
    title: required(GROWTH_LIMITS.TITLE_MAX, '请填写标题'),
    content: text(GROWTH_LIMITS.TEXT_MAX).default(''),
    university: required(GROWTH_LIMITS.SHORT_MAX, '请填写学校'),
    program: text(GROWTH_LIMITS.SHORT_MAX).default(''),
    interviewDate: day,
    rating: z.number().int().min(1, '评分为1-5星').max(5, '评分为1-5星'),
    strengths: text(GROWTH_LIMITS.TEXT_MAX).default(''),
    improvements: text(GROWTH_LIMITS.TEXT_MAX).default(''),
  }),
  z.object({
    kind: z.literal('SELF_AWARENESS'),
    studentId,
    title: required(GROWTH_LIMITS.TITLE_MAX, '请填写标题'),
    content: required(GROWTH_LIMITS.TEXT_MAX, '请填写内容'),
  }),
  z.object({ kind: z.literal('SCORE'), studentId, ...scoreFields }).superRefine(refineScore),
  z.object({ kind: z.literal('BG_BOOST'), studentId, ...bgBoostFields }).superRefine(refineDates),
  z.object({
    kind: z.literal('MILESTONE'),
    studentId,
    title: required(GROWTH_LIMITS.TITLE_MAX, '请填写标题'),
    detail: text(GROWTH_LIMITS.NOTE_MAX).default(''),
    /** Default: today. */
    occurredOn: day.optional(),
  }),
]);
export type ConsoleGrowthBody = z.input<typeof consoleGrowthBodySchema>;

export const growthIdParamsSchema = z.object({ id: safeText().trim().min(1).max(64) });

export const consoleGrowthQuerySchema = z.object({ studentId: safeText().trim().min(1).max(64) });

// ---- responses -----------------------------------------------------------------------------------------------

export const growthRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(GROWTH_RECORD_KINDS),
  ...textFields('kindLabel', 'title', 'detail', 'occurredAt'),
  /** Who made it happen, when someone else than the student (their counselor). */
  actorName: z.string().nullable(),
});
export type GrowthRecord = z.infer<typeof growthRecordSchema>;
export const growthRecordPageSchema = pageResultSchema(growthRecordSchema);
export type GrowthRecordPage = z.infer<typeof growthRecordPageSchema>;

export const assessmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ASSESSMENT_KINDS),
  ...textFields('title', 'content', 'university', 'program'),
  interviewDate: z.string().nullable(),
  rating: z.number().int().nullable(),
  ...textFields('strengths', 'improvements', 'authorName', 'createdAt'),
});
export type Assessment = z.infer<typeof assessmentSchema>;
export const assessmentPageSchema = pageResultSchema(assessmentSchema);
export type AssessmentPage = z.infer<typeof assessmentPageSchema>;

export const bgBoostSchema = z.object({
  ...textFields('id', 'type', 'typeName', 'title', 'organization', 'role', 'startDate'),
  endDate: z.string().nullable(),
  description: z.string(),
  outcome: z.string(),
  /** Who added it: the student's own name for their own, else the counselor's. */
  addedByName: z.string(),
  updatedAt: z.string(),
});
export type BgBoost = z.infer<typeof bgBoostSchema>;
export const bgBoostListSchema = z.array(bgBoostSchema);

export const examSectionScoreSchema = z.object({
  key: z.enum(EXAM_SECTION_KEYS),
  name: z.string(),
  score: z.number(),
  label: z.string(),
});

export const examScoreSchema = z.object({
  id: z.string(),
  examType: z.enum(EXAM_TYPES),
  examName: z.string(),
  takenAt: z.string(),
  total: z.number(),
  totalLabel: z.string(),
  sections: z.array(examSectionScoreSchema),
  ...textFields('subject', 'note', 'recordedByName', 'createdAt'),
});
export type ExamScore = z.infer<typeof examScoreSchema>;

/** One exam of the caller's: how many scores, the latest (by date taken) and the best. */
export const examSummarySchema = z.object({
  examType: z.enum(EXAM_TYPES),
  examName: z.string(),
  group: z.enum(['LANGUAGE', 'STANDARDIZED']),
  count: z.number().int(),
  latest: examScoreSchema,
  best: examScoreSchema,
});
export type ExamSummary = z.infer<typeof examSummarySchema>;
export const examSummaryListSchema = z.array(examSummarySchema);

export const examTrendSchema = z.object({
  examType: z.enum(EXAM_TYPES),
  examName: z.string(),
  /** Oldest first. */
  points: z.array(examScoreSchema),
});
export type ExamTrend = z.infer<typeof examTrendSchema>;

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const consoleGrowthSchema = z.object({
  studentId: z.string(),
  records: z.array(growthRecordSchema),
  assessments: z.array(assessmentSchema),
  scores: z.array(examScoreSchema),
  bgBoosts: z.array(bgBoostSchema),
});
export type ConsoleGrowth = z.infer<typeof consoleGrowthSchema>;

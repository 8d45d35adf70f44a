/**
 * AI school selection (SPEC sections 2, 3, 4, 5, 7, 9): the three forms (short, undergraduate 01,
 * master's 02), their validation with the exact Chinese messages, the request payload built from a
 * form, the result item, the join-list body and the chosen-university ("我的大学List") item.
 *
 * Form values are kept as the strings the user typed, so the rules of section 5 (integer check with
 * "0" failing, decimal places, max lengths) apply identically in the browser and on the server.
 */
import { z } from 'zod';

import { textFields } from './fields.ts';
import { LIMITS } from './limits.ts';
import { safeText } from './text.ts';
import { MESSAGES, SCORE_BOUNDS, isGpa, isIelts, isIntegerScore } from './validation.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

/** Drawer status (SPEC section 4): 0 form, 2 analysing, 1 results. */
export const AI_STATUS = { FORM: 0, RESULTS: 1, ANALYSING: 2 } as const;
export type AiStatus = (typeof AI_STATUS)[keyof typeof AI_STATUS];

/** Form names: 01 undergraduate, 02 master's (the apply modes), short = the header variant. */
export const AI_FORM_NAMES = ['01', '02', 'short'] as const;
export type AiFormName = (typeof AI_FORM_NAMES)[number];

export const AI_TEXT = {
  drawerTitle: 'AI智能选校',
  tabUndergraduate: '申请本科',
  tabMaster: '申请硕士',
  tip: '填写的信息越完整，匹配结果越准确',
  start: '开始分析',
  analysing: 'AI分析中...',
  resultHeader: (n: number) => `和您的情况相匹配的学校有 ${n} 所`,
  myList: '我的大学List',
  emptyTitle: '没有找到与您情况相匹配的学校',
  emptyBody: '请完善更多信息后重新测试，或联系客服获取帮助',
  contactService: '联系客服',
  retest: '重新测试',
  join: '加入我的大学List',
  joined: (universityName: string) => `${universityName}已加入我的大学List`,
  schoolNotFound: '找不到我的学校？',
  backToSelect: '返回选择学校',
  selectAll: '全选',
  invert: '反选',
  confirm: '确定',
  addExperience: '添加经历',
  removeExperience: '删除',
  removedFromList: '已从我的大学List移除',
} as const;

/** Matching states (SPEC section 3): 01 reach (red), 02 match (amber), 03 safety (blue). */
export const MATCHING_STATES = {
  '01': { name: '冲刺', color: 'red' },
  '02': { name: '匹配', color: 'amber' },
  '03': { name: '保底', color: 'blue' },
} as const;
export type MatchingState = keyof typeof MATCHING_STATES;
export const MATCHING_STATE_CODES = Object.keys(MATCHING_STATES) as MatchingState[];

/** Sub-score labels (SPEC section 3). */
export const SUB_SCORE_LABELS = {
  studyResult: '学校匹配度',
  backgroudResult: '背景匹配度',
  systemResult: '体系匹配度',
  scoreResult: '成绩匹配度',
} as const;
export type SubScoreKey = keyof typeof SUB_SCORE_LABELS;
export const SUB_SCORE_KEYS = Object.keys(SUB_SCORE_LABELS) as SubScoreKey[];

/** Course system 01 普高 is scored by total + english; every other system by GPA (SPEC section 4). */
export const GENERAL_HIGH_SCHOOL_SYSTEM = '01';

/** Master's current state (SPEC section 5). */
export const CURRENT_STUDY_STATUS = { '01': '大学在读', '02': '大学毕业' } as const;
export type CurrentStudyStatus = keyof typeof CURRENT_STUDY_STATUS;

export const LANGUAGE_TYPES = ['TOEFL', 'IELTS', 'OTHER'] as const;
export type LanguageType = (typeof LANGUAGE_TYPES)[number];
export const LANGUAGE_LABELS: Record<LanguageType, 'TOEFL' | 'IELTS' | '其他'> = {
  TOEFL: 'TOEFL',
  IELTS: 'IELTS',
  OTHER: '其他',
};
export const SAT_ACT_TYPES = ['SAT', 'ACT'] as const;
export type SatActType = (typeof SAT_ACT_TYPES)[number];
export const GRE_GMAT_TYPES = ['GRE', 'GMAT'] as const;
export type GreGmatType = (typeof GRE_GMAT_TYPES)[number];

/** stepType of an experience paragraph by its position (SPEC section 3). */
export const EXPERIENCE_STEP_TYPES = ['第一段', '第二段', '第三段', '第四段', '第五段'] as const;
export type ExperienceStepType = (typeof EXPERIENCE_STEP_TYPES)[number];

export type SchoolInputMode = 'select' | 'text';

// ---------------------------------------------------------------------------------------------
// Forms (what the drawer edits and what a draft stores)
// ---------------------------------------------------------------------------------------------

export interface AiShortForm {
  name: 'short';
  country: string[];
  majors: string[];
}

interface AiCommonForm {
  country: string[];
  majors: string[];
  province: string;
  city: string;
  school: string;
  schoolId: string;
  /** Dropdown or free text (找不到我的学校？ / 返回选择学校). */
  schoolMode: SchoolInputMode;
  system: string;
  total: string;
  english: string;
  gpa: string;
  /** Which of TOEFL / IELTS / other is being entered (the toggle). */
  languageType: LanguageType;
  toefl: string;
  ielts: string;
  tiother: string;
}

export interface AiUndergraduateForm extends AiCommonForm {
  name: '01';
  satActType: SatActType;
  sat: string;
  act: string;
  /** Single selection (SPEC section 4: AP course click sets a single selection). */
  ap_course: string[];
  activity: string[];
}

export interface AiMasterForm extends AiCommonForm {
  name: '02';
  current: '' | CurrentStudyStatus;
  greGmatType: GreGmatType;
  gre: string;
  gmat: string;
  experiences: string[];
}

export type AiForm = AiShortForm | AiUndergraduateForm | AiMasterForm;

function emptyCommon(): AiCommonForm {
  return {
    country: [],
    majors: [],
    province: '',
    city: '',
    school: '',
    schoolId: '',
    schoolMode: 'select',
    system: '',
    total: '',
    english: '',
    gpa: '',
    languageType: 'TOEFL',
    toefl: '',
    ielts: '',
    tiother: '',
  };
}

export function emptyShortForm(): AiShortForm {
  return { name: 'short', country: [], majors: [] };
}

export function emptyUndergraduateForm(): AiUndergraduateForm {
  return {
    ...emptyCommon(),
    name: '01',
    satActType: 'SAT',
    sat: '',
    act: '',
    ap_course: [],
    activity: [],
  };
}

export function emptyMasterForm(): AiMasterForm {
  return {
    ...emptyCommon(),
    name: '02',
    current: '',
    greGmatType: 'GRE',
    gre: '',
    gmat: '',
    experiences: [''],
  };
}

// ---------------------------------------------------------------------------------------------
// Validation (SPEC section 5). Each function returns a map field -> message; empty when valid.
// ---------------------------------------------------------------------------------------------

export type AiFieldErrors = Partial<Record<string, string>>;

/** Hints shown under the inputs (SPEC section 5). */
export const AI_HINTS = {
  total: MESSAGES.totalHint,
  english: MESSAGES.englishHint,
  sat: MESSAGES.satHint,
  act: MESSAGES.actHint,
  gpa: MESSAGES.gpaHint,
  toefl: MESSAGES.toeflHint,
  ielts: MESSAGES.ieltsHint,
  tiother: MESSAGES.otherHint,
  gre: MESSAGES.greHint,
  gmat: MESSAGES.gmatHint,
  experience: MESSAGES.experiencePlaceholder,
} as const;

/** Input max lengths (SPEC sections 5 and 9). */
export const AI_MAX_LENGTHS = {
  /** Free-text school name: the profile's school-name limit (the server schema's bound). */
  school: LIMITS.PROFILE_SCHOOL_NAME_MAX,
  total: SCORE_BOUNDS.total.maxLength,
  english: SCORE_BOUNDS.english.maxLength,
  gpa: SCORE_BOUNDS.gpa.maxLength,
  toefl: SCORE_BOUNDS.toefl.maxLength,
  ielts: SCORE_BOUNDS.ielts.maxLength,
  tiother: LIMITS.OTHER_EXAM_TEXT_MAX,
  sat: SCORE_BOUNDS.sat.maxLength,
  act: SCORE_BOUNDS.act.maxLength,
  gre: SCORE_BOUNDS.gre.maxLength,
  gmat: SCORE_BOUNDS.gmat.maxLength,
  experience: LIMITS.EXPERIENCE_TEXT_MAX,
} as const;

export function validateShortForm(form: Pick<AiShortForm, 'country' | 'majors'>): AiFieldErrors {
  const errors: AiFieldErrors = {};
  if (form.country.length === 0) errors.country = MESSAGES.countryRequired;
  if (form.majors.length === 0) errors.majors = MESSAGES.majorRequired;
  return errors;
}

function validateLocationAndSchool(form: AiCommonForm, errors: AiFieldErrors): void {
  if (form.city === '') errors.city = MESSAGES.cityRequired;
  if (form.school.trim() === '') {
    errors.school = form.schoolMode === 'text' ? MESSAGES.schoolTextRequired : MESSAGES.schoolRequired;
  }
}

/** The entered language score of the active kind; returns the message when it is wrong. */
function languageError(form: AiCommonForm): string | null {
  switch (form.languageType) {
    case 'TOEFL':
      return form.toefl !== '' && !isIntegerScore(form.toefl, SCORE_BOUNDS.toefl)
        ? MESSAGES.language('TOEFL')
        : null;
    case 'IELTS':
      return form.ielts !== '' && !isIelts(form.ielts) ? MESSAGES.language('IELTS') : null;
    case 'OTHER':
      return form.tiother.length > LIMITS.OTHER_EXAM_TEXT_MAX ? MESSAGES.language('其他') : null;
  }
}

function languageValue(form: AiCommonForm): string {
  switch (form.languageType) {
    case 'TOEFL':
      return form.toefl;
    case 'IELTS':
      return form.ielts;
    case 'OTHER':
      return form.tiother.trim();
  }
}

export function validateUndergraduateForm(form: AiUndergraduateForm): AiFieldErrors {
  const errors = validateShortForm(form);
  validateLocationAndSchool(form, errors);
  if (form.system === '') {
    errors.system = MESSAGES.courseSystemRequired;
    // a score typed before the system is chosen is still checked (the student sees it on blur)
    const language = languageError(form);
    if (language) errors.language = language;
  } else if (form.system === GENERAL_HIGH_SCHOOL_SYSTEM) {
    if (!isIntegerScore(form.total, SCORE_BOUNDS.total)) errors.total = MESSAGES.total;
    if (!isIntegerScore(form.english, SCORE_BOUNDS.english)) errors.english = MESSAGES.english;
    const language = languageError(form);
    if (language) errors.language = language;
  } else {
    if (!isGpa(form.gpa)) errors.gpa = MESSAGES.gpa;
    const language = languageError(form);
    if (language) errors.language = language;
    else if (languageValue(form) === '')
      errors.language = MESSAGES.language(LANGUAGE_LABELS[form.languageType]);
  }
  const satAct = form.satActType === 'SAT' ? form.sat : form.act;
  const satActBound = form.satActType === 'SAT' ? SCORE_BOUNDS.sat : SCORE_BOUNDS.act;
  if (satAct !== '' && !isIntegerScore(satAct, satActBound)) errors.satAct = MESSAGES.satAct;
  return errors;
}

export function validateMasterForm(form: AiMasterForm): AiFieldErrors {
  const errors: AiFieldErrors = {};
  if (form.current === '') errors.current = MESSAGES.currentStateRequired;
  Object.assign(errors, validateShortForm(form));
  validateLocationAndSchool(form, errors);
  if (form.gpa !== '' && !isGpa(form.gpa)) errors.gpa = MESSAGES.gpa;
  const language = languageError(form);
  if (language) errors.language = language;
  const greGmat = form.greGmatType === 'GRE' ? form.gre : form.gmat;
  const greGmatBound = form.greGmatType === 'GRE' ? SCORE_BOUNDS.gre : SCORE_BOUNDS.gmat;
  if (greGmat !== '' && !isIntegerScore(greGmat, greGmatBound)) errors.greGmat = MESSAGES.greGmat;
  form.experiences.forEach((text, index) => {
    if (text.length > LIMITS.EXPERIENCE_TEXT_MAX)
      errors[`experience${index}`] = MESSAGES.experiencePlaceholder;
  });
  return errors;
}

export function validateAiForm(form: AiForm): AiFieldErrors {
  switch (form.name) {
    case 'short':
      return validateShortForm(form);
    case '01':
      return validateUndergraduateForm(form);
    case '02':
      return validateMasterForm(form);
  }
}

// ---------------------------------------------------------------------------------------------
// Request payload (SPEC section 3) and its server-side schema
// ---------------------------------------------------------------------------------------------

const code = safeText().trim().min(1).max(20);
/** A sanity bound only: the section 5 rules (max lengths, the 100-character other exam) give the messages. */
const scoreText = safeText().trim().max(1000);
/** A free-text school name longer than the profile's limit (the input stops at it; the spec is silent). */
export const SCHOOL_NAME_TOO_LONG = `学校名称不能超过${LIMITS.PROFILE_SCHOOL_NAME_MAX}个字`;

export const aiRequestSchema = z
  .object({
    studyIntentionType: z.enum(['01', '02']),
    activityIdList: z.array(code).max(50).default([]),
    apCourseIdList: z.array(code).max(50).default([]),
    // a missing list or text is treated as empty, so the section 5 rule says what is missing
    countryCodeList: z.array(code).max(50).default([]),
    educationSystem: z
      .object({
        englishScore: scoreText.optional(),
        gpaScore: scoreText.optional(),
        totalScore: scoreText.optional(),
        type: safeText().trim().max(20).optional(),
      })
      .default({}),
    majorSubjectTypeCodeList: z.array(code).max(100).default([]),
    studentSchoolCityCode: safeText().trim().max(20).default(''),
    studentSchoolId: safeText().trim().max(64).nullish(),
    studentSchoolName: safeText()
      .trim()
      .max(LIMITS.PROFILE_SCHOOL_NAME_MAX, SCHOOL_NAME_TOO_LONG)
      .default(''),
    currentStudyStatus: z.enum(['01', '02']).optional(),
    greOrGmatScore: z.object({ score: scoreText, scoreType: z.enum(GRE_GMAT_TYPES) }).optional(),
    satOrActScore: z.object({ score: scoreText, scoreType: z.enum(SAT_ACT_TYPES) }).optional(),
    toeflOrIeltsScore: z.object({ score: scoreText, scoreType: z.enum(LANGUAGE_TYPES) }).optional(),
    experienceList: z
      .array(
        z.object({
          content: safeText().max(LIMITS.EXPERIENCE_TEXT_MAX),
          stepType: z.enum(EXPERIENCE_STEP_TYPES),
        }),
      )
      .max(LIMITS.EXPERIENCE_MAX)
      .default([]),
  })
  .superRefine((payload, ctx) => {
    // The same rules as the forms: rebuild the form the payload came from and validate it.
    const errors = validateAiForm(formFromPayload(payload));
    for (const [path, message] of Object.entries(errors)) {
      if (message) ctx.addIssue({ code: 'custom', message, path: [path] });
    }
    payload.experienceList.forEach((item, index) => {
      if (item.stepType !== EXPERIENCE_STEP_TYPES[index]) {
        ctx.addIssue({
          code: 'custom',
          message: '经历段落顺序不正确',
          path: ['experienceList', index, 'stepType'],
        });
      }
    });
  });
export type AiRequestPayload = z.input<typeof aiRequestSchema>;
export type AiRequest = z.output<typeof aiRequestSchema>;

/** Builds the section 3 payload from a valid undergraduate or master's form. */
export function toAiPayload(form: AiUndergraduateForm | AiMasterForm): AiRequest {
  const language = languageValue(form);
  const base: AiRequest = {
    studyIntentionType: form.name,
    activityIdList: form.name === '01' ? [...form.activity] : [],
    apCourseIdList: form.name === '01' ? [...form.ap_course] : [],
    countryCodeList: [...form.country],
    educationSystem:
      form.system === ''
        ? {}
        : form.system === GENERAL_HIGH_SCHOOL_SYSTEM
          ? { type: form.system, totalScore: form.total, englishScore: form.english }
          : { type: form.system, gpaScore: form.gpa },
    majorSubjectTypeCodeList: [...form.majors],
    studentSchoolCityCode: form.city,
    studentSchoolId: form.schoolMode === 'select' && form.schoolId !== '' ? form.schoolId : null,
    studentSchoolName: form.school.trim(),
    experienceList: [],
  };
  if (form.name === '02' && form.system === '' && form.gpa !== '')
    base.educationSystem = { gpaScore: form.gpa };
  if (language !== '') base.toeflOrIeltsScore = { score: language, scoreType: form.languageType };
  if (form.name === '01') {
    const score = form.satActType === 'SAT' ? form.sat : form.act;
    if (score !== '') base.satOrActScore = { score, scoreType: form.satActType };
  } else {
    if (form.current !== '') base.currentStudyStatus = form.current;
    const score = form.greGmatType === 'GRE' ? form.gre : form.gmat;
    if (score !== '') base.greOrGmatScore = { score, scoreType: form.greGmatType };
    base.experienceList = form.experiences
      .map((content) => content.trim())
      .filter((content) => content !== '')
      .map((content, index) => ({ content, stepType: EXPERIENCE_STEP_TYPES[index] ?? '第五段' }));
  }
  return base;
}

/** The inverse of toAiPayload, used by the server to apply the form rules to a payload. */
export function formFromPayload(payload: AiRequest): AiUndergraduateForm | AiMasterForm {
  const edu = payload.educationSystem;
  const language = payload.toeflOrIeltsScore;
  const languageType = language?.scoreType ?? 'TOEFL';
  const languageScore = language?.score ?? '';
  const common = {
    country: payload.countryCodeList,
    majors: payload.majorSubjectTypeCodeList,
    province: '',
    city: payload.studentSchoolCityCode,
    school: payload.studentSchoolName,
    schoolId: payload.studentSchoolId ?? '',
    schoolMode: payload.studentSchoolId ? ('select' as const) : ('text' as const),
    system: edu.type ?? '',
    total: edu.totalScore ?? '',
    english: edu.englishScore ?? '',
    gpa: edu.gpaScore ?? '',
    languageType,
    toefl: languageType === 'TOEFL' ? languageScore : '',
    ielts: languageType === 'IELTS' ? languageScore : '',
    tiother: languageType === 'OTHER' ? languageScore : '',
  };
  if (payload.studyIntentionType === '01') {
    const satAct = payload.satOrActScore;
    return {
      ...common,
      name: '01',
      satActType: satAct?.scoreType ?? 'SAT',
      sat: satAct?.scoreType === 'SAT' ? satAct.score : '',
      act: satAct?.scoreType === 'ACT' ? satAct.score : '',
      ap_course: payload.apCourseIdList,
      activity: payload.activityIdList,
    };
  }
  const greGmat = payload.greOrGmatScore;
  return {
    ...common,
    name: '02',
    current: payload.currentStudyStatus ?? '',
    greGmatType: greGmat?.scoreType ?? 'GRE',
    gre: greGmat?.scoreType === 'GRE' ? greGmat.score : '',
    gmat: greGmat?.scoreType === 'GMAT' ? greGmat.score : '',
    experiences: payload.experienceList.map((item) => item.content),
  };
}

// ---------------------------------------------------------------------------------------------
// Results, join list, my university list
// ---------------------------------------------------------------------------------------------

const percent = z.number().int().min(0).max(100);
const matchingStateCode = z.enum(['01', '02', '03']);

/** Who a result or a chosen school is: shown the same way in the drawer and in 我的大学List. */
const universityIdentity = {
  ...textFields('universityId', 'nameCn', 'nameEn'),
  /** Chinese country name; countryCode beside it. */
  country: z.string(),
  countryCode: z.string(),
  /** 1-3 letters for the generated logo placeholder (no hot-linked images). */
  logoText: z.string(),
};

export const aiResultItemSchema = z.object({
  /** The result id: the university id (results are computed, not stored). */
  id: z.string(),
  ...universityIdentity,
  /** No hot-linked images: null, the client draws a placeholder from logoText. */
  buildingImagePreviewUrl: z.string().nullable(),
  logoPreviewUrl: z.string().nullable(),
  matchingState: matchingStateCode,
  matchingStateName: z.string(),
  /** Overall match percentage. */
  matchResult: percent,
  studyResult: percent,
  backgroudResult: percent,
  systemResult: percent,
  scoreResult: percent,
  /** The student's major directions this school is ranked for (Chinese names, '、'-joined). */
  majorResult: z.string(),
  /** Short Chinese explanation of the factors that moved the result. */
  explanation: z.string(),
});
export type AiResultItem = z.infer<typeof aiResultItemSchema>;
export const aiResultListSchema = z.array(aiResultItemSchema);

export const aiConfigQuerySchema = z.object({ configType: z.enum(['ACTIVITY', 'COURSE_AP']) });

export const joinListBodySchema = z.object({
  universityId: safeText().trim().min(1).max(64),
  matchingState: matchingStateCode,
  backgroudResult: percent,
  majorResult: safeText().max(500),
  scoreResult: percent,
  studyResult: percent,
  systemResult: percent,
});
export type JoinListBody = z.infer<typeof joinListBodySchema>;

/**
 * A school in 我的大学List. Joined from AI results it carries that result's state and sub-scores; added
 * from a school's detail page it is evaluated against the student's last AI request when there is one,
 * otherwise state and scores are null (shown as 待评估 until the student runs the AI selection).
 */
export const chosenUniversitySchema = z.object({
  id: z.string(),
  ...universityIdentity,
  matchingState: matchingStateCode.nullable(),
  /** MATCHING_STATES name, or NOT_EVALUATED_NAME when matchingState is null. */
  matchingStateName: z.string(),
  studyResult: percent.nullable(),
  backgroudResult: percent.nullable(),
  systemResult: percent.nullable(),
  scoreResult: percent.nullable(),
  majorResult: z.string(),
  /** ISO time the school was (last) joined. */
  joinedAt: z.string(),
});
export const NOT_EVALUATED_NAME = '待评估';
/** Body of adding a school from its detail page (the server evaluates it). */
export const addChosenBodySchema = z.object({ universityId: safeText().trim().min(1).max(64) });
export const chosenByUniversityQuerySchema = addChosenBodySchema;
export type ChosenUniversity = z.infer<typeof chosenUniversitySchema>;
export const chosenUniversityPageSchema = pageResultSchema(chosenUniversitySchema);
export const chosenUniversityPageQuerySchema = z.object({
  ...pageQuery(),
});

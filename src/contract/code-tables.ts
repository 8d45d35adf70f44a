/** Code tables of SPEC section 3 (and the few values the spec leaves open, designed here). */

export const UPLOAD_FILE_KIND = [
  'HEADPORTRAIT',
  'ABROAD_PROGRAM',
  'ABROAD_CIRCLE',
  'PAPERWORK',
  'UNIVERSITY',
  'ABROAD_QUESTION_ANSWER',
  'STUDENT_MATERIAL',
] as const;
export type UploadFileKind = (typeof UPLOAD_FILE_KIND)[number];

export const RANK_TYPE = {
  '01': 'AI',
  '02': 'QS',
  '03': 'US_NEWS',
  '04': 'TIMES',
  '05': 'NATIONAL_UNIVERSITIES',
  '06': 'BEST_VALUE_SCHOOLS',
  '07': 'MOST_INNOVATIVE_SCHOOLS',
  '08': 'ARWU',
  '09': 'US_BN',
  '10': 'US_NL',
} as const;
export type RankTypeCode = keyof typeof RANK_TYPE;

/**
 * The Chinese name of each rank type, the only name a student sees (RANK_TYPE holds code names); the
 * ranked ones match the tab labels of RANK_SOURCES. 09 US_BN and 10 US_NL are read as U.S. News' best
 * undergraduate business programs and national liberal arts colleges: the spec gives only their codes.
 */
export const RANK_TYPE_NAMES: Record<RankTypeCode, string> = {
  '01': 'AI综合',
  '02': 'QS',
  '03': 'US News',
  '04': '泰晤士',
  '05': '美国国家大学',
  '06': '最具性价比',
  '07': '最具创新力',
  '08': '软科',
  '09': '美国本科商科',
  '10': '美国文理学院',
};

export const DEGREE_TYPE = { '01': 'Undergraduate', '02': 'Master' } as const;
export type DegreeTypeCode = keyof typeof DEGREE_TYPE;

export const SERVICE_TYPES = ['DIY', 'ADVISOR', 'ONLINE'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * vipLevel: the spec only says a service member has vipLevel "online" or "advisor".
 * We store NONE for everybody else.
 */
export const VIP_LEVELS = ['NONE', 'ONLINE', 'ADVISOR'] as const;
export type VipLevel = (typeof VIP_LEVELS)[number];
export function isServiceMember(vipLevel: string | null | undefined): boolean {
  return vipLevel === 'ONLINE' || vipLevel === 'ADVISOR';
}

export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The people who answer chats (users.staff_role; null for students; ours, SPEC section 6 "chat parties").
 * PLATFORM_SERVICE: platform customer service (shares the platform inbox); ORG_CONTACT: an organization's
 * contact (shares the organization's inbox); COUNSELOR: a counselor of an organization (own conversations).
 */
export const STAFF_ROLES = ['PLATFORM_SERVICE', 'ORG_CONTACT', 'COUNSELOR'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const NOTICE_TYPE = { CIRCLE: 1, VISIT: 2, ADMISSION: 3, APPLY: 4, SCHOOL: 5, SYSTEM: 10 } as const;
export type NoticeType = (typeof NOTICE_TYPE)[keyof typeof NOTICE_TYPE];
export const NOTICE_TYPES: NoticeType[] = Object.values(NOTICE_TYPE);

export const PAGE_TYPES = ['VISA', 'IMMIGRANT', 'EMPLOYMENT', 'PREPARATION', 'RENTING'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const CONFIG_KEYS = ['ACTIVITY', 'COURSE_AP'] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

export const DICT_CODES = [
  'MAJOR_SUBJECT_TYPE',
  'UNIVERSITY_HOME_COUNTRY_CONDITION',
  'AI_COUNTRY',
  'AI_MAJOR_SUBJECT_TYPE',
  'EDUCATION_SYSTEM',
  'STUDENT_EDUCATION_SYSTEM',
  'ADVISER_TYPE',
  'UNIVERSITY_TYPE',
  'UNIVERSITY_ACTIVITY_STATUS',
  'UNIVERSITY_EVALUATION_TYPE',
  'UNIVERSITY_EVALUATION_USER_TYPE',
  'VISA_COUNTRY',
  'STUDY_INTENTION_TYPE',
  'STANDARD_EXAM_TYPE',
  'ACADEMIC_PROMOTION_TYPE',
  'BACKGROUND_BOOST_INFO_TYPE',
  'ORDER_STATUS',
  'PAY_STATUS',
  'GRADE_TYPE',
  'PAPERWORK_TYPE',
] as const;
export type DictCode = (typeof DICT_CODES)[number];

export const PAY_CHANNELS = ['Ali', 'Wx'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

export const STUDY_INTENTION = { UNDERGRADUATE: '01', MASTER: '02' } as const;
export const STUDY_INTENTION_CODES = ['01', '02'] as const;
export type StudyIntentionCode = (typeof STUDY_INTENTION_CODES)[number];

export const APPLY_MODE = { UNDERGRADUATE: '01', MASTER: '02' } as const;
export const APPLY_MODES = ['01', '02'] as const;
export type ApplyMode = (typeof APPLY_MODES)[number];

export const SCHOOL_TYPE = { HIGH_SCHOOL: '01', UNIVERSITY: '02' } as const;

export const SEX_OPTIONS = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
] as const;

/** Purposes of an SMS code. */
export const SMS_PURPOSES = ['login', 'register', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Generic upload item states (SPEC section 4). */
export const UPLOAD_STATES = ['ready', 'uploading', 'success', 'fail'] as const;

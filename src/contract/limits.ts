/** Business constants and limits (SPEC section 9), plus the auth limits we chose (marked). */
export const LIMITS = {
  HTTP_TIMEOUT_MS: 30_000,
  TASK_UNREAD_POLL_MS: 20_000,
  TASK_CHECK_DELAY_MS: 250,
  UNREAD_BADGE_CAP: 99,
  HOT_SEARCH_DEFAULT_LIMIT: 5,
  DEFAULT_PAGE_SIZE: 10,
  AI_RESULT_DELAY_MS: 3_000,
  AI_DRAWER_WIDTH: 600,
  AI_DRAWER_Z_INDEX: 3100,
  EXPERIENCE_MAX: 5,
  EXPERIENCE_TEXT_MAX: 500,
  OTHER_EXAM_TEXT_MAX: 100,
  CHAT_IMAGE_MAX_BYTES: 1024 * 1024,
  CHAT_LOAD_OLDER_THRESHOLD_PX: 100,
  CHAT_LOAD_OLDER_DELAY_MS: 2_000,
  QR_SIZE: 220,
  PAY_SUCCESS_OVERLAY_MS: 3_000,
  TOAST_DEFAULT_MS: 3_000,
  HELPER_TOAST_MS: 2_000,
  EXPIRY_TOAST_MS: 5_000,
  SCROLL_TOP_THRESHOLD: 0.6,
  PROFILE_DIALOG_WIDTH: 620,
  PROFILE_LABEL_WIDTH: 100,
  PROFILE_NAME_MAX: 50,
  PROFILE_SCHOOL_NAME_MAX: 50,
  /** Ours: the note of an admission or visit appointment. */
  APPOINTMENT_NOTE_MAX: 200,
  PAY_CHANNEL_COUNT: 2,
  MEMBERSHIP_PLAN_COUNT: 3,
  ROUTE_CHANGE_DELAY_MS: 250,
  HEADER_DROPDOWN_HEIGHT_MEMBER: 179,
  HEADER_DROPDOWN_HEIGHT_OTHER: 144,
  LAYOUT_HEADER_HEIGHT: 80,
  LAYOUT_FOOTER_HEIGHT: 324,
  FLOATING_RIGHT_OFFSET: 10,
  FLOATING_WIDE_SCREEN: 1920,

  // Auth limits (the spec leaves server-side rules open; these are ours).
  SMS_CODE_LENGTH: 6,
  SMS_CODE_TTL_MS: 10 * 60_000,
  SMS_CODE_MAX_ATTEMPTS: 5,
  SMS_RESEND_INTERVAL_MS: 60_000,
  SMS_MAX_PER_HOUR: 5,
  CAPTCHA_TTL_MS: 5 * 60_000,
  TOKEN_TTL_MS: 30 * 24 * 3_600_000,
  /** Live tokens a server process keeps in memory with their user (least recently used dropped first). */
  SESSION_CACHE_MAX_ENTRIES: 10_000,
  /**
   * How long a process trusts a remembered token and user row before reading them again: the bound for a
   * change written to the database behind the server's back (an administrator's lock in SQL). The server's
   * own writes (logout, password, profile, membership) take effect at once.
   */
  SESSION_CACHE_MAX_AGE_MS: 10_000,
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 20,
  NICKNAME_MAX: 20,
} as const;

/** localStorage keys (SPEC section 9): every key carries the prefix std_. */
export const STORAGE_PREFIX = 'std_';
export const STORAGE_KEYS = [
  'permission',
  'router',
  'user_info',
  'username',
  'user_id',
  'role',
  'token',
  'mode',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];
export const DEFAULT_MODE = '01';

/** sessionStorage keys written by the service selector (SPEC section 4). */
export const SESSION_KEYS = { SELECTED_ADVISER: 'selected_adviser', ADVISER_LIST: 'adviser_list' } as const;

/** Headers of the one request client (SPEC section 7). */
export const HEADERS = {
  PLATFORM: 'ai-platform',
  PLATFORM_VALUE: 'pc',
  AUTH: 'Lt-Authorization',
  AUTH_PREFIX: 'carrier.',
  IDEMPOTENCY: 'Idempotency-Key',
} as const;

export const SITE = {
  TITLE: 'AI留学，构建留学生态圈',
  KEYWORDS: '留学,AI选校,留学顾问,留学机构,院校排名,留学圈',
  DESCRIPTION:
    'AI留学平台：院校与专业查询、排名、AI智能选校、留学顾问与机构、留学圈与问答，连接学生、家庭、顾问与机构。',
  COPYRIGHT_YEARS: '2001 - 2022',
} as const;

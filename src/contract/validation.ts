/**
 * Validation rules of SPEC section 5 with their exact Chinese messages, as plain functions
 * (used by forms on blur/submit) and zod schemas (used by the server and the client alike).
 */
import { LIMITS } from './limits.ts';
import { safeText } from './text.ts';

/** Positive integer not starting with 0; "0" itself fails (SPEC section 5). */
export function isInteger(value: string): boolean {
  return /^[1-9]\d*$/.test(value);
}

/** Optional minus, digits, optional fraction. */
export function isDecimal(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value);
}

function decimalPlaces(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

export interface Bound {
  min: number;
  max: number;
  maxLength?: number;
}

export const SCORE_BOUNDS = {
  total: { min: 0, max: 750, maxLength: 3 },
  english: { min: 0, max: 150, maxLength: 3 },
  gpa: { min: 0, max: 4, maxLength: 4 },
  toefl: { min: 0, max: 120, maxLength: 3 },
  ielts: { min: 0, max: 9, maxLength: 3 },
  sat: { min: 0, max: 1600, maxLength: 4 },
  act: { min: 0, max: 36, maxLength: 2 },
  gre: { min: 0, max: 346, maxLength: 3 },
  gmat: { min: 0, max: 800, maxLength: 3 },
} as const satisfies Record<string, Bound>;

function within(value: string, bound: Bound): boolean {
  if (bound.maxLength !== undefined && value.length > bound.maxLength) return false;
  const n = Number(value);
  return Number.isFinite(n) && n >= bound.min && n <= bound.max;
}

/** An integer score in bounds: total, english, TOEFL, SAT, ACT, GRE, GMAT. */
export function isIntegerScore(value: string, bound: Bound): boolean {
  return isInteger(value) && within(value, bound);
}

/** GPA: decimal 0~4, max length 4, at most two decimals. */
export function isGpa(value: string): boolean {
  return isDecimal(value) && decimalPlaces(value) <= 2 && within(value, SCORE_BOUNDS.gpa);
}

/** IELTS: decimal 0~9 with at most one decimal. */
export function isIelts(value: string): boolean {
  return isDecimal(value) && decimalPlaces(value) <= 1 && within(value, SCORE_BOUNDS.ielts);
}

export const MESSAGES = {
  countryRequired: '请选择意向国家/地区',
  majorRequired: '请选择意向申请的专业方向',
  courseSystemRequired: '请选择课程体系',
  total: '请输入正确的总分成绩',
  english: '请输入正确的英语成绩',
  /** Hints of the 普高 scores and SAT/ACT (the spec gives their ranges, not a hint text). */
  totalHint: `${SCORE_BOUNDS.total.min}~${SCORE_BOUNDS.total.max}的整数`,
  englishHint: `${SCORE_BOUNDS.english.min}~${SCORE_BOUNDS.english.max}的整数`,
  satHint: `请输入${SCORE_BOUNDS.sat.min}~${SCORE_BOUNDS.sat.max}的整数`,
  actHint: `请输入${SCORE_BOUNDS.act.min}~${SCORE_BOUNDS.act.max}的整数`,
  gpaHint: '请输入0~4的数字，保留小数点后2位',
  gpa: '请输入正确的GPA成绩',
  toeflHint: '请输入0~120的整数',
  ieltsHint: '请输入0~9的数，保留小数点后一位',
  otherHint: '请输入其他的考试成绩',
  language: (kind: 'TOEFL' | 'IELTS' | '其他') => `请输入正确的${kind}分数成绩`,
  satAct: '请输入正确的SAT/ACT分数成绩',
  currentStateRequired: '请选择目前状态',
  greHint: '请输入0~346的整数',
  gmatHint: '请输入0~800的整数',
  greGmat: '请输入正确的GRE/GMAT分数成绩',
  cityRequired: '请选择您现在就读学校所在城市',
  schoolRequired: '请选择您现在就读学校的名称',
  schoolTextRequired: '请输入您现在就读学校的名称',
  experiencePlaceholder: '工作/实习内容简介限500字',
  chatImageType: '请选择jpg/jpeg/png图片!',
  chatImageSize: '单个文件不能超过1MB大小!',
  /** A HEIC picture (iPhone) this browser cannot decode, so cannot convert to JPEG. */
  imageHeicUnreadable:
    '此浏览器无法读取HEIC格式的照片：请在相册中将其存为JPG（或在相机设置中选择“兼容性最佳”）后再选择',
  /** The line shown while pictures are fitted to the limit before upload. */
  imageFitting: (done: number, total: number) =>
    total > 1 ? `正在压缩图片（${done}/${total}）…` : '正在压缩图片…',
  profileName: '请输入中文名称',
  profileCity: '请选择城市',
  profileSchoolName: '请选择或填写学校名称',
  profileIntention: '请选择求学意向',
  profileSaveFailed: (serverMessage: string) => `修改失败:${serverMessage}`,
  profileSaved: '修改成功',
  // Login, register and password rules are not in the spec; these are ours.
  phone: '请输入正确的手机号',
  smsCode: '请输入6位数字验证码',
  password: '密码为8~20位，需同时包含字母和数字',
  passwordRequired: '请输入密码',
  passwordMismatch: '两次输入的密码不一致',
  captcha: '请输入图形验证码',
  captchaWrong: '图形验证码错误或已过期',
  smsCodeWrong: '验证码错误',
  smsCodeExpired: '验证码已过期，请重新获取',
  smsCodeTooManyAttempts: '验证码错误次数过多，请重新获取',
  smsTooFrequent: '发送过于频繁，请60秒后再试',
  smsHourlyLimit: '该手机号一小时内获取验证码次数已达上限，请稍后再试',
  phoneRegistered: '该手机号已注册，请直接登录',
  nickname: `昵称不能超过${LIMITS.NICKNAME_MAX}个字`,
  serviceType: '请选择服务类型',
  /** Login and register forms: the privacy consent checkbox is not ticked. */
  privacyConsent: '请先阅读并同意《隐私政策》',
} as const;

export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const VIDEO_EXTENSIONS = ['.mp4'] as const;
export const DOCUMENT_EXTENSIONS = ['.doc', '.docx', '.pdf'] as const;

/** Chat image check (SPEC section 5): jpg/jpeg/png only, at most 1 MB. Returns the message or null. */
export function checkChatImage(file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  if (!IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext))) return MESSAGES.chatImageType;
  if (file.size > LIMITS.CHAT_IMAGE_MAX_BYTES) return MESSAGES.chatImageSize;
  return null;
}

/** One of the app's own files (uploads are served under /files): no dot segments, no query. */
const OWN_FILE_PATH = /^\/files(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
/** An https URL written with URL characters only (RFC 3986; no quotes, spaces, backslashes or angle brackets). */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]+$/;

/**
 * An image URL the app may store and show (avatars...): one of its own files (`/files/...`) or an absolute
 * https URL without credentials. Never javascript:, data:, http: or a protocol-relative URL.
 */
export function isImageUrl(value: string): boolean {
  if (OWN_FILE_PATH.test(value)) return true;
  if (!HTTPS_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Mainland China mobile number. */
export function isPhone(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

export function isPassword(value: string): boolean {
  return (
    value.length >= LIMITS.PASSWORD_MIN &&
    value.length <= LIMITS.PASSWORD_MAX &&
    /[A-Za-z]/.test(value) &&
    /\d/.test(value) &&
    !/\s/.test(value)
  );
}

export const phoneSchema = safeText().trim().refine(isPhone, MESSAGES.phone);
export const smsCodeSchema = safeText()
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.SMS_CODE_LENGTH}}$`), MESSAGES.smsCode);
export const passwordSchema = safeText().refine(isPassword, MESSAGES.password);

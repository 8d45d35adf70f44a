import { z } from 'zod';

import { ROLES, SERVICE_TYPES, STAFF_ROLES, STUDY_INTENTION_CODES, VIP_LEVELS } from './code-tables.ts';
import { dictCodes, type DictSeed } from './dictionaries.ts';
import { nullableTextFields } from './fields.ts';
import { LIMITS } from './limits.ts';
import { ERROR_TEXT } from './result-codes.ts';
import { safeText } from './text.ts';
import { isImageUrl, MESSAGES } from './validation.ts';

/** Current user (SPEC section 3). */
export const currentUserSchema = z.object({
  id: z.string(),
  mobile: z.string(),
  ...nullableTextFields('nameCn', 'nickname', 'headportraitPreviewUrl'),
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  vipLevel: z.enum(VIP_LEVELS),
  role: z.enum(ROLES),
  /** Staff who answer chats in /console (platform service, organization contact, counselor); null for students. */
  staffRole: z.enum(STAFF_ROLES).nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * Public view of another user (find user by id): id, nickname and avatar only. The real name (nameCn), the
 * phone number and the account's state are the owner's own.
 */
export const publicUserSchema = currentUserSchema.pick({
  id: true,
  nickname: true,
  headportraitPreviewUrl: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Find user by id: one's own full record, or another user's public view. */
export const foundUserSchema = z.union([currentUserSchema, publicUserSchema]);
export type FoundUser = z.infer<typeof foundUserSchema>;

const trimmed = (max: number, message: string) => safeText().trim().max(max, message);

/** PUT update user /{id}: user fields plus systemType=1 (SPEC section 7). */
export const updateUserBodySchema = z.object({
  nameCn: trimmed(LIMITS.PROFILE_NAME_MAX, MESSAGES.profileName).min(1, MESSAGES.profileName).optional(),
  nickname: trimmed(LIMITS.NICKNAME_MAX, MESSAGES.nickname).optional(),
  /** One of the app's files or an https URL; blank clears the avatar. */
  headportraitPreviewUrl: safeText()
    .trim()
    .max(500)
    .refine((url) => url === '' || isImageUrl(url), { error: ERROR_TEXT.INVALID })
    .optional(),
  systemType: z.literal(1),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const updateServiceTypeBodySchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: MESSAGES.serviceType }),
});

/**
 * The dictionary of each coded profile field (SPEC section 3 profile form): the profile dialog offers its
 * items, the server accepts only its codes.
 */
export const PROFILE_DICTIONARIES = {
  gradeType: 'GRADE_TYPE',
  educationSystem: 'STUDENT_EDUCATION_SYSTEM',
  abroadCountry: 'AI_COUNTRY',
} as const satisfies Record<string, keyof DictSeed>;

/** A code of the dictionary; blank or null: not given. */
const optionalDictCode = (dict: keyof DictSeed) =>
  z
    .enum(['', ...dictCodes(dict)], { error: ERROR_TEXT.INVALID })
    .nullable()
    .optional();

/** POST updatePersonalInfo (SPEC sections 5 and 7). */
export const updatePersonalInfoBodySchema = z.object({
  nameCn: safeText().trim().min(1, MESSAGES.profileName).max(LIMITS.PROFILE_NAME_MAX, MESSAGES.profileName),
  studyIntentionType: z.enum(STUDY_INTENTION_CODES, { error: MESSAGES.profileIntention }),
  schoolProvinceCode: safeText().trim().min(1, MESSAGES.profileCity).max(20),
  schoolCityCode: safeText().trim().min(1, MESSAGES.profileCity).max(20),
  schoolId: safeText().trim().max(40).nullable().optional(),
  schoolName: safeText()
    .trim()
    .max(LIMITS.PROFILE_SCHOOL_NAME_MAX, MESSAGES.profileSchoolName)
    .nullable()
    .optional(),
  gradeType: optionalDictCode(PROFILE_DICTIONARIES.gradeType),
  nickname: safeText().trim().max(LIMITS.NICKNAME_MAX, MESSAGES.nickname).nullable().optional(),
  educationSystem: optionalDictCode(PROFILE_DICTIONARIES.educationSystem),
  sex: z.enum(['1', '2']).nullable().optional(),
  /** The destination country's code (ISO 3166-1 alpha-2, HK and MO), not its name. */
  abroadCountry: optionalDictCode(PROFILE_DICTIONARIES.abroadCountry),
});
export type UpdatePersonalInfoBody = z.infer<typeof updatePersonalInfoBodySchema>;

/** Profile fetch by userId (SPEC section 7). */
export const studentProfileSchema = z.object({
  userId: z.string(),
  mobile: z.string(),
  ...nullableTextFields(
    'nameCn',
    'studyIntentionType',
    'schoolProvinceCode',
    'schoolCityCode',
    'schoolId',
    'schoolName',
    'gradeType',
    'gradeTypeName',
    'nickname',
    'educationSystem',
    'sex',
    'abroadCountry',
  ),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** Path parameter of find user by id and PUT update user. */
export const userIdParamsSchema = z.object({ id: safeText().trim().min(1).max(64) });

/** Profile fetch by userId: query userId (defaults to the signed-in user). */
export const profileQuerySchema = z.object({ userId: safeText().trim().min(1).max(64).optional() });

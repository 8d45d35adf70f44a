import { boolean, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';

import {
  ROLES,
  SERVICE_TYPES,
  SEX_OPTIONS,
  STAFF_ROLES,
  STUDY_INTENTION_CODES,
  VIP_LEVELS,
} from '../../../src/contract/code-tables.ts';
import {
  cascadeRef,
  createdAtColumn,
  primaryId,
  setNullRef,
  timestamptz,
  updatedAtColumn,
} from '../../db/columns.ts';
import { organizationsTable } from '../common/organization.table.ts';

export const LOCK_REASONS = ['ADMIN', 'LOGIN_FAILURES'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

const SEX_VALUES = SEX_OPTIONS.map((option) => option.value) as ['1', '2'];

const timestamps = {
  createdAt: createdAtColumn().defaultNow(),
  updatedAt: updatedAtColumn().defaultNow(),
};

export const usersTable = pgTable('users', {
  id: primaryId(),
  mobile: varchar('mobile', { length: 20 }).notNull().unique(),
  /** argon2id; null for accounts created by sms login that never set a password. */
  passwordHash: text('password_hash'),
  nameCn: varchar('name_cn', { length: 50 }),
  nickname: varchar('nickname', { length: 50 }),
  headportraitPreviewUrl: text('headportrait_preview_url'),
  serviceType: text('service_type', { enum: SERVICE_TYPES }),
  vipLevel: text('vip_level', { enum: VIP_LEVELS }).notNull().default('NONE'),
  role: text('role', { enum: ROLES }).notNull().default('USER'),
  /** Staff who answer chats in /console (src/contract/chat.ts); null for students. */
  staffRole: text('staff_role', { enum: STAFF_ROLES }),
  /** The organization an ORG_CONTACT or COUNSELOR belongs to. */
  orgId: setNullRef('org_id', () => organizationsTable.id),
  locked: boolean('locked').notNull().default(false),
  /** Why the account is locked: by an administrator, or by too many wrong passwords (an sms reset lifts it). */
  lockReason: text('lock_reason', { enum: LOCK_REASONS }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lastLoginAt: timestamptz('last_login_at'),
  ...timestamps,
});

/** A required reference to the user a row belongs to: the row goes with the account. */
export const userRef = (name: string) => cascadeRef(name, () => usersTable.id);

/** The user who did something, cleared when the account goes. */
export const optionalUserRef = (name: string) => setNullRef(name, () => usersTable.id);

/** A one-row-per-user table's key: the row goes with the account. */
export const userKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' });

export type UserRow = typeof usersTable.$inferSelect;
export type NewUserRow = typeof usersTable.$inferInsert;

/** The student's profile (SPEC section 7 updatePersonalInfo); name and nickname live on users. */
export const studentProfilesTable = pgTable('student_profiles', {
  userId: userKey(),
  studyIntentionType: text('study_intention_type', { enum: STUDY_INTENTION_CODES }),
  schoolProvinceCode: varchar('school_province_code', { length: 20 }),
  schoolCityCode: varchar('school_city_code', { length: 20 }),
  schoolId: varchar('school_id', { length: 40 }),
  schoolName: varchar('school_name', { length: 50 }),
  gradeType: varchar('grade_type', { length: 20 }),
  educationSystem: varchar('education_system', { length: 20 }),
  sex: text('sex', { enum: SEX_VALUES }),
  abroadCountry: varchar('abroad_country', { length: 50 }),
  ...timestamps,
});

export type StudentProfileRow = typeof studentProfilesTable.$inferSelect;

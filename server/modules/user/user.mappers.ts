import type { CurrentUser, PublicUser, StudentProfile } from '../../../src/contract/user.ts';
import type { StudentProfileRow, UserRow } from './user.table.ts';

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    mobile: user.mobile,
    nameCn: user.nameCn,
    nickname: user.nickname,
    headportraitPreviewUrl: user.headportraitPreviewUrl,
    serviceType: user.serviceType,
    vipLevel: user.vipLevel,
    role: user.role,
    staffRole: user.staffRole,
  };
}

/** Another user as anyone signed in sees them: no real name, no phone number. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    nickname: user.nickname,
    headportraitPreviewUrl: user.headportraitPreviewUrl,
  };
}

export function toStudentProfile(
  user: UserRow,
  profile: StudentProfileRow | undefined,
  gradeTypeName: string | null,
): StudentProfile {
  return {
    userId: user.id,
    mobile: user.mobile,
    nameCn: user.nameCn,
    nickname: user.nickname,
    studyIntentionType: profile?.studyIntentionType ?? null,
    schoolProvinceCode: profile?.schoolProvinceCode ?? null,
    schoolCityCode: profile?.schoolCityCode ?? null,
    schoolId: profile?.schoolId ?? null,
    schoolName: profile?.schoolName ?? null,
    gradeType: profile?.gradeType ?? null,
    gradeTypeName,
    educationSystem: profile?.educationSystem ?? null,
    sex: profile?.sex ?? null,
    abroadCountry: profile?.abroadCountry ?? null,
  };
}

/**
 * The name a user shows in public places (留学圈, 留学问答): the nickname they chose; without one, never their
 * real name, only its first character as 张同学; without a name either, the masked mobile (138****0001).
 */
export function publicDisplayName(user: {
  nickname: string | null;
  nameCn: string | null;
  mobile: string;
}): string {
  const nickname = user.nickname?.trim();
  if (nickname) return nickname;
  const first = Array.from(user.nameCn?.trim() ?? '')[0];
  if (first) return `${first}同学`;
  return user.mobile.length >= 7 ? `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}` : '****';
}

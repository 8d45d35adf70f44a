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

import type { CurrentUser, StudentProfile } from '@/contract/user';

export const student: CurrentUser = {
  id: 'u-1001',
  mobile: '13812345678',
  nameCn: '李明轩',
  nickname: '明轩',
  headportraitPreviewUrl: null,
  serviceType: 'DIY',
  vipLevel: 'NONE',
  role: 'USER',
};

export const otherStudent: CurrentUser = {
  ...student,
  id: 'u-2002',
  mobile: '13987654321',
  nameCn: '王雨桐',
  nickname: null,
};

/** A profile with nothing filled in but the name (what a logged-in student's forms start from). */
export function blankProfile(fields: Partial<StudentProfile> = {}): StudentProfile {
  return {
    userId: student.id,
    mobile: student.mobile,
    nameCn: student.nameCn,
    studyIntentionType: null,
    schoolProvinceCode: null,
    schoolCityCode: null,
    schoolId: null,
    schoolName: null,
    gradeType: null,
    gradeTypeName: null,
    nickname: null,
    educationSystem: null,
    sex: null,
    abroadCountry: null,
    ...fields,
  };
}

/**
 * The profile form model and the rules of SPEC sections 4 and 5, as pure functions the dialog calls:
 * changing the study intention clears grade, school name and school id and refilters schools;
 * changing the location reloads the schools (and clears a school picked from the old list);
 * toggling free-text school clears the school name and id.
 */
import type { DictItem } from '@/contract/common';
import type { StudentSchool } from '@/contract/region';
import {
  updatePersonalInfoBodySchema,
  type StudentProfile,
  type UpdatePersonalInfoBody,
} from '@/contract/user';
import { MESSAGES } from '@/contract/validation';

export interface ProfileForm {
  mobile: string;
  nameCn: string;
  sex: '' | '1' | '2';
  studyIntentionType: '' | '01' | '02';
  schoolProvinceCode: string;
  schoolCityCode: string;
  schoolId: string;
  schoolName: string;
  schoolFreeText: boolean;
  gradeType: string;
  educationSystem: string;
  abroadCountry: string;
  nickname: string;
}

export type ProfileField = 'nameCn' | 'studyIntentionType' | 'schoolCityInfo' | 'schoolName' | 'nickname';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function emptyProfileForm(mobile: string): ProfileForm {
  return {
    mobile,
    nameCn: '',
    sex: '',
    studyIntentionType: '',
    schoolProvinceCode: '',
    schoolCityCode: '',
    schoolId: '',
    schoolName: '',
    schoolFreeText: false,
    gradeType: '',
    educationSystem: '',
    abroadCountry: '',
    nickname: '',
  };
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

export function profileToForm(profile: StudentProfile): ProfileForm {
  return {
    mobile: profile.mobile,
    nameCn: profile.nameCn ?? '',
    sex: pick(profile.sex, ['1', '2'] as const, ''),
    studyIntentionType: pick(profile.studyIntentionType, ['01', '02'] as const, ''),
    schoolProvinceCode: profile.schoolProvinceCode ?? '',
    schoolCityCode: profile.schoolCityCode ?? '',
    schoolId: profile.schoolId ?? '',
    schoolName: profile.schoolName ?? '',
    // a saved name without an id was typed by hand
    schoolFreeText: Boolean(profile.schoolName) && !profile.schoolId,
    gradeType: profile.gradeType ?? '',
    educationSystem: profile.educationSystem ?? '',
    abroadCountry: profile.abroadCountry ?? '',
    nickname: profile.nickname ?? '',
  };
}

export function changeIntention(
  form: ProfileForm,
  studyIntentionType: ProfileForm['studyIntentionType'],
): ProfileForm {
  return { ...form, studyIntentionType, gradeType: '', schoolName: '', schoolId: '' };
}

export function changeLocation(form: ProfileForm, provinceCode: string, cityCode: string): ProfileForm {
  const next = { ...form, schoolProvinceCode: provinceCode, schoolCityCode: cityCode };
  // a school picked from the old city's list is not in the new one; a typed name stays
  return form.schoolFreeText ? next : { ...next, schoolId: '', schoolName: '' };
}

export function toggleFreeText(form: ProfileForm): ProfileForm {
  return { ...form, schoolFreeText: !form.schoolFreeText, schoolName: '', schoolId: '' };
}

export function chooseSchool(form: ProfileForm, school: StudentSchool | undefined): ProfileForm {
  return { ...form, schoolId: school?.id ?? '', schoolName: school?.nameCn ?? '' };
}

/** Grades that fit the intention: 高一~高三 for undergraduate applicants, 大一~已毕业 for master's. */
export function filterGrades(grades: readonly DictItem[], intention: string): DictItem[] {
  if (intention === '01') return grades.filter((g) => g.dictDetailName.startsWith('高'));
  if (intention === '02') return grades.filter((g) => !g.dictDetailName.startsWith('高'));
  return [...grades];
}

const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** The request body, text trimmed. */
export function formToPayload(form: ProfileForm): UpdatePersonalInfoBody {
  return {
    nameCn: form.nameCn.trim(),
    studyIntentionType: form.studyIntentionType as UpdatePersonalInfoBody['studyIntentionType'],
    schoolProvinceCode: form.schoolProvinceCode,
    schoolCityCode: form.schoolCityCode,
    schoolId: form.schoolFreeText ? null : orNull(form.schoolId),
    schoolName: orNull(form.schoolName),
    gradeType: orNull(form.gradeType),
    nickname: orNull(form.nickname),
    educationSystem: orNull(form.educationSystem),
    sex: form.sex === '' ? null : form.sex,
    abroadCountry: orNull(form.abroadCountry),
  };
}

/** Section 5 rules, with the same contract schema the server uses. Empty object: valid. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const result = updatePersonalInfoBodySchema.safeParse(formToPayload(form));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      const field: ProfileField | undefined =
        key === 'schoolProvinceCode' || key === 'schoolCityCode'
          ? 'schoolCityInfo'
          : key === 'nameCn' || key === 'studyIntentionType' || key === 'schoolName' || key === 'nickname'
            ? key
            : undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  // the contract checks presence; the zod enum message covers an empty intention
  if (!form.studyIntentionType) errors.studyIntentionType = MESSAGES.profileIntention;
  if (!form.schoolProvinceCode || !form.schoolCityCode) errors.schoolCityInfo = MESSAGES.profileCity;
  return errors;
}

export function hasErrors(errors: ProfileErrors): boolean {
  return Object.values(errors).some(Boolean);
}

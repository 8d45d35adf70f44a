/**
 * The transitions of the AI forms (SPEC section 4) as pure functions: each takes a form and returns
 * the next one, so the store, the components and the tests share one definition of every rule.
 */
import {
  GENERAL_HIGH_SCHOOL_SYSTEM,
  type AiMasterForm,
  type AiUndergraduateForm,
  type GreGmatType,
  type LanguageType,
  type SatActType,
  type SchoolInputMode,
} from '@/contract/ai';
import { LIMITS } from '@/contract/limits';

export type FullForm = AiUndergraduateForm | AiMasterForm;

/** What the select-all / invert toggle does on its next click (its label: 全选 or 反选). */
export type CountryToggleMode = 'all' | 'invert';

/** Checks or unchecks one item of a multi-select, keeping the dictionary order. */
export function toggleItem(list: readonly string[], code: string, checked: boolean): string[] {
  if (checked) return list.includes(code) ? [...list] : [...list, code];
  return list.filter((item) => item !== code);
}

/**
 * The country toggle: 全选 selects every country and turns the button into 反选; 反选 inverts the
 * current selection and turns it back into 全选.
 */
export function toggleAllCountries(
  selected: readonly string[],
  all: readonly string[],
  mode: CountryToggleMode,
): { country: string[]; next: CountryToggleMode } {
  if (mode === 'all') return { country: [...all], next: 'invert' };
  return { country: all.filter((code) => !selected.includes(code)), next: 'all' };
}

/**
 * Major directions: choosing the first option (不限专业) clears the others; choosing another while the
 * first is checked replaces it; unchecking the last one leaves the list empty.
 */
export function toggleMajor(
  list: readonly string[],
  code: string,
  checked: boolean,
  firstCode: string | undefined,
): string[] {
  if (!checked) return list.filter((item) => item !== code);
  if (code === firstCode) return [code];
  if (firstCode !== undefined && list.includes(firstCode)) return [code];
  return toggleItem(list, code, true);
}

/** Changing the city reloads the school list: a school picked from the old list is cleared. */
export function changeLocation<F extends FullForm>(form: F, province: string, city: string): F {
  const next = { ...form, province, city };
  if (form.city === city) return next;
  return form.schoolMode === 'select' ? { ...next, school: '', schoolId: '' } : next;
}

/** 找不到我的学校？ / 返回选择学校: switching clears school and schoolId. */
export function setSchoolMode<F extends FullForm>(form: F, schoolMode: SchoolInputMode): F {
  if (form.schoolMode === schoolMode) return form;
  return { ...form, schoolMode, school: '', schoolId: '' };
}

export function chooseSchool<F extends FullForm>(form: F, school: { id: string; nameCn: string } | null): F {
  return { ...form, schoolId: school?.id ?? '', school: school?.nameCn ?? '' };
}

/**
 * Course system buttons: a click selects; clicking the selected one deselects it and clears the
 * scores. Moving between 普高 (total + english) and another system (GPA) clears the set that is no
 * longer shown.
 */
export function clickSystem<F extends FullForm>(form: F, code: string): F {
  if (form.system === code) return { ...form, system: '', total: '', english: '', gpa: '' };
  const general = code === GENERAL_HIGH_SCHOOL_SYSTEM;
  const wasGeneral = form.system === GENERAL_HIGH_SCHOOL_SYSTEM;
  if (form.system !== '' && general === wasGeneral) return { ...form, system: code };
  return general ? { ...form, system: code, gpa: '' } : { ...form, system: code, total: '', english: '' };
}

/** Entering one set of scores clears the other: total/english versus GPA. */
export function setScore<F extends FullForm>(form: F, field: 'total' | 'english' | 'gpa', value: string): F {
  if (field === 'gpa') return { ...form, gpa: value, ...(value !== '' ? { total: '', english: '' } : {}) };
  return { ...form, [field]: value, ...(value !== '' ? { gpa: '' } : {}) };
}

/** The TOEFL / IELTS / other toggle: switching clears the other kinds' values. */
export function setLanguageType<F extends FullForm>(form: F, languageType: LanguageType): F {
  if (form.languageType === languageType) return form;
  return {
    ...form,
    languageType,
    toefl: languageType === 'TOEFL' ? form.toefl : '',
    ielts: languageType === 'IELTS' ? form.ielts : '',
    tiother: languageType === 'OTHER' ? form.tiother : '',
  };
}

/** The SAT / ACT toggle: switching clears the other kind's value. */
export function setSatActType(form: AiUndergraduateForm, satActType: SatActType): AiUndergraduateForm {
  if (form.satActType === satActType) return form;
  return { ...form, satActType, sat: '', act: '' };
}

/** The GRE / GMAT toggle: switching clears the other kind's value. */
export function setGreGmatType(form: AiMasterForm, greGmatType: GreGmatType): AiMasterForm {
  if (form.greGmatType === greGmatType) return form;
  return { ...form, greGmatType, gre: '', gmat: '' };
}

/** Experience paragraphs: one at first, at most five. */
export function addExperience(form: AiMasterForm): AiMasterForm {
  if (form.experiences.length >= LIMITS.EXPERIENCE_MAX) return form;
  return { ...form, experiences: [...form.experiences, ''] };
}

/** Every paragraph but the first can be removed. */
export function removeExperience(form: AiMasterForm, index: number): AiMasterForm {
  if (index <= 0 || index >= form.experiences.length) return form;
  return { ...form, experiences: form.experiences.filter((_, i) => i !== index) };
}

export function setExperience(form: AiMasterForm, index: number, content: string): AiMasterForm {
  return {
    ...form,
    experiences: form.experiences.map((item, i) =>
      i === index ? content.slice(0, LIMITS.EXPERIENCE_TEXT_MAX) : item,
    ),
  };
}

/** An AP course click sets a single selection; clicking the selected course again clears it. */
export function clickApCourse(form: AiUndergraduateForm, id: string): AiUndergraduateForm {
  return { ...form, ap_course: form.ap_course.includes(id) ? [] : [id] };
}

/** The profile fields the AI forms start from (src/contract/user.ts studentProfileSchema). */
export interface ProfilePrefill {
  studyIntentionType: string | null;
  schoolProvinceCode: string | null;
  schoolCityCode: string | null;
  schoolId: string | null;
  schoolName: string | null;
  educationSystem: string | null;
  abroadCountry: string | null;
}

/**
 * A blank form filled from the student's profile: the destination (abroadCountry, an AI_COUNTRY code)
 * into the countries; the province, city and school into the form of the profile's study intention only
 * (the profile's school is a high school for 01, a university for 02, the lists the two forms pick from);
 * the course system (educationSystem, the same codes as EDUCATION_SYSTEM) into the undergraduate form,
 * the only one that asks for it. Scores are not in the profile.
 */
export function prefillFromProfile<F extends FullForm>(form: F, profile: ProfilePrefill): F {
  const next: F = { ...form };
  if (profile.abroadCountry && next.country.length === 0) next.country = [profile.abroadCountry];
  if (profile.studyIntentionType === form.name && profile.schoolProvinceCode && profile.schoolCityCode) {
    next.province = profile.schoolProvinceCode;
    next.city = profile.schoolCityCode;
    const name = profile.schoolName?.trim() ?? '';
    if (profile.schoolId && name !== '') {
      next.schoolMode = 'select';
      next.schoolId = profile.schoolId;
      next.school = name;
    } else if (name !== '') {
      next.schoolMode = 'text';
      next.schoolId = '';
      next.school = name;
    }
  }
  if (form.name === '01' && profile.educationSystem && next.system === '')
    next.system = profile.educationSystem;
  return next;
}

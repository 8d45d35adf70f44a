/**
 * Sections shared by the AI forms, wired to the store: intention (countries and majors, also the
 * whole short form), city and school, and the TOEFL / IELTS / 其他 score.
 */
import { Box } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';

import {
  AI_HINTS,
  AI_MAX_LENGTHS,
  LANGUAGE_LABELS,
  LANGUAGE_TYPES,
  AI_TEXT,
  validateAiForm,
  type AiFieldErrors,
  type AiForm,
  type AiFormName,
} from '@/contract/ai';
import { schoolTypeForIntention } from '@/contract/region';
import {
  CityField,
  CountryField,
  GroupField,
  MajorField,
  RadioButtons,
  SchoolField,
  ScoreInput,
} from '@/features/ai-select/components/ai-fields';
import {
  useCitySchools,
  useDictionary,
  useMajors,
  useRegions,
} from '@/features/ai-select/components/use-ai-data';
import { aiState, editForm, touchField, type FullFormName } from '@/features/ai-select/state/ai-store';
import {
  changeLocation,
  chooseSchool,
  setLanguageType,
  setSchoolMode,
  setScore,
  toggleMajor,
} from '@/features/ai-select/state/form-rules';

/** The errors to show: those of fields the student has left, or all after a check-input. */
export function useShownErrors(name: AiFormName): AiFieldErrors {
  const snap = useSnapshot(aiState, { sync: true });
  // validating the snapshot reads (and so subscribes to) every field a rule depends on; the rules
  // only read, so the snapshot's readonly arrays are safe to pass
  const all = validateAiForm(snap.forms[name] as AiForm);
  const touched = snap.touched[name];
  if (snap.checked[name]) return all;
  return Object.fromEntries(Object.entries(all).filter(([field]) => touched.includes(field)));
}

export function Tip() {
  return (
    <Box bg="brand.subtle" color="brand.fg" rounded="md" px="3" py="2" fontSize="sm" data-testid="ai-tip">
      {AI_TEXT.tip}
    </Box>
  );
}

/** Countries (with 全选 / 反选) and major directions; their errors show as soon as they are emptied. */
export function IntentionSection({ name, errors }: { name: AiFormName; errors: AiFieldErrors }) {
  const snap = useSnapshot(aiState, { sync: true });
  const form = snap.forms[name];
  const countries = useDictionary('AI_COUNTRY');
  const majors = useMajors();
  return (
    <>
      <CountryField
        options={countries}
        value={form.country}
        error={errors.country}
        onChange={(country) => {
          editForm(name, (f) => ({ ...f, country }));
          touchField(name, 'country');
        }}
      />
      <MajorField
        options={majors}
        value={form.majors}
        error={errors.majors}
        onToggle={(code, checked, first) => {
          editForm(name, (f) => ({ ...f, majors: toggleMajor(f.majors, code, checked, first) }));
          touchField(name, 'majors');
        }}
      />
    </>
  );
}

/** The city cascader and the school (dropdown of the city's schools, or free text). */
export function LocationSection({ name, errors }: { name: FullFormName; errors: AiFieldErrors }) {
  const snap = useSnapshot(aiState, { sync: true });
  const form = snap.forms[name];
  const regions = useRegions();
  const schools = useCitySchools(form.province, form.city);
  // undergraduate applicants are at high school, master's applicants at university
  const type = schoolTypeForIntention(name);
  const list = schools.loading ? undefined : schools.data?.filter((s) => !type || s.type === type);
  return (
    <>
      <CityField
        regions={regions}
        province={form.province}
        city={form.city}
        error={errors.city}
        onChange={(province, city) => {
          editForm(name, (f) => changeLocation(f, province, city));
          if (city !== '') touchField(name, 'city');
        }}
        onBlur={() => touchField(name, 'city')}
      />
      <SchoolField
        mode={form.schoolMode}
        city={form.city}
        schools={{ ...schools, data: list }}
        schoolId={form.schoolId}
        school={form.school}
        error={errors.school}
        onSelect={(school) => {
          editForm(name, (f) => chooseSchool(f, school));
          touchField(name, 'school');
        }}
        onText={(text) => editForm(name, (f) => ({ ...f, school: text }))}
        onModeChange={(mode) => editForm(name, (f) => setSchoolMode(f, mode))}
        onBlur={() => touchField(name, 'school')}
      />
    </>
  );
}

const LANGUAGE_FIELDS = { TOEFL: 'toefl', IELTS: 'ielts', OTHER: 'tiother' } as const;

/** TOEFL / IELTS / 其他: the toggle (switching clears the other kinds) and the active kind's input. */
export function LanguageSection({
  name,
  errors,
  required,
}: {
  name: FullFormName;
  errors: AiFieldErrors;
  required?: boolean;
}) {
  const snap = useSnapshot(aiState, { sync: true });
  const form = snap.forms[name];
  const field = LANGUAGE_FIELDS[form.languageType];
  const label = `${LANGUAGE_LABELS[form.languageType]}成绩`;
  return (
    <GroupField label="语言成绩" required={required} testId="ai-field-language">
      <RadioButtons
        label="语言考试类型"
        options={LANGUAGE_TYPES.map((t) => ({ value: t, label: LANGUAGE_LABELS[t] }))}
        value={form.languageType}
        onClick={(t) => editForm(name, (f) => setLanguageType(f, t))}
      />
      <ScoreInput
        key={field}
        label={label}
        testId={`ai-${field}`}
        value={form[field]}
        maxLength={AI_MAX_LENGTHS[field]}
        hint={AI_HINTS[field]}
        decimal={field === 'ielts'}
        text={field === 'tiother'}
        error={errors.language}
        onChange={(value) => editForm(name, (f) => ({ ...f, [field]: value }))}
        onBlur={() => touchField(name, 'language')}
      />
    </GroupField>
  );
}

/** The GPA input of both forms (decimal 0~4, two decimals; entering it clears total + english). */
export function GpaInput({
  name,
  errors,
  required,
}: {
  name: FullFormName;
  errors: AiFieldErrors;
  required?: boolean;
}) {
  const snap = useSnapshot(aiState, { sync: true });
  return (
    <ScoreInput
      label="GPA"
      testId="ai-gpa"
      required={required}
      decimal
      value={snap.forms[name].gpa}
      maxLength={AI_MAX_LENGTHS.gpa}
      hint={AI_HINTS.gpa}
      error={errors.gpa}
      onChange={(v) => editForm(name, (f) => setScore(f, 'gpa', v))}
      onBlur={() => touchField(name, 'gpa')}
    />
  );
}

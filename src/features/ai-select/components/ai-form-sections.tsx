/**
 * Sections shared by the AI forms, wired to the store: intention (countries and majors, also the
 * whole short form), city and school, the TOEFL / IELTS / 其他 score and the GPA.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';

import { SchoolPicker, type PickerRowProps } from '@/components/ui/school-picker';
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
import { CountryField } from '@/features/ai-select/components/country-field';
import { GroupField } from '@/features/ai-select/components/group-field';
import { MajorField } from '@/features/ai-select/components/major-field';
import { ScoreChoiceField } from '@/features/ai-select/components/score-choice-field';
import { ScoreInput } from '@/features/ai-select/components/score-input';
import { SingleField } from '@/features/ai-select/components/single-field';
import { useMajors } from '@/features/ai-select/components/use-ai-data';
import { aiState, editForm, touchField, type FullFormName } from '@/features/ai-select/state/ai-store';
import {
  changeLocation,
  chooseSchool,
  setLanguageType,
  setSchoolMode,
  setScore,
  toggleMajor,
} from '@/features/ai-select/state/form-rules';
import { useCitySchools, useDictionary, useRegionTree } from '@/lib/reference-data';

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

/** The school picker's rows in the AI forms: a fieldset for province and city, a field for the school. */
function aiRow({ group, disabled, ...field }: PickerRowProps): ReactNode {
  return group ? <GroupField {...field} /> : <SingleField {...field} disabled={disabled} />;
}

/** The city (province, then city) and the school: from the city's list, or typed by hand. */
export function LocationSection({ name, errors }: { name: FullFormName; errors: AiFieldErrors }) {
  const snap = useSnapshot(aiState, { sync: true });
  const form = snap.forms[name];
  const regions = useRegionTree();
  // undergraduate applicants are at high school, master's applicants at university
  const schools = useCitySchools(form.province, form.city, name);
  return (
    <SchoolPicker
      row={aiRow}
      testIdPrefix="ai"
      regions={regions}
      schools={schools}
      province={form.province}
      city={form.city}
      mode={form.schoolMode}
      schoolId={form.schoolId}
      schoolName={form.school}
      schoolRequired
      errors={{ city: errors.city, school: errors.school }}
      onLocationChange={(province, city) => {
        editForm(name, (f) => changeLocation(f, province, city));
        if (city !== '') touchField(name, 'city');
      }}
      onCityBlur={() => touchField(name, 'city')}
      onSchoolSelect={(school) => {
        editForm(name, (f) => chooseSchool(f, school));
        touchField(name, 'school');
      }}
      onSchoolText={(text) => editForm(name, (f) => ({ ...f, school: text }))}
      onModeChange={(mode) => editForm(name, (f) => setSchoolMode(f, mode))}
      onSchoolBlur={() => touchField(name, 'school')}
    />
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
  return (
    <ScoreChoiceField
      label="语言成绩"
      choiceLabel="语言考试类型"
      testId="ai-field-language"
      required={required}
      choices={LANGUAGE_TYPES}
      names={LANGUAGE_LABELS}
      fields={LANGUAGE_FIELDS}
      choice={form.languageType}
      values={form}
      error={errors.language}
      onChoose={(t) => editForm(name, (f) => setLanguageType(f, t))}
      onChange={(field, value) => editForm(name, (f) => ({ ...f, [field]: value }))}
      onBlur={() => touchField(name, 'language')}
    />
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

import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';

import { OptionSelect } from '@/components/ui/option-select';
import { SchoolPicker } from '@/components/ui/school-picker';
import { SEX_OPTIONS } from '@/contract/code-tables';
import type { DictItem } from '@/contract/common';
import { LIMITS } from '@/contract/limits';
import type { ProvinceRegion } from '@/contract/region';
import { MESSAGES } from '@/contract/validation';
import { updatePersonalInfo } from '@/features/profile/api/update-personal-info';
import { FormRow } from '@/features/profile/components/profile-fields';
import { RadioChoice } from '@/features/profile/components/radio-choice';
import {
  changeIntention,
  changeLocation,
  chooseSchool,
  filterGrades,
  formToPayload,
  hasErrors,
  toggleFreeText,
  validateProfile,
  type ProfileErrors,
  type ProfileForm,
} from '@/features/profile/state/profile-form';
import { refreshCurrentUser } from '@/lib/current-user';
import { ApiError } from '@/lib/http';
import { useCitySchools } from '@/lib/reference-data';
import { showToast } from '@/lib/toast';
import type { QueryState } from '@/lib/use-query';

export interface ProfileReferenceData {
  regions: QueryState<ProvinceRegion[]>;
  intentions: DictItem[];
  grades: DictItem[];
  systems: DictItem[];
  countries: DictItem[];
}

const toOptions = (items: readonly DictItem[]) =>
  items.map((d) => ({ value: d.dictDetailCode, label: d.dictDetailName }));

/** The fields of 修改个人信息 and 保存 (SPEC sections 4 and 5): validated on save, then re-checked as the student fixes them. */
export function ProfileEditor({
  initial,
  data,
  onSaved,
  onCancel,
}: {
  initial: ProfileForm;
  data: ProfileReferenceData;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const schools = useCitySchools(form.schoolProvinceCode, form.schoolCityCode, form.studyIntentionType);
  const grades = useMemo(
    () => toOptions(filterGrades(data.grades, form.studyIntentionType)),
    [data.grades, form.studyIntentionType],
  );

  const update = (next: ProfileForm) => {
    setForm(next);
    // a field's error goes away once the student fixes it
    if (hasErrors(errors)) {
      const now = validateProfile(next);
      setErrors((prev) =>
        Object.fromEntries(Object.keys(prev).map((k) => [k, now[k as keyof ProfileErrors]])),
      );
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      await updatePersonalInfo(formToPayload(form));
      await refreshCurrentUser();
      showToast({ type: 'success', message: MESSAGES.profileSaved });
      onSaved();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      showToast({ type: 'error', message: MESSAGES.profileSaveFailed(message) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label="修改个人信息">
      <Stack gap="4">
        <FormRow label="手机号">
          <Input value={form.mobile} readOnly name="mobile" bg="bg.muted" />
        </FormRow>
        <FormRow label="中文名" required error={errors.nameCn}>
          <Input
            name="nameCn"
            value={form.nameCn}
            maxLength={LIMITS.PROFILE_NAME_MAX}
            placeholder="请输入中文名称"
            onChange={(e) => update({ ...form, nameCn: e.target.value })}
            onBlur={() => update({ ...form, nameCn: form.nameCn.trim() })}
          />
        </FormRow>
        <FormRow label="性别">
          <RadioChoice
            name="sex"
            value={form.sex}
            options={SEX_OPTIONS}
            onChange={(sex) => update({ ...form, sex })}
          />
        </FormRow>
        <FormRow label="求学意向" required error={errors.studyIntentionType}>
          <RadioChoice
            name="studyIntentionType"
            value={form.studyIntentionType}
            options={toOptions(data.intentions)}
            onChange={(intention) => update(changeIntention(form, intention))}
          />
        </FormRow>
        <SchoolPicker
          row={(row) => <FormRow {...row} />}
          testIdPrefix="profile"
          regions={data.regions}
          schools={schools}
          province={form.schoolProvinceCode}
          city={form.schoolCityCode}
          mode={form.schoolFreeText ? 'text' : 'select'}
          schoolId={form.schoolId}
          schoolName={form.schoolName}
          errors={{ city: errors.schoolCityInfo, school: errors.schoolName }}
          onLocationChange={(province, city) => update(changeLocation(form, province, city))}
          onSchoolSelect={(school) => update(chooseSchool(form, school ?? undefined))}
          onSchoolText={(schoolName) => update({ ...form, schoolName })}
          onSchoolBlur={() => update({ ...form, schoolName: form.schoolName.trim() })}
          onModeChange={() => update(toggleFreeText(form))}
        />
        <FormRow label="当前年级">
          <OptionSelect
            name="gradeType"
            value={form.gradeType}
            options={grades}
            placeholder="请选择年级"
            onChange={(v) => update({ ...form, gradeType: v })}
          />
        </FormRow>
        <FormRow label="课程体系">
          <OptionSelect
            name="educationSystem"
            value={form.educationSystem}
            options={toOptions(data.systems)}
            placeholder="请选择课程体系"
            onChange={(v) => update({ ...form, educationSystem: v })}
          />
        </FormRow>
        <FormRow label="留学目的地">
          <OptionSelect
            name="abroadCountry"
            value={form.abroadCountry}
            options={toOptions(data.countries)}
            placeholder="请选择留学目的地"
            onChange={(v) => update({ ...form, abroadCountry: v })}
          />
        </FormRow>
        <FormRow
          label="昵称"
          error={errors.nickname}
          helper={`昵称会显示在留学圈和问答中，不超过${LIMITS.NICKNAME_MAX}个字`}
        >
          <Input
            name="nickname"
            value={form.nickname}
            maxLength={LIMITS.NICKNAME_MAX}
            placeholder="请输入昵称"
            onChange={(e) => update({ ...form, nickname: e.target.value })}
          />
        </FormRow>
        <HStack justify={{ md: 'flex-end' }} gap="3">
          {onCancel && (
            <Button
              type="button"
              variant="outline"
              size="lg"
              flex={{ base: '1', md: 'initial' }}
              onClick={onCancel}
            >
              取消
            </Button>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={saving}
            flex={{ base: '1', md: 'initial' }}
            minW={{ md: '40' }}
          >
            保存
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

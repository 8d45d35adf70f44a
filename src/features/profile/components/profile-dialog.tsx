import {
  Button,
  Dialog,
  HStack,
  Input,
  Link,
  Portal,
  RadioGroup,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';

import { SearchSelect, type SearchOption } from '@/components/ui/search-select';
import { SEX_OPTIONS } from '@/contract/code-tables';
import type { DictItem } from '@/contract/common';
import { LIMITS } from '@/contract/limits';
import type { ProvinceRegion, StudentSchool } from '@/contract/region';
import { PROFILE_DICTIONARIES } from '@/contract/user';
import { MESSAGES } from '@/contract/validation';
import { getProfile } from '@/features/profile/api/get-profile';
import { updatePersonalInfo } from '@/features/profile/api/update-personal-info';
import { OptionSelect } from '@/components/ui/option-select';
import { FormRow } from '@/features/profile/components/profile-fields';
import {
  changeIntention,
  changeLocation,
  chooseSchool,
  emptyProfileForm,
  filterGrades,
  filterSchools,
  formToPayload,
  hasErrors,
  profileToForm,
  toggleFreeText,
  validateProfile,
  type ProfileErrors,
  type ProfileForm,
} from '@/features/profile/state/profile-form';
import { refreshCurrentUser } from '@/lib/current-user';
import { ApiError } from '@/lib/http';
import { getDictionary, getRegionTree, getSchoolsOfCity } from '@/lib/reference-data';
import { session } from '@/lib/session';
import { showToast } from '@/lib/toast';

function regionOptions(tree: readonly ProvinceRegion[]): SearchOption[] {
  return tree.flatMap((province) =>
    province.children.map((city) => ({
      value: `${province.code}|${city.code}`,
      label: city.nameCn === province.nameCn ? city.nameCn : `${province.nameCn} / ${city.nameCn}`,
      keywords: province.nameCn,
    })),
  );
}

const toOptions = (items: readonly DictItem[]) =>
  items.map((d) => ({ value: d.dictDetailCode, label: d.dictDetailName }));

interface ReferenceData {
  regions: ProvinceRegion[];
  intentions: DictItem[];
  grades: DictItem[];
  systems: DictItem[];
  countries: DictItem[];
}

function useReferenceData(active: boolean): ReferenceData | null {
  const [data, setData] = useState<ReferenceData | null>(null);
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    Promise.all([
      getRegionTree(),
      getDictionary('STUDY_INTENTION_TYPE'),
      getDictionary(PROFILE_DICTIONARIES.gradeType),
      getDictionary(PROFILE_DICTIONARIES.educationSystem),
      getDictionary(PROFILE_DICTIONARIES.abroadCountry),
    ])
      .then(([regions, intentions, grades, systems, countries]) => {
        if (!cancelled) setData({ regions, intentions, grades, systems, countries });
      })
      .catch(() => {
        if (!cancelled) showToast({ type: 'error', message: '基础数据加载失败，请检查网络后重试' });
      });
    return () => {
      cancelled = true;
    };
  }, [active]);
  return data;
}

function useCitySchools(provinceCode: string, cityCode: string): StudentSchool[] {
  const [schools, setSchools] = useState<{ city: string; list: StudentSchool[] }>({ city: '', list: [] });
  useEffect(() => {
    if (!cityCode) return;
    let cancelled = false;
    getSchoolsOfCity(provinceCode, cityCode)
      .then((list) => !cancelled && setSchools({ city: cityCode, list }))
      .catch(() => !cancelled && setSchools({ city: cityCode, list: [] }));
    return () => {
      cancelled = true;
    };
  }, [provinceCode, cityCode]);
  return schools.city === cityCode ? schools.list : [];
}

function ProfileFormBody({
  initial,
  data,
  onSaved,
  onCancel,
}: {
  initial: ProfileForm;
  data: ReferenceData;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const schools = useCitySchools(form.schoolProvinceCode, form.schoolCityCode);
  const regions = useMemo(() => regionOptions(data.regions), [data.regions]);
  const schoolOptions = useMemo(
    () =>
      filterSchools(schools, form.studyIntentionType).map((s) => ({
        value: s.id,
        label: s.nameCn,
        keywords: s.abbreviationCn ?? undefined,
      })),
    [schools, form.studyIntentionType],
  );
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

  const location = form.schoolCityCode ? `${form.schoolProvinceCode}|${form.schoolCityCode}` : '';
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
          <RadioGroup.Root
            name="sex"
            value={form.sex}
            onValueChange={(e) => update({ ...form, sex: (e.value ?? '') as ProfileForm['sex'] })}
          >
            <HStack gap="6" minH="10">
              {SEX_OPTIONS.map((o) => (
                <RadioGroup.Item key={o.value} value={o.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </FormRow>
        <FormRow label="求学意向" required error={errors.studyIntentionType}>
          <RadioGroup.Root
            name="studyIntentionType"
            value={form.studyIntentionType}
            onValueChange={(e) =>
              update(changeIntention(form, (e.value ?? '') as ProfileForm['studyIntentionType']))
            }
          >
            <HStack gap="6" minH="10">
              {data.intentions.map((o) => (
                <RadioGroup.Item key={o.dictDetailCode} value={o.dictDetailCode}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{o.dictDetailName}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </FormRow>
        <FormRow label="学校所在地" required error={errors.schoolCityInfo}>
          <SearchSelect
            name="schoolCity"
            options={regions}
            value={location}
            placeholder="搜索或选择省份/城市"
            emptyText="没有找到该城市"
            invalid={Boolean(errors.schoolCityInfo)}
            inline
            onChange={(value) => {
              const [province = '', city = ''] = value.split('|');
              update(changeLocation(form, province, city));
            }}
          />
        </FormRow>
        {form.schoolCityCode && (
          <FormRow label="就读学校" error={errors.schoolName}>
            {form.schoolFreeText ? (
              <Input
                name="schoolName"
                value={form.schoolName}
                maxLength={LIMITS.PROFILE_SCHOOL_NAME_MAX}
                placeholder={MESSAGES.schoolTextRequired}
                onChange={(e) => update({ ...form, schoolName: e.target.value })}
                onBlur={() => update({ ...form, schoolName: form.schoolName.trim() })}
              />
            ) : (
              <SearchSelect
                name="school"
                options={schoolOptions}
                value={form.schoolId}
                placeholder="搜索或选择学校"
                emptyText="没有找到，可点击下方手动填写"
                inline
                onChange={(id) =>
                  update(
                    chooseSchool(
                      form,
                      schools.find((s) => s.id === id),
                    ),
                  )
                }
              />
            )}
            <Link
              as="button"
              type="button"
              fontSize="sm"
              colorPalette="brand"
              color="colorPalette.fg"
              alignSelf="flex-start"
              onClick={() => update(toggleFreeText(form))}
            >
              {form.schoolFreeText ? '返回选择学校' : '找不到我的学校？'}
            </Link>
          </FormRow>
        )}
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

/**
 * 修改个人信息 (SPEC section 2): 620 px wide with 100 px labels, a full-screen sheet on phones.
 * It cannot be closed by clicking outside, Esc or a close button: it must be saved. Opened for
 * editing from the personal space (onCancel given) it also offers 取消.
 */
export function ProfileDialog({
  open,
  onSaved,
  onCancel,
}: {
  open: boolean;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const snap = useSnapshot(session);
  const data = useReferenceData(open);
  const [initial, setInitial] = useState<ProfileForm | null>(null);
  const userId = snap.user?.id;
  const mobile = snap.user?.mobile ?? '';
  useEffect(() => {
    if (!open || !userId) return;
    let cancelled = false;
    getProfile(userId)
      .then((profile) => !cancelled && setInitial(profileToForm(profile)))
      .catch(() => !cancelled && setInitial(emptyProfileForm(mobile)));
    return () => {
      cancelled = true;
    };
  }, [open, userId, mobile]);
  return (
    <Dialog.Root
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            w={{ md: `${LIMITS.PROFILE_DIALOG_WIDTH}px` }}
            maxW={{ md: `${LIMITS.PROFILE_DIALOG_WIDTH}px` }}
            data-testid="profile-dialog"
          >
            <Dialog.Header>
              <Dialog.Title>修改个人信息</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text color="fg.muted" fontSize="sm" mb="4">
                完善个人信息后，我们才能为你推荐合适的院校、顾问与活动。
              </Text>
              {initial && data ? (
                <ProfileFormBody initial={initial} data={data} onSaved={onSaved} onCancel={onCancel} />
              ) : (
                <HStack justify="center" py="10">
                  <Spinner color="brand.solid" />
                  <Text color="fg.muted">加载中…</Text>
                </HStack>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

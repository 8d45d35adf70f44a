import { Input, Link, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { LoadState } from '@/components/ui/load-state';
import { OptionSelect } from '@/components/ui/option-select';
import { AI_TEXT, type SchoolInputMode } from '@/contract/ai';
import { LIMITS } from '@/contract/limits';
import type { ProvinceRegion, StudentSchool } from '@/contract/region';
import { MESSAGES } from '@/contract/validation';
import type { QueryState } from '@/lib/use-query';

/** One labelled row of the host form; a `group` row holds several controls (a fieldset and its legend). */
export interface PickerRowProps {
  label: string;
  required?: boolean;
  error?: string;
  testId?: string;
  group?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

export interface SchoolPickerProps {
  /** Renders a row of the host form (its label layout, required mark and error text). */
  row: (props: PickerRowProps) => ReactNode;
  regions: QueryState<ProvinceRegion[]>;
  /** The chosen city's schools that fit the student (useCitySchools). */
  schools: QueryState<StudentSchool[]>;
  province: string;
  city: string;
  mode: SchoolInputMode;
  schoolId: string;
  schoolName: string;
  schoolRequired?: boolean;
  errors: { city?: string; school?: string };
  onLocationChange: (province: string, city: string) => void;
  onSchoolSelect: (school: StudentSchool | null) => void;
  onSchoolText: (name: string) => void;
  onModeChange: (mode: SchoolInputMode) => void;
  onCityBlur?: () => void;
  onSchoolBlur?: () => void;
  /** Prefix of the test ids: {p}-field-city, {p}-province, {p}-city, {p}-field-school, {p}-school-select, {p}-school-input. */
  testIdPrefix: string;
}

function schoolPlaceholder(city: string, schools: QueryState<StudentSchool[]>): string {
  if (city === '') return '请先选择城市';
  if (schools.loading) return '学校列表加载中…';
  if (schools.error !== null) return schools.offline ? '当前离线，学校列表暂时无法加载' : '学校列表加载失败';
  return schools.data?.length ? '请选择学校' : '该城市暂无可选学校';
}

/**
 * Where the student goes to school (the profile and the AI forms): province and city, then a school of
 * that city from the list, or its name typed by hand (找不到我的学校？ / 返回选择学校). Controlled: the host
 * form's rules decide what a change clears.
 */
export function SchoolPicker(props: SchoolPickerProps) {
  const prefix = props.testIdPrefix;
  const list = props.schools.data ?? [];
  const noCity = props.city === '';
  return (
    <>
      {props.row({
        label: '学校所在地',
        required: true,
        group: true,
        error: props.errors.city,
        testId: `${prefix}-field-city`,
        children: (
          <LoadState query={props.regions}>
            {(tree) => (
              <SimpleGrid columns={2} gap="2">
                <OptionSelect
                  label="所在省份"
                  name="schoolProvince"
                  testId={`${prefix}-province`}
                  value={props.province}
                  placeholder="请选择省份"
                  options={tree.map((p) => ({ value: p.code, label: p.nameCn }))}
                  onChange={(province) => {
                    const only = tree.find((p) => p.code === province)?.children;
                    // a municipality (or a province with one city) needs no second choice
                    props.onLocationChange(province, only?.length === 1 ? (only[0]?.code ?? '') : '');
                  }}
                  invalid={Boolean(props.errors.city)}
                />
                <OptionSelect
                  label="所在城市"
                  name="schoolCity"
                  testId={`${prefix}-city`}
                  value={props.city}
                  placeholder="请选择城市"
                  options={(tree.find((p) => p.code === props.province)?.children ?? []).map((c) => ({
                    value: c.code,
                    label: c.nameCn,
                  }))}
                  onChange={(city) => props.onLocationChange(props.province, city)}
                  onBlur={props.onCityBlur}
                  disabled={props.province === ''}
                  invalid={Boolean(props.errors.city)}
                />
              </SimpleGrid>
            )}
          </LoadState>
        ),
      })}
      {props.row({
        label: '就读学校',
        required: props.schoolRequired,
        error: props.errors.school,
        testId: `${prefix}-field-school`,
        disabled: props.mode === 'select' && noCity,
        children: (
          <>
            {props.mode === 'select' ? (
              <OptionSelect
                label="就读学校"
                name="school"
                testId={`${prefix}-school-select`}
                value={props.schoolId}
                placeholder={schoolPlaceholder(props.city, props.schools)}
                options={list.map((s) => ({ value: s.id, label: s.nameCn }))}
                onChange={(id) => props.onSchoolSelect(list.find((s) => s.id === id) ?? null)}
                onBlur={props.onSchoolBlur}
                disabled={noCity}
                invalid={Boolean(props.errors.school)}
              />
            ) : (
              <Input
                aria-label="就读学校"
                name="schoolName"
                data-testid={`${prefix}-school-input`}
                value={props.schoolName}
                maxLength={LIMITS.PROFILE_SCHOOL_NAME_MAX}
                placeholder={MESSAGES.schoolTextRequired}
                onChange={(e) => props.onSchoolText(e.target.value)}
                onBlur={props.onSchoolBlur}
              />
            )}
            <Link
              as="button"
              type="button"
              fontSize="sm"
              colorPalette="brand"
              color="colorPalette.fg"
              alignSelf="flex-start"
              onClick={() => props.onModeChange(props.mode === 'select' ? 'text' : 'select')}
            >
              {props.mode === 'select' ? AI_TEXT.schoolNotFound : AI_TEXT.backToSelect}
            </Link>
          </>
        ),
      })}
    </>
  );
}

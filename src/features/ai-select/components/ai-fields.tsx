/**
 * The building blocks of the AI forms. They are controlled and know nothing of the store: each takes
 * its value, an onChange that receives the next value and the error to show (already filtered by
 * blur / check-input). The rules of SPEC section 4 live in state/form-rules.ts.
 */
import {
  Box,
  Button,
  Field,
  Fieldset,
  Flex,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Spinner,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';

import { OptionSelect } from '@/components/ui/option-select';
import { AI_MAX_LENGTHS, AI_TEXT } from '@/contract/ai';
import type { DictItem } from '@/contract/common';
import type { ProvinceRegion, StudentSchool } from '@/contract/region';
import { MESSAGES } from '@/contract/validation';
import {
  toggleAllCountries,
  toggleItem,
  type CountryToggleMode,
} from '@/features/ai-select/state/form-rules';
import type { Loaded } from '@/features/ai-select/components/use-ai-data';

/** The red star of a required field, drawn by CSS so the label's text stays the field's name. */
const REQUIRED_MARK = { content: '"*"', color: 'fg.error', ms: '0.5' } as const;

/** A labelled group of buttons or inputs (fieldset + legend), with its hint or error below. */
export function GroupField(props: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  testId?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root invalid={Boolean(props.error)} data-testid={props.testId} gap="2" minW="0">
      <Flex align="center" justify="space-between" gap="2">
        <Fieldset.Legend
          fontWeight="medium"
          fontSize="sm"
          color="fg"
          _after={props.required ? REQUIRED_MARK : undefined}
        >
          {props.label}
        </Fieldset.Legend>
        {props.action}
      </Flex>
      <Fieldset.Content mt="0" gap="2">
        {props.children}
      </Fieldset.Content>
      {props.hint && !props.error && <Fieldset.HelperText mt="0">{props.hint}</Fieldset.HelperText>}
      {props.error && (
        <Fieldset.ErrorText mt="0" role="alert">
          {props.error}
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

/** One labelled control with its hint or error below. */
export function SingleField(props: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  testId?: string;
  /** Disables the control inside (a select inside a Field takes its disabled state from the Field). */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(props.error)} disabled={props.disabled} data-testid={props.testId} gap="1.5">
      <Field.Label fontSize="sm" gap="0" _after={props.required ? REQUIRED_MARK : undefined}>
        {props.label}
      </Field.Label>
      {props.children}
      {props.hint && !props.error && <Field.HelperText>{props.hint}</Field.HelperText>}
      {props.error && <Field.ErrorText role="alert">{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A toggle button inside a group: a checkbox (multi-select) or a radio (single choice). */
export function ChoiceButton(props: {
  checked: boolean;
  kind: 'checkbox' | 'radio';
  onClick: () => void;
  children: ReactNode;
  title?: string;
}) {
  return (
    <Button
      type="button"
      role={props.kind}
      aria-checked={props.checked}
      size="sm"
      variant={props.checked ? 'subtle' : 'outline'}
      colorPalette={props.checked ? 'brand' : 'gray'}
      borderColor={props.checked ? 'brand.solid' : undefined}
      borderWidth="1px"
      fontWeight={props.checked ? 'semibold' : 'normal'}
      onClick={props.onClick}
      title={props.title}
      minW="0"
      px="2"
      whiteSpace="normal"
      lineHeight="1.2"
      h="auto"
      minH="9"
    >
      {props.children}
    </Button>
  );
}

/** A dictionary or config that did not load: why, and a retry. */
export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.data !== undefined) return <>{children(loaded.data)}</>;
  if (loaded.error !== null) {
    return (
      <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="ai-load-failed">
        <Text>{loaded.offline ? '当前离线，选项暂时无法加载' : '选项加载失败'}</Text>
        <Button size="xs" variant="outline" onClick={loaded.retry}>
          重试
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted">
      <Spinner size="xs" />
      <Text>加载中…</Text>
    </HStack>
  );
}

/** Intended countries/regions: a grid of checkboxes with the 全选 / 反选 toggle. */
export function CountryField(props: {
  options: Loaded<DictItem[]>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [mode, setMode] = useState<CountryToggleMode>('all');
  const all = useMemo(() => props.options.data?.map((d) => d.dictDetailCode) ?? [], [props.options.data]);
  return (
    <GroupField
      label="意向国家/地区"
      required
      error={props.error}
      testId="ai-field-country"
      action={
        all.length > 0 && (
          <Button
            type="button"
            size="xs"
            variant="ghost"
            colorPalette="brand"
            onClick={() => {
              const { country, next } = toggleAllCountries(props.value, all, mode);
              setMode(next);
              props.onChange(country);
            }}
          >
            {mode === 'all' ? AI_TEXT.selectAll : AI_TEXT.invert}
          </Button>
        )
      }
    >
      <LoadState loaded={props.options}>
        {(items) => (
          <SimpleGrid columns={{ base: 3, sm: 4 }} gap="2">
            {items.map((item) => {
              const checked = props.value.includes(item.dictDetailCode);
              return (
                <ChoiceButton
                  key={item.dictDetailCode}
                  kind="checkbox"
                  checked={checked}
                  onClick={() => props.onChange(toggleItem(props.value, item.dictDetailCode, !checked))}
                >
                  {item.dictDetailName}
                </ChoiceButton>
              );
            })}
          </SimpleGrid>
        )}
      </LoadState>
    </GroupField>
  );
}

/** Intended major directions: a scrolling grid of checkboxes, the first option (不限专业) exclusive. */
export function MajorField(props: {
  options: Loaded<DictItem[]>;
  value: readonly string[];
  onToggle: (code: string, checked: boolean, firstCode: string | undefined) => void;
  error?: string;
}) {
  return (
    <GroupField label="意向专业方向" required error={props.error} testId="ai-field-majors">
      <LoadState loaded={props.options}>
        {(items) => (
          <Box
            maxH="52"
            overflowY="auto"
            borderWidth="1px"
            rounded="md"
            p="2"
            tabIndex={-1}
            data-testid="ai-major-list"
          >
            <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
              {items.map((item) => {
                const checked = props.value.includes(item.dictDetailCode);
                return (
                  <ChoiceButton
                    key={item.dictDetailCode}
                    kind="checkbox"
                    checked={checked}
                    onClick={() => props.onToggle(item.dictDetailCode, !checked, items[0]?.dictDetailCode)}
                  >
                    {item.dictDetailName}
                  </ChoiceButton>
                );
              })}
            </SimpleGrid>
          </Box>
        )}
      </LoadState>
    </GroupField>
  );
}

/** The city cascader: province, then a city of it. */
export function CityField(props: {
  regions: Loaded<ProvinceRegion[]>;
  province: string;
  city: string;
  onChange: (province: string, city: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const cities = props.regions.data?.find((p) => p.code === props.province)?.children ?? [];
  return (
    <GroupField label="学校所在地" required error={props.error} testId="ai-field-city">
      <LoadState loaded={props.regions}>
        {(tree) => (
          <SimpleGrid columns={2} gap="2">
            <OptionSelect
              label="所在省份"
              testId="ai-province"
              value={props.province}
              placeholder="请选择省份"
              options={tree.map((p) => ({ value: p.code, label: p.nameCn }))}
              onChange={(province) => {
                const only = tree.find((p) => p.code === province)?.children;
                // a municipality (or a province with one city) needs no second choice
                props.onChange(province, only?.length === 1 ? (only[0]?.code ?? '') : '');
              }}
              invalid={Boolean(props.error)}
            />
            <OptionSelect
              label="所在城市"
              testId="ai-city"
              value={props.city}
              placeholder="请选择城市"
              options={cities.map((c) => ({ value: c.code, label: c.nameCn }))}
              onChange={(city) => props.onChange(props.province, city)}
              onBlur={props.onBlur}
              disabled={props.province === ''}
              invalid={Boolean(props.error)}
            />
          </SimpleGrid>
        )}
      </LoadState>
    </GroupField>
  );
}

/** The current school: a dropdown of the city's schools, or free text (找不到我的学校？ / 返回选择学校). */
export function SchoolField(props: {
  mode: 'select' | 'text';
  city: string;
  schools: Loaded<StudentSchool[]>;
  schoolId: string;
  school: string;
  onSelect: (school: StudentSchool | null) => void;
  onText: (name: string) => void;
  onModeChange: (mode: 'select' | 'text') => void;
  onBlur: () => void;
  error?: string;
}) {
  const list = props.schools.data ?? [];
  const noCity = props.city === '';
  return (
    <SingleField
      label="就读学校"
      required
      error={props.error}
      testId="ai-field-school"
      disabled={props.mode === 'select' && noCity}
    >
      {props.mode === 'select' ? (
        <OptionSelect
          label="就读学校"
          testId="ai-school-select"
          value={props.schoolId}
          placeholder={
            noCity
              ? '请先选择城市'
              : props.schools.loading
                ? '学校列表加载中…'
                : list.length === 0
                  ? '该城市暂无可选学校'
                  : '请选择学校'
          }
          options={list.map((s) => ({ value: s.id, label: s.nameCn }))}
          onChange={(id) => props.onSelect(list.find((s) => s.id === id) ?? null)}
          onBlur={props.onBlur}
          disabled={noCity}
          invalid={Boolean(props.error)}
        />
      ) : (
        <Input
          aria-label="就读学校"
          data-testid="ai-school-input"
          value={props.school}
          maxLength={AI_MAX_LENGTHS.school}
          placeholder={MESSAGES.schoolTextRequired}
          onChange={(e) => props.onText(e.target.value)}
          onBlur={props.onBlur}
        />
      )}
      <Link
        as="button"
        fontSize="sm"
        colorPalette="brand"
        color="colorPalette.fg"
        alignSelf="flex-start"
        onClick={() => props.onModeChange(props.mode === 'select' ? 'text' : 'select')}
      >
        {props.mode === 'select' ? AI_TEXT.schoolNotFound : AI_TEXT.backToSelect}
      </Link>
    </SingleField>
  );
}

/** A score input: digits (and a dot where allowed), its max length, hint and error. */
export function ScoreInput(props: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  decimal?: boolean;
  text?: boolean;
  testId?: string;
}) {
  return (
    <SingleField label={props.label} required={props.required} error={props.error} hint={props.hint}>
      <Input
        data-testid={props.testId}
        value={props.value}
        maxLength={props.maxLength}
        inputMode={props.text ? 'text' : props.decimal ? 'decimal' : 'numeric'}
        placeholder={`请输入${props.label}`}
        autoComplete="off"
        onChange={(e) => props.onChange(props.text ? e.target.value : e.target.value.trim())}
        onBlur={props.onBlur}
      />
    </SingleField>
  );
}

/** A row of single-choice buttons (course system, TOEFL/IELTS/其他, SAT/ACT, GRE/GMAT, current state). */
export function RadioButtons<T extends string>(props: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: string;
  onClick: (value: T) => void;
  columns?: Record<string, number> | number;
}) {
  return (
    <SimpleGrid
      role="radiogroup"
      aria-label={props.label}
      columns={props.columns ?? props.options.length}
      gap="2"
    >
      {props.options.map((o) => (
        <ChoiceButton
          key={o.value}
          kind="radio"
          checked={props.value === o.value}
          onClick={() => props.onClick(o.value)}
        >
          {o.label}
        </ChoiceButton>
      ))}
    </SimpleGrid>
  );
}

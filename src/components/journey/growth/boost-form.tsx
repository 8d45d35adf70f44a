import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { useState, type FormEvent } from 'react';

import { DICTIONARIES } from '@/contract/dictionaries';
import { GROWTH_LIMITS, type BgBoost } from '@/contract/journey-growth';
import { ApiError } from '@/lib/http';

export interface BoostValues {
  type: string;
  title: string;
  organization: string;
  role: string;
  startDate: string;
  endDate: string | null;
  description: string;
  outcome: string;
}

type BoostErrors = Partial<Record<'type' | 'title' | 'startDate' | 'endDate', string>>;

function check(values: BoostValues): BoostErrors {
  const errors: BoostErrors = {};
  if (!values.type) errors.type = '请选择类型';
  if (!values.title.trim()) errors.title = '请填写名称';
  if (!values.startDate) errors.startDate = '请选择开始日期';
  if (values.endDate && values.startDate && values.endDate < values.startDate)
    errors.endDate = '结束日期不能早于开始日期';
  return errors;
}

/** 背景提升 add / edit: type (BACKGROUND_BOOST_INFO_TYPE), name, organization, role, dates, description, outcome. */
export function BoostForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial?: BgBoost;
  onSubmit: (values: BoostValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<BoostValues>({
    type: initial?.type ?? '',
    title: initial?.title ?? '',
    organization: initial?.organization ?? '',
    role: initial?.role ?? '',
    startDate: initial?.startDate ?? '',
    endDate: initial?.endDate ?? null,
    description: initial?.description ?? '',
    outcome: initial?.outcome ?? '',
  });
  const [errors, setErrors] = useState<BoostErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<BoostValues>) => setValues((prev) => ({ ...prev, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const next = check(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box asChild borderWidth="1px" rounded="lg" p="4">
      <form onSubmit={submit} noValidate data-testid="boost-form">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Field.Root required invalid={!!errors.type}>
              <Field.Label>类型</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-label="类型"
                  value={values.type}
                  onChange={(e) => set({ type: e.target.value })}
                >
                  <option value="">请选择</option>
                  {DICTIONARIES.BACKGROUND_BOOST_INFO_TYPE.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.type && <Field.ErrorText role="alert">{errors.type}</Field.ErrorText>}
            </Field.Root>
            <Field.Root required invalid={!!errors.title}>
              <Field.Label>名称</Field.Label>
              <Input
                value={values.title}
                maxLength={GROWTH_LIMITS.TITLE_MAX}
                onChange={(e) => set({ title: e.target.value })}
              />
              {errors.title && <Field.ErrorText role="alert">{errors.title}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>机构（选填）</Field.Label>
              <Input
                value={values.organization}
                maxLength={GROWTH_LIMITS.SHORT_MAX}
                onChange={(e) => set({ organization: e.target.value })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>角色（选填）</Field.Label>
              <Input
                value={values.role}
                maxLength={GROWTH_LIMITS.SHORT_MAX}
                onChange={(e) => set({ role: e.target.value })}
              />
            </Field.Root>
            <Field.Root required invalid={!!errors.startDate}>
              <Field.Label>开始日期</Field.Label>
              <Input
                type="date"
                value={values.startDate}
                onChange={(e) => set({ startDate: e.target.value })}
              />
              {errors.startDate && <Field.ErrorText role="alert">{errors.startDate}</Field.ErrorText>}
            </Field.Root>
            <FormField label="结束日期（进行中可不填）" error={errors.endDate}>
              <Input
                type="date"
                value={values.endDate ?? ''}
                onChange={(e) => set({ endDate: e.target.value || null })}
              />
            </FormField>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>经历描述（选填）</Field.Label>
            <Textarea
              rows={3}
              value={values.description}
              maxLength={GROWTH_LIMITS.TEXT_MAX}
              onChange={(e) => set({ description: e.target.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>成果（选填）</Field.Label>
            <Input
              value={values.outcome}
              maxLength={GROWTH_LIMITS.NOTE_MAX}
              onChange={(e) => set({ outcome: e.target.value })}
            />
          </Field.Root>
          {refusal && (
            <Box role="alert" color="red.600" fontSize="sm">
              {refusal}
            </Box>
          )}
          <Stack direction="row" gap="2" justify="flex-end">
            <Button variant="ghost" onClick={onCancel}>
              取消
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving}>
              保存
            </Button>
          </Stack>
        </Stack>
      </form>
    </Box>
  );
}

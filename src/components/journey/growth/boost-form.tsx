import { Field, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
import { DICTIONARIES } from '@/contract/dictionaries';
import { GROWTH_LIMITS, type BgBoost } from '@/contract/journey-growth';
import { useFormValues } from '@/lib/use-form-values';
import { useRefusable } from '@/lib/use-refusable';

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

const TYPE_OPTIONS = DICTIONARIES.BACKGROUND_BOOST_INFO_TYPE.map(([value, label]) => ({ value, label }));

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
  const { values, set, bind } = useFormValues<BoostValues>({
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
  const { refusal, setRefusal, pending: saving, run } = useRefusable('保存失败，请稍后重试');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const next = check(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await run(() => onSubmit(values));
  }

  return (
    <FormCard
      onSubmit={submit}
      testId="boost-form"
      refusal={refusal}
      submitLabel="保存"
      saving={saving}
      onCancel={onCancel}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="类型" error={errors.type} required>
          <OptionSelect
            label="类型"
            placeholder="请选择"
            options={TYPE_OPTIONS}
            value={values.type}
            onChange={(type) => set({ type })}
          />
        </FormField>
        <FormField label="名称" error={errors.title} required>
          <Input maxLength={GROWTH_LIMITS.TITLE_MAX} {...bind('title')} />
        </FormField>
        <Field.Root>
          <Field.Label>机构（选填）</Field.Label>
          <Input maxLength={GROWTH_LIMITS.SHORT_MAX} {...bind('organization')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>角色（选填）</Field.Label>
          <Input maxLength={GROWTH_LIMITS.SHORT_MAX} {...bind('role')} />
        </Field.Root>
        <FormField label="开始日期" error={errors.startDate} required>
          <Input type="date" {...bind('startDate')} />
        </FormField>
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
        <Textarea rows={3} maxLength={GROWTH_LIMITS.TEXT_MAX} {...bind('description')} />
      </Field.Root>
      <Field.Root>
        <Field.Label>成果（选填）</Field.Label>
        <Input maxLength={GROWTH_LIMITS.NOTE_MAX} {...bind('outcome')} />
      </Field.Root>
    </FormCard>
  );
}

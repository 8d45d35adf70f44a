import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
import { Refusal } from '@/components/ui/refusal';

import {
  APPLY_LIMITS,
  deadlineBodySchema,
  type DeadlineBody,
  type SelectedUniversity,
} from '@/contract/journey-apply';
import { issuesByField, useFormValues } from '@/lib/use-form-values';
import { useRefusable } from '@/lib/use-refusable';

/** What a deadline can belong to: each school's application, or the 我的大学List row when not applied yet. */
export function deadlineTargets(rows: readonly SelectedUniversity[]): { value: string; label: string }[] {
  return rows.map((row) =>
    row.application
      ? {
          value: `a:${row.application.id}`,
          label: `${row.universityName}${row.application.program ? ` ${row.application.program}` : ''}`,
        }
      : { value: `c:${row.chosenId}`, label: row.universityName },
  );
}

/**
 * Add a deadline: school, round, date, optional local time with its zone, note. Bad input is named at its
 * field; a refusal is shown and the form keeps what was typed.
 */
export function DeadlineForm({
  targets,
  submit,
  onDone,
}: {
  targets: readonly { value: string; label: string }[];
  submit: (body: DeadlineBody) => Promise<unknown>;
  onDone: () => void;
}) {
  const { values, set, setValues, bind } = useFormValues({
    target: '',
    round: '',
    date: '',
    time: '',
    timeZone: '',
    note: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { refusal, setRefusal, pending: sending, run } = useRefusable();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const [kind, id] = values.target.split(':');
    const parsed = deadlineBodySchema.safeParse({
      applicationId: kind === 'a' ? id : undefined,
      chosenId: kind === 'c' ? id : undefined,
      round: values.round,
      date: values.date,
      time: values.time || null,
      timeZone: values.time ? values.timeZone || null : null,
      note: values.note,
    });
    if (!parsed.success) {
      const next = issuesByField(parsed.error.issues);
      if (next.applicationId) next.target = next.applicationId;
      setErrors(next);
      return;
    }
    setErrors({});
    await run(async () => {
      await submit(parsed.data);
      setValues((v) => ({ ...v, round: '', date: '', time: '', note: '' }));
      onDone();
    });
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="添加截止日期" data-testid="deadline-form">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField label="学校" error={errors.target} announce={false} required>
            <OptionSelect
              label="学校"
              placeholder="请选择学校"
              options={targets}
              value={values.target}
              onChange={(target) => set({ target })}
            />
          </FormField>
          <FormField label="轮次" error={errors.round} announce={false} required>
            <Input
              placeholder="如 ED / EA / RD / 第一轮"
              maxLength={APPLY_LIMITS.ROUND_MAX}
              {...bind('round')}
            />
          </FormField>
          <FormField label="截止日期" error={errors.date} announce={false} required>
            <Input type="date" aria-label="截止日期" {...bind('date')} />
          </FormField>
          <FormField label="截止时间（可选）" error={errors.time} announce={false}>
            <Input type="time" {...bind('time')} />
          </FormField>
          <FormField label="时区（可选）" error={errors.timeZone} announce={false}>
            <Input placeholder="如 America/New_York" {...bind('timeZone')} />
          </FormField>
          <Field.Root invalid={!!errors.note}>
            <Field.Label>备注</Field.Label>
            <Input maxLength={APPLY_LIMITS.NOTE_MAX} {...bind('note')} />
          </Field.Root>
        </SimpleGrid>
        <Refusal>{refusal}</Refusal>
        <Button type="submit" size="sm" colorPalette="brand" loading={sending} alignSelf="flex-start">
          添加截止日期
        </Button>
      </Stack>
    </form>
  );
}

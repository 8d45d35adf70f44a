import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import {
  APPLY_LIMITS,
  deadlineBodySchema,
  type DeadlineBody,
  type SelectedUniversity,
} from '@/contract/journey-apply';
import { ApiError } from '@/lib/http';

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
  const [values, setValues] = useState({ target: '', round: '', date: '', time: '', timeZone: '', note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

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
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message;
      if (next.applicationId) next.target = next.applicationId;
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await submit(parsed.data);
      setValues((v) => ({ ...v, round: '', date: '', time: '', note: '' }));
      onDone();
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="添加截止日期" data-testid="deadline-form">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root invalid={!!errors.target} required>
            <Field.Label>学校</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                aria-label="学校"
                value={values.target}
                onChange={(e) => set({ target: e.target.value })}
              >
                <option value="">请选择学校</option>
                {targets.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.target && <Field.ErrorText>{errors.target}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.round} required>
            <Field.Label>轮次</Field.Label>
            <Input
              placeholder="如 ED / EA / RD / 第一轮"
              maxLength={APPLY_LIMITS.ROUND_MAX}
              value={values.round}
              onChange={(e) => set({ round: e.target.value })}
            />
            {errors.round && <Field.ErrorText>{errors.round}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.date} required>
            <Field.Label>截止日期</Field.Label>
            <Input
              type="date"
              aria-label="截止日期"
              value={values.date}
              onChange={(e) => set({ date: e.target.value })}
            />
            {errors.date && <Field.ErrorText>{errors.date}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.time}>
            <Field.Label>截止时间（可选）</Field.Label>
            <Input type="time" value={values.time} onChange={(e) => set({ time: e.target.value })} />
            {errors.time && <Field.ErrorText>{errors.time}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.timeZone}>
            <Field.Label>时区（可选）</Field.Label>
            <Input
              placeholder="如 America/New_York"
              value={values.timeZone}
              onChange={(e) => set({ timeZone: e.target.value })}
            />
            {errors.timeZone && <Field.ErrorText>{errors.timeZone}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={!!errors.note}>
            <Field.Label>备注</Field.Label>
            <Input
              maxLength={APPLY_LIMITS.NOTE_MAX}
              value={values.note}
              onChange={(e) => set({ note: e.target.value })}
            />
          </Field.Root>
        </SimpleGrid>
        {refusal && (
          <Box role="alert" color="fg.error" fontSize="sm">
            {refusal}
          </Box>
        )}
        <Button type="submit" size="sm" colorPalette="brand" loading={sending} alignSelf="flex-start">
          添加截止日期
        </Button>
      </Stack>
    </form>
  );
}

import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import {
  checkExamScore,
  EXAM_TABLE,
  EXAM_TYPES,
  GROWTH_LIMITS,
  GROWTH_TEXT,
  type ExamScoreBody,
  type ExamScoreErrors,
  type ExamSectionKey,
  type ExamType,
} from '@/contract/journey-growth';
import { ApiError } from '@/lib/http';

import { beijingDay } from './format';

/**
 * 添加成绩: the exam, then its sections (EXAM_TABLE), checked inline by the contract's `checkExamScore` (the
 * server's own check). A refused save shows the server's reason and keeps everything typed.
 */
export function ScoreForm({
  onSubmit,
  onCancel,
  submitLabel = '保存成绩',
}: {
  onSubmit: (body: ExamScoreBody) => Promise<void>;
  onCancel?: () => void;
  submitLabel?: string;
}) {
  const [examType, setExamType] = useState<ExamType>('01');
  const [takenAt, setTakenAt] = useState(() => beijingDay(new Date()));
  const [total, setTotal] = useState('');
  const [sections, setSections] = useState<Partial<Record<ExamSectionKey, string>>>({});
  const [subject, setSubject] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ExamScoreErrors & { takenAt?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const spec = EXAM_TABLE[examType];

  function validate(): boolean {
    const next: ExamScoreErrors & { takenAt?: string } = checkExamScore(examType, {
      total,
      sections,
      subject,
    });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(takenAt)) next.takenAt = '请选择考试日期';
    else if (takenAt > beijingDay(new Date())) next.takenAt = GROWTH_TEXT.TAKEN_IN_FUTURE;
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    if (!validate()) return;
    const numbers: Partial<Record<ExamSectionKey, number>> = {};
    for (const section of spec.sections) {
      const value = sections[section.key]?.trim();
      if (value) numbers[section.key] = Number(value);
    }
    setSaving(true);
    try {
      await onSubmit({ examType, takenAt, total: Number(total), sections: numbers, subject, note });
      setTotal('');
      setSections({});
      setSubject('');
      setNote('');
      setErrors({});
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box asChild borderWidth="1px" rounded="lg" p="4">
      <form onSubmit={submit} noValidate data-testid="score-form">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Field.Root required>
              <Field.Label>考试</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-label="考试"
                  value={examType}
                  onChange={(e) => {
                    setExamType(e.target.value as ExamType);
                    setTotal('');
                    setSections({});
                    setErrors({});
                  }}
                >
                  {EXAM_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {EXAM_TABLE[type].name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required invalid={!!errors.takenAt}>
              <Field.Label>考试日期</Field.Label>
              <Input type="date" value={takenAt} onChange={(e) => setTakenAt(e.target.value)} />
              {errors.takenAt && <Field.ErrorText role="alert">{errors.takenAt}</Field.ErrorText>}
            </Field.Root>
            {spec.perSubject && (
              <Field.Root required invalid={!!errors.subject}>
                <Field.Label>科目</Field.Label>
                <Input
                  value={subject}
                  maxLength={GROWTH_LIMITS.SUBJECT_MAX}
                  placeholder={examType === '07' ? '如 微积分BC' : '如 数学'}
                  onChange={(e) => setSubject(e.target.value)}
                />
                {errors.subject && <Field.ErrorText role="alert">{errors.subject}</Field.ErrorText>}
              </Field.Root>
            )}
            <Field.Root required invalid={!!errors.total}>
              <Field.Label>
                {spec.totalName}
                {!spec.grades && `（${spec.total.min}-${spec.total.max}）`}
              </Field.Label>
              {spec.grades ? (
                <NativeSelect.Root>
                  <NativeSelect.Field
                    aria-label={spec.totalName}
                    value={total}
                    onChange={(e) => setTotal(e.target.value)}
                  >
                    <option value="">请选择</option>
                    {spec.grades.map((grade, index) => (
                      <option key={grade} value={String(index + 1)}>
                        {grade}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  value={total}
                  inputMode="decimal"
                  onChange={(e) => setTotal(e.target.value)}
                  onBlur={() => total && validate()}
                />
              )}
              {errors.total && <Field.ErrorText role="alert">{errors.total}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          {spec.sections.length > 0 && (
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3" role="group" aria-label="单项成绩（选填）">
              {spec.sections.map((section) => (
                <Field.Root key={section.key} invalid={!!errors[section.key]}>
                  <Field.Label>
                    {section.name}（{section.min}-{section.max}）
                  </Field.Label>
                  <Input
                    value={sections[section.key] ?? ''}
                    inputMode="decimal"
                    onChange={(e) => setSections((prev) => ({ ...prev, [section.key]: e.target.value }))}
                  />
                  {errors[section.key] && (
                    <Field.ErrorText role="alert">{errors[section.key]}</Field.ErrorText>
                  )}
                </Field.Root>
              ))}
            </SimpleGrid>
          )}
          <Field.Root>
            <Field.Label>备注（选填）</Field.Label>
            <Textarea
              rows={2}
              value={note}
              maxLength={GROWTH_LIMITS.NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field.Root>
          {refusal && (
            <Box role="alert" color="red.600" fontSize="sm" data-testid="score-refusal">
              {refusal}
            </Box>
          )}
          <Stack direction="row" gap="2" justify="flex-end">
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                取消
              </Button>
            )}
            <Button type="submit" colorPalette="brand" loading={saving}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Box>
  );
}

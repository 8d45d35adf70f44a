import { Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { OptionSelect } from '@/components/ui/option-select';
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
import { useRefusable } from '@/lib/use-refusable';

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
  const { refusal, setRefusal, pending: saving, run } = useRefusable('保存失败，请稍后重试');
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
    await run(async () => {
      await onSubmit({ examType, takenAt, total: Number(total), sections: numbers, subject, note });
      setTotal('');
      setSections({});
      setSubject('');
      setNote('');
      setErrors({});
    });
  }

  return (
    <FormCard
      onSubmit={submit}
      testId="score-form"
      refusal={refusal}
      refusalTestId="score-refusal"
      submitLabel={submitLabel}
      saving={saving}
      onCancel={onCancel}
    >
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
        <FormField label="考试日期" error={errors.takenAt} required>
          <Input type="date" value={takenAt} onChange={(e) => setTakenAt(e.target.value)} />
        </FormField>
        {spec.perSubject && (
          <FormField label="科目" error={errors.subject} required>
            <Input
              value={subject}
              maxLength={GROWTH_LIMITS.SUBJECT_MAX}
              placeholder={examType === '07' ? '如 微积分BC' : '如 数学'}
              onChange={(e) => setSubject(e.target.value)}
            />
          </FormField>
        )}
        <FormField
          label={
            <>
              {spec.totalName}
              {!spec.grades && `（${spec.total.min}-${spec.total.max}）`}
            </>
          }
          error={errors.total}
          required
        >
          {spec.grades ? (
            <OptionSelect
              label={spec.totalName}
              placeholder="请选择"
              options={spec.grades.map((grade, index) => ({ value: String(index + 1), label: grade }))}
              value={total}
              onChange={setTotal}
            />
          ) : (
            <Input
              value={total}
              inputMode="decimal"
              onChange={(e) => setTotal(e.target.value)}
              onBlur={() => total && validate()}
            />
          )}
        </FormField>
      </SimpleGrid>
      {spec.sections.length > 0 && (
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3" role="group" aria-label="单项成绩（选填）">
          {spec.sections.map((section) => (
            <FormField
              key={section.key}
              label={`${section.name}（${section.min}-${section.max}）`}
              error={errors[section.key]}
            >
              <Input
                value={sections[section.key] ?? ''}
                inputMode="decimal"
                onChange={(e) => setSections((prev) => ({ ...prev, [section.key]: e.target.value }))}
              />
            </FormField>
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
    </FormCard>
  );
}

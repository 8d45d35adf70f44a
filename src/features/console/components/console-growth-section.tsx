import { Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';

import { BoostCard, FeedbackCard, NoteCard } from '@/components/journey/growth/assessment-cards';
import { BoostForm } from '@/components/journey/growth/boost-form';
import { beijingDay, dayTime, KIND_MARK } from '@/components/journey/growth/format';
import { ScoreForm } from '@/components/journey/growth/score-form';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { GROWTH_LIMITS, type ConsoleGrowth, type ConsoleGrowthBody } from '@/contract/journey-growth';
import { showToast } from '@/lib/toast';
import { useFormValues } from '@/lib/use-form-values';
import { useQuery } from '@/lib/use-query';
import { useRefusable } from '@/lib/use-refusable';

import { addConsoleGrowth } from '../api/add-console-growth';
import { getConsoleGrowth } from '../api/get-console-growth';
import { FieldList, type FieldSpec } from './form-fields';

type FormKind = 'INTERVIEW_FEEDBACK' | 'SELF_AWARENESS' | 'SCORE' | 'BG_BOOST';
const FORMS: { kind: FormKind; label: string }[] = [
  { kind: 'INTERVIEW_FEEDBACK', label: '面试反馈' },
  { kind: 'SELF_AWARENESS', label: '自我认知笔记' },
  { kind: 'SCORE', label: '录入成绩' },
  { kind: 'BG_BOOST', label: '背景提升' },
];

type Send = (body: ConsoleGrowthBody) => Promise<void>;

const SAVE_FAILED = '保存失败，请稍后重试';

type FeedbackKey =
  'title' | 'university' | 'program' | 'interviewDate' | 'content' | 'strengths' | 'improvements';

/** 面试反馈's facts, two to a row. */
const FEEDBACK_FACTS: FieldSpec<FeedbackKey>[] = [
  { key: 'title', label: '标题', maxLength: GROWTH_LIMITS.TITLE_MAX, required: true },
  { key: 'university', label: '学校', maxLength: GROWTH_LIMITS.SHORT_MAX, required: true },
  { key: 'program', label: '项目 / 专业（选填）', maxLength: GROWTH_LIMITS.SHORT_MAX },
  { key: 'interviewDate', label: '面试日期', type: 'date', required: true },
];

/** 面试反馈's texts, under the rating. */
const FEEDBACK_TEXTS: FieldSpec<FeedbackKey>[] = [
  { key: 'content', label: '总体评价（选填）', rows: 2, maxLength: GROWTH_LIMITS.TEXT_MAX },
  { key: 'strengths', label: '优势', rows: 2, maxLength: GROWTH_LIMITS.TEXT_MAX },
  { key: 'improvements', label: '待改进', rows: 2, maxLength: GROWTH_LIMITS.TEXT_MAX },
];

/** 自我认知笔记's fields. */
const NOTE_FIELDS: FieldSpec<'title' | 'content'>[] = [
  { key: 'title', label: '标题', maxLength: GROWTH_LIMITS.TITLE_MAX, required: true },
  { key: 'content', label: '内容', rows: 4, maxLength: GROWTH_LIMITS.TEXT_MAX, required: true },
];

/** 面试反馈: school, program, date, 1-5 rating, strengths, improvements. */
function FeedbackForm({
  studentId,
  send,
  onCancel,
}: {
  studentId: string;
  send: Send;
  onCancel: () => void;
}) {
  const { values: v, set } = useFormValues({
    title: '',
    university: '',
    program: '',
    interviewDate: beijingDay(new Date()),
    rating: '',
    content: '',
    strengths: '',
    improvements: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof v, string>>>({});
  const { refusal, run } = useRefusable(SAVE_FAILED);
  const change = (key: keyof typeof v, value: string) => set({ [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!v.title.trim()) next.title = '请填写标题';
    if (!v.university.trim()) next.university = '请填写学校';
    if (!v.interviewDate) next.interviewDate = '请选择面试日期';
    if (!/^[1-5]$/.test(v.rating)) next.rating = '请选择1-5星评分';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await run(() => send({ kind: 'INTERVIEW_FEEDBACK', studentId, ...v, rating: Number(v.rating) }));
  }

  return (
    <FormCard onSubmit={submit} label="面试反馈" refusal={refusal} submitLabel="发送反馈" onCancel={onCancel}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FieldList fields={FEEDBACK_FACTS} values={v} errors={errors} onChange={change} />
      </SimpleGrid>
      <FormField label="评分" error={errors.rating} required>
        <HStack gap="1" role="radiogroup" aria-label="评分">
          {[1, 2, 3, 4, 5].map((n) => (
            <Button
              key={n}
              size="sm"
              variant={Number(v.rating) >= n ? 'solid' : 'outline'}
              colorPalette="orange"
              role="radio"
              aria-checked={v.rating === String(n)}
              aria-label={`${n}星`}
              onClick={() => set({ rating: String(n) })}
            >
              ★
            </Button>
          ))}
        </HStack>
      </FormField>
      <FieldList fields={FEEDBACK_TEXTS} values={v} onChange={change} />
    </FormCard>
  );
}

/** 自我认知笔记: a title and the note. */
function NoteForm({ studentId, send, onCancel }: { studentId: string; send: Send; onCancel: () => void }) {
  const { values, set } = useFormValues({ title: '', content: '' });
  const { title, content } = values;
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const { refusal, run } = useRefusable(SAVE_FAILED);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = '请填写标题';
    if (!content.trim()) next.content = '请填写内容';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await run(() => send({ kind: 'SELF_AWARENESS', studentId, title, content }));
  }

  return (
    <FormCard
      onSubmit={submit}
      label="自我认知笔记"
      refusal={refusal}
      submitLabel="保存笔记"
      onCancel={onCancel}
    >
      <FieldList
        fields={NOTE_FIELDS}
        values={values}
        errors={errors}
        onChange={(key, value) => set({ [key]: value })}
      />
    </FormCard>
  );
}

/** One part of the student's growth: its heading, then the rows, or `empty` when there are none. */
function ViewPart({ label, empty, children }: { label: string; empty?: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={label}>
      <Heading as="h4" size="sm">
        {label}
      </Heading>
      {children ||
        (empty && (
          <Text fontSize="sm" color="fg.muted">
            {empty}
          </Text>
        ))}
    </Stack>
  );
}

function GrowthView({ data }: { data: ConsoleGrowth }) {
  const feedback = data.assessments.filter((a) => a.kind === 'INTERVIEW_FEEDBACK');
  const notes = data.assessments.filter((a) => a.kind === 'SELF_AWARENESS');
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ViewPart label="成长记录" empty="暂无成长记录">
        {data.records.length > 0 && (
          <Stack as="ol" gap="1.5" listStyleType="none" data-testid="console-growth-records">
            {data.records.map((record) => (
              <HStack as="li" key={record.id} gap="2" align="flex-start" fontSize="sm">
                <Badge colorPalette={KIND_MARK[record.kind].palette} flexShrink={0}>
                  {record.kindLabel}
                </Badge>
                <Text flex="1" wordBreak="break-word">
                  {record.title}
                </Text>
                <Text color="fg.muted" flexShrink={0} fontSize="xs">
                  {dayTime(record.occurredAt)}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </ViewPart>
      <ViewPart label="考试成绩" empty="暂无考试成绩">
        {data.scores.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" data-testid="console-growth-scores">
            {data.scores.map((score) => (
              <HStack as="li" key={score.id} justify="space-between" fontSize="sm" gap="2">
                <Text>
                  {score.examName}
                  {score.subject && ` ${score.subject}`}
                </Text>
                <Text fontWeight="semibold">{score.totalLabel}</Text>
                <Text color="fg.muted" fontSize="xs">
                  {score.takenAt} · {score.recordedByName}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </ViewPart>
      {feedback.length > 0 && (
        <ViewPart label="面试反馈">
          {feedback.map((item) => (
            <FeedbackCard key={item.id} item={item} />
          ))}
        </ViewPart>
      )}
      {notes.length > 0 && (
        <ViewPart label="自我认知笔记">
          {notes.map((item) => (
            <NoteCard key={item.id} item={item} />
          ))}
        </ViewPart>
      )}
      {data.bgBoosts.length > 0 && (
        <ViewPart label="背景提升">
          {data.bgBoosts.map((item) => (
            <BoostCard key={item.id} item={item} />
          ))}
        </ViewPart>
      )}
    </SimpleGrid>
  );
}

/**
 * The console's growth section of one student (mounted by the 我的学生 page): the timeline, scores,
 * assessments and boosts, and the forms 面试反馈, 自我认知笔记, 录入成绩, 背景提升.
 */
export function ConsoleGrowthSection({ studentId }: { studentId: string }) {
  const [version, setVersion] = useState(0);
  const [form, setForm] = useState<FormKind | null>(null);
  const result = useQuery(`console-growth:${studentId}:${version}`, (signal) =>
    getConsoleGrowth(studentId, signal),
  );
  const data = result.data ?? null;

  const send: Send = async (body) => {
    await addConsoleGrowth(body);
    setForm(null);
    showToast({ type: 'success', message: '已保存' });
    setVersion((v) => v + 1);
  };

  return (
    <Stack as="section" gap="4" aria-label="成长与评估" data-testid="console-growth">
      <Heading as="h3" size="md">
        成长与评估
      </Heading>
      <HStack gap="2" flexWrap="wrap">
        {FORMS.map((item) => (
          <Button
            key={item.kind}
            size="sm"
            variant={form === item.kind ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={form === item.kind}
            onClick={() => setForm(form === item.kind ? null : item.kind)}
          >
            {item.label}
          </Button>
        ))}
      </HStack>
      {form === 'INTERVIEW_FEEDBACK' && (
        <FeedbackForm studentId={studentId} send={send} onCancel={() => setForm(null)} />
      )}
      {form === 'SELF_AWARENESS' && (
        <NoteForm studentId={studentId} send={send} onCancel={() => setForm(null)} />
      )}
      {form === 'SCORE' && (
        <ScoreForm
          submitLabel="录入成绩"
          onCancel={() => setForm(null)}
          onSubmit={(body) => send({ kind: 'SCORE', studentId, ...body })}
        />
      )}
      {form === 'BG_BOOST' && (
        <BoostForm
          onCancel={() => setForm(null)}
          onSubmit={(values) => send({ kind: 'BG_BOOST', studentId, ...values })}
        />
      )}
      {result.error && !data ? (
        <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
      ) : !data ? (
        <ListSkeleton rows={3} height="12" />
      ) : (
        <GrowthView data={data} />
      )}
    </Stack>
  );
}

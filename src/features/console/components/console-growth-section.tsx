import { Badge, Box, Button, Field, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';

import { BoostCard, FeedbackCard, NoteCard } from '@/components/journey/growth/assessment-cards';
import { BoostForm } from '@/components/journey/growth/boost-form';
import { beijingDay, dayTime, KIND_MARK } from '@/components/journey/growth/format';
import { ScoreForm } from '@/components/journey/growth/score-form';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { GROWTH_LIMITS, type ConsoleGrowth, type ConsoleGrowthBody } from '@/contract/journey-growth';
import { ApiError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useQuery } from '@/lib/use-query';

import { addConsoleGrowth } from '../api/add-console-growth';
import { getConsoleGrowth } from '../api/get-console-growth';
import { FormActions, TextField } from './form-fields';

type FormKind = 'INTERVIEW_FEEDBACK' | 'SELF_AWARENESS' | 'SCORE' | 'BG_BOOST';
const FORMS: { kind: FormKind; label: string }[] = [
  { kind: 'INTERVIEW_FEEDBACK', label: '面试反馈' },
  { kind: 'SELF_AWARENESS', label: '自我认知笔记' },
  { kind: 'SCORE', label: '录入成绩' },
  { kind: 'BG_BOOST', label: '背景提升' },
];

type Send = (body: ConsoleGrowthBody) => Promise<void>;

function Refusal({ text }: { text: string | null }) {
  return text ? (
    <Box role="alert" color="red.600" fontSize="sm">
      {text}
    </Box>
  ) : null;
}

async function trySend(send: () => Promise<void>, setRefusal: (text: string | null) => void) {
  setRefusal(null);
  try {
    await send();
  } catch (error) {
    setRefusal(error instanceof ApiError ? error.message : '保存失败，请稍后重试');
  }
}

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
  const [v, setV] = useState({
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<typeof v>) => setV((prev) => ({ ...prev, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!v.title.trim()) next.title = '请填写标题';
    if (!v.university.trim()) next.university = '请填写学校';
    if (!v.interviewDate) next.interviewDate = '请选择面试日期';
    if (!/^[1-5]$/.test(v.rating)) next.rating = '请选择1-5星评分';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await trySend(
      () => send({ kind: 'INTERVIEW_FEEDBACK', studentId, ...v, rating: Number(v.rating) }),
      setRefusal,
    );
  }

  return (
    <Box asChild borderWidth="1px" rounded="lg" p="4">
      <form onSubmit={submit} noValidate aria-label="面试反馈">
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <TextField
              label="标题"
              value={v.title}
              maxLength={GROWTH_LIMITS.TITLE_MAX}
              onChange={(value) => set({ title: value })}
              required
              error={errors.title}
            />
            <TextField
              label="学校"
              value={v.university}
              maxLength={GROWTH_LIMITS.SHORT_MAX}
              onChange={(value) => set({ university: value })}
              required
              error={errors.university}
            />
            <TextField
              label="项目 / 专业（选填）"
              value={v.program}
              maxLength={GROWTH_LIMITS.SHORT_MAX}
              onChange={(value) => set({ program: value })}
            />
            <TextField
              label="面试日期"
              type="date"
              value={v.interviewDate}
              onChange={(value) => set({ interviewDate: value })}
              required
              error={errors.interviewDate}
            />
          </SimpleGrid>
          <Field.Root required invalid={!!errors.rating}>
            <Field.Label>评分</Field.Label>
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
            {errors.rating && <Field.ErrorText role="alert">{errors.rating}</Field.ErrorText>}
          </Field.Root>
          <TextField
            label="总体评价（选填）"
            rows={2}
            value={v.content}
            maxLength={GROWTH_LIMITS.TEXT_MAX}
            onChange={(value) => set({ content: value })}
          />
          <TextField
            label="优势"
            rows={2}
            value={v.strengths}
            maxLength={GROWTH_LIMITS.TEXT_MAX}
            onChange={(value) => set({ strengths: value })}
          />
          <TextField
            label="待改进"
            rows={2}
            value={v.improvements}
            maxLength={GROWTH_LIMITS.TEXT_MAX}
            onChange={(value) => set({ improvements: value })}
          />
          <Refusal text={refusal} />
          <FormActions submitLabel="发送反馈" onCancel={onCancel} />
        </Stack>
      </form>
    </Box>
  );
}

/** 自我认知笔记: a title and the note. */
function NoteForm({ studentId, send, onCancel }: { studentId: string; send: Send; onCancel: () => void }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!title.trim()) next.title = '请填写标题';
    if (!content.trim()) next.content = '请填写内容';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await trySend(() => send({ kind: 'SELF_AWARENESS', studentId, title, content }), setRefusal);
  }

  return (
    <Box asChild borderWidth="1px" rounded="lg" p="4">
      <form onSubmit={submit} noValidate aria-label="自我认知笔记">
        <Stack gap="3">
          <TextField
            label="标题"
            value={title}
            maxLength={GROWTH_LIMITS.TITLE_MAX}
            onChange={(value) => setTitle(value)}
            required
            error={errors.title}
          />
          <TextField
            label="内容"
            rows={4}
            value={content}
            maxLength={GROWTH_LIMITS.TEXT_MAX}
            onChange={(value) => setContent(value)}
            required
            error={errors.content}
          />
          <Refusal text={refusal} />
          <FormActions submitLabel="保存笔记" onCancel={onCancel} />
        </Stack>
      </form>
    </Box>
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

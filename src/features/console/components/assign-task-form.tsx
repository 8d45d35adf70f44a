import { Button, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

import { DICTIONARIES } from '@/contract/dictionaries';
import {
  PAPERWORK_KINDS,
  STUDENT_MATERIAL_TYPES,
  TASK_KIND_LABEL,
  TASK_KINDS,
  type PaperworkKind,
  type TaskKind,
} from '@/contract/journey';
import {
  assignProblems,
  beijingDate,
  beijingDayEnd,
  TASK_LIMITS,
  TASK_TEXT,
  type ConsoleTask,
} from '@/contract/journey-task';
import { useQuery } from '@/lib/use-query';

import { assignTask } from '../api/assign-task';
import { getPlaybackOptions } from '../api/get-playback-options';

const MATERIAL_KIND_LABEL: Record<PaperworkKind, string> = {
  STUDENT_MATERIAL: '学生材料',
  PAPERWORK: '文书',
};

/** 布置任务: kind, title, content, due date (the end of the Beijing day), the material or the video asked for. */
export function AssignTaskForm({
  studentId,
  onAssigned,
}: {
  studentId: string;
  onAssigned: (task: ConsoleTask) => void;
}) {
  const [kind, setKind] = useState<TaskKind>('GENERAL');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [due, setDue] = useState('');
  const [materialKind, setMaterialKind] = useState<PaperworkKind>('STUDENT_MATERIAL');
  const [materialTypeCode, setMaterialTypeCode] = useState('');
  const [playbackId, setPlaybackId] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof assignProblems>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const playbacks = useQuery('task-playback-options', (signal) => getPlaybackOptions('', signal), {
    enabled: kind === 'VIDEO',
  });
  const types: readonly (readonly [string, string])[] =
    materialKind === 'PAPERWORK' ? DICTIONARIES.PAPERWORK_TYPE : STUDENT_MATERIAL_TYPES;

  const submit = async () => {
    const body = {
      studentId,
      kind,
      title,
      content,
      dueAt: due ? beijingDayEnd(due) : null,
      materialKind: kind === 'UPLOAD' ? materialKind : null,
      materialTypeCode: kind === 'UPLOAD' ? materialTypeCode || null : null,
      playbackId: kind === 'VIDEO' ? playbackId || null : null,
    };
    const problems = assignProblems(body);
    if (due && due < beijingDate(new Date())) problems.dueAt = TASK_TEXT.DUE_PAST;
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      onAssigned(await assignTask(body));
      setTitle('');
      setContent('');
      setDue('');
      setPlaybackId('');
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : '布置失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      rounded="lg"
      p="4"
      data-testid="assign-task-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text fontWeight="semibold">布置任务</Text>
      <Field.Root>
        <Field.Label>任务类型</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="任务类型"
            value={kind}
            onChange={(event) => setKind(event.target.value as TaskKind)}
          >
            {TASK_KINDS.map((value) => (
              <option key={value} value={value}>
                {TASK_KIND_LABEL[value]}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.title)}>
        <Field.Label>标题</Field.Label>
        <Input
          value={title}
          maxLength={TASK_LIMITS.TITLE_MAX + 20}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Field.ErrorText>{errors.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.content)}>
        <Field.Label>任务说明</Field.Label>
        <Textarea value={content} rows={3} onChange={(event) => setContent(event.target.value)} />
        <Field.HelperText>
          {content.length} / {TASK_LIMITS.CONTENT_MAX}
        </Field.HelperText>
        <Field.ErrorText>{errors.content}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.dueAt)}>
        <Field.Label>截止日期（北京时间当天结束）</Field.Label>
        <Input
          type="date"
          value={due}
          onChange={(event) => setDue(event.target.value)}
          aria-label="截止日期"
        />
        <Field.ErrorText>{errors.dueAt}</Field.ErrorText>
      </Field.Root>
      {kind === 'UPLOAD' && (
        <Field.Root invalid={Boolean(errors.material)}>
          <Field.Label>要上传的材料</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="材料类别"
              value={materialKind}
              onChange={(event) => {
                setMaterialKind(event.target.value as PaperworkKind);
                setMaterialTypeCode('');
              }}
            >
              {PAPERWORK_KINDS.map((value) => (
                <option key={value} value={value}>
                  {MATERIAL_KIND_LABEL[value]}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="材料类型"
              value={materialTypeCode}
              onChange={(event) => setMaterialTypeCode(event.target.value)}
            >
              <option value="">请选择</option>
              {types.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Field.ErrorText>{errors.material}</Field.ErrorText>
        </Field.Root>
      )}
      {kind === 'VIDEO' && (
        <Field.Root invalid={Boolean(errors.playbackId)}>
          <Field.Label>培训视频</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="培训视频"
              value={playbackId}
              onChange={(event) => setPlaybackId(event.target.value)}
            >
              <option value="">{playbacks.data ? '请选择' : '加载中…'}</option>
              {(playbacks.data?.list ?? []).map((playback) => (
                <option key={playback.id} value={playback.id}>
                  {playback.title}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Field.ErrorText>{errors.playbackId}</Field.ErrorText>
        </Field.Root>
      )}
      {failure && (
        <Text color="red.600" role="alert">
          {failure}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy}>
        布置任务
      </Button>
    </Stack>
  );
}

import { Alert, Badge, Box, Button, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';

import { dueLine, STATE_PALETTE } from '@/components/journey/task/task-format';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { DICTIONARIES } from '@/contract/dictionaries';
import { STUDENT_MATERIAL_TYPES, TASK_KIND_LABEL, type PaperworkKind } from '@/contract/journey';
import {
  TASK_LIMITS,
  TASK_STATE_LABEL,
  TASK_TEXT,
  type TaskDetail,
  type TaskFinishBody,
} from '@/contract/journey-task';
import { useSessionSnapshot } from '@/lib/hydration';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { useQuery } from '@/lib/use-query';

import { finishTask } from '../api/finish-task';
import { getTaskDetail } from '../api/get-task-detail';
import { deleteTaskDraft } from '../storage/task-draft';
import { TextAnswer } from './text-answer';

/** What the route's uploader gets: the material asked for, and where to say which document was uploaded. */
export interface UploadSlot {
  materialKind: PaperworkKind | null;
  materialTypeCode: string | null;
  onUploaded: (paperworkId: string) => void;
}
export type RenderUpload = (slot: UploadSlot) => ReactNode;

/** 成绩单 / 个人陈述 PS ...: the name of the material a task asks for. */
export function materialName(kind: PaperworkKind | null, code: string | null): string {
  if (!kind || !code) return '材料';
  const table: readonly (readonly [string, string])[] =
    kind === 'PAPERWORK' ? DICTIONARIES.PAPERWORK_TYPE : STUDENT_MATERIAL_TYPES;
  return table.find(([value]) => value === code)?.[1] ?? '材料';
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请稍后再试';
}

/** One task opened: its content, and what finishing it takes by kind; the answer once finished. */
export function TaskDetailView({
  id,
  onBack,
  onChanged,
  renderUpload,
}: {
  id: string;
  onBack: () => void;
  onChanged: () => void;
  renderUpload: RenderUpload;
}) {
  const result = useQuery(`task:${id}`, (signal) => getTaskDetail(id, signal));
  const userId = useSessionSnapshot().user?.id ?? null;
  const [finished, setFinished] = useState<TaskDetail | null>(null);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [paperworkId, setPaperworkId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // opening marks it read: the badge re-checks
  const loadedId = result.data?.id;
  useEffect(() => {
    if (loadedId) emitAppEvent(APP_EVENTS.TASK_CHECK);
  }, [loadedId]);

  const back = (
    <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onBack}>
      ← 返回任务列表
    </Button>
  );
  if (result.error && !result.data) {
    return (
      <Stack gap="3">
        {back}
        <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />
      </Stack>
    );
  }
  if (!result.data) return <ListSkeleton rows={2} height="32" />;
  const task = finished ?? result.data;
  const now = new Date();

  const finish = async (body: Omit<TaskFinishBody, 'id'>) => {
    setBusy(true);
    setError(null);
    try {
      const done = await finishTask({ id: task.id, ...body });
      setFinished(done);
      if (userId && task.kind === 'TEXT') await deleteTaskDraft(userId, task.id).catch(() => undefined);
      onChanged();
      emitAppEvent(APP_EVENTS.TASK_CHECK);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const onFinishText = () => {
    if (text.trim().length === 0) return setError(TASK_TEXT.TEXT_REQUIRED);
    if (text.length > TASK_LIMITS.TEXT_ANSWER_MAX) return setError(TASK_TEXT.TEXT_TOO_LONG);
    void finish({ text });
  };

  return (
    <Stack gap="4" data-testid="task-detail">
      {back}
      <Stack gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {TASK_KIND_LABEL[task.kind]}
          </Text>
          <Badge colorPalette={STATE_PALETTE[task.state]} data-testid="task-detail-state">
            {TASK_STATE_LABEL[task.state]}
          </Badge>
        </HStack>
        <Heading as="h2" size="lg" wordBreak="break-word">
          {task.title}
        </Heading>
        <Text fontSize="sm" color={task.state === 'OVERDUE' ? 'red.600' : 'fg.muted'}>
          {dueLine(task, now)}
          {task.assignedByName ? ` · 布置人：${task.assignedByName}` : ''}
        </Text>
      </Stack>
      {task.content && (
        <Box bg="bg.muted" rounded="md" p="4">
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {task.content}
          </Text>
        </Box>
      )}

      {task.state === 'DONE' ? (
        <Alert.Root status="success" data-testid="task-done">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>任务已完成</Alert.Title>
            {task.answerText && (
              <Alert.Description whiteSpace="pre-wrap" wordBreak="break-word">
                {task.answerText}
              </Alert.Description>
            )}
            {task.answerPaperwork && (
              <Alert.Description>已提交：{task.answerPaperwork.title}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          {task.kind === 'UPLOAD' && (
            <>
              <Text>请上传：{materialName(task.materialKind, task.materialTypeCode)}</Text>
              {renderUpload({
                materialKind: task.materialKind,
                materialTypeCode: task.materialTypeCode,
                onUploaded: (uploaded) => {
                  setPaperworkId(uploaded);
                  setError(null);
                },
              })}
              {paperworkId && <Text color="green.600">材料已上传，可以完成任务了。</Text>}
              <Button
                colorPalette="brand"
                alignSelf="flex-start"
                loading={busy}
                onClick={() =>
                  paperworkId ? void finish({ paperworkId }) : setError(TASK_TEXT.UPLOAD_REQUIRED)
                }
              >
                完成任务
              </Button>
            </>
          )}
          {task.kind === 'TEXT' && (
            <>
              <TextAnswer userId={userId} taskId={task.id} value={text} onChange={setText} error={null} />
              <Button colorPalette="brand" alignSelf="flex-start" loading={busy} onClick={onFinishText}>
                完成任务
              </Button>
            </>
          )}
          {task.kind === 'VIDEO' && (
            <Stack gap="2" align="flex-start">
              <Text color="fg.muted">看完培训视频后任务会自动完成。</Text>
              <Button asChild colorPalette="brand">
                <Link to="/personal/VideoPlayer" search={{ taskId: task.id }}>
                  {task.watchedSeconds > 0 ? '继续观看培训视频' : '观看培训视频'}
                </Link>
              </Button>
            </Stack>
          )}
          {task.kind === 'GENERAL' && (
            <>
              <Field.Root invalid={note.length > TASK_LIMITS.NOTE_MAX}>
                <Field.Label>备注（选填）</Field.Label>
                <Textarea value={note} rows={3} onChange={(event) => setNote(event.target.value)} />
                <Field.HelperText>
                  {note.length} / {TASK_LIMITS.NOTE_MAX}
                </Field.HelperText>
              </Field.Root>
              <Button
                colorPalette="brand"
                alignSelf="flex-start"
                loading={busy}
                onClick={() =>
                  note.length > TASK_LIMITS.NOTE_MAX
                    ? setError(TASK_TEXT.NOTE_TOO_LONG)
                    : void finish(note.trim() ? { note } : {})
                }
              >
                标记完成
              </Button>
            </>
          )}
          {error && (
            <Text color="red.600" role="alert" data-testid="task-error">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { Field, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

import { TASK_LIMITS } from '@/contract/journey-task';

import { loadTaskDraft, saveTaskDraft } from '../storage/task-draft';

const SAVE_DELAY_MS = 400;

/**
 * The answer of a TEXT task: a textarea with a counter; what is typed is kept as a draft in IndexedDB (a
 * moment after each change) and read back when the task is opened again.
 */
export function TextAnswer({
  userId,
  taskId,
  value,
  onChange,
  error,
}: {
  userId: string | null;
  taskId: string;
  value: string;
  onChange: (text: string) => void;
  error: string | null;
}) {
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    loadTaskDraft(userId, taskId)
      .then((draft) => {
        // what was typed while the draft loaded wins
        if (!cancelled && draft && !latest.current) onChange(draft);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
    // onChange is the parent's setter; the draft is read once per task
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, taskId]);

  useEffect(() => {
    if (!userId || !loaded) return;
    const timer = setTimeout(() => {
      saveTaskDraft(userId, taskId, value).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, taskId, value, loaded]);

  const over = value.length > TASK_LIMITS.TEXT_ANSWER_MAX;
  return (
    <Field.Root invalid={over || Boolean(error)}>
      <Field.Label>你的回答</Field.Label>
      <Textarea
        value={value}
        rows={8}
        onChange={(event) => onChange(event.target.value)}
        placeholder="在这里写下任务要求的内容"
        data-testid="task-text"
      />
      <Text
        fontSize="xs"
        color={over ? 'red.600' : 'fg.muted'}
        alignSelf="flex-end"
        data-testid="task-text-count"
      >
        {value.length} / {TASK_LIMITS.TEXT_ANSWER_MAX}
      </Text>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

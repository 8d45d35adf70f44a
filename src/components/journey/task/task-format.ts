import type { TaskKind } from '@/contract/journey';
import { dueText, type Task, type TaskState } from '@/contract/journey-task';

/** A glyph per kind (decorative; the label says it in words). */
export const KIND_GLYPH: Record<TaskKind, string> = { UPLOAD: '⇪', VIDEO: '▶', TEXT: '✎', GENERAL: '✓' };

export const STATE_PALETTE: Record<TaskState, string> = {
  NEW: 'blue',
  DOING: 'orange',
  OVERDUE: 'red',
  DONE: 'green',
};

/** 截止 M月D日 · 剩余N天 / 已逾期N天; finished: 完成于 M月D日; no due date: 无截止日期. */
export function dueLine(task: Pick<Task, 'dueAt' | 'finishedAt'>, now: Date): string {
  if (task.finishedAt) return `完成于 ${formatDay(task.finishedAt)}`;
  if (!task.dueAt) return '无截止日期';
  return `截止 ${formatDay(task.dueAt)} · ${dueText(task.dueAt, now)}`;
}

const dayFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
});

export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

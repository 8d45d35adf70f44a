import { taskStateAt, type Task, type TaskDetail } from '../../../src/contract/journey-task.ts';
import type { TaskRecord } from './task.repository.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toTask({ task, assignedByName }: TaskRecord, now: Date): Task {
  return {
    id: task.id,
    kind: task.kind,
    title: task.title,
    dueAt: iso(task.dueAt),
    state: taskStateAt(task, now),
    isRead: task.isRead,
    assignedByName,
    materialKind: task.materialKind,
    materialTypeCode: task.materialTypeCode,
    playbackId: task.playbackId,
    createdAt: task.createdAt.toISOString(),
    finishedAt: iso(task.finishedAt),
  };
}

export function toTaskDetail(record: TaskRecord, now: Date): TaskDetail {
  return {
    ...toTask(record, now),
    content: record.task.content,
    answerText: record.task.answerText,
    answerPaperwork: record.paperwork,
    watchedSeconds: record.task.watchedSeconds,
  };
}

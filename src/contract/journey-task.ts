/**
 * Tasks and training videos of the personal space (SPEC section 7 findMyTask, task/{id},
 * finishedTask, findMyFinishedTaskByTime, getVideoByTaskId, pageQueryUserTrainVideoTask,
 * findUserTrainVideoTaskRecommendById) and the console's task calls.
 *
 * A counselor assigns a task to one of their students (kind TASK_KINDS): UPLOAD (finished with one of the
 * student's documents, a paperwork row), VIDEO (a training video: a playback of the live slice; watching it to
 * the end finishes it), TEXT (finished with a written answer), GENERAL (marked done, with an optional note).
 * The student sees each task in a state (TASK_STATES): 未读 until opened, 进行中, 已逾期 once the due date passed
 * unfinished, 已完成. Finishing twice answers the same finished task. The counselor may withdraw an unfinished
 * task: it leaves the student's lists.
 */
import { z } from 'zod';

import { intFields } from './fields.ts';
import { playbackSchema } from './live.ts';
import { PAPERWORK_KINDS, TASK_KINDS, type TaskKind } from './journey.ts';
import { idText, safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

export const TASK_LIMITS = {
  TITLE_MAX: 100,
  CONTENT_MAX: 2000,
  TEXT_ANSWER_MAX: 5000,
  NOTE_MAX: 500,
  PAGE_SIZE_MAX: 50,
  /** A training video counts as watched to the end from this many seconds before its duration. */
  VIDEO_END_TOLERANCE_SECONDS: 2,
  /** A position is at most a day. */
  POSITION_MAX_SECONDS: 24 * 60 * 60,
  RECOMMEND_MAX: 6,
  /** While a training video plays, its progress is saved this often. */
  PROGRESS_SAVE_INTERVAL_MS: 10_000,
} as const;

/** The state of a task for the student. */
export const TASK_STATES = ['NEW', 'DOING', 'OVERDUE', 'DONE'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_STATE_LABEL: Record<TaskState, string> = {
  NEW: '未读',
  DOING: '进行中',
  OVERDUE: '已逾期',
  DONE: '已完成',
};

/** 已完成 when finished; 已逾期 once the due date passed; 未读 until opened; else 进行中. */
export function taskStateAt(
  task: { finishedAt: Date | string | null; dueAt: Date | string | null; isRead: boolean },
  now: Date,
): TaskState {
  if (task.finishedAt !== null) return 'DONE';
  if (task.dueAt !== null && new Date(task.dueAt).getTime() < now.getTime()) return 'OVERDUE';
  return task.isRead ? 'DOING' : 'NEW';
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a Beijing calendar day (`YYYY-MM-DD`) as an ISO instant: a due date picked in a date input. */
export function beijingDayEnd(date: string): string {
  return new Date(`${date}T23:59:59.999+08:00`).toISOString();
}

/** The Beijing calendar day (`YYYY-MM-DD`) of an instant. */
export function beijingDate(at: Date | string): string {
  return new Date(new Date(at).getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole Beijing days from `now` to the due date: 0 on its day, negative once past. */
export function daysUntil(dueAt: string, now: Date): number {
  const due = Date.parse(`${beijingDate(dueAt)}T00:00:00Z`);
  const today = Date.parse(`${beijingDate(now)}T00:00:00Z`);
  return Math.round((due - today) / DAY_MS);
}

/** 剩余N天 / 今天截止 / 已逾期N天 (for an unfinished task with a due date). */
export function dueText(dueAt: string, now: Date): string {
  if (new Date(dueAt).getTime() < now.getTime()) {
    return `已逾期 ${String(Math.max(1, -daysUntil(dueAt, now)))} 天`;
  }
  const days = daysUntil(dueAt, now);
  return days <= 0 ? '今天截止' : `剩余 ${String(days)} 天`;
}

export const TASK_TEXT = {
  NOT_FOUND: '任务不存在或已撤回',
  ALREADY_FINISHED: '任务已完成',
  UPLOAD_REQUIRED: '请先上传要求的材料，再完成任务',
  PAPERWORK_NOT_FOUND: '材料不存在，请重新上传',
  TEXT_REQUIRED: '请填写任务要求的内容',
  TEXT_TOO_LONG: `内容不能超过 ${String(TASK_LIMITS.TEXT_ANSWER_MAX)} 字`,
  NOTE_TOO_LONG: `备注不能超过 ${String(TASK_LIMITS.NOTE_MAX)} 字`,
  VIDEO_NOT_WATCHED: '请先看完培训视频，看完后任务会自动完成',
  NOT_VIDEO_TASK: '该任务不是视频任务',
  VIDEO_MISSING: '培训视频已下架，请联系顾问',
  TITLE_REQUIRED: '请填写任务标题',
  TITLE_TOO_LONG: `标题不能超过 ${String(TASK_LIMITS.TITLE_MAX)} 字`,
  CONTENT_TOO_LONG: `任务说明不能超过 ${String(TASK_LIMITS.CONTENT_MAX)} 字`,
  MATERIAL_REQUIRED: '请选择要上传的材料类型',
  MATERIAL_INVALID: '材料类型不存在',
  PLAYBACK_REQUIRED: '请选择培训视频',
  PLAYBACK_NOT_FOUND: '培训视频不存在',
  DUE_INVALID: '截止日期无效',
  DUE_PAST: '截止日期不能早于今天',
  WITHDRAW_FINISHED: '任务已完成，不能撤回',
  FINISHED: '任务已完成',
  WITHDRAWN: '任务已撤回',
  ASSIGNED: '任务已布置',
  ASSIGNED_NOTICE_TITLE: '你有一个新任务',
} as const;

/** An ISO 8601 date or date-time (a four-digit year: `110100` or `+110100-01-01` name no day the database keeps). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const isoText = () =>
  safeText()
    .trim()
    .max(40)
    .refine((value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), TASK_TEXT.DUE_INVALID);

/** A task in the student's lists. */
export const taskSchema = z.object({
  id: z.string(),
  kind: z.enum(TASK_KINDS),
  title: z.string(),
  /** ISO 8601, or null: no due date. */
  dueAt: z.string().nullable(),
  state: z.enum(TASK_STATES),
  isRead: z.boolean(),
  assignedByName: z.string().nullable(),
  materialKind: z.enum(PAPERWORK_KINDS).nullable(),
  materialTypeCode: z.string().nullable(),
  playbackId: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** A paperwork row given as an answer (its file is readable by the student and their counselors). */
export const taskPaperworkSchema = z.object({ id: z.string(), title: z.string(), fileId: z.string() });
export type TaskPaperwork = z.infer<typeof taskPaperworkSchema>;

/** One task, opened: its content and the answer so far. */
export const taskDetailSchema = taskSchema.extend({
  content: z.string(),
  /** TEXT: the answer; GENERAL: the note given on finishing. */
  answerText: z.string().nullable(),
  answerPaperwork: taskPaperworkSchema.nullable(),
  watchedSeconds: z.number().int(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const taskPageBodySchema = z.object({
  state: z.enum(TASK_STATES).optional(),
  ...pageQuery(10, TASK_LIMITS.PAGE_SIZE_MAX),
});
export type TaskPageBody = z.input<typeof taskPageBodySchema>;

export const taskCountsSchema = z.object({
  ...intFields('NEW', 'DOING', 'OVERDUE', 'DONE'),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;

/** Unfinished tasks by due date, soonest first (none last); finished ones newest first. */
export const taskPageSchema = pageResultSchema(taskSchema).extend({
  /** Tasks per state (all of the student's, whatever the filter). */
  counts: taskCountsSchema,
});
export type TaskPage = z.infer<typeof taskPageSchema>;

export const taskIdParamsSchema = z.object({ id: idText() });
export const taskTaskIdParamsSchema = z.object({ taskId: idText() });

/** POST finishedTask: UPLOAD needs `paperworkId`, TEXT needs `text`, GENERAL takes an optional `note`. */
export const taskFinishBodySchema = z.object({
  id: idText(),
  paperworkId: idText().optional(),
  text: safeText().max(TASK_LIMITS.TEXT_ANSWER_MAX, TASK_TEXT.TEXT_TOO_LONG).optional(),
  note: safeText().max(TASK_LIMITS.NOTE_MAX, TASK_TEXT.NOTE_TOO_LONG).optional(),
});
export type TaskFinishBody = z.input<typeof taskFinishBodySchema>;

export const taskFinishedQuerySchema = z.object({ from: isoText().optional(), to: isoText().optional() });
export type TaskFinishedQuery = z.input<typeof taskFinishedQuerySchema>;
export const taskListSchema = z.array(taskSchema);

/** A training-video task with its video and the watched position. */
export const trainVideoSchema = z.object({
  task: taskSchema,
  playback: playbackSchema,
  watchedSeconds: z.number().int(),
});
export type TrainVideo = z.infer<typeof trainVideoSchema>;

export const trainVideoPageBodySchema = z.object({
  ...pageQuery(10, TASK_LIMITS.PAGE_SIZE_MAX),
});
export type TrainVideoPageBody = z.input<typeof trainVideoPageBodySchema>;

export const trainVideoPageSchema = pageResultSchema(trainVideoSchema);
export type TrainVideoPage = z.infer<typeof trainVideoPageSchema>;

export const trainVideoRecommendBodySchema = z.object({ taskId: idText() });
export const trainVideoRecommendSchema = z.array(playbackSchema);

/** PUT progress: the watched seconds only grow; `ended` at the duration (less 2 s) finishes the task. */
export const trainVideoProgressBodySchema = z.object({
  taskId: idText(),
  seconds: z.number().int().min(0).max(TASK_LIMITS.POSITION_MAX_SECONDS),
  ended: z.boolean().default(false),
});
export type TrainVideoProgressBody = z.input<typeof trainVideoProgressBodySchema>;

export const trainVideoProgressSchema = z.object({ watchedSeconds: z.number().int(), task: taskSchema });
export type TrainVideoProgress = z.infer<typeof trainVideoProgressSchema>;

// --- console ----------------------------------------------------------------------------------------------

export const consoleTaskQuerySchema = z.object({ studentId: idText() });

/** A student's task as their counselor sees it: the state and the answer. */
export const consoleTaskSchema = taskDetailSchema;
export type ConsoleTask = z.infer<typeof consoleTaskSchema>;
export const consoleTaskListSchema = z.array(consoleTaskSchema);

/** Checks of the assign form, shared by the console form and the server. */
export function assignProblems(input: {
  kind: TaskKind;
  title: string;
  content: string;
  dueAt?: string | null | undefined;
  materialKind?: string | null | undefined;
  materialTypeCode?: string | null | undefined;
  playbackId?: string | null | undefined;
}): Partial<Record<'title' | 'content' | 'dueAt' | 'material' | 'playbackId', string>> {
  const problems: Partial<Record<'title' | 'content' | 'dueAt' | 'material' | 'playbackId', string>> = {};
  const title = input.title.trim();
  if (title.length === 0) problems.title = TASK_TEXT.TITLE_REQUIRED;
  else if (title.length > TASK_LIMITS.TITLE_MAX) problems.title = TASK_TEXT.TITLE_TOO_LONG;
  if (input.content.length > TASK_LIMITS.CONTENT_MAX) problems.content = TASK_TEXT.CONTENT_TOO_LONG;
  if (input.dueAt && (!ISO_INSTANT.test(input.dueAt) || Number.isNaN(Date.parse(input.dueAt)))) {
    problems.dueAt = TASK_TEXT.DUE_INVALID;
  }
  if (input.kind === 'UPLOAD' && (!input.materialKind || !input.materialTypeCode)) {
    problems.material = TASK_TEXT.MATERIAL_REQUIRED;
  }
  if (input.kind === 'VIDEO' && !input.playbackId) problems.playbackId = TASK_TEXT.PLAYBACK_REQUIRED;
  return problems;
}

/** The kind's own checks (assignProblems) run after the access check: a student gets 423 first. */
export const consoleAssignBodySchema = z.object({
  studentId: idText(),
  kind: z.enum(TASK_KINDS),
  title: safeText()
    .trim()
    .min(1, TASK_TEXT.TITLE_REQUIRED)
    .max(TASK_LIMITS.TITLE_MAX, TASK_TEXT.TITLE_TOO_LONG),
  content: safeText().max(TASK_LIMITS.CONTENT_MAX, TASK_TEXT.CONTENT_TOO_LONG).default(''),
  /** ISO 8601 (the console sends the end of the Beijing day picked); none: no due date. */
  dueAt: isoText().nullable().optional(),
  materialKind: z.enum(PAPERWORK_KINDS).nullable().optional(),
  materialTypeCode: safeText().trim().max(20).nullable().optional(),
  playbackId: idText().nullable().optional(),
});
export type ConsoleAssignBody = z.input<typeof consoleAssignBodySchema>;

export const consoleTaskIdSchema = z.object({ id: z.string() });

/**
 * The application journey of the personal space: the code tables the task, application and growth
 * contracts share. Each area's schemas live in its own file: journey-task.ts (tasks, training videos,
 * materials and paperwork), journey-apply.ts (applications, delivery, offers, rates, deadlines),
 * journey-growth.ts (growth record, assessments, exams, strategy, courses, advisers).
 */

/** A document of the student's: STUDENT_MATERIAL (成绩单, 语言成绩 ...) or PAPERWORK (文书, PAPERWORK_TYPE). */
export const PAPERWORK_KINDS = ['STUDENT_MATERIAL', 'PAPERWORK'] as const;
export type PaperworkKind = (typeof PAPERWORK_KINDS)[number];

/** What finishing a task takes: upload a document, watch a training video, write a text, or mark it done. */
export const TASK_KINDS = ['UPLOAD', 'VIDEO', 'TEXT', 'GENERAL'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_KIND_LABEL: Record<TaskKind, string> = {
  UPLOAD: '上传材料',
  VIDEO: '观看培训视频',
  TEXT: '填写内容',
  GENERAL: '待办事项',
};

/** What the timeline (成长记录) can hold; each module writes its kinds through server/modules/growth. */
export const GROWTH_RECORD_KINDS = [
  'TASK_ASSIGNED',
  'TASK_FINISHED',
  'MATERIAL_UPLOADED',
  'APPLICATION_STATE',
  'OFFER',
  'EXAM_SCORE',
  'FEEDBACK',
  'MILESTONE',
] as const;
export type GrowthRecordKind = (typeof GROWTH_RECORD_KINDS)[number];

export const GROWTH_RECORD_KIND_LABEL: Record<GrowthRecordKind, string> = {
  TASK_ASSIGNED: '新任务',
  TASK_FINISHED: '完成任务',
  MATERIAL_UPLOADED: '上传材料',
  APPLICATION_STATE: '申请进度',
  OFFER: '收到录取',
  EXAM_SCORE: '考试成绩',
  FEEDBACK: '顾问反馈',
  MILESTONE: '里程碑',
};

/** An application's state: the order is the usual path; 录取 / 拒绝 / 候补 end it. */
export const APPLICATION_STATES = [
  'PREPARING',
  'SUBMITTED',
  'REVIEWING',
  'INTERVIEW',
  'ADMITTED',
  'REJECTED',
  'WAITLISTED',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const APPLICATION_STATE_LABEL: Record<ApplicationState, string> = {
  PREPARING: '准备中',
  SUBMITTED: '已递交',
  REVIEWING: '审核中',
  INTERVIEW: '面试',
  ADMITTED: '录取',
  REJECTED: '拒绝',
  WAITLISTED: '候补',
};

/**
 * The STUDENT_MATERIAL type codes (a paperwork row's `typeCode` for kind STUDENT_MATERIAL; PAPERWORK uses the
 * PAPERWORK_TYPE dictionary). Shared by the task (material asked for) and paperwork areas.
 */
export const STUDENT_MATERIAL_TYPES = [
  ['01', '成绩单'],
  ['02', '在读/毕业证明'],
  ['03', '语言成绩单'],
  ['04', '标化成绩单'],
  ['05', '护照'],
  ['06', '资金证明'],
  ['07', '作品集'],
  ['08', '其他'],
] as const satisfies readonly (readonly [string, string])[];

/** The name of a STUDENT_MATERIAL_TYPES code, or null for an unknown one. */
export function studentMaterialTypeName(code: string): string | null {
  return STUDENT_MATERIAL_TYPES.find(([value]) => value === code)?.[1] ?? null;
}

/**
 * Demo tasks (src/contract/journey-task.ts): 刘顾问 gives 小李 one task of each kind, due dates
 * relative to the seed time, one VIDEO task on a seeded playback. Seeded only while 小李's tasks are just the
 * first demo task (seed/chat.ts DEMO_TASK). All are read already, so the task badge still counts the one
 * unread demo task.
 */
import { asc, eq } from 'drizzle-orm';

import type { TaskKind } from '../../src/contract/journey.ts';
import type { Database } from '../lib/database.ts';
import { playbacksTable } from '../modules/live/live.table.ts';
import { userTasksTable } from '../modules/task/task.table.ts';
import { usersTable } from '../modules/user/user.table.ts';
import { DEMO_TASK } from './chat.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoTaskSeed {
  kind: TaskKind;
  title: string;
  content: string;
  dueInDays: number | null;
  /** Finished this many days ago (a 已完成 task). */
  finishedDaysAgo?: number;
  answerText?: string;
}

export const DEMO_TASKS: readonly DemoTaskSeed[] = [
  {
    kind: 'VIDEO',
    title: '观看留学申请入门培训视频（演示）',
    content: '看完这段培训视频，了解申请季的时间线和需要准备的材料。看完后任务会自动完成。',
    dueInDays: 3,
  },
  {
    kind: 'UPLOAD',
    title: '上传最新成绩单（演示）',
    content: '请上传加盖学校公章的中英文成绩单（PDF 或 Word）。',
    dueInDays: 7,
  },
  {
    kind: 'TEXT',
    title: '写下你的三个目标专业及理由（演示）',
    content: '每个专业写一两句选择它的理由，顾问会据此调整选校方案。',
    dueInDays: -2,
  },
  {
    kind: 'GENERAL',
    title: '预约一次语言考试（演示）',
    content: '在考试官网预约雅思或托福考试，完成后标记完成即可。',
    dueInDays: 10,
    finishedDaysAgo: 1,
    answerText: '已预约下月的雅思考试（演示）',
  },
];

export async function seedDemoTasks(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: usersTable.id })
      .from(usersTable)
      .where(eq(usersTable.mobile, DEMO_TASK.mobile))
      .limit(1);
    const [adviser] = await tx
      .select({ id: usersTable.id })
      .from(usersTable)
      .where(eq(usersTable.mobile, DEMO_TASK.assignedByMobile))
      .limit(1);
    if (!student || !adviser) return;
    const existing = await tx
      .select({ title: userTasksTable.title })
      .from(userTasksTable)
      .where(eq(userTasksTable.userId, student.id));
    if (existing.length !== 1 || existing[0]?.title !== DEMO_TASK.title) return;
    const [playback] = await tx
      .select({ id: playbacksTable.id })
      .from(playbacksTable)
      .orderBy(asc(playbacksTable.durationSeconds))
      .limit(1);
    const rows = DEMO_TASKS.flatMap((seed) => {
      if (seed.kind === 'VIDEO' && !playback) return [];
      return [
        {
          userId: student.id,
          kind: seed.kind,
          title: seed.title,
          content: seed.content,
          assignedBy: adviser.id,
          dueAt: seed.dueInDays === null ? null : new Date(now.getTime() + seed.dueInDays * DAY_MS),
          materialKind: seed.kind === 'UPLOAD' ? ('STUDENT_MATERIAL' as const) : null,
          materialTypeCode: seed.kind === 'UPLOAD' ? '01' : null,
          playbackId: seed.kind === 'VIDEO' ? (playback?.id ?? null) : null,
          isRead: true,
          answerText: seed.answerText ?? null,
          finishedAt:
            seed.finishedDaysAgo === undefined
              ? null
              : new Date(now.getTime() - seed.finishedDaysAgo * DAY_MS),
          createdAt: new Date(now.getTime() - 3 * DAY_MS),
        },
      ];
    });
    if (rows.length > 0) await tx.insert(userTasksTable).values(rows);
  });
}

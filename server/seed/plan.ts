/**
 * The demo plan of demo student 小李, written by their demo counselor 刘顾问 (seed/chat.ts
 * DEMO_ADVISING): a strategy school per tier, a target program and a recommended course, every text marked
 * （演示）. Schools are found by their English catalog names; one the catalog lacks is left out.
 */
import { eq, inArray } from 'drizzle-orm';

import type { Database } from '../lib/database.ts';
import { studentPlanItemsTable } from '../modules/plan/plan.table.ts';
import { universitiesTable } from '../modules/school/school.table.ts';
import { usersTable } from '../modules/user/user.table.ts';
import { DEMO_ADVISING } from './chat.ts';

export const DEMO_PLAN = {
  strategy: [
    { school: 'University College London', tier: '01', reason: '专业排名靠前，成绩达到要求后可冲刺（演示）' },
    { school: 'The University of Manchester', tier: '02', reason: '课程设置与背景匹配（演示）' },
    { school: 'University of Leeds', tier: '03', reason: '往年录取把握较大（演示）' },
  ],
  program: {
    school: 'University College London',
    programName: '计算机科学（演示）',
    degree: '本科',
    intake: '2027秋季',
    notes: '示例：需 A-Level 数学 A*（演示）',
  },
  course: {
    name: 'AP 微积分 BC（演示）',
    provider: 'College Board',
    courseType: 'AP',
    reason: '理工方向申请的基础课程（演示）',
    url: 'https://apstudents.collegeboard.org/courses/ap-calculus-bc',
  },
} as const;

export async function seedDemoPlan(db: Database, now: Date): Promise<void> {
  const people = await db
    .select({ id: usersTable.id, mobile: usersTable.mobile })
    .from(usersTable)
    .where(inArray(usersTable.mobile, [DEMO_ADVISING.studentMobile, DEMO_ADVISING.adviserMobile]));
  const studentId = people.find((p) => p.mobile === DEMO_ADVISING.studentMobile)?.id;
  const authorId = people.find((p) => p.mobile === DEMO_ADVISING.adviserMobile)?.id ?? null;
  if (!studentId) return;
  const names = [...DEMO_PLAN.strategy.map((s) => s.school), DEMO_PLAN.program.school];
  const schools = await db
    .select({ id: universitiesTable.id, nameEn: universitiesTable.nameEn })
    .from(universitiesTable)
    .where(inArray(universitiesTable.nameEn, names));
  const idOf = new Map(schools.map((s) => [s.nameEn, s.id]));
  const base = { studentId, authorId, createdAt: now };
  const rows: (typeof studentPlanItemsTable.$inferInsert)[] = [];
  for (const s of DEMO_PLAN.strategy) {
    const universityId = idOf.get(s.school);
    if (universityId) rows.push({ ...base, kind: 'STRATEGY', universityId, tier: s.tier, reason: s.reason });
  }
  const programSchool = idOf.get(DEMO_PLAN.program.school);
  if (programSchool) {
    const { school: _school, ...program } = DEMO_PLAN.program;
    rows.push({ ...base, kind: 'PROGRAM', universityId: programSchool, ...program });
  }
  rows.push({ ...base, kind: 'COURSE', ...DEMO_PLAN.course });
  await db.transaction(async (tx) => {
    // another process may have seeded meanwhile: only into an empty plan of the student
    const [any] = await tx
      .select({ id: studentPlanItemsTable.id })
      .from(studentPlanItemsTable)
      .where(eq(studentPlanItemsTable.studentId, studentId))
      .limit(1);
    if (!any) await tx.insert(studentPlanItemsTable).values(rows);
  });
}

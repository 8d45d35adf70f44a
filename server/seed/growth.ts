import { eq, inArray } from 'drizzle-orm';

import type { Database } from '../lib/database.ts';
import { recordGrowth } from '../modules/growth/growth.record.ts';
import {
  backgroundBoostsTable,
  examScoresTable,
  studentAssessmentsTable,
} from '../modules/growth/growth-data.table.ts';
import { usersTable } from '../modules/user/user.table.ts';
import { DEMO_ADVISING } from './chat.ts';

const DAY_MS = 86_400_000;

function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Demo growth of 小李 (13800000002), advised by 刘顾问 (13900000004): a TOEFL trend of three attempts, an IELTS
 * score, one interview feedback and one self-awareness note, two background boosts, with their growth records.
 * Every text says （演示）. Seeded once, when exam_scores is empty and the demo accounts exist.
 */
export async function seedDemoGrowth(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const users = await tx
      .select({ id: usersTable.id, mobile: usersTable.mobile })
      .from(usersTable)
      .where(inArray(usersTable.mobile, [DEMO_ADVISING.studentMobile, DEMO_ADVISING.adviserMobile]));
    const student = users.find((user) => user.mobile === DEMO_ADVISING.studentMobile)?.id;
    const adviser = users.find((user) => user.mobile === DEMO_ADVISING.adviserMobile)?.id;
    if (!student || !adviser) return;
    const [existing] = await tx
      .select({ id: examScoresTable.id })
      .from(examScoresTable)
      .where(eq(examScoresTable.studentId, student))
      .limit(1);
    if (existing) return;

    const toefl = [
      { days: 300, total: 88, sections: { READING: 24, LISTENING: 22, SPEAKING: 20, WRITING: 22 } },
      { days: 180, total: 97, sections: { READING: 26, LISTENING: 25, SPEAKING: 22, WRITING: 24 } },
      { days: 60, total: 105, sections: { READING: 28, LISTENING: 27, SPEAKING: 23, WRITING: 27 } },
    ];
    for (const attempt of toefl) {
      const takenAt = daysAgo(now, attempt.days);
      const [row] = await tx
        .insert(examScoresTable)
        .values({
          studentId: student,
          examType: '01',
          takenAt,
          total: attempt.total,
          sections: attempt.sections,
          note: '（演示）',
          recordedBy: student,
          createdAt: new Date(now.getTime() - attempt.days * DAY_MS),
        })
        .returning({ id: examScoresTable.id });
      await recordGrowth(tx, {
        studentId: student,
        kind: 'EXAM_SCORE',
        title: `托福 TOEFL 总分${attempt.total}（演示）`,
        detail: `考试日期 ${takenAt}`,
        refId: row?.id ?? null,
        actorId: student,
        occurredAt: new Date(now.getTime() - attempt.days * DAY_MS),
      });
    }
    const ieltsDate = daysAgo(now, 30);
    const [ielts] = await tx
      .insert(examScoresTable)
      .values({
        studentId: student,
        examType: '02',
        takenAt: ieltsDate,
        total: 7,
        sections: { LISTENING: 7.5, READING: 7.5, WRITING: 6.5, SPEAKING: 6.5 },
        note: '（演示）',
        recordedBy: adviser,
        createdAt: new Date(now.getTime() - 30 * DAY_MS),
      })
      .returning({ id: examScoresTable.id });
    await recordGrowth(tx, {
      studentId: student,
      kind: 'EXAM_SCORE',
      title: '雅思 IELTS 总分7.0（演示）',
      detail: `考试日期 ${ieltsDate}`,
      refId: ielts?.id ?? null,
      actorId: adviser,
      occurredAt: new Date(now.getTime() - 30 * DAY_MS),
    });

    const [feedback] = await tx
      .insert(studentAssessmentsTable)
      .values({
        studentId: student,
        authorId: adviser,
        kind: 'INTERVIEW_FEEDBACK',
        title: '模拟面试反馈（演示）',
        content: '（演示）针对申请专业的模拟面试，整体表现稳定。',
        university: '（演示）帝国理工学院',
        program: '计算机科学 MSc',
        interviewDate: daysAgo(now, 10),
        rating: 4,
        strengths: '（演示）项目经历讲得清楚，技术问题回答准确。',
        improvements: '（演示）“为什么选择本校”的回答可以更具体，语速稍快。',
        createdAt: new Date(now.getTime() - 9 * DAY_MS),
      })
      .returning({ id: studentAssessmentsTable.id });
    await recordGrowth(tx, {
      studentId: student,
      kind: 'FEEDBACK',
      title: '面试反馈：模拟面试反馈（演示）',
      detail: '（演示）帝国理工学院 计算机科学 MSc',
      refId: feedback?.id ?? null,
      actorId: adviser,
      occurredAt: new Date(now.getTime() - 9 * DAY_MS),
    });
    const [note] = await tx
      .insert(studentAssessmentsTable)
      .values({
        studentId: student,
        authorId: adviser,
        kind: 'SELF_AWARENESS',
        title: '兴趣与职业方向（演示）',
        content: '（演示）对数据方向兴趣明确，倾向先工作两年再考虑读博；建议多积累一段与数据分析相关的实习。',
        createdAt: new Date(now.getTime() - 40 * DAY_MS),
      })
      .returning({ id: studentAssessmentsTable.id });
    await recordGrowth(tx, {
      studentId: student,
      kind: 'FEEDBACK',
      title: '自我认知笔记：兴趣与职业方向（演示）',
      refId: note?.id ?? null,
      actorId: adviser,
      occurredAt: new Date(now.getTime() - 40 * DAY_MS),
    });

    const boosts = [
      {
        type: '01',
        title: '数据分析实习（演示）',
        organization: '（演示）某互联网公司',
        role: '数据分析实习生',
        startDate: daysAgo(now, 150),
        endDate: daysAgo(now, 90),
        description: '（演示）负责用户增长数据的清洗与周报。',
        outcome: '（演示）获得实习证明与推荐信',
        days: 90,
      },
      {
        type: '02',
        title: '社区编程兴趣课志愿者（演示）',
        organization: '（演示）街道青少年活动中心',
        role: '志愿讲师',
        startDate: daysAgo(now, 400),
        endDate: null,
        description: '（演示）每月两次为小学生讲授图形化编程。',
        outcome: '（演示）累计服务40小时',
        days: 400,
      },
    ];
    for (const { days, ...boost } of boosts) {
      const [row] = await tx
        .insert(backgroundBoostsTable)
        .values({
          studentId: student,
          createdBy: student,
          ...boost,
          createdAt: new Date(now.getTime() - days * DAY_MS),
          updatedAt: new Date(now.getTime() - days * DAY_MS),
        })
        .returning({ id: backgroundBoostsTable.id });
      await recordGrowth(tx, {
        studentId: student,
        kind: 'MILESTONE',
        title: `背景提升：${boost.title}`,
        detail: `${boost.organization} · ${boost.role}`,
        refId: row?.id ?? null,
        actorId: student,
        occurredAt: new Date(now.getTime() - days * DAY_MS),
      });
    }
  });
}

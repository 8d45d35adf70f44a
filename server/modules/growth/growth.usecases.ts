import { NOTICE_TYPE } from '../../../src/contract/code-tables.ts';
import type { Notice } from '../../../src/contract/chat.ts';
import {
  ASSESSMENT_KIND_LABEL,
  EXAM_TABLE,
  GROWTH_LIMITS,
  type BgBoost,
  type ConsoleGrowth,
  type ExamGroup,
  type ExamScore,
  type ExamSummary,
  type ExamTrend,
  type ExamType,
  type consoleGrowthBodySchema,
} from '../../../src/contract/journey-growth.ts';
import type { z } from 'zod';
import type { Database } from '../../lib/database.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AdvisingAccess } from '../access/journey-access.ts';
import { toNotice } from '../notice/notice.mappers.ts';
import { createNoticeRepository } from '../notice/notice.repository.ts';
import type { UserRow } from '../user/user.table.ts';
import { createGrowthNotOwnError, createTakenInFutureError } from './growth.errors.ts';
import { recordGrowth } from './growth.record.ts';
import {
  createGrowthRepository,
  staffName,
  toBgBoost,
  toExamScore,
  type BgBoostInput,
  type ScoreInput,
} from './growth.repository.ts';

type ConsoleGrowthBody = z.output<typeof consoleGrowthBodySchema>;

/** Where a growth notice leads the student: the personal space's 评估与反馈 panel. */
export const GROWTH_NOTICE_LINK = '/personal?component=assessment';

/** Per exam the caller has scores of: the count, the latest (by date taken) and the best total. */
export function summarize(scores: ExamScore[], group?: ExamGroup): ExamSummary[] {
  const byType = new Map<ExamType, ExamScore[]>();
  for (const score of scores) {
    if (group && EXAM_TABLE[score.examType].group !== group) continue;
    byType.set(score.examType, [...(byType.get(score.examType) ?? []), score]);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([examType, list]) => {
      const latest = list[list.length - 1];
      // ties: the later attempt (the list is oldest first)
      const best = list.reduce<ExamScore | undefined>(
        (top, score) => (top === undefined || score.total >= top.total ? score : top),
        undefined,
      );
      if (!latest || !best) return [];
      return [
        {
          examType,
          examName: EXAM_TABLE[examType].name,
          group: EXAM_TABLE[examType].group,
          count: list.length,
          latest,
          best,
        },
      ];
    });
}

function scoreTitle(input: ScoreInput): string {
  const spec = EXAM_TABLE[input.examType];
  const subject = input.subject ? ` ${input.subject}` : '';
  return `${spec.name}${subject}`;
}

export function createGrowthUsecases({ db, access }: { db: Database; access: AdvisingAccess }) {
  const repo = createGrowthRepository({ db });

  async function addScore(studentId: string, actorId: string, input: ScoreInput, now: Date) {
    const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    if (input.takenAt > today) throw createTakenInFutureError();
    return db.transaction(async (tx) => {
      const txRepo = createGrowthRepository({ db: tx });
      const row = await txRepo.insertScore(studentId, actorId, input, now);
      const score = toExamScore(row, null);
      await recordGrowth(tx, {
        studentId,
        kind: 'EXAM_SCORE',
        title: `${scoreTitle(input)} ${EXAM_TABLE[input.examType].totalName}${score.totalLabel}`,
        detail: `考试日期 ${input.takenAt}`,
        refId: row.id,
        actorId,
        occurredAt: now,
      });
      return row.id;
    });
  }

  async function addBgBoost(studentId: string, actorId: string, input: BgBoostInput, now: Date) {
    return db.transaction(async (tx) => {
      const row = await createGrowthRepository({ db: tx }).insertBgBoost(studentId, actorId, input, now);
      await recordGrowth(tx, {
        studentId,
        kind: 'MILESTONE',
        title: `背景提升：${input.title}`,
        detail: [input.organization, input.role].filter(Boolean).join(' · '),
        refId: row.id,
        actorId,
        occurredAt: now,
      });
      return row;
    });
  }

  async function consoleView(studentId: string): Promise<ConsoleGrowth> {
    const [records, assessments, scores, bgBoosts] = await Promise.all([
      repo.recordPage(studentId, { pageIndex: 1, pageSize: GROWTH_LIMITS.CONSOLE_RECORDS }),
      repo.allAssessments(studentId),
      repo.scores(studentId),
      repo.bgBoosts(studentId),
    ]);
    return { studentId, records: records.list, assessments, scores: scores.reverse(), bgBoosts };
  }

  return {
    records: (user: UserRow, query: Parameters<typeof repo.recordPage>[1]) =>
      repo.recordPage(access.requireStudent(user).id, query),

    assessments: (
      user: UserRow,
      kind: 'SELF_AWARENESS' | 'INTERVIEW_FEEDBACK',
      paging: { pageIndex: number; pageSize: number },
    ) => repo.assessmentPage(access.requireStudent(user).id, kind, paging),

    bgBoosts: (user: UserRow) => repo.bgBoosts(access.requireStudent(user).id),

    async examSummaries(user: UserRow, group?: ExamGroup): Promise<ExamSummary[]> {
      return summarize(await repo.scores(access.requireStudent(user).id), group);
    },

    async examTrend(user: UserRow, examType: ExamType): Promise<ExamTrend> {
      const points = await repo.scores(access.requireStudent(user).id, examType);
      return { examType, examName: EXAM_TABLE[examType].name, points };
    },

    async addOwnScore(user: UserRow, input: ScoreInput, now: Date): Promise<ExamScore> {
      const student = access.requireStudent(user);
      const id = await addScore(student.id, student.id, input, now);
      const saved = (await repo.scores(student.id, input.examType)).find((score) => score.id === id);
      if (!saved) throw createGrowthNotOwnError();
      return saved;
    },

    async deleteOwnScore(user: UserRow, id: string): Promise<{ id: string; deleted: true }> {
      const student = access.requireStudent(user);
      if (!isUuid(id) || !(await repo.deleteScore(student.id, id))) throw createGrowthNotOwnError();
      return { id, deleted: true };
    },

    async saveOwnBgBoost(
      user: UserRow,
      input: BgBoostInput & { id?: string | undefined },
      now: Date,
    ): Promise<BgBoost> {
      const student = access.requireStudent(user);
      const { id, ...values } = input;
      const row =
        id === undefined
          ? await addBgBoost(student.id, student.id, values, now)
          : await repo.updateBgBoost(student.id, id, values, now);
      if (!row) throw createGrowthNotOwnError();
      const names = await repo.userNames(row.createdBy ? [row.createdBy] : []);
      return toBgBoost(row, (row.createdBy && names.get(row.createdBy)) || null);
    },

    async deleteOwnBgBoost(user: UserRow, id: string): Promise<{ id: string; deleted: true }> {
      const student = access.requireStudent(user);
      if (!isUuid(id) || !(await repo.deleteBgBoost(student.id, id))) throw createGrowthNotOwnError();
      return { id, deleted: true };
    },

    async consoleGet(user: UserRow, studentId: string): Promise<ConsoleGrowth> {
      await access.requireMyStudent(user, studentId);
      return consoleView(studentId);
    },

    /**
     * A counselor adds to a student's growth: the row and its growth record in one transaction; feedback and
     * notes also leave the student a 系统通知 (answered, so the route can push it).
     */
    async consoleAdd(
      user: UserRow,
      body: ConsoleGrowthBody,
      now: Date,
    ): Promise<{ view: ConsoleGrowth; notice: Notice | null }> {
      const { studentId } = body;
      await access.requireMyStudent(user, studentId, { write: true });
      let notice: Notice | null = null;
      switch (body.kind) {
        case 'INTERVIEW_FEEDBACK':
        case 'SELF_AWARENESS': {
          notice = await db.transaction(async (tx) => {
            const row = await createGrowthRepository({ db: tx }).insertAssessment(
              studentId,
              user.id,
              body.kind === 'INTERVIEW_FEEDBACK'
                ? { ...body, kind: body.kind }
                : { kind: body.kind, title: body.title, content: body.content },
              now,
            );
            const label = ASSESSMENT_KIND_LABEL[body.kind];
            await recordGrowth(tx, {
              studentId,
              kind: 'FEEDBACK',
              title: `${label}：${body.title}`,
              detail: body.kind === 'INTERVIEW_FEEDBACK' ? `${body.university} ${body.program}`.trim() : '',
              refId: row.id,
              actorId: user.id,
              occurredAt: now,
            });
            const noticeRow = await createNoticeRepository({ db: tx }).insertNotice({
              userId: studentId,
              type: NOTICE_TYPE.SYSTEM,
              title: `新的${label}`,
              content: `${staffName(user)}为您写了${label}“${body.title}”，请在个人空间的评估与反馈中查看。`,
              link: GROWTH_NOTICE_LINK,
              senderId: null,
              senderName: null,
              now,
            });
            return toNotice(noticeRow);
          });
          break;
        }
        case 'SCORE': {
          const { kind: _kind, studentId: _student, ...score } = body;
          await addScore(studentId, user.id, score, now);
          break;
        }
        case 'BG_BOOST': {
          const { kind: _kind, studentId: _student, ...boost } = body;
          await addBgBoost(studentId, user.id, boost, now);
          break;
        }
        case 'MILESTONE': {
          await recordGrowth(db, {
            studentId,
            kind: 'MILESTONE',
            title: body.title,
            detail: body.detail,
            actorId: user.id,
            occurredAt: body.occurredOn ? new Date(`${body.occurredOn}T12:00:00+08:00`) : now,
          });
          break;
        }
      }
      return { view: await consoleView(studentId), notice };
    },
  };
}

import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { DICTIONARIES } from '../../../src/contract/dictionaries.ts';
import { GROWTH_RECORD_KIND_LABEL } from '../../../src/contract/journey.ts';
import {
  EXAM_TABLE,
  examTotalLabel,
  formatScore,
  type Assessment,
  type AssessmentKind,
  type BgBoost,
  type ExamScore,
  type ExamSectionKey,
  type ExamType,
  type GrowthRecord,
} from '../../../src/contract/journey-growth.ts';
import type { Database } from '../../lib/database.ts';
import { countRows, offsetOf, type Page, type Paging, toPage, totalOver } from '../../lib/paging.ts';
import { usersTable } from '../user/user.table.ts';
import {
  backgroundBoostsTable,
  examScoresTable,
  studentAssessmentsTable,
  type AssessmentRow,
  type BgBoostRow,
  type ExamScoreRow,
} from './growth-data.table.ts';
import { growthRecordsTable } from './growth.table.ts';

const BEIJING_OFFSET = '+08:00';

/** The start of a Beijing calendar day (YYYY-MM-DD). */
function beijingDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${BEIJING_OFFSET}`);
}

/** A staff member's name as the student sees it: the real name, else the nickname. */
export function staffName(user: { nameCn: string | null; nickname: string | null } | null): string {
  return user?.nameCn?.trim() || user?.nickname?.trim() || '顾问';
}

const author = alias(usersTable, 'growth_author');
const authorColumns = { nameCn: author.nameCn, nickname: author.nickname, id: author.id };
type AuthorCols = { nameCn: string | null; nickname: string | null; id: string } | null;

/** Who wrote a row: 本人 for the student's own, else the staff member's name. */
function byName(studentId: string, user: AuthorCols): string {
  if (!user) return '顾问';
  return user.id === studentId ? '本人' : staffName(user);
}

const BOOST_NAMES = new Map(DICTIONARIES.BACKGROUND_BOOST_INFO_TYPE);

export function toExamScore(row: ExamScoreRow, recordedBy: AuthorCols): ExamScore {
  const spec = EXAM_TABLE[row.examType];
  return {
    id: row.id,
    examType: row.examType,
    examName: spec.name,
    takenAt: row.takenAt,
    total: Number(row.total),
    totalLabel: examTotalLabel(row.examType, Number(row.total)),
    sections: spec.sections.flatMap((section) => {
      const score = row.sections[section.key];
      return typeof score === 'number'
        ? [{ key: section.key, name: section.name, score, label: formatScore(section, score) }]
        : [];
    }),
    subject: row.subject,
    note: row.note,
    recordedByName: byName(row.studentId, recordedBy),
    createdAt: row.createdAt.toISOString(),
  };
}

function toAssessment(row: AssessmentRow, user: AuthorCols): Assessment {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    university: row.university,
    program: row.program,
    interviewDate: row.interviewDate,
    rating: row.rating,
    strengths: row.strengths,
    improvements: row.improvements,
    authorName: byName(row.studentId, user),
    createdAt: row.createdAt.toISOString(),
  };
}

function toBgBoost(row: BgBoostRow, user: AuthorCols): BgBoost {
  return {
    id: row.id,
    type: row.type,
    typeName: BOOST_NAMES.get(row.type) ?? row.type,
    title: row.title,
    organization: row.organization,
    role: row.role,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    outcome: row.outcome,
    addedByName: byName(row.studentId, user),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ScoreInput {
  examType: ExamType;
  takenAt: string;
  total: number;
  sections: Partial<Record<ExamSectionKey, number>>;
  subject: string;
  note: string;
}

export interface AssessmentInput {
  kind: AssessmentKind;
  title: string;
  content: string;
  university?: string;
  program?: string;
  interviewDate?: string | null;
  rating?: number | null;
  strengths?: string;
  improvements?: string;
}

export interface BgBoostInput {
  type: string;
  title: string;
  organization: string;
  role: string;
  startDate: string;
  endDate: string | null;
  description: string;
  outcome: string;
}

function createGrowthRecordRows({ db }: { db: Database }) {
  return {
    async recordPage(
      studentId: string,
      query: Paging & { from?: string; to?: string },
    ): Promise<Page<GrowthRecord>> {
      const filters: SQL[] = [eq(growthRecordsTable.studentId, studentId)];
      if (query.from) filters.push(gte(growthRecordsTable.occurredAt, beijingDayStart(query.from)));
      if (query.to) {
        const end = beijingDayStart(query.to);
        end.setUTCDate(end.getUTCDate() + 1);
        filters.push(lt(growthRecordsTable.occurredAt, end));
      }
      const where = and(...filters);
      const rows = await db
        .select({
          row: growthRecordsTable,
          actor: authorColumns,
          total: totalOver(),
        })
        .from(growthRecordsTable)
        .leftJoin(author, eq(author.id, growthRecordsTable.actorId))
        .where(where)
        .orderBy(
          desc(growthRecordsTable.occurredAt),
          desc(growthRecordsTable.createdAt),
          desc(growthRecordsTable.id),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(query, rows, countRows(db, growthRecordsTable, where), ({ row, actor }) => ({
        id: row.id,
        kind: row.kind,
        kindLabel: GROWTH_RECORD_KIND_LABEL[row.kind],
        title: row.title,
        detail: row.detail,
        occurredAt: row.occurredAt.toISOString(),
        actorName: actor && actor.id !== studentId ? staffName(actor) : null,
      }));
    },
  };
}

function createAssessmentRows({ db }: { db: Database }) {
  return {
    async assessmentPage(studentId: string, kind: AssessmentKind, paging: Paging): Promise<Page<Assessment>> {
      const where = and(
        eq(studentAssessmentsTable.studentId, studentId),
        eq(studentAssessmentsTable.kind, kind),
      );
      const rows = await db
        .select({
          row: studentAssessmentsTable,
          user: authorColumns,
          total: totalOver(),
        })
        .from(studentAssessmentsTable)
        .leftJoin(author, eq(author.id, studentAssessmentsTable.authorId))
        .where(where)
        .orderBy(desc(studentAssessmentsTable.createdAt), desc(studentAssessmentsTable.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging));
      return toPage(paging, rows, countRows(db, studentAssessmentsTable, where), ({ row, user }) =>
        toAssessment(row, user),
      );
    },

    async allAssessments(studentId: string): Promise<Assessment[]> {
      const rows = await db
        .select({ row: studentAssessmentsTable, user: authorColumns })
        .from(studentAssessmentsTable)
        .leftJoin(author, eq(author.id, studentAssessmentsTable.authorId))
        .where(eq(studentAssessmentsTable.studentId, studentId))
        .orderBy(desc(studentAssessmentsTable.createdAt), desc(studentAssessmentsTable.id));
      return rows.map(({ row, user }) => toAssessment(row, user));
    },

    async insertAssessment(studentId: string, authorId: string, input: AssessmentInput, now: Date) {
      const [row] = await db
        .insert(studentAssessmentsTable)
        .values({
          studentId,
          authorId,
          kind: input.kind,
          title: input.title,
          content: input.content,
          university: input.university ?? '',
          program: input.program ?? '',
          interviewDate: input.interviewDate ?? null,
          rating: input.rating ?? null,
          strengths: input.strengths ?? '',
          improvements: input.improvements ?? '',
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('assessment insert returned nothing');
      return row;
    },
  };
}

function createRecordRows(deps: { db: Database }) {
  return { ...createGrowthRecordRows(deps), ...createAssessmentRows(deps) };
}

function createScoreRows({ db }: { db: Database }) {
  return {
    /** The student's scores: oldest taken first (then oldest recorded), optionally of one exam. */
    async scores(studentId: string, examType?: ExamType): Promise<ExamScore[]> {
      const filters: SQL[] = [eq(examScoresTable.studentId, studentId)];
      if (examType) filters.push(eq(examScoresTable.examType, examType));
      const rows = await db
        .select({ row: examScoresTable, user: authorColumns })
        .from(examScoresTable)
        .leftJoin(author, eq(author.id, examScoresTable.recordedBy))
        .where(and(...filters))
        .orderBy(asc(examScoresTable.takenAt), asc(examScoresTable.createdAt), asc(examScoresTable.id));
      return rows.map(({ row, user }) => toExamScore(row, user));
    },

    async insertScore(studentId: string, recordedBy: string, input: ScoreInput, now: Date) {
      const [row] = await db
        .insert(examScoresTable)
        .values({ studentId, recordedBy, ...input, createdAt: now })
        .returning();
      if (!row) throw new Error('score insert returned nothing');
      return row;
    },

    /** Deletes one of the student's scores; false when there is no such score of theirs. */
    async deleteScore(studentId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(examScoresTable)
        .where(and(eq(examScoresTable.id, id), eq(examScoresTable.studentId, studentId)))
        .returning({ id: examScoresTable.id });
      return rows.length > 0;
    },

    async bgBoosts(studentId: string): Promise<BgBoost[]> {
      const rows = await db
        .select({ row: backgroundBoostsTable, user: authorColumns })
        .from(backgroundBoostsTable)
        .leftJoin(author, eq(author.id, backgroundBoostsTable.createdBy))
        .where(eq(backgroundBoostsTable.studentId, studentId))
        .orderBy(desc(backgroundBoostsTable.startDate), desc(backgroundBoostsTable.createdAt));
      return rows.map(({ row, user }) => toBgBoost(row, user));
    },

    async insertBgBoost(studentId: string, createdBy: string, input: BgBoostInput, now: Date) {
      const [row] = await db
        .insert(backgroundBoostsTable)
        .values({ studentId, createdBy, ...input, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('boost insert returned nothing');
      return row;
    },

    /** Edits one of the student's boosts; null when there is no such boost of theirs. */
    async updateBgBoost(studentId: string, id: string, input: BgBoostInput, now: Date) {
      const [row] = await db
        .update(backgroundBoostsTable)
        .set({ ...input, updatedAt: now })
        .where(and(eq(backgroundBoostsTable.id, id), eq(backgroundBoostsTable.studentId, studentId)))
        .returning();
      return row ?? null;
    },

    async deleteBgBoost(studentId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(backgroundBoostsTable)
        .where(and(eq(backgroundBoostsTable.id, id), eq(backgroundBoostsTable.studentId, studentId)))
        .returning({ id: backgroundBoostsTable.id });
      return rows.length > 0;
    },

    async userNames(ids: string[]) {
      if (ids.length === 0) return new Map<string, AuthorCols>();
      const rows = await db
        .select({ id: usersTable.id, nameCn: usersTable.nameCn, nickname: usersTable.nickname })
        .from(usersTable)
        .where(inArray(usersTable.id, ids));
      return new Map<string, AuthorCols>(rows.map((row) => [row.id, row]));
    },
  };
}

/** Reads and writes of the growth tables; a factory over a database or a transaction of it. */
export function createGrowthRepository(deps: { db: Database }) {
  return { ...createRecordRows(deps), ...createScoreRows(deps) };
}

export type GrowthRepository = ReturnType<typeof createGrowthRepository>;
export { toAssessment, toBgBoost };

/**
 * Rules of applications, offers, rates and deadlines: who may act (the student on their own rows, an adviser
 * on their students' through advising access), state moves with their history and growth record in one
 * transaction, the preparation tasks planned back from a deadline, and the deadline notices.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Notice } from '../../../src/contract/chat.ts';
import { NOTICE_TYPE, isServiceMember } from '../../../src/contract/code-tables.ts';
import type { offerRecordBodySchema, deadlineBodySchema } from '../../../src/contract/journey-apply.ts';
import {
  APPLY_LIMITS,
  DEADLINE_PLAN,
  beijingDate,
  daysBetween,
  type Application,
  type ConsoleApplications,
  type Deadline,
  type Offer,
  type OfferEmail,
  type Rate,
  type RateBody,
  type SelectedUniversity,
} from '../../../src/contract/journey-apply.ts';
import { APPLICATION_STATE_LABEL, type ApplicationState } from '../../../src/contract/journey.ts';
import type { Database } from '../../lib/database.ts';
import { isUuid } from '../../lib/uuid.ts';
import { createAdvisingAccess } from '../access/journey-access.ts';
import { toNotice } from '../notice/notice.mappers.ts';
import { createNoticeRepository } from '../notice/notice.repository.ts';
import { recordGrowth } from '../growth/growth.record.ts';
import { paperworkTable } from '../paperwork/paperwork.table.ts';
import { universitiesTable } from '../school/school.table.ts';
import { userTasksTable } from '../task/task.table.ts';
import { usersTable, type UserRow } from '../user/user.table.ts';
import {
  createApplicationNotFoundError,
  createBatchNotPreparingError,
  createChosenNotFoundError,
  createDeadlineNotFoundError,
  createNotPreparingError,
  createOfferNotFoundError,
  createPaperworkNotFoundError,
} from './application.errors.ts';
import { buildDeadlinesIcs } from './application.ics.ts';
import { createApplicationRepository } from './application.repository.ts';
import {
  applicationDeadlinesTable,
  applicationEventsTable,
  applicationMaterialsTable,
  applicationOffersTable,
  applicationsTable,
  studentExchangeRatesTable,
} from './application.table.ts';

/** Where a deadline notice points. */
export const DEADLINE_NOTICE_LINK = '/personal?component=deadlines';
/** Where the notice of an offer recorded by the adviser points. */
export const OFFER_NOTICE_LINK = '/personal?component=offers';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ParsedDeadline = ReturnType<typeof deadlineBodySchema.parse>;
type ParsedOffer = ReturnType<typeof offerRecordBodySchema.parse>;

/** The end (23:59 Beijing) of the day `days` before `date`. */
function dueAtBefore(date: string, days: number): Date {
  return new Date(Date.parse(`${date}T23:59:00+08:00`) - days * 86_400_000);
}

/** The Chinese name of a university ('' when unknown). */
async function universityName(universityId: string, reader: Pick<Database, 'select'>): Promise<string> {
  const [row] = await reader
    .select({ name: universitiesTable.nameCn })
    .from(universitiesTable)
    .where(eq(universitiesTable.id, universityId))
    .limit(1);
  return row?.name ?? '';
}

/** Moves an application to a state: the row, its history event and the student's growth entry. */
async function moveState(
  tx: Tx,
  input: {
    applicationId: string;
    studentId: string;
    universityName: string;
    state: ApplicationState;
    note: string;
    actorId: string;
    now: Date;
  },
) {
  await tx
    .update(applicationsTable)
    .set({
      state: input.state,
      stateChangedAt: input.now,
      ...(input.state === 'SUBMITTED' ? { submittedAt: input.now } : {}),
    })
    .where(eq(applicationsTable.id, input.applicationId));
  await tx.insert(applicationEventsTable).values({
    applicationId: input.applicationId,
    state: input.state,
    note: input.note,
    at: input.now,
    actorId: input.actorId,
  });
  await recordGrowth(tx, {
    studentId: input.studentId,
    kind: 'APPLICATION_STATE',
    title: `${input.universityName}：${APPLICATION_STATE_LABEL[input.state]}`,
    detail: input.note,
    refId: input.applicationId,
    actorId: input.actorId,
    occurredAt: input.now,
  });
}

/** The repositories and lookups the application usecases share. */
function applicationUsecasesBase({ db }: { db: Database }) {
  const repo = createApplicationRepository({ db });
  const access = createAdvisingAccess({ db });

  /** The student's own application (as a raw row), else 423. */
  async function ownApplication(studentId: string, applicationId: string) {
    const row = await repo.rowById(applicationId);
    if (!row || row.studentId !== studentId) throw createApplicationNotFoundError();
    return row;
  }

  async function mustApplication(id: string): Promise<Application> {
    const found = await repo.applicationById(id);
    if (!found) throw createApplicationNotFoundError();
    return found;
  }

  const stripStudent = (list: (Deadline & { studentId: string })[]): Deadline[] =>
    list.map(({ studentId: _student, ...rest }) => rest);
  return { db, repo, access, ownApplication, mustApplication, stripStudent };
}

type ApplicationUsecasesBase = ReturnType<typeof applicationUsecasesBase>;

/** Records an offer of the student's application (moving it to ADMITTED) with its growth entries. */
function offerRecorder({ db, repo, ownApplication }: ApplicationUsecasesBase) {
  return async function recordOffer(
    actorId: string,
    studentId: string,
    body: ParsedOffer,
    now: Date,
  ): Promise<Offer> {
    const row = await ownApplication(studentId, body.applicationId);
    const name = await universityName(row.universityId, db);
    const id = await db.transaction(async (tx) => {
      const [offer] = await tx
        .insert(applicationOffersTable)
        .values({
          applicationId: row.id,
          studentId,
          program: row.program,
          tuitionAmount: body.tuition.amount,
          tuitionCurrency: body.tuition.currency,
          livingAmount: body.living.amount,
          livingCurrency: body.living.currency,
          scholarshipAmount: body.scholarship.amount,
          scholarshipCurrency: body.scholarship.currency,
          durationMonths: body.durationMonths,
          conditional: body.conditional,
          conditions: body.conditional ? body.conditions : '',
          replyDeadline: body.replyDeadline ?? null,
          emailSubject: body.emailSubject,
          emailContent: body.emailContent,
          receivedAt: now,
          recordedBy: actorId,
        })
        .returning({ id: applicationOffersTable.id });
      if (!offer) throw new Error('offer insert returned nothing');
      if (row.state !== 'ADMITTED') {
        await moveState(tx, {
          applicationId: row.id,
          studentId,
          universityName: name,
          state: 'ADMITTED',
          note: '收到录取Offer',
          actorId,
          now,
        });
      }
      await recordGrowth(tx, {
        studentId,
        kind: 'OFFER',
        title: `收到${name}的录取`,
        detail: body.emailSubject,
        refId: offer.id,
        actorId,
        occurredAt: now,
      });
      return offer.id;
    });
    const offer = await repo.offerById(id);
    if (!offer) throw createOfferNotFoundError();
    const { studentId: _student, emailContent: _content, ...rest } = offer;
    return rest;
  };
}

/**
 * Adds a deadline for the student and plans the preparation tasks back from it (DEADLINE_PLAN) for service
 * members, only those due after `now`; `assignedBy` = the adviser, or null when the student adds it.
 */
function deadlineAdder({ db, repo, ownApplication }: ApplicationUsecasesBase) {
  return async function addDeadline(
    actorId: string,
    studentId: string,
    body: ParsedDeadline,
    now: Date,
  ): Promise<Deadline> {
    let applicationId: string | null = null;
    let chosenId: string | null = null;
    let universityId: string;
    if (body.applicationId) {
      const row = await ownApplication(studentId, body.applicationId);
      applicationId = row.id;
      chosenId = row.chosenId;
      universityId = row.universityId;
    } else {
      const chosen = await repo.chosenOf(studentId, body.chosenId ?? '');
      if (!chosen) throw createChosenNotFoundError();
      chosenId = chosen.id;
      universityId = chosen.universityId;
    }
    const [student] = await db
      .select({ vipLevel: usersTable.vipLevel })
      .from(usersTable)
      .where(eq(usersTable.id, studentId))
      .limit(1);
    const name = await universityName(universityId, db);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applicationDeadlinesTable)
        .values({
          studentId,
          applicationId,
          chosenId,
          universityId,
          round: body.round,
          date: body.date,
          time: body.time ?? null,
          timeZone: body.timeZone ?? null,
          note: body.note,
          createdBy: actorId,
          createdAt: now,
        })
        .returning({ id: applicationDeadlinesTable.id });
      if (!row) throw new Error('deadline insert returned nothing');
      if (isServiceMember(student?.vipLevel)) {
        const tasks = DEADLINE_PLAN.map((step) => ({
          ...step,
          dueAt: dueAtBefore(body.date, step.daysBefore),
        }))
          .filter((step) => step.dueAt.getTime() > now.getTime())
          .map((step) => ({
            userId: studentId,
            kind: 'GENERAL' as const,
            title: `${step.title}：${name} ${body.round}`.slice(0, 100),
            content: `距${name}（${body.round}）截止日期 ${body.date} 还有 ${step.daysBefore} 天时完成。`,
            assignedBy: actorId === studentId ? null : actorId,
            dueAt: step.dueAt,
            deadlineId: row.id,
            createdAt: now,
          }));
        if (tasks.length > 0) await tx.insert(userTasksTable).values(tasks);
      }
      return row.id;
    });
    const [deadline] = await repo.deadlinesWhere(eq(applicationDeadlinesTable.id, id));
    if (!deadline) throw createDeadlineNotFoundError();
    const { studentId: _student, ...rest } = deadline;
    return rest;
  };
}

/** What the parts of createApplicationUsecases share. */
function applicationUsecasesContext(deps: { db: Database }) {
  const base = applicationUsecasesBase(deps);
  return {
    ...base,
    universityName: (universityId: string, reader: Pick<Database, 'select'> = base.db) =>
      universityName(universityId, reader),
    moveState,
    recordOffer: offerRecorder(base),
    addDeadline: deadlineAdder(base),
  };
}

type ApplicationUsecasesContext = ReturnType<typeof applicationUsecasesContext>;

/** Every id names the student's own paperwork, not deleted (else 404). */
async function requireOwnPaperwork(db: Database, studentId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: paperworkTable.id })
    .from(paperworkTable)
    .where(
      and(
        inArray(paperworkTable.id, ids),
        eq(paperworkTable.studentId, studentId),
        isNull(paperworkTable.deletedAt),
      ),
    );
  if (found.length !== ids.length) throw createPaperworkNotFoundError();
}

function createApplyUsecases(ctx: ApplicationUsecasesContext) {
  const { db, repo, access, ownApplication, mustApplication } = ctx;
  return {
    async selected(user: UserRow): Promise<SelectedUniversity[]> {
      access.requireStudent(user);
      return repo.selected(user.id);
    },

    /** An application 准备中 for a 我的大学List row; twice for the same row answers the existing one. */
    async apply(
      user: UserRow,
      body: { chosenId: string; program?: string; degree?: string; round?: string },
      now: Date,
    ): Promise<Application> {
      access.requireStudent(user);
      const chosen = await repo.chosenOf(user.id, body.chosenId);
      if (!chosen) throw createChosenNotFoundError();
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(applicationsTable)
          .values({
            studentId: user.id,
            chosenId: chosen.id,
            universityId: chosen.universityId,
            program: body.program ?? '',
            degree: body.degree ?? '',
            round: body.round ?? '',
            state: 'PREPARING',
            stateChangedAt: now,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: applicationsTable.id });
        if (created) {
          await tx.insert(applicationEventsTable).values({
            applicationId: created.id,
            state: 'PREPARING',
            note: '',
            at: now,
            actorId: user.id,
          });
          return created.id;
        }
        const [existing] = await tx
          .select({ id: applicationsTable.id })
          .from(applicationsTable)
          .where(eq(applicationsTable.chosenId, chosen.id))
          .limit(1);
        if (!existing) throw createChosenNotFoundError();
        return existing.id;
      });
      return mustApplication(id);
    },

    /** Replaces the paperwork an application carries: only the caller's paperwork not deleted. */
    async setMaterials(user: UserRow, applicationId: string, paperworkIds: string[]): Promise<Application> {
      access.requireStudent(user);
      const row = await ownApplication(user.id, applicationId);
      const ids = [...new Set(paperworkIds)];
      if (!ids.every(isUuid)) throw createPaperworkNotFoundError();
      await requireOwnPaperwork(db, user.id, ids);
      await db.transaction(async (tx) => {
        await tx.delete(applicationMaterialsTable).where(eq(applicationMaterialsTable.applicationId, row.id));
        if (ids.length > 0) {
          await tx
            .insert(applicationMaterialsTable)
            .values(ids.map((paperworkId) => ({ applicationId: row.id, paperworkId })));
        }
      });
      return mustApplication(row.id);
    },
  };
}

/** Delivery: 准备中 → 已递交, one application or a batch. */
function createDeliverUsecases(ctx: ApplicationUsecasesContext) {
  const { db, repo, access, universityName, ownApplication, moveState, mustApplication } = ctx;
  return {
    async deliver(user: UserRow, applicationId: string, now: Date): Promise<Application> {
      access.requireStudent(user);
      const row = await ownApplication(user.id, applicationId);
      if (row.state !== 'PREPARING') throw createNotPreparingError();
      const name = await universityName(row.universityId);
      await db.transaction(async (tx) => {
        // the state condition makes a concurrent second delivery change nothing
        const [claimed] = await tx
          .update(applicationsTable)
          .set({ state: 'SUBMITTED' })
          .where(and(eq(applicationsTable.id, row.id), eq(applicationsTable.state, 'PREPARING')))
          .returning({ id: applicationsTable.id });
        if (!claimed) throw createNotPreparingError();
        await moveState(tx, {
          applicationId: row.id,
          studentId: user.id,
          universityName: name,
          state: 'SUBMITTED',
          note: '',
          actorId: user.id,
          now,
        });
      });
      return mustApplication(row.id);
    },

    /**
     * All or nothing: an id that is not the caller's refuses the batch (423), one not 准备中 too (410 naming
     * the schools); otherwise every one is 已递交 in one transaction.
     */
    async batchDeliver(user: UserRow, applicationIds: string[], now: Date): Promise<Application[]> {
      access.requireStudent(user);
      const ids = [...new Set(applicationIds)];
      if (!ids.every(isUuid)) throw createApplicationNotFoundError();
      const rows = await db
        .select({ row: applicationsTable, name: universitiesTable.nameCn })
        .from(applicationsTable)
        .innerJoin(universitiesTable, eq(universitiesTable.id, applicationsTable.universityId))
        .where(and(inArray(applicationsTable.id, ids), eq(applicationsTable.studentId, user.id)));
      if (rows.length !== ids.length) throw createApplicationNotFoundError();
      const notReady = rows.filter(({ row }) => row.state !== 'PREPARING');
      if (notReady.length > 0) throw createBatchNotPreparingError(notReady.map(({ name }) => name));
      await db.transaction(async (tx) => {
        const claimed = await tx
          .update(applicationsTable)
          .set({ state: 'SUBMITTED' })
          .where(and(inArray(applicationsTable.id, ids), eq(applicationsTable.state, 'PREPARING')))
          .returning({ id: applicationsTable.id });
        if (claimed.length !== ids.length) throw createBatchNotPreparingError([]);
        for (const { row, name } of rows) {
          await moveState(tx, {
            applicationId: row.id,
            studentId: user.id,
            universityName: name,
            state: 'SUBMITTED',
            note: '批量递交',
            actorId: user.id,
            now,
          });
        }
      });
      const all = await repo.applicationsOf(user.id);
      return all.filter((application) => ids.includes(application.id));
    },
  };
}

function createOfferUsecases(ctx: ApplicationUsecasesContext) {
  const { db, repo, access, recordOffer } = ctx;
  return {
    async offers(user: UserRow, paging: { pageIndex: number; pageSize: number }) {
      access.requireStudent(user);
      return repo.offersPage(user.id, paging);
    },

    async offerEmail(user: UserRow, offerId: string): Promise<OfferEmail> {
      const offer = await repo.offerById(offerId);
      if (!offer) throw createOfferNotFoundError();
      try {
        await access.requireReader(user, offer.studentId);
      } catch {
        throw createOfferNotFoundError();
      }
      return { offerId: offer.id, subject: offer.emailSubject, content: offer.emailContent };
    },

    async recordOwnOffer(user: UserRow, body: ParsedOffer, now: Date): Promise<Offer> {
      access.requireStudent(user);
      return recordOffer(user.id, user.id, body, now);
    },

    async rates(user: UserRow): Promise<Rate[]> {
      access.requireStudent(user);
      return repo.rates(user.id);
    },

    async putRate(user: UserRow, body: RateBody, now: Date): Promise<Rate[]> {
      access.requireStudent(user);
      await db
        .insert(studentExchangeRatesTable)
        .values({
          studentId: user.id,
          currency: body.currency,
          rateToCny: body.rateToCny,
          asOf: body.asOf,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [studentExchangeRatesTable.studentId, studentExchangeRatesTable.currency],
          set: { rateToCny: body.rateToCny, asOf: body.asOf, updatedAt: now },
        });
      return repo.rates(user.id);
    },

    async resetRate(user: UserRow, currency: RateBody['currency']): Promise<Rate[]> {
      access.requireStudent(user);
      await db
        .delete(studentExchangeRatesTable)
        .where(
          and(
            eq(studentExchangeRatesTable.studentId, user.id),
            eq(studentExchangeRatesTable.currency, currency),
          ),
        );
      return repo.rates(user.id);
    },
  };
}

function createDeadlineUsecases(ctx: ApplicationUsecasesContext) {
  const { db, repo, access, addDeadline, stripStudent } = ctx;
  return {
    async deadlines(user: UserRow): Promise<Deadline[]> {
      access.requireStudent(user);
      return stripStudent(await repo.deadlinesWhere(eq(applicationDeadlinesTable.studentId, user.id)));
    },

    async addOwnDeadline(user: UserRow, body: ParsedDeadline, now: Date): Promise<Deadline> {
      access.requireStudent(user);
      return addDeadline(user.id, user.id, body, now);
    },

    /** Deletes the caller's own deadline; its planned tasks not finished are withdrawn. */
    async deleteDeadline(user: UserRow, id: string, now: Date): Promise<{ id: string; deleted: true }> {
      access.requireStudent(user);
      if (!isUuid(id)) throw createDeadlineNotFoundError();
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(applicationDeadlinesTable)
          .where(and(eq(applicationDeadlinesTable.id, id), eq(applicationDeadlinesTable.studentId, user.id)))
          .returning({ id: applicationDeadlinesTable.id });
        if (!gone) throw createDeadlineNotFoundError();
        await tx
          .update(userTasksTable)
          .set({ withdrawnAt: now })
          .where(
            and(
              eq(userTasksTable.deadlineId, id),
              isNull(userTasksTable.finishedAt),
              isNull(userTasksTable.withdrawnAt),
            ),
          );
      });
      return { id, deleted: true };
    },

    async deadlinesIcs(user: UserRow, now: Date): Promise<string> {
      access.requireStudent(user);
      const list = await repo.deadlinesWhere(eq(applicationDeadlinesTable.studentId, user.id));
      return buildDeadlinesIcs(list, now);
    },
  };
}

/** The deadline notices a listening process sends. */
function createDeadlineReminderUsecases(ctx: ApplicationUsecasesContext) {
  const { db, universityName } = ctx;
  return {
    /**
     * The notices of deadlines 14, 7 and 3 days away (Beijing dates), each once: the nearest threshold first,
     * one UPDATE claims the rows (marking the farther thresholds too, so a deadline added 5 days before gets
     * one notice, the 7-day one, then the 3-day one); several processes send one notice per threshold.
     */
    async sendDueDeadlineReminders(now: Date): Promise<Notice[]> {
      const today = beijingDate(now);
      return db.transaction(async (tx) => {
        const noticeRepo = createNoticeRepository({ db: tx });
        const notices: Notice[] = [];
        const thresholds = [...APPLY_LIMITS.REMINDER_DAYS].sort((a, b) => a - b);
        for (const days of thresholds) {
          const column =
            days === 3
              ? applicationDeadlinesTable.notified3At
              : days === 7
                ? applicationDeadlinesTable.notified7At
                : applicationDeadlinesTable.notified14At;
          const set = {
            ...(days <= 3 ? { notified3At: now } : {}),
            ...(days <= 7
              ? { notified7At: sql`coalesce(${applicationDeadlinesTable.notified7At}, ${now})` }
              : {}),
            notified14At: sql`coalesce(${applicationDeadlinesTable.notified14At}, ${now})`,
          };
          const claimed = await tx
            .update(applicationDeadlinesTable)
            .set(set)
            .where(
              and(
                isNull(column),
                sql`${applicationDeadlinesTable.date} >= ${today}::date`,
                sql`${applicationDeadlinesTable.date} <= ${today}::date + ${days}::int`,
              ),
            )
            .returning({
              studentId: applicationDeadlinesTable.studentId,
              universityId: applicationDeadlinesTable.universityId,
              round: applicationDeadlinesTable.round,
              date: applicationDeadlinesTable.date,
            });
          for (const deadline of claimed) {
            const left = daysBetween(today, deadline.date);
            const name = await universityName(deadline.universityId, tx);
            const row = await noticeRepo.insertNotice({
              userId: deadline.studentId,
              type: NOTICE_TYPE.SYSTEM,
              title: '申请截止提醒',
              content: `${name}（${deadline.round}）的申请将于${deadline.date}截止，${left === 0 ? '就是今天' : `还有${left}天`}。`,
              link: DEADLINE_NOTICE_LINK,
              senderId: null,
              senderName: null,
              now,
            });
            notices.push(toNotice(row));
          }
        }
        return notices;
      });
    },
  };
}

function createApplicationConsoleUsecases(ctx: ApplicationUsecasesContext) {
  const {
    db,
    repo,
    access,
    universityName,
    moveState,
    mustApplication,
    recordOffer,
    addDeadline,
    stripStudent,
  } = ctx;
  return {
    // ---- console (staff advising the student)

    async consoleView(staff: UserRow, studentId: string): Promise<ConsoleApplications> {
      await access.requireMyStudent(staff, studentId);
      const [applications, offers, deadlines, selected] = await Promise.all([
        repo.applicationsOf(studentId),
        repo.offersPage(studentId, { pageIndex: 1, pageSize: 100 }),
        repo.deadlinesWhere(eq(applicationDeadlinesTable.studentId, studentId)),
        repo.selected(studentId),
      ]);
      return { applications, offers: offers.list, deadlines: stripStudent(deadlines), selected };
    },

    async consoleMove(
      staff: UserRow,
      body: { applicationId: string; state: ApplicationState; note: string },
      now: Date,
    ): Promise<Application> {
      const row = await repo.rowById(body.applicationId);
      if (!row) throw createApplicationNotFoundError();
      await access.requireMyStudent(staff, row.studentId, { write: true });
      const name = await universityName(row.universityId);
      await db.transaction(async (tx) => {
        await moveState(tx, {
          applicationId: row.id,
          studentId: row.studentId,
          universityName: name,
          state: body.state,
          note: body.note,
          actorId: staff.id,
          now,
        });
      });
      return mustApplication(row.id);
    },

    /** Records the offer and leaves the student a 系统通知 (answered, so the route pushes it at once). */
    async consoleOffer(
      staff: UserRow,
      body: ParsedOffer,
      now: Date,
    ): Promise<{ offer: Offer; notice: Notice }> {
      const row = await repo.rowById(body.applicationId);
      if (!row) throw createApplicationNotFoundError();
      await access.requireMyStudent(staff, row.studentId, { write: true });
      const offer = await recordOffer(staff.id, row.studentId, body, now);
      const notice = await createNoticeRepository({ db }).insertNotice({
        userId: row.studentId,
        type: NOTICE_TYPE.SYSTEM,
        title: '录取Offer已录入',
        content: `顾问为你录入了${offer.universityName}的录取Offer，可在“录取Offer”中查看与对比。`,
        link: OFFER_NOTICE_LINK,
        senderId: null,
        senderName: null,
        now,
      });
      return { offer, notice: toNotice(notice) };
    },

    async consoleDeadline(
      staff: UserRow,
      studentId: string,
      body: ParsedDeadline,
      now: Date,
    ): Promise<Deadline> {
      await access.requireMyStudent(staff, studentId, { write: true });
      return addDeadline(staff.id, studentId, body, now);
    },
  };
}

export function createApplicationUsecases(deps: { db: Database }) {
  const ctx = applicationUsecasesContext(deps);
  return {
    ...createApplyUsecases(ctx),
    ...createDeliverUsecases(ctx),
    ...createOfferUsecases(ctx),
    ...createDeadlineUsecases(ctx),
    ...createDeadlineReminderUsecases(ctx),
    ...createApplicationConsoleUsecases(ctx),
  };
}

export type ApplicationUsecases = ReturnType<typeof createApplicationUsecases>;

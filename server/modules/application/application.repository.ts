/**
 * Reads of applications, offers, rates and deadlines (application.table.ts), mapped to the contract's types.
 * Ids that are not UUIDs match nothing.
 */
import { aliasedTable, and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import type {
  Application,
  ApplicationEvent,
  Deadline,
  Offer,
  Rate,
  SelectedUniversity,
} from '../../../src/contract/journey-apply.ts';
import type { Database } from '../../lib/database.ts';
import { countRows, offsetOf, toPage, totalOver } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { myUniversityListTable } from '../my-university-list/my-university-list.table.ts';
import { paperworkTable } from '../paperwork/paperwork.table.ts';
import { universitiesTable } from '../school/school.table.ts';
import { usersTable } from '../user/user.table.ts';
import {
  applicationDeadlinesTable,
  applicationEventsTable,
  applicationMaterialsTable,
  applicationOffersTable,
  applicationsTable,
  exchangeRatesTable,
  studentExchangeRatesTable,
  type ApplicationOfferRow,
  type ApplicationRow,
} from './application.table.ts';

const actor = aliasedTable(usersTable, 'actor');

/** 自己 for the student's own act, else the adviser's name. */
function actorName(studentId: string, actorId: string | null, name: string | null): string {
  if (actorId === studentId) return '自己';
  return name ?? '顾问';
}

function offerColumns() {
  return {
    offer: applicationOffersTable,
    universityId: applicationsTable.universityId,
    universityName: universitiesTable.nameCn,
    qsRank: universitiesTable.qsRank,
    degree: applicationsTable.degree,
    recordedByName: sql<string | null>`coalesce(${actor.nameCn}, ${actor.nickname})`,
  };
}

function toOffer(row: {
  offer: ApplicationOfferRow;
  universityId: string;
  universityName: string;
  qsRank: number | null;
  degree: string;
  recordedByName: string | null;
}): Offer {
  const o = row.offer;
  return {
    id: o.id,
    applicationId: o.applicationId,
    universityId: row.universityId,
    universityName: row.universityName,
    qsRank: row.qsRank,
    program: o.program,
    degree: row.degree,
    tuition: { amount: o.tuitionAmount, currency: o.tuitionCurrency },
    living: { amount: o.livingAmount, currency: o.livingCurrency },
    scholarship: { amount: o.scholarshipAmount, currency: o.scholarshipCurrency },
    durationMonths: o.durationMonths,
    conditional: o.conditional,
    conditions: o.conditions,
    replyDeadline: o.replyDeadline,
    emailSubject: o.emailSubject,
    receivedAt: o.receivedAt.toISOString(),
    recordedByName: actorName(o.studentId, o.recordedBy, row.recordedByName),
  };
}

interface ApplicationParts {
  events: {
    applicationId: string;
    state: Application['state'];
    note: string;
    at: Date;
    actorId: string | null;
    name: string | null;
  }[];
  materials: { applicationId: string; paperworkId: string; title: string }[];
  offers: { id: string; applicationId: string }[];
}

/** An application row with its history, materials and latest offer (of all the rows' parts). */
function toApplication(
  row: ApplicationRow & { universityName: string },
  { events, materials, offers }: ApplicationParts,
): Application {
  return {
    id: row.id,
    chosenId: row.chosenId,
    universityId: row.universityId,
    universityName: row.universityName,
    program: row.program,
    degree: row.degree,
    round: row.round,
    state: row.state,
    stateChangedAt: row.stateChangedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    materials: materials
      .filter((m) => m.applicationId === row.id)
      .map((m) => ({ paperworkId: m.paperworkId, title: m.title })),
    history: events
      .filter((e) => e.applicationId === row.id)
      .map((e): ApplicationEvent => ({
        state: e.state,
        note: e.note,
        at: e.at.toISOString(),
        actorName: actorName(row.studentId, e.actorId, e.name),
      })),
    offerId: offers.find((o) => o.applicationId === row.id)?.id ?? null,
  };
}

/** What the parts of createApplicationRepository share. */
function applicationRepositoryContext({ db }: { db: Database }) {
  async function details(rows: (ApplicationRow & { universityName: string })[]): Promise<Application[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [events, materials, offers] = await Promise.all([
      db
        .select({
          applicationId: applicationEventsTable.applicationId,
          state: applicationEventsTable.state,
          note: applicationEventsTable.note,
          at: applicationEventsTable.at,
          actorId: applicationEventsTable.actorId,
          name: sql<string | null>`coalesce(${actor.nameCn}, ${actor.nickname})`,
        })
        .from(applicationEventsTable)
        .leftJoin(actor, eq(actor.id, applicationEventsTable.actorId))
        .where(inArray(applicationEventsTable.applicationId, ids))
        .orderBy(asc(applicationEventsTable.at), asc(applicationEventsTable.id)),
      db
        .select({
          applicationId: applicationMaterialsTable.applicationId,
          paperworkId: applicationMaterialsTable.paperworkId,
          title: paperworkTable.title,
        })
        .from(applicationMaterialsTable)
        .innerJoin(paperworkTable, eq(paperworkTable.id, applicationMaterialsTable.paperworkId))
        .where(and(inArray(applicationMaterialsTable.applicationId, ids), isNull(paperworkTable.deletedAt)))
        .orderBy(asc(paperworkTable.title)),
      db
        .select({ id: applicationOffersTable.id, applicationId: applicationOffersTable.applicationId })
        .from(applicationOffersTable)
        .where(inArray(applicationOffersTable.applicationId, ids))
        .orderBy(desc(applicationOffersTable.receivedAt)),
    ]);
    return rows.map((row) => toApplication(row, { events, materials, offers }));
  }

  async function applicationsWhere(where: SQL | undefined): Promise<Application[]> {
    const rows = await db
      .select({
        ...applicationRowColumns(),
        universityName: universitiesTable.nameCn,
      })
      .from(applicationsTable)
      .innerJoin(universitiesTable, eq(universitiesTable.id, applicationsTable.universityId))
      .where(where)
      .orderBy(desc(applicationsTable.createdAt), asc(applicationsTable.id));
    return details(rows);
  }

  function offersQuery() {
    return db
      .select({ ...offerColumns(), total: totalOver() })
      .from(applicationOffersTable)
      .innerJoin(applicationsTable, eq(applicationsTable.id, applicationOffersTable.applicationId))
      .innerJoin(universitiesTable, eq(universitiesTable.id, applicationsTable.universityId))
      .leftJoin(actor, eq(actor.id, applicationOffersTable.recordedBy));
  }
  return { db, details, applicationsWhere, offerColumns, toOffer, offersQuery };
}

type ApplicationRepositoryContext = ReturnType<typeof applicationRepositoryContext>;

function createApplicationRows(ctx: ApplicationRepositoryContext) {
  const { db, applicationsWhere } = ctx;
  return {
    applicationsOf: (studentId: string) => applicationsWhere(eq(applicationsTable.studentId, studentId)),

    async applicationById(id: string): Promise<Application | null> {
      if (!isUuid(id)) return null;
      const [found] = await applicationsWhere(eq(applicationsTable.id, id));
      return found ?? null;
    },

    /** The raw row (its student and state), for rules. */
    async rowById(id: string): Promise<ApplicationRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(applicationsTable).where(eq(applicationsTable.id, id)).limit(1);
      return row ?? null;
    },

    async selected(studentId: string): Promise<SelectedUniversity[]> {
      const rows = await db
        .select({
          chosenId: myUniversityListTable.id,
          universityId: universitiesTable.id,
          universityName: universitiesTable.nameCn,
          universityNameEn: universitiesTable.nameEn,
          countryName: universitiesTable.countryName,
          qsRank: universitiesTable.qsRank,
        })
        .from(myUniversityListTable)
        .innerJoin(universitiesTable, eq(universitiesTable.id, myUniversityListTable.universityId))
        .where(eq(myUniversityListTable.userId, studentId))
        .orderBy(desc(myUniversityListTable.joinedAt), asc(myUniversityListTable.id));
      const applications = await applicationsWhere(eq(applicationsTable.studentId, studentId));
      return rows.map((row) => ({
        ...row,
        application: applications.find((a) => a.chosenId === row.chosenId) ?? null,
      }));
    },

    async chosenOf(studentId: string, chosenId: string) {
      if (!isUuid(chosenId)) return null;
      const [row] = await db
        .select({ id: myUniversityListTable.id, universityId: myUniversityListTable.universityId })
        .from(myUniversityListTable)
        .where(and(eq(myUniversityListTable.id, chosenId), eq(myUniversityListTable.userId, studentId)))
        .limit(1);
      return row ?? null;
    },
  };
}

function createOfferRows(ctx: ApplicationRepositoryContext) {
  const { db, toOffer, offersQuery } = ctx;
  return {
    async offersPage(studentId: string, paging: { pageIndex: number; pageSize: number }) {
      const where = eq(applicationOffersTable.studentId, studentId);
      const rows = await offersQuery()
        .where(where)
        .orderBy(desc(applicationOffersTable.receivedAt), asc(applicationOffersTable.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging));
      return toPage(paging, rows, countRows(db, applicationOffersTable, where), toOffer);
    },

    async offerById(id: string): Promise<(Offer & { studentId: string; emailContent: string }) | null> {
      if (!isUuid(id)) return null;
      const [row] = await offersQuery().where(eq(applicationOffersTable.id, id)).limit(1);
      if (!row) return null;
      return { ...toOffer(row), studentId: row.offer.studentId, emailContent: row.offer.emailContent };
    },
  };
}

function createRateAndDeadlineRows(ctx: ApplicationRepositoryContext) {
  const { db } = ctx;
  return {
    async rates(studentId: string): Promise<Rate[]> {
      const [platform, mine] = await Promise.all([
        db.select().from(exchangeRatesTable).orderBy(asc(exchangeRatesTable.currency)),
        db.select().from(studentExchangeRatesTable).where(eq(studentExchangeRatesTable.studentId, studentId)),
      ]);
      return platform.map((rate) => {
        const own = mine.find((m) => m.currency === rate.currency);
        return {
          currency: rate.currency,
          rateToCny: own?.rateToCny ?? rate.rateToCny,
          asOf: own?.asOf ?? rate.asOf,
          mine: Boolean(own),
          platformRate: rate.rateToCny,
          platformAsOf: rate.asOf,
        };
      });
    },

    async deadlinesWhere(where: SQL): Promise<(Deadline & { studentId: string })[]> {
      const rows = await db
        .select({
          row: applicationDeadlinesTable,
          universityName: universitiesTable.nameCn,
          createdByName: sql<string | null>`coalesce(${actor.nameCn}, ${actor.nickname})`,
        })
        .from(applicationDeadlinesTable)
        .innerJoin(universitiesTable, eq(universitiesTable.id, applicationDeadlinesTable.universityId))
        .leftJoin(actor, eq(actor.id, applicationDeadlinesTable.createdBy))
        .where(where)
        .orderBy(asc(applicationDeadlinesTable.date), asc(applicationDeadlinesTable.id));
      return rows.map(({ row, universityName, createdByName }) => ({
        id: row.id,
        studentId: row.studentId,
        applicationId: row.applicationId,
        chosenId: row.chosenId,
        universityName,
        round: row.round,
        date: row.date,
        time: row.time,
        timeZone: row.timeZone,
        note: row.note,
        createdByName: actorName(row.studentId, row.createdBy, createdByName),
      }));
    },
  };
}

export function createApplicationRepository(deps: { db: Database }) {
  const ctx = applicationRepositoryContext(deps);
  return { ...createApplicationRows(ctx), ...createOfferRows(ctx), ...createRateAndDeadlineRows(ctx) };
}

function applicationRowColumns() {
  return {
    id: applicationsTable.id,
    studentId: applicationsTable.studentId,
    chosenId: applicationsTable.chosenId,
    universityId: applicationsTable.universityId,
    program: applicationsTable.program,
    degree: applicationsTable.degree,
    round: applicationsTable.round,
    state: applicationsTable.state,
    stateChangedAt: applicationsTable.stateChangedAt,
    submittedAt: applicationsTable.submittedAt,
    createdAt: applicationsTable.createdAt,
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { CURRENCIES, RATE_CURRENCIES } from '../../../src/contract/journey-apply.ts';
import { APPLICATION_STATES } from '../../../src/contract/journey.ts';
import {
  cascadeRef,
  createdAtColumn,
  primaryId,
  setNullRef,
  timestamptz,
  updatedAtColumn,
} from '../../db/columns.ts';
import { myUniversityListTable } from '../my-university-list/my-university-list.table.ts';
import { paperworkTable } from '../paperwork/paperwork.table.ts';
import { universityRef } from '../school/school.table.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * An application to one school of the student's 我的大学List: one per list row (`chosenId`, set
 * null if the row is removed; `universityId` stays). State moves are rows of `application_events`.
 */
export const applicationsTable = pgTable(
  'applications',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    chosenId: setNullRef('chosen_id', () => myUniversityListTable.id),
    universityId: universityRef(),
    program: varchar('program', { length: 100 }).notNull().default(''),
    degree: varchar('degree', { length: 30 }).notNull().default(''),
    round: varchar('round', { length: 30 }).notNull().default(''),
    state: text('state', { enum: APPLICATION_STATES }).notNull().default('PREPARING'),
    stateChangedAt: timestamptz('state_changed_at').notNull(),
    submittedAt: timestamptz('submitted_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('applications_chosen_unique').on(table.chosenId),
    index('applications_student_idx').on(table.studentId, table.createdAt),
  ],
);
export type ApplicationRow = typeof applicationsTable.$inferSelect;

/** The state history of an application (the first row: 准备中 when it was created). */
export const applicationEventsTable = pgTable(
  'application_events',
  {
    /** Increasing: the order of moves made at the same instant. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: cascadeRef('application_id', () => applicationsTable.id),
    state: text('state', { enum: APPLICATION_STATES }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    at: timestamptz('at').notNull(),
    actorId: optionalUserRef('actor_id'),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.at)],
);

/** The paperwork versions an application carries (replaced as a set). */
export const applicationMaterialsTable = pgTable(
  'application_materials',
  {
    applicationId: cascadeRef('application_id', () => applicationsTable.id),
    paperworkId: cascadeRef('paperwork_id', () => paperworkTable.id),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.paperworkId] })],
);

/**
 * An offer received for an application (not the organizations' showcase `offers`). Amounts are whole units
 * of their currency; the email is kept as text.
 */
export const applicationOffersTable = pgTable(
  'application_offers',
  {
    id: primaryId(),
    applicationId: cascadeRef('application_id', () => applicationsTable.id),
    studentId: userRef('student_id'),
    program: varchar('program', { length: 100 }).notNull().default(''),
    tuitionAmount: integer('tuition_amount').notNull(),
    tuitionCurrency: text('tuition_currency', { enum: CURRENCIES }).notNull(),
    livingAmount: integer('living_amount').notNull(),
    livingCurrency: text('living_currency', { enum: CURRENCIES }).notNull(),
    scholarshipAmount: integer('scholarship_amount').notNull().default(0),
    scholarshipCurrency: text('scholarship_currency', { enum: CURRENCIES }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    conditional: boolean('conditional').notNull().default(false),
    conditions: text('conditions').notNull().default(''),
    replyDeadline: date('reply_deadline', { mode: 'string' }),
    emailSubject: varchar('email_subject', { length: 200 }).notNull(),
    emailContent: text('email_content').notNull().default(''),
    receivedAt: timestamptz('received_at').notNull(),
    recordedBy: optionalUserRef('recorded_by'),
  },
  (table) => [index('application_offers_student_idx').on(table.studentId, table.receivedAt)],
);
export type ApplicationOfferRow = typeof applicationOffersTable.$inferSelect;

/** The platform's rates to CNY (1 unit = rate 元), each with the date it holds for. */
export const exchangeRatesTable = pgTable('exchange_rates', {
  currency: text('currency', { enum: RATE_CURRENCIES }).primaryKey(),
  rateToCny: doublePrecision('rate_to_cny').notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  updatedBy: optionalUserRef('updated_by'),
  updatedAt: updatedAtColumn().defaultNow(),
});

/** A student's own rate for a currency (the comparison uses it instead of the platform's). */
export const studentExchangeRatesTable = pgTable(
  'student_exchange_rates',
  {
    studentId: userRef('student_id'),
    currency: text('currency', { enum: RATE_CURRENCIES }).notNull(),
    rateToCny: doublePrecision('rate_to_cny').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.currency] })],
);

/**
 * A deadline of an application or a 我的大学List row and round: a date in the Beijing calendar (`time` and
 * `timeZone` when the school gives a local hour). `notified{14,7,3}At`: the 系统通知 of that many days before
 * went out (claimed by one UPDATE, so several processes send one).
 */
export const applicationDeadlinesTable = pgTable(
  'application_deadlines',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    applicationId: uuid('application_id').references(() => applicationsTable.id, { onDelete: 'cascade' }),
    chosenId: uuid('chosen_id').references(() => myUniversityListTable.id, { onDelete: 'cascade' }),
    universityId: universityRef(),
    round: varchar('round', { length: 30 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: varchar('time', { length: 5 }),
    timeZone: varchar('time_zone', { length: 64 }),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdBy: optionalUserRef('created_by'),
    createdAt: createdAtColumn(),
    notified14At: timestamptz('notified14_at'),
    notified7At: timestamptz('notified7_at'),
    notified3At: timestamptz('notified3_at'),
  },
  (table) => [
    index('application_deadlines_student_idx').on(table.studentId, table.date),
    index('application_deadlines_pending_idx')
      .on(table.date)
      .where(sql`${table.notified3At} is null`),
  ],
);
export type ApplicationDeadlineRow = typeof applicationDeadlinesTable.$inferSelect;

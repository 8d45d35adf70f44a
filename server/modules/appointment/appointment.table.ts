import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';

import { createdAtColumn, primaryId, timestamptz } from '../../db/columns.ts';
import { universityActivitiesTable, universityRef } from '../school/school.table.ts';
import { userRef } from '../user/user.table.ts';

/**
 * Admission interviews (kind 01) and campus visits (kind 02) of a university (src/contract/appointment.ts).
 * `capacity` is the sum of the slots' capacities and `booked` the sum of their bookings, kept in the
 * statements that book and cancel.
 */
export const admissionSessionsTable = pgTable(
  'admission_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    universityId: universityRef(),
    kind: varchar('kind', { length: 2 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    online: boolean('online').notNull(),
    location: varchar('location', { length: 200 }),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    /** The IANA zone its times are given in: the school's city on site, Beijing online. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    description: text('description').notNull(),
  },
  (table) => [
    index('admission_sessions_kind_start_idx').on(table.kind, table.startAt),
    index('admission_sessions_university_idx').on(table.universityId),
    check(
      'admission_sessions_booked_check',
      sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`,
    ),
  ],
);

/** The time slots of a session (its appointment config): a student books one. */
export const appointmentSlotsTable = pgTable(
  'appointment_slots',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .references(() => admissionSessionsTable.id, { onDelete: 'cascade' }),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [
    index('appointment_slots_session_idx').on(table.sessionId, table.startAt),
    check(
      'appointment_slots_booked_check',
      sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`,
    ),
  ],
);

/** A student's booking: one per student and session. */
export const userAppointmentsTable = pgTable(
  'user_appointments',
  {
    id: primaryId(),
    userId: userRef('user_id'),
    sessionId: varchar('session_id', { length: 64 })
      .notNull()
      .references(() => admissionSessionsTable.id, { onDelete: 'cascade' }),
    slotId: varchar('slot_id', { length: 64 })
      .notNull()
      .references(() => appointmentSlotsTable.id, { onDelete: 'cascade' }),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('user_appointments_user_session_unique').on(table.userId, table.sessionId),
    index('user_appointments_slot_idx').on(table.slotId),
  ],
);

/** A student's sign-up for a school activity: one per student and activity. */
export const activitySignupsTable = pgTable(
  'activity_signups',
  {
    id: primaryId(),
    userId: userRef('user_id'),
    activityId: varchar('activity_id', { length: 40 })
      .notNull()
      .references(() => universityActivitiesTable.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique('activity_signups_user_activity_unique').on(table.userId, table.activityId),
    index('activity_signups_activity_idx').on(table.activityId),
  ],
);

export type AdmissionSessionRow = typeof admissionSessionsTable.$inferSelect;
export type AppointmentSlotRow = typeof appointmentSlotsTable.$inferSelect;

/**
 * Column builders the tables share, so that a key, a moment or a reference is declared one way everywhere
 * (the migrations are generated from the tables: a builder here must build exactly what it replaces).
 */
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The surrogate key of a row: a random uuid made by the database. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** Every moment is stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written; chain `.defaultNow()` where the database sets it. */
export const createdAtColumn = () => timestamptz('created_at').notNull();

/** When the row last changed; chain `.defaultNow()` where the database sets it. */
export const updatedAtColumn = () => timestamptz('updated_at').notNull();

/** A required reference to a row that owns this one: the row goes when its owner goes. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional reference that is cleared when the row it names goes. */
export const setNullRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

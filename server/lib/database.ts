import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * A drizzle database or transaction, on PGlite or PostgreSQL (server/db/database.ts opens one). Queries are
 * written with the tables themselves (no relational `db.query`), so no schema object is part of the type.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { AiRequest } from '../../../src/contract/ai.ts';
import { usersTable } from '../user/user.table.ts';

/** The last valid AI school-selection request of each signed-in student (detail-page joins are evaluated with it). */
export const aiLastRequestsTable = pgTable('ai_last_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  request: jsonb('request').$type<AiRequest>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

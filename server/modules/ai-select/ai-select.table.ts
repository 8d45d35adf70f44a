import { jsonb, pgTable } from 'drizzle-orm/pg-core';

import type { AiRequest } from '../../../src/contract/ai.ts';
import { updatedAtColumn } from '../../db/columns.ts';
import { userKey } from '../user/user.table.ts';

/** The last valid AI school-selection request of each signed-in student (detail-page joins are evaluated with it). */
export const aiLastRequestsTable = pgTable('ai_last_requests', {
  userId: userKey(),
  request: jsonb('request').$type<AiRequest>().notNull(),
  updatedAt: updatedAtColumn(),
});

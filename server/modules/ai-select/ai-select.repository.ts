/**
 * Each signed-in student's last valid AI request (one statement per call): stored by the matching endpoint,
 * read by 我的大学List to evaluate a school added from its page.
 */
import { eq } from 'drizzle-orm';

import { aiRequestSchema, type AiRequest } from '../../../src/contract/ai.ts';
import type { Database } from '../../lib/database.ts';
import { aiLastRequestsTable } from './ai-select.table.ts';

export type AiSelectRepository = ReturnType<typeof createAiSelectRepository>;

export function createAiSelectRepository({ db }: { db: Database }) {
  return {
    /** Stores (or replaces) the student's last valid request. */
    async saveLastRequest(userId: string, request: AiRequest, now: Date): Promise<void> {
      await db
        .insert(aiLastRequestsTable)
        .values({ userId, request, updatedAt: now })
        .onConflictDoUpdate({ target: aiLastRequestsTable.userId, set: { request, updatedAt: now } });
    },

    /** The last stored request, or null (none, or one the current contract no longer accepts). */
    async findLastRequest(userId: string): Promise<AiRequest | null> {
      const [row] = await db
        .select({ request: aiLastRequestsTable.request })
        .from(aiLastRequestsTable)
        .where(eq(aiLastRequestsTable.userId, userId))
        .limit(1);
      if (!row) return null;
      const parsed = aiRequestSchema.safeParse(row.request);
      return parsed.success ? parsed.data : null;
    },
  };
}

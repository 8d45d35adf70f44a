import type { GrowthRecordKind } from '../../../src/contract/journey.ts';
import type { Database } from '../../lib/database.ts';
import { growthRecordsTable } from './growth.table.ts';

export interface GrowthRecordInput {
  studentId: string;
  kind: GrowthRecordKind;
  title: string;
  detail?: string;
  refId?: string | null;
  actorId?: string | null;
  occurredAt: Date;
}

/** Anything that can run an insert: the app's database or a transaction of it. */
type Writer = Pick<Database, 'insert'>;

/**
 * Writes one growth record. Call it with the transaction that makes the change (a finished task, a delivered
 * application, a recorded offer or score), so the timeline never shows what did not happen.
 */
export async function recordGrowth(db: Writer, input: GrowthRecordInput): Promise<void> {
  await db.insert(growthRecordsTable).values({
    studentId: input.studentId,
    kind: input.kind,
    title: input.title.slice(0, 200),
    detail: input.detail ?? '',
    refId: input.refId ?? null,
    actorId: input.actorId ?? null,
    occurredAt: input.occurredAt,
  });
}

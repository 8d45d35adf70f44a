import { sql, type SQL } from 'drizzle-orm';

import { ACCOUNTABILITY_DAYS } from '../../../src/contract/org.ts';
import type { Database } from '../../lib/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReplyFigures {
  medianFirstReplyMinutes: number | null;
  exchangeCount: number;
  answeredCount: number;
}

export const NO_REPLY_FIGURES: ReplyFigures = {
  medianFirstReplyMinutes: null,
  exchangeCount: 0,
  answeredCount: 0,
};

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  throw new Error('unexpected raw query result');
}

/**
 * Median first-reply time per counselor (`by: 'account'`, their own chat account = their user id) or per
 * organization (`by: 'org'`, every chat account of the organization: its service account and its counselors'),
 * over the exchanges opened in the last 30 days before `now`, computed in SQL with percentile_cont.
 *
 * An exchange opens with a student message that starts a conversation or follows a message of the account
 * side; its first reply is the account side's next message. An exchange without reply counts in
 * exchangeCount, not in the median.
 */
export async function replyFigures(
  db: Database,
  by: 'account' | 'org',
  ids: readonly string[],
  now: Date,
): Promise<Map<string, ReplyFigures>> {
  const result = new Map<string, ReplyFigures>();
  if (ids.length === 0) return result;
  const since = new Date(now.getTime() - ACCOUNTABILITY_DAYS * DAY_MS).toISOString();
  const until = now.toISOString();
  const group: SQL = by === 'account' ? sql`c.account_id` : sql`a.org_id`;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const raw = await db.execute(sql`
    with msgs as (
      select m.conversation_id, m.seq, m.send_time,
             (m.from_user_id = c.student_id) as from_student,
             lag(m.from_user_id = c.student_id) over (partition by m.conversation_id order by m.seq) as prev_from_student,
             ${group} as group_id
      from chat_messages m
      join conversations c on c.id = m.conversation_id
      join chat_accounts a on a.user_id = c.account_id
      where ${group} in (${idList})
        and c.last_message_at >= ${since}::timestamptz
        and m.is_deleted = false
    ),
    openings as (
      select o.group_id, o.send_time,
             (select min(r.send_time) from msgs r
               where r.conversation_id = o.conversation_id and r.seq > o.seq and not r.from_student) as replied_at
      from msgs o
      where o.from_student
        and coalesce(o.prev_from_student, false) = false
        and o.send_time >= ${since}::timestamptz
        and o.send_time <= ${until}::timestamptz
    )
    select group_id::text as group_id,
           percentile_cont(0.5) within group (order by extract(epoch from (replied_at - send_time))) as median_seconds,
           count(*)::int as exchanges,
           count(replied_at)::int as answered
    from openings
    group by group_id
  `);
  for (const row of rowsOf(raw)) {
    const median = row.median_seconds === null ? null : Number(row.median_seconds);
    result.set(String(row.group_id), {
      medianFirstReplyMinutes: median === null ? null : Math.round((median / 60) * 10) / 10,
      exchangeCount: Number(row.exchanges),
      answeredCount: Number(row.answered),
    });
  }
  return result;
}

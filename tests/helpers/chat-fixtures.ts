/**
 * Chat load fixtures shared by tests/server/chat-model.test.ts and bench/chat-socket.ts: people written
 * straight into the database (fast: no sms round trips, no per-address limits), their tokens issued the way
 * a login issues them (server/modules/auth/auth.tokens.ts), and the platform service account.
 *
 * The account model is src/contract/chat.ts's: the platform service *account* (chat_accounts kind PLATFORM)
 * is operated by every PLATFORM_SERVICE staff member listed in chat_account_members.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Database } from '../../server/lib/database.ts';
import { createAuthRepository } from '../../server/modules/auth/auth.repository.ts';
import { issueToken } from '../../server/modules/auth/auth.tokens.ts';
import { chatAccountMembersTable, chatAccountsTable } from '../../server/modules/chat/chat.table.ts';
import { usersTable } from '../../server/modules/user/user.table.ts';

export interface Person {
  id: string;
  token: string;
}

/**
 * The platform service account's user id: the seeded one (the first PLATFORM account), or, in a database
 * whose seed has none, one created here.
 */
export async function platformAccountId(db: Database, mobile = '19900000000'): Promise<string> {
  const [existing] = await db
    .select({ id: chatAccountsTable.userId })
    .from(chatAccountsTable)
    .where(eq(chatAccountsTable.kind, 'PLATFORM'))
    .orderBy(asc(chatAccountsTable.createdAt))
    .limit(1);
  if (existing) return existing.id;
  const [user] = await db
    .insert(usersTable)
    .values({ mobile, nameCn: '平台客服', nickname: '平台客服' })
    .returning({ id: usersTable.id });
  if (!user) throw new Error('platform account user not created');
  await db.insert(chatAccountsTable).values({ userId: user.id, kind: 'PLATFORM' });
  return user.id;
}

/** The PLATFORM_SERVICE staff already operating the account (the seed's), oldest first. */
export async function platformStaffIds(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: usersTable.id })
    .from(chatAccountMembersTable)
    .innerJoin(usersTable, eq(usersTable.id, chatAccountMembersTable.memberId))
    .where(
      and(eq(chatAccountMembersTable.accountId, accountId), eq(usersTable.staffRole, 'PLATFORM_SERVICE')),
    )
    .orderBy(asc(usersTable.createdAt), asc(usersTable.mobile));
  return rows.map((row) => row.id);
}

/** Mobile numbers `{prefix}{index}` padded to 11 digits (prefix: 3 to 6 digits no seed uses). */
function mobiles(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`);
}

/** Inserts `count` users in batches; returns their ids in order. */
async function insertUsers(
  db: Database,
  prefix: string,
  count: number,
  values: (index: number) => Partial<typeof usersTable.$inferInsert>,
): Promise<string[]> {
  const ids: string[] = [];
  const all = mobiles(prefix, count);
  for (let start = 0; start < count; start += 500) {
    const batch = all.slice(start, start + 500).map((mobile, i) => ({ ...values(start + i), mobile }));
    const rows = await db.insert(usersTable).values(batch).returning({ id: usersTable.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** New students (nickname `{name} {n}`). */
export function createStudents(db: Database, count: number, prefix = '1970'): Promise<string[]> {
  return insertUsers(db, prefix, count, (i) => ({ nickname: `学生${i + 1}` }));
}

/** New PLATFORM_SERVICE staff members of the account. */
export async function createPlatformStaff(
  db: Database,
  accountId: string,
  count: number,
  prefix = '1980',
): Promise<string[]> {
  if (count <= 0) return [];
  const ids = await insertUsers(db, prefix, count, (i) => ({
    nameCn: `客服${i + 1}`,
    staffRole: 'PLATFORM_SERVICE',
  }));
  await db.insert(chatAccountMembersTable).values(ids.map((memberId) => ({ accountId, memberId })));
  return ids;
}

/** At least `count` PLATFORM_SERVICE staff of the account: the seeded ones first, then new ones. */
export async function platformStaff(db: Database, accountId: string, count: number): Promise<string[]> {
  const existing = await platformStaffIds(db, accountId);
  const created = await createPlatformStaff(db, accountId, count - existing.length);
  return [...existing, ...created].slice(0, count);
}

/** A live token for each user, issued as a login issues it (the server's clock `now`). */
export async function issueTokens(db: Database, userIds: string[], now: Date): Promise<Person[]> {
  const authRepository = createAuthRepository({ db });
  const people: Person[] = [];
  for (const id of userIds) people.push({ id, token: await issueToken({ authRepository, userId: id, now }) });
  return people;
}

/** The user ids of the given mobiles (demo accounts). */
export async function userIdsByMobile(db: Database, mobilesWanted: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: usersTable.id, mobile: usersTable.mobile })
    .from(usersTable)
    .where(inArray(usersTable.mobile, mobilesWanted));
  return new Map(rows.map((row) => [row.mobile, row.id]));
}

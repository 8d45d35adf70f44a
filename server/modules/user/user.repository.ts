import { eq } from 'drizzle-orm';

import type { Database } from '../../lib/database.ts';
import {
  studentProfilesTable,
  usersTable,
  type NewUserRow,
  type StudentProfileRow,
  type UserRow,
} from './user.table.ts';

export type UserPatch = Partial<
  Pick<NewUserRow, 'nameCn' | 'nickname' | 'headportraitPreviewUrl' | 'serviceType' | 'passwordHash'>
>;
export type ProfileValues = Omit<StudentProfileRow, 'userId' | 'createdAt' | 'updatedAt'>;

export type UserRepository = ReturnType<typeof createUserRepository>;

/**
 * Every write to a users row must be followed by `sessions.forgetUser(id)` (auth.session-cache.ts) once it
 * is committed: signed-in requests read the user from a per-process cache.
 */

export function createUserRepository({ db }: { db: Database }) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(usersTable).where(eq(usersTable.id, id)).limit(1);
      return user;
    },

    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(usersTable).where(eq(usersTable.mobile, mobile)).limit(1);
      return user;
    },

    /** Inserts the user, or returns the existing one when the mobile was taken meanwhile. */
    async createOrGet({
      mobile,
      passwordHash,
      now,
    }: {
      mobile: string;
      passwordHash: string | null;
      now: Date;
    }): Promise<{ user: UserRow; created: boolean }> {
      const [created] = await db
        .insert(usersTable)
        .values({ mobile, passwordHash, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: usersTable.mobile })
        .returning();
      if (created) return { user: created, created: true };
      const [existing] = await db.select().from(usersTable).where(eq(usersTable.mobile, mobile)).limit(1);
      if (!existing) throw new Error(`user ${mobile} neither inserted nor found`);
      return { user: existing, created: false };
    },

    async update(id: string, patch: UserPatch, now: Date): Promise<UserRow | undefined> {
      const [user] = await db
        .update(usersTable)
        .set({ ...patch, updatedAt: now })
        .where(eq(usersTable.id, id))
        .returning();
      return user;
    },

    async recordLoginSuccess(id: string, now: Date): Promise<UserRow | undefined> {
      const [user] = await db
        .update(usersTable)
        .set({ failedLogins: 0, lastLoginAt: now, updatedAt: now })
        .where(eq(usersTable.id, id))
        .returning();
      return user;
    },

    /** Sets a new password (an administrator's lock stays: wrong passwords no longer lock accounts). */
    async resetPassword(id: string, passwordHash: string, now: Date): Promise<UserRow | undefined> {
      const [user] = await db
        .update(usersTable)
        .set({ passwordHash, failedLogins: 0, updatedAt: now })
        .where(eq(usersTable.id, id))
        .returning();
      return user;
    },

    async findProfile(userId: string): Promise<StudentProfileRow | undefined> {
      const [profile] = await db
        .select()
        .from(studentProfilesTable)
        .where(eq(studentProfilesTable.userId, userId))
        .limit(1);
      return profile;
    },

    async upsertProfile(userId: string, values: ProfileValues, now: Date): Promise<StudentProfileRow> {
      const [profile] = await db
        .insert(studentProfilesTable)
        .values({ userId, ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: studentProfilesTable.userId, set: { ...values, updatedAt: now } })
        .returning();
      if (!profile) throw new Error(`profile of ${userId} not stored`);
      return profile;
    },
  };
}

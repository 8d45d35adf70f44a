/**
 * Seeding, in one transaction each: the reference data (dictionaries, configs, supporters) goes into
 * every database that has none, whatever SEED says, because the app cannot work without it; the demo
 * accounts go into a database without users only when SEED=demo.
 */
import type { Database } from '../database.ts';
import { hashPassword } from '../../lib/password.ts';
import { configsTable, dictionariesTable, supportersTable } from '../../modules/common/common.table.ts';
import { studentProfilesTable, usersTable } from '../../modules/user/user.table.ts';
import { CONFIGS } from './configs.ts';
import { DICTIONARIES } from './dictionaries.ts';
import { SUPPORTERS } from './supporters.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './users.ts';

export async function hasReferenceData(db: Database): Promise<boolean> {
  const [dict] = await db.select({ id: dictionariesTable.id }).from(dictionariesTable).limit(1);
  return Boolean(dict);
}

export async function hasUsers(db: Database): Promise<boolean> {
  const [user] = await db.select({ id: usersTable.id }).from(usersTable).limit(1);
  return Boolean(user);
}

/** Seeds what is missing: reference data always, demo accounts with SEED=demo. Returns what it did. */
export async function seedDatabase(
  db: Database,
  { now, demo }: { now: Date; demo: boolean },
): Promise<{ reference: boolean; demo: boolean }> {
  const reference = !(await hasReferenceData(db));
  if (reference) await seedReferenceData(db);
  const withDemo = demo && !(await hasUsers(db));
  if (withDemo) await seedDemoUsers(db, now);
  return { reference, demo: withDemo };
}

async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(dictionariesTable).values(
      Object.entries(DICTIONARIES).flatMap(([dictCode, items]) =>
        items.map(([dictDetailCode, dictDetailName], sort) => ({
          dictCode: dictCode as keyof typeof DICTIONARIES,
          dictDetailCode,
          dictDetailName,
          sort,
        })),
      ),
    );
    await tx.insert(configsTable).values(
      Object.entries(CONFIGS).flatMap(([configKey, items]) =>
        items.map(([configName, configNameEn], sort) => ({
          configKey: configKey as keyof typeof CONFIGS,
          configName,
          configNameEn,
          sort,
        })),
      ),
    );
    await tx.insert(supportersTable).values(SUPPORTERS.map((supporter, sort) => ({ ...supporter, sort })));
  });
}

async function seedDemoUsers(db: Database, now: Date): Promise<void> {
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    for (const [index, demo] of DEMO_USERS.entries()) {
      const [user] = await tx
        .insert(usersTable)
        .values({
          mobile: demo.mobile,
          passwordHash: passwordHashes[index] ?? null,
          nameCn: demo.nameCn,
          nickname: demo.nickname,
          serviceType: demo.serviceType,
          vipLevel: demo.vipLevel,
          locked: demo.lockReason !== null,
          lockReason: demo.lockReason,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: usersTable.id });
      if (user && demo.profile) {
        await tx
          .insert(studentProfilesTable)
          .values({ userId: user.id, ...demo.profile, createdAt: now, updatedAt: now });
      }
    }
  });
}

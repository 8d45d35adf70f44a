/**
 * Seeding, in one transaction each. Reference data goes into every database, whatever SEED says, because
 * the app cannot work without it; each reference dataset is seeded when its table is empty (dictionaries
 * with configs and supporters, regions, student schools), so a database created by an older version gets
 * the newer datasets on its next boot. The demo accounts go into a database without users only when
 * SEED=demo; a demo profile's school is linked to the seeded school of that name in its city.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from '../database.ts';
import { hashPassword } from '../../lib/password.ts';
import { configsTable, dictionariesTable, supportersTable } from '../../modules/common/common.table.ts';
import { regionsTable } from '../../modules/common/region.table.ts';
import { studentSchoolsTable } from '../../modules/common/student-school.table.ts';
import { studentProfilesTable, usersTable } from '../../modules/user/user.table.ts';
import { CONFIGS } from './configs.ts';
import { DICTIONARIES } from './dictionaries.ts';
import { REGIONS } from './regions.ts';
import { STUDENT_SCHOOLS } from './student-schools.ts';
import { SUPPORTERS } from './supporters.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './users.ts';

async function hasRows(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .limit(1);
  return Boolean(row);
}

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
  const reference = await seedReferenceData(db);
  const withDemo = demo && !(await hasUsers(db));
  if (withDemo) await seedDemoUsers(db, now);
  return { reference, demo: withDemo };
}

/** Seeds every reference dataset whose table is empty; true when it seeded any. */
export async function seedReferenceData(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    let seeded = false;
    if (!(await hasReferenceData(tx))) {
      await seedDictionariesAndConfigs(tx);
      seeded = true;
    }
    if (!(await hasRows(tx, regionsTable))) {
      await seedRegions(tx);
      seeded = true;
    }
    if (!(await hasRows(tx, studentSchoolsTable))) {
      await seedStudentSchools(tx);
      seeded = true;
    }
    return seeded;
  });
}

async function seedDictionariesAndConfigs(tx: Database): Promise<void> {
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
}

/** Provinces first (cities reference them), each level sorted by code as the generated seed is. */
async function seedRegions(tx: Database): Promise<void> {
  await tx
    .insert(regionsTable)
    .values(
      REGIONS.map(({ code, nameCn }, sort) => ({ code, nameCn, parentCode: null, level: 1 as const, sort })),
    );
  await tx.insert(regionsTable).values(
    REGIONS.flatMap((province) =>
      province.cities.map(([code, nameCn], sort) => ({
        code,
        nameCn,
        parentCode: province.code,
        level: 2 as const,
        sort,
      })),
    ),
  );
}

async function seedStudentSchools(tx: Database): Promise<void> {
  const provinceOfCity = new Map(
    REGIONS.flatMap((province) => province.cities.map(([code]) => [code, province.code] as const)),
  );
  const rows = Object.entries(STUDENT_SCHOOLS).flatMap(([cityCode, schools]) => {
    const provinceCode = provinceOfCity.get(cityCode);
    if (!provinceCode) throw new Error(`student schools seed: unknown city ${cityCode}`);
    const ofType = (type: '01' | '02', list: typeof schools.high) =>
      list.map(([nameCn, abbreviationCn], sort) => ({
        nameCn,
        abbreviationCn: abbreviationCn ?? null,
        type,
        provinceCode,
        cityCode,
        sort,
      }));
    return [...ofType('01', schools.high), ...ofType('02', schools.university)];
  });
  await tx.insert(studentSchoolsTable).values(rows);
}

/** The seeded school a demo profile names (by name or short name, in its city), if any. */
async function findSeededSchool(tx: Database, cityCode: string, name: string) {
  const [school] = await tx
    .select({ id: studentSchoolsTable.id, nameCn: studentSchoolsTable.nameCn })
    .from(studentSchoolsTable)
    .where(
      and(
        eq(studentSchoolsTable.cityCode, cityCode),
        or(eq(studentSchoolsTable.nameCn, name), eq(studentSchoolsTable.abbreviationCn, name)),
      ),
    )
    .limit(1);
  return school;
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
        const school = await findSeededSchool(tx, demo.profile.schoolCityCode, demo.profile.schoolName);
        await tx.insert(studentProfilesTable).values({
          userId: user.id,
          ...demo.profile,
          schoolId: school?.id ?? null,
          schoolName: school?.nameCn ?? demo.profile.schoolName,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  });
}

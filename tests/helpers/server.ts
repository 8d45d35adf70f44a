/**
 * Server test helper: a fresh app per call with a temporary DATA_DIR, on in-memory PGlite (one per worker),
 * or on PostgreSQL when TEST_DATABASE_URL is set (each vitest worker gets its own database). Before every
 * app the worker's database is put back to its freshly seeded state (the template below).
 * Apps must not overlap within a test file: each one resets the worker's database.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import type { SmsPurpose } from '../../src/contract/code-tables.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { SMS_OUTBOX_FILE } from '../../server/adapters/sms/console.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/database.ts';
import type { Database } from '../../server/lib/database.ts';
import { seedDatabase } from '../../server/seed/index.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const DRIVER: 'pglite' | 'postgres' = TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Every captcha of a test app draws this text (answers are case-insensitive). */
export const TEST_CAPTCHA = 'K7pX';
export const DEMO_PASSWORD = 'Test1234';
/** The demo logins of the README, by who they are. */
export const DEMO = {
  /** 张同学: a short conversation with 平台客服, two notices. */
  student: '13800000001',
  /** 李同学, a service member advised by 刘顾问. */
  member: '13800000002',
  locked: '13800000003',
  noName: '13800000004',
  /** 赵同学: another student, in DIY mode. */
  other: '13800000005',
  /** Staff: platform customer service, answers the shared 平台客服 inbox (talks with 小张, not with 小李). */
  platformStaff: '13900000001',
  /** Staff: counselor 刘顾问 of 示例机构·启航留学, who advises 李同学. */
  counselor: '13900000004',
} as const;

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createTestClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface SmsOutboxEntry {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: string;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  clock: TestClock;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  smsOutbox: () => SmsOutboxEntry[];
  /** The newest code sent to the phone (optionally for one purpose). */
  smsCode: (phone: string, purpose?: SmsPurpose) => string;
  close: () => Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'now'> {
  clock?: TestClock;
  /** Keep the database as it is (restart tests); PostgreSQL only, PGlite uses dataDir. */
  keepDatabase?: boolean;
}

// ---- database per driver

/**
 * Seeding a database takes seconds (the catalog, the demo data), and most test apps start from the same
 * seeded state. So each worker seeds its database once and keeps a copy of every table in the schema
 * `test_template` of that same database; the next app's database is put back by copying those tables back
 * inside the database. Only the tables written since the last copy (a statement trigger on every table
 * records them; the copy itself runs with triggers off) and every sequence are put back. The seed is dated
 * from the app's clock, so an app on the copy gets a clock that starts at the copy's seeding time: it sees
 * what an app seeded at that time saw. A copy older than TEMPLATE_MAX_AGE_MS is made again, so an app's
 * clock is never further behind the wall clock than a test file's own duration already puts it.
 */
const TEMPLATE_SCHEMA = 'test_template';
const TEMPLATE_MAX_AGE_MS = 30_000;

interface SeedTemplate {
  /** The clock time the template's seed was dated from. */
  seededAt: number;
  /** Every table of the public schema with the columns an insert may write (generated ones left out). */
  columns: Map<string, string>;
  /** `select setval(...)` of every sequence as the seed left it. */
  sequences: string;
}

let template: SeedTemplate | undefined;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(db: Database, text: string): Promise<T[]> {
  const result: unknown = await db.execute(sql.raw(text));
  return (result as { rows: T[] }).rows;
}

/** Copies the seeded tables into test_template and starts recording which tables are written. */
async function makeTemplate(db: Database, seededAt: number): Promise<SeedTemplate> {
  const columnRows = await rowsOf<{ table: string; columns: string }>(
    db,
    `select c.table_name as "table", string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
       from information_schema.columns c join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_name`,
  );
  const columns = new Map(columnRows.map((row) => [row.table, row.columns]));
  const sequenceRows = await rowsOf<{ name: string; value: string | null; start: string }>(
    db,
    `select sequencename as name, last_value::text as value, start_value::text as start
       from pg_sequences where schemaname = 'public'`,
  );
  const setvals = sequenceRows.map((row) => {
    const name = `'public.${quoted(row.name).replaceAll("'", "''")}'`;
    return row.value === null
      ? `setval(${name}, ${row.start}, false)`
      : `setval(${name}, ${row.value}, true)`;
  });
  const t = TEMPLATE_SCHEMA;
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`drop schema if exists ${t} cascade`));
    await tx.execute(sql.raw(`create schema ${t}`));
    await tx.execute(sql.raw(`create table ${t}.dirty (name text primary key)`));
    await tx.execute(
      sql.raw(`create function ${t}.mark_dirty() returns trigger language plpgsql as $$
        begin insert into ${t}.dirty values (tg_table_name) on conflict do nothing; return null; end $$`),
    );
    for (const table of columns.keys()) {
      const name = quoted(table);
      await tx.execute(sql.raw(`create table ${t}.${name} as table public.${name}`));
      await tx.execute(
        sql.raw(`create trigger ${t}_dirty after insert or update or delete or truncate on public.${name}
          for each statement execute function ${t}.mark_dirty()`),
      );
    }
  });
  return { seededAt, columns, sequences: setvals.length > 0 ? `select ${setvals.join(', ')}` : '' };
}

/** Puts the written tables and every sequence back as the template holds them; false when it cannot. */
async function restoreTemplate(db: Database, saved: SeedTemplate): Promise<boolean> {
  const t = TEMPLATE_SCHEMA;
  try {
    await db.transaction(async (tx) => {
      const dirty = await rowsOf<{ name: string }>(tx, `select name from ${t}.dirty`);
      // with replication role replica no trigger fires: no foreign key check or cascade (the tables are put
      // back as a whole, consistent set), and the copy does not mark them written
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      for (const { name: table } of dirty) {
        const columns = saved.columns.get(table);
        if (columns === undefined) throw new Error(`table ${table} is not in the template`);
        const name = quoted(table);
        await tx.execute(sql.raw(`delete from public.${name}`));
        await tx.execute(
          sql.raw(
            `insert into public.${name} (${columns}) overriding system value select ${columns} from ${t}.${name}`,
          ),
        );
      }
      await tx.execute(sql.raw(`delete from ${t}.dirty`));
      if (saved.sequences) await tx.execute(sql.raw(saved.sequences));
    });
    return true;
  } catch {
    return false;
  }
}

let sharedPglite: Promise<OpenDatabase> | undefined;

/**
 * One in-memory PGlite per worker (creating one costs ~2 s). Each app gets its own drizzle instance over it:
 * what the server caches per database (the university, major and AI catalog indexes, reference data) is
 * then built per app, as for an app on a database of its own.
 */
async function workerPglite(): Promise<OpenDatabase> {
  sharedPglite ??= openDatabase({ kind: 'pglite-memory' });
  const shared = await sharedPglite;
  const { $client: client } = shared.db as unknown as { $client: PGlite };
  return { ...shared, db: drizzlePglite({ client }), close: async () => {} };
}

/** Every table the migrations created (the public schema's; drizzle's own bookkeeping is in schema drizzle). */
async function publicTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => `"${row.name}"`);
}

let tableNames: Promise<string[]> | undefined;

async function truncateAll(db: Database): Promise<void> {
  tableNames ??= publicTables(db);
  await db.execute(sql.raw(`truncate table ${(await tableNames).join(', ')} restart identity cascade`));
}

let workerDatabaseUrl: Promise<string> | undefined;

/**
 * TEST_DATABASE_URL's database plus `_w{pool id}`: workers never share a schema. Emptied (its schemas
 * dropped) when the worker first uses it.
 */
function getWorkerDatabaseUrl(baseUrl: string): Promise<string> {
  workerDatabaseUrl ??= (async () => {
    const url = new URL(baseUrl);
    const name = `${url.pathname.slice(1) || 'test'}_w${process.env.VITEST_POOL_ID ?? '0'}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    await resetPostgres(url.toString());
    return url.toString();
  })();
  return workerDatabaseUrl;
}

async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade');
    await client.query('drop schema if exists drizzle cascade');
    await client.query(`drop schema if exists ${TEMPLATE_SCHEMA} cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * Brings the worker's database (PGlite or PostgreSQL) to a freshly seeded state for an app of the default
 * seed and clock: from the template, made first when missing, stale or broken. Returns the clock time the
 * state was seeded at.
 */
async function seededState(database: OpenDatabase): Promise<number> {
  const fresh = Date.now();
  if (template && fresh - template.seededAt < TEMPLATE_MAX_AGE_MS) {
    if (await restoreTemplate(database.db, template)) return template.seededAt;
  }
  template = undefined;
  await database.migrate();
  await truncateAll(database.db);
  await seedDatabase(database.db, { now: new Date(fresh), demo: true });
  template = await makeTemplate(database.db, fresh);
  return fresh;
}

/** An app of its own clock or seed: an empty database that the app seeds; the template is made again later. */
async function emptiedState(database: OpenDatabase): Promise<void> {
  template = undefined;
  await database.migrate();
  await database.db.execute(sql.raw(`drop schema if exists ${TEMPLATE_SCHEMA} cascade`));
  await truncateAll(database.db);
}

// ---- the app

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { clock: ownClock, keepDatabase = false, ...rest } = options;
  const dataDir = rest.dataDir ?? mkdtempSync(path.join(tmpdir(), 'liuxue-test-'));
  const ownsDataDir = rest.dataDir === undefined;
  const seedMode = rest.seed ?? rest.env?.SEED ?? 'demo';
  const fromTemplate = ownClock === undefined && seedMode === 'demo';

  const database: Pick<BuildAppOptions, 'databaseUrl' | 'database'> = {};
  let seededAt: number | undefined;
  const prepare = async (open: OpenDatabase) => {
    if (fromTemplate) seededAt = await seededState(open);
    else await emptiedState(open);
  };
  if (TEST_DATABASE_URL) {
    database.databaseUrl = await getWorkerDatabaseUrl(TEST_DATABASE_URL);
    if (!keepDatabase) {
      const open = await openDatabase({ kind: 'postgres', url: database.databaseUrl });
      try {
        await prepare(open);
      } finally {
        await open.close();
      }
    }
  } else if (rest.inMemoryDb === undefined) {
    database.database = await workerPglite();
    await prepare(database.database);
  }
  const clock = ownClock ?? createTestClock(seededAt);

  const app = await buildApp({
    env: {},
    logger: false,
    serveStatic: false,
    captchaText: () => TEST_CAPTCHA,
    ...database,
    ...rest,
    dataDir,
    now: clock.now,
  });

  const smsOutbox = (): SmsOutboxEntry[] => {
    const file = path.join(dataDir, SMS_OUTBOX_FILE);
    if (!existsSync(file)) return [];
    const text = readFileSync(file, 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SmsOutboxEntry);
  };

  return {
    app,
    dataDir,
    clock,
    inject: (injectOptions) => app.inject(injectOptions),
    smsOutbox,
    smsCode: (phone, purpose) => {
      const entry = smsOutbox()
        .filter((e) => e.phone === phone && (purpose === undefined || e.purpose === purpose))
        .at(-1);
      if (!entry) throw new Error(`no sms code for ${phone}`);
      return entry.code;
    },
    close: async () => {
      await app.close();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---- request helpers

export function authHeaders(token: string): Record<string, string> {
  return { [HEADERS.AUTH.toLowerCase()]: `${HEADERS.AUTH_PREFIX}${token}` };
}

export function envelopeOf<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

/** The same GET again with the ETag of its first answer, as a client revalidating its copy sends it. */
export function revalidate(
  t: TestApp,
  url: string,
  query: Record<string, string>,
  first: LightMyRequestResponse,
): Promise<LightMyRequestResponse> {
  return t.inject({ method: 'GET', url, query, headers: { 'if-none-match': String(first.headers.etag) } });
}

const SMS_PATHS: Record<SmsPurpose, string> = {
  login: API.auth.smsCode,
  register: API.auth.registerSmsCode,
  reset: API.auth.resetSmsCode,
};

export function sendSmsCode(t: TestApp, phone: string, purpose: SmsPurpose = 'login') {
  return t.inject({ method: 'GET', url: SMS_PATHS[purpose], query: { phone } });
}

/** Sms login (creates the account of a new number); returns the token and the user. */
export async function loginBySms(t: TestApp, phone: string): Promise<LoginResult> {
  const sent = await sendSmsCode(t, phone, 'login');
  if (envelopeOf(sent).code !== 200) throw new Error(`sms code not sent: ${sent.body}`);
  const response = await t.inject({
    method: 'POST',
    url: API.auth.smsLogin,
    payload: { phone, code: t.smsCode(phone, 'login') },
  });
  const body = envelopeOf<LoginResult>(response);
  if (body.code !== 200) throw new Error(`sms login failed: ${response.body}`);
  return body.data;
}

/** Fetches a captcha for a new key; returns the key. */
export async function fetchCaptcha(t: TestApp): Promise<string> {
  const key = randomUUID();
  const response = await t.inject({ method: 'GET', url: API.auth.captcha, query: { key } });
  if (response.statusCode !== 200) throw new Error(`captcha failed: ${response.body}`);
  return key;
}

export async function passwordLogin(
  t: TestApp,
  phone: string,
  password: string,
  captchaCode = TEST_CAPTCHA,
): Promise<LightMyRequestResponse> {
  const captchaKey = await fetchCaptcha(t);
  return t.inject({
    method: 'POST',
    url: API.auth.login,
    payload: { phone, password, captchaKey, captchaCode },
  });
}

export async function loginByPassword(
  t: TestApp,
  phone: string,
  password = DEMO_PASSWORD,
): Promise<LoginResult> {
  const response = await passwordLogin(t, phone, password);
  const body = envelopeOf<LoginResult>(response);
  if (body.code !== 200) throw new Error(`password login failed: ${response.body}`);
  return body.data;
}

export type ApiAnswer<T> = Envelope<T> & { status: number };

/** A request with the token's Authorization (none: anonymous): the envelope and the HTTP status. */
export async function callApi<T = unknown>(
  t: TestApp,
  token: string | null,
  method: HTTPMethods,
  url: string,
  payload?: object,
): Promise<ApiAnswer<T>> {
  const response = await t.inject({
    method,
    url,
    ...(token ? { headers: authHeaders(token) } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...envelopeOf<T>(response) };
}

/** The data of a call that must succeed (code 200). */
export async function callData<T = unknown>(
  t: TestApp,
  token: string | null,
  method: HTTPMethods,
  url: string,
  payload?: object,
): Promise<T> {
  const answer = await callApi<T>(t, token, method, url, payload);
  if (answer.code !== 200) throw new Error(`${url}: ${answer.code} ${answer.message}`);
  return answer.data;
}

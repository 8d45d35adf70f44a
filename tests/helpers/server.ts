/**
 * Server test helper: a fresh app per call with a temporary DATA_DIR, on in-memory PGlite (one per worker,
 * emptied and seeded again for every app), or on PostgreSQL when TEST_DATABASE_URL is set (each vitest
 * worker gets its own database, whose schema is dropped and recreated before every app).
 * Apps must not overlap within a test file: each one resets the worker's database.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import type { SmsPurpose } from '../../src/contract/code-tables.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { SMS_OUTBOX_FILE } from '../../server/adapters/sms/console.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/database.ts';
import * as schema from '../../server/db/schema.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const DRIVER: 'pglite' | 'postgres' = TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Every captcha of a test app draws this text (answers are case-insensitive). */
export const TEST_CAPTCHA = 'K7pX';
export const DEMO_PASSWORD = 'Test1234';
export const DEMO = {
  student: '13800000001',
  member: '13800000002',
  locked: '13800000003',
  noName: '13800000004',
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

let sharedPglite: Promise<OpenDatabase> | undefined;

/**
 * One in-memory PGlite per worker (creating one costs ~2 s), emptied before every test app, which then
 * seeds it again: every app starts from the same fresh state.
 */
async function freshPglite(): Promise<OpenDatabase> {
  sharedPglite ??= openDatabase({ kind: 'pglite-memory' });
  const database = await sharedPglite;
  await database.migrate();
  await truncateAll(database);
  return database;
}

const TABLE_NAMES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

async function truncateAll(database: OpenDatabase): Promise<void> {
  await database.db.execute(sql.raw(`truncate table ${TABLE_NAMES.join(', ')} restart identity cascade`));
}

let workerDatabaseUrl: Promise<string> | undefined;

/** TEST_DATABASE_URL's database plus `_w{pool id}`: workers never share a schema. */
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
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

// ---- the app

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { clock = createTestClock(), keepDatabase = false, ...rest } = options;
  const dataDir = rest.dataDir ?? mkdtempSync(path.join(tmpdir(), 'liuxue-test-'));
  const ownsDataDir = rest.dataDir === undefined;

  const database: Pick<BuildAppOptions, 'databaseUrl' | 'database'> = {};
  if (TEST_DATABASE_URL) {
    database.databaseUrl = await getWorkerDatabaseUrl(TEST_DATABASE_URL);
    if (!keepDatabase) await resetPostgres(database.databaseUrl);
  } else if (rest.inMemoryDb === undefined) {
    database.database = await freshPglite();
  }

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

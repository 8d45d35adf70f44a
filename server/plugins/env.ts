/**
 * Configuration: environment variables checked by a schema at boot (fail fast). A bad value throws an
 * EnvError naming the variable and what is allowed; server/index.ts prints it and exits 1.
 */
import { mkdirSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

import fp from 'fastify-plugin';
import { z } from 'zod';

import { PAY_PROVIDERS } from '../adapters/payment/index.ts';
import { describeErrno, errnoCode } from '../lib/boot-error.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/\S+$/.test(value) && URL.canParse(value));
const redisUrl = z.string().refine((value) => /^rediss?:\/\/\S+$/.test(value) && URL.canParse(value));
const httpUrl = z.string().refine((value) => /^https?:\/\/\S+$/.test(value) && URL.canParse(value));

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, Fastify's `trustProxy`: which proxies' X-Forwarded-For to believe, so that request.ip (the
 * key of every per-address limit) is the client's: true (all), a hop count, or a list of addresses/CIDRs.
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: 'invalid TRUST_PROXY' });
  return z.NEVER;
});

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z
    .string()
    .regex(/^[\w.:-]+$/)
    .default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: redisUrl.optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('liuxue:'),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: trustProxy.default(false),
  SMS_PROVIDER: z.enum(['console']).default('console'),
  PAY_PROVIDER: z.enum(PAY_PROVIDERS).default('sandbox'),
  PAY_NOTIFY_KEY: z.string().min(16).max(200).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 ignores a bare hop count (it trusts nothing then), so a
 * count becomes proxy-addr's trust function: the socket peer and the next hops, `count` addresses in all.
 */
export function trustProxyOption(
  value: Env['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
export type EnvKey = keyof Env;
export type RawEnv = Record<string, string | undefined>;

const ALLOWED: Record<EnvKey, string> = {
  PORT: 'an integer from 0 to 65535 (0 picks a free port)',
  HOST: 'a host name or IP address, e.g. 127.0.0.1 or 0.0.0.0',
  DATA_DIR: 'a directory path',
  DATABASE_URL: 'a postgres:// or postgresql:// connection URL',
  REDIS_URL: 'a redis:// or rediss:// URL',
  REDIS_PREFIX: 'up to 64 letters, digits, _ : . or - (the start of every Redis key and channel)',
  PUBLIC_URL: 'an http:// or https:// URL',
  TRUST_PROXY:
    'true or false, a hop count (e.g. 1), or a comma-separated list of proxy addresses or CIDRs ' +
    '(e.g. 10.0.0.0/8,127.0.0.1; also loopback, linklocal, uniquelocal)',
  SMS_PROVIDER: 'console',
  PAY_PROVIDER: 'sandbox',
  PAY_NOTIFY_KEY: "a secret of 16 to 200 characters (the key of the sandbox gateway's notify signature)",
  SEED: 'demo or none',
  LOG_LEVEL: LOG_LEVELS.join(', '),
};

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/** Parses the variables we know; empty strings count as unset. Throws EnvError. */
export function loadEnv(raw: RawEnv): Env {
  const input: Partial<Record<EnvKey, string>> = {};
  for (const key of Object.keys(ALLOWED) as EnvKey[]) {
    const value = raw[key]?.trim();
    if (value) input[key] = value;
  }
  const result = envSchema.safeParse(input);
  if (result.success) {
    checkDataDirPath(result.data.DATA_DIR);
    return result.data;
  }
  const keys = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))] as EnvKey[];
  const lines = keys.map(
    (key) => `  ${key}=${JSON.stringify(input[key] ?? '')} is invalid: expected ${ALLOWED[key]}`,
  );
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

// ---- boot checks of DATA_DIR: one-line EnvErrors naming the variable and the cause

/** Kernel and device file systems: no place for data, and PGlite waits for ever on them. */
const SYSTEM_DIRS = ['/proc', '/sys', '/dev'] as const;

function systemDirOf(resolved: string): string | undefined {
  return SYSTEM_DIRS.find((dir) => resolved === dir || resolved.startsWith(`${dir}/`));
}

/** Refuses a DATA_DIR under /proc, /sys or /dev (as written; prepareDataDir also follows symbolic links). */
export function checkDataDirPath(dataDir: string, resolved = path.resolve(dataDir)): void {
  const systemDir = systemDirOf(resolved);
  if (systemDir) {
    throw new EnvError(
      `DATA_DIR=${JSON.stringify(dataDir)} is invalid: ${systemDir} holds kernel and device files, not data; choose a directory on disk`,
    );
  }
}

/** The path with its longest existing prefix resolved through symbolic links. */
function realPathOfExisting(resolved: string): string {
  const rest: string[] = [];
  let current = resolved;
  for (;;) {
    try {
      return path.join(realpathSync(current), ...rest);
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return resolved;
      rest.unshift(path.basename(current));
      current = parent;
    }
  }
}

/**
 * Creates DATA_DIR (or its subdirectory) when missing and proves it writable with a small probe file, before
 * anything opens it. EACCES, EROFS, ENOTDIR and any other system error become one EnvError line naming
 * DATA_DIR and the code.
 */
export function prepareDataDir(dataDir: string, subdir = ''): void {
  const resolved = path.resolve(dataDir, subdir);
  checkDataDirPath(dataDir, realPathOfExisting(resolved));
  try {
    mkdirSync(resolved, { recursive: true });
    const probe = path.join(resolved, `.write-probe-${process.pid}`);
    writeFileSync(probe, 'ok');
    unlinkSync(probe);
  } catch (error) {
    const code = errnoCode(error);
    if (!code) throw error;
    const where = subdir ? ` in ${subdir}/` : '';
    throw new EnvError(
      `DATA_DIR=${JSON.stringify(dataDir)} cannot be written (${describeErrno(code)}${where}): ` +
        'choose a directory this user can create and write',
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
  }
}

export const envPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    prepareDataDir(env.DATA_DIR);
    app.decorate('config', env);
  },
  { name: 'env' },
);

/**
 * Health checks for load balancers and orchestrators, outside /student/api: no auth, no rate limit
 * (with or without REDIS_URL they touch neither), Cache-Control no-store, and no log line per call at the
 * default level (a balancer polls every few seconds).
 *
 * - GET /healthz (liveness): 200 while the process serves HTTP at all; it checks nothing else.
 * - GET /readyz (readiness): 200 when one trivial query reaches the database within READY_TIMEOUT_MS
 *   and it holds every migration this build ships; else 503, also while the server shuts down.
 *   The body names what failed and never carries the database error (it goes to the log).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { createHealthRepository, newestShippedMigration } from './health.repository.ts';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;
export const READY_TIMEOUT_MS = 2_000;

const liveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const readySchema = z.object({
  status: z.enum(['ready', 'not ready', 'stopping']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable', 'timeout', 'not checked']),
    migrations: z.enum(['ok', 'pending', 'not checked']),
  }),
});
export type Readiness = z.infer<typeof readySchema>;

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createHealthRepository({ db: app.db });
  const shipped = newestShippedMigration();
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  const common = { logLevel: 'warn', schema: { hide: true }, config: { access: 'public' } } as const;

  app.get(
    HEALTH_PATHS.live,
    { ...common, schema: { ...common.schema, response: { 200: liveSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );

  const readiness = async (): Promise<Readiness> => {
    if (stopping) {
      return { status: 'stopping', checks: { database: 'not checked', migrations: 'not checked' } };
    }
    try {
      const applied = await within(repository.newestAppliedMigration(), READY_TIMEOUT_MS);
      const migrations = applied !== null && applied >= shipped ? 'ok' : 'pending';
      return { status: migrations === 'ok' ? 'ready' : 'not ready', checks: { database: 'ok', migrations } };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      const database = error instanceof Timeout ? 'timeout' : 'unreachable';
      return { status: 'not ready', checks: { database, migrations: 'not checked' } };
    }
  };

  app.get(
    HEALTH_PATHS.ready,
    { ...common, schema: { ...common.schema, response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const result = await readiness();
      return reply
        .code(result.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(result);
    },
  );
};

/**
 * The only file that listens. Reads the environment (a bad value prints the problem and exits 1),
 * builds the app, listens on HOST:PORT (PORT=0 picks a free port) and prints `listening on http://HOST:PORT`.
 * SIGTERM/SIGINT: close socket.io, then Fastify (which closes the database in onClose), then exit.
 */
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './plugins/env.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app: FastifyInstance = await buildApp({ env: process.env });
  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.info(`listening on http://${host}:${address.port}`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app
      .closeRealtime()
      .then(() => app.close())
      .then(
        () => {
          console.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

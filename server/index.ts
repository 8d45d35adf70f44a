/**
 * The only file that listens. Reads the environment, builds the app, listens on HOST:PORT (PORT=0 picks a
 * free port) and prints `listening on http://HOST:PORT`.
 * A boot failure the operator fixes (a bad value, a DATA_DIR that cannot be written or is locked by another
 * process, a PORT in use) prints its message alone, no stack, and exits 1; anything else prints its stack.
 * SIGTERM/SIGINT: close socket.io, then Fastify (which closes the database in onClose), then exit.
 */
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { buildApp } from './app.ts';
import { BootError, describeErrno, errnoCode } from './lib/boot-error.ts';
import { EnvError, loadEnv, type Env } from './plugins/env.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Prints an operator's boot failure (EnvError, BootError) as its message, anything else with its stack; exits 1. */
function fail(error: unknown): never {
  if (error instanceof EnvError || error instanceof BootError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}

/** The listen error as a BootError naming PORT or HOST, or the error itself when it is no system error. */
function listenFailure(error: unknown, { HOST, PORT }: Env): unknown {
  const code = errnoCode(error);
  if (!code) return error;
  const reason = describeErrno(code);
  switch (code) {
    case 'EADDRINUSE':
      return new BootError(
        `PORT=${PORT} is in use on ${HOST} (${reason}): stop that server or choose another PORT`,
      );
    case 'EACCES':
      return new BootError(`PORT=${PORT} cannot be opened on ${HOST} (${reason}): choose a PORT above 1023`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new BootError(
        `HOST=${HOST} cannot be listened on (${reason}): choose an address of this machine`,
      );
    default:
      return new BootError(`PORT=${PORT} on HOST=${HOST} cannot be listened on (${reason})`);
  }
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv(process.env);
  } catch (error) {
    fail(error);
  }

  // a failing buildApp closes what it opened (database, DATA_DIR's lock) before it throws
  const app: FastifyInstance = await buildApp({ env: process.env });
  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    const failure = listenFailure(error, env);
    // release the database and DATA_DIR's lock first (process.exit would release the lock anyway)
    setTimeout(() => fail(failure), SHUTDOWN_TIMEOUT_MS);
    await app.close().catch(() => undefined);
    fail(failure);
  }

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

  // printed once the signals are handled: a supervisor may stop the process as soon as it reads this line
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.info(`listening on http://${host}:${address.port}`);
}

main().catch(fail);

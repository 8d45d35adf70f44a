/**
 * `npm run bench` section "Chat over socket.io" (called from bench/run.ts): delivery latency of chat
 * messages through the real server with BENCH_CHAT_CLIENTS students (default 1,000) connected at once.
 *
 * Setup: the whole app in this process (buildApp on a temporary DATA_DIR, the embedded PGlite or
 * BENCH_DATABASE_URL, demo seed, logger off) on 127.0.0.1 with a free port. The students and
 * BENCH_CHAT_STAFF platform-service staff members (default 4) are written straight into the database
 * (tests/helpers/chat-fixtures.ts) with tokens issued as a login issues them.
 *
 * The load (our choice, the common case of the platform): every student talks to the platform service
 * account, one socket each; the staff members each have one socket, which joins the account's room, so
 * each staff socket receives every student's message (a shared inbox). BENCH_CHAT_MESSAGES messages (default
 * 10,000) go out at BENCH_CHAT_RATE per second (default 100, paced on a 10 ms tick, so that the bench
 * client does not saturate the machine by itself): 80 % from a random student (the first message of a student
 * opens the conversation), 20 % replies of a random staff member to a student who has written. Each is sent as
 * the app sends it, over HTTP (POST send), and delivered to every socket of the conversation's parties, the
 * sender's own included: a student's message or a reply to the student's socket and every staff socket.
 *
 * The clients run in a child process (bench/chat-socket-clients.ts): the same machine, not the server's event
 * loop; send and delivery times are both taken there. Measured: the latency from the send to each
 * recipient's `chat` event (p50, p99, max), the send's answer latency, lost deliveries (an expected recipient never
 * got it), duplicated deliveries (a socket got the same message twice), misdeliveries (a socket outside the
 * conversation got it), refused or unanswered sends, and the stored rows against the acked messages.
 * Goals: p99 <= 50 ms, 0 lost, 0 duplicated. Lost, duplicated, misdelivered or refused messages, or stored rows
 * other than the acked messages, fail the run; a p99 above its goal is printed as ABOVE (a machine-dependent
 * figure, not a correctness failure).
 *
 * Every socket is a file descriptor in each process: the section checks the soft limit (`ulimit -n`) first.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';

import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { buildApp } from '../server/app.ts';
import { chatMessagesTable } from '../server/modules/chat/chat.table.ts';
import {
  createStudents,
  issueTokens,
  platformAccountId,
  platformStaff,
} from '../tests/helpers/chat-fixtures.ts';
import { chatBenchResultSchema, type ChatBenchPlan, type ChatBenchResult } from './chat-socket-clients.ts';
import { intFromEnv } from './env.ts';

export const CHAT_P99_GOAL_MS = 50;

const CLIENTS = intFromEnv('BENCH_CHAT_CLIENTS', 1_000, 1, 10_000);
const STAFF = intFromEnv('BENCH_CHAT_STAFF', 4, 1, 50);
const MESSAGES = intFromEnv('BENCH_CHAT_MESSAGES', 10_000, 1, 1_000_000);
const RATE = intFromEnv('BENCH_CHAT_RATE', 100, 1, 100_000);
const REPLY_SHARE = 0.2;
const SETTLE_MS = 10_000;
const CLIENT_SCRIPT = fileURLToPath(new URL('./chat-socket-clients.ts', import.meta.url));

export interface ChatSocketReport {
  text: string;
  failed: string[];
}

/** The soft limit of open files of this process (Linux /proc), or undefined elsewhere. */
function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? undefined : Number.parseInt(soft, 10);
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

const childMessageSchema = z.union([
  z.object({ phase: z.enum(['send-start', 'send-end', 'acked']) }),
  z.object({ ok: z.literal(true), result: chatBenchResultSchema }),
  z.object({ ok: z.literal(false), error: z.unknown() }),
]);

/** The server's event loop (this process) while the clients send, until the last ack. */
export interface ServerLoad {
  /** Share of the time the event loop was busy (the embedded PGlite runs on it too). */
  utilization: number;
  /** Event-loop delay p99, ms: how long a ready event (a message, an ack) waited for the loop. */
  delayP99Ms: number;
  /** Busy time of the loop per message, ms. */
  busyPerMessageMs: number;
}

function runClients(plan: ChatBenchPlan): Promise<{ result: ChatBenchResult; server: ServerLoad }> {
  return new Promise((resolve, reject) => {
    const child = fork(CLIENT_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let start: EventLoopUtilization | undefined;
    let server: ServerLoad | undefined;
    let settled = false;
    child.on('message', (raw: unknown) => {
      const message = childMessageSchema.parse(raw);
      if ('phase' in message) {
        if (message.phase === 'send-start') {
          start = performance.eventLoopUtilization();
          delay.enable();
        } else if (message.phase === 'acked' && start) {
          delay.disable();
          const used = performance.eventLoopUtilization(start);
          server = {
            utilization: used.utilization,
            delayP99Ms: delay.percentile(99) / 1e6,
            busyPerMessageMs: used.active / plan.messages,
          };
        }
        return;
      }
      settled = true;
      child.kill();
      if (message.ok) {
        resolve({
          result: message.result,
          server: server ?? { utilization: Number.NaN, delayP99Ms: Number.NaN, busyPerMessageMs: Number.NaN },
        });
      } else reject(new Error(`chat bench clients failed: ${String(message.error)}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`chat bench clients exited with ${String(code)} before answering`));
    });
    child.send(plan);
  });
}

function ms(value: number): string {
  return value.toFixed(1);
}

export async function chatSocketReport({
  databaseUrl,
}: {
  databaseUrl: string | undefined;
}): Promise<ChatSocketReport> {
  const needed = CLIENTS + STAFF + 200;
  const limit = openFilesLimit();
  if (limit !== undefined && limit < needed) {
    return {
      text: `(chat skipped: ${CLIENTS + STAFF} sockets need about ${needed} open files, ulimit -n is ${limit})`,
      failed: [
        `chat bench: the open files limit ${limit} is below ${needed}: raise it (ulimit -n ${needed * 2}) or lower BENCH_CHAT_CLIENTS`,
      ],
    };
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liuxue-bench-chat-'));
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      env: {},
      dataDir,
      databaseUrl,
      seed: 'demo',
      logger: false,
      serveStatic: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const setupStart = Date.now();
    const accountId = await platformAccountId(app.db);
    const staffIds = await platformStaff(app.db, accountId, STAFF);
    // a bench database on PostgreSQL may hold an earlier run's students: a prefix per run
    const prefix = `17${String(Date.now() % 10_000).padStart(4, '0')}`;
    const studentIds = await createStudents(app.db, CLIENTS, prefix);
    const [before] = await app.db.select({ rows: count() }).from(chatMessagesTable);
    const now = app.clock();
    const students = await issueTokens(app.db, studentIds, now);
    const staff = await issueTokens(app.db, staffIds, now);
    process.stdout.write(
      `  ${CLIENTS} students and ${STAFF} staff in the database, tokens issued (${((Date.now() - setupStart) / 1000).toFixed(1)} s)\n`,
    );

    const { result, server } = await runClients({
      url,
      accountId,
      students,
      staff,
      messages: MESSAGES,
      rate: RATE,
      replyShare: REPLY_SHARE,
      settleMs: SETTLE_MS,
    });
    const [after] = await app.db.select({ rows: count() }).from(chatMessagesTable);
    const storedRows = (after?.rows ?? 0) - (before?.rows ?? 0);

    const delivery = result.deliveryMs.sort((a, b) => a - b);
    const ack = result.ackMs.sort((a, b) => a - b);
    const p50 = percentile(delivery, 0.5);
    const p99 = percentile(delivery, 0.99);
    const lostMessages = result.sent - result.acked;
    const met = p99 <= CHAT_P99_GOAL_MS;
    const lines = [
      `sockets: ${CLIENTS} students + ${STAFF} staff (one socket each), connected in ${(result.connectMs / 1000).toFixed(1)} s`,
      `messages: ${result.sent} sent in ${(result.sendMs / 1000).toFixed(1)} s (${RATE}/s target, ` +
        `${Math.round(REPLY_SHARE * 100)} % staff replies), ${result.acked} acked, ${storedRows} rows stored`,
      `deliveries: ${delivery.length} of ${result.expectedDeliveries} expected`,
      `delivery latency (send to the recipient's chat event): p50 ${ms(p50)} ms, p99 ${ms(p99)} ms ` +
        `(goal <= ${CHAT_P99_GOAL_MS} ms) ${met ? 'met' : 'ABOVE'}, max ${ms(delivery.at(-1) ?? Number.NaN)} ms`,
      `ack latency (send to its HTTP answer): p50 ${ms(percentile(ack, 0.5))} ms, p99 ${ms(percentile(ack, 0.99))} ms`,
      `lost: ${result.lostDeliveries} deliveries, ${lostMessages} messages (goal 0); ` +
        `duplicated: ${result.duplicatedDeliveries} (goal 0); misdelivered: ${result.misdeliveries}`,
      `server event loop while sending: ${Math.round(server.utilization * 100)} % busy ` +
        `(${ms(server.busyPerMessageMs)} ms per message, PGlite's queries included when embedded), ` +
        `delay p99 ${ms(server.delayP99Ms)} ms; client process event-loop delay p99 ${ms(result.clientLoopDelayP99Ms)} ms`,
      `server and clients share this ${os.cpus().length}-core machine (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end): figures are noisy when other work runs`,
    ];
    const failed: string[] = [];
    if (result.lostDeliveries > 0 || lostMessages > 0) {
      failed.push(`chat: ${result.lostDeliveries} deliveries and ${lostMessages} messages lost`);
    }
    if (result.duplicatedDeliveries > 0)
      failed.push(`chat: ${result.duplicatedDeliveries} duplicated deliveries`);
    if (result.misdeliveries > 0) failed.push(`chat: ${result.misdeliveries} misdeliveries`);
    if (result.ackFailures.length > 0) failed.push(`chat: sends refused: ${result.ackFailures.join('; ')}`);
    if (storedRows !== result.acked) {
      failed.push(`chat: ${storedRows} rows stored for ${result.acked} acked messages`);
    }
    return { text: lines.join('\n'), failed };
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

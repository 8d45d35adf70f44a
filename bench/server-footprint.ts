/**
 * The server's footprint as `npm start` runs it: cold start and resident memory of the real process.
 *
 * `npm start` runs `npm run build` (the client with vite, the server bundle dist-server/index.cjs), then
 * package.json's `serve` script. This bench builds the server bundle from the current sources first, with the
 * PGlite template of a first start when its key changed (server/seed/template.ts; not timed; the client is not
 * built: dist/ is served when it exists, the API answers without it), then runs that `serve` script the way
 * npm does (`sh -c`, with node_modules/.bin on PATH) in its own process group, on a temporary DATA_DIR,
 * 127.0.0.1 and a free PORT, SEED=demo, without the shell's DATABASE_URL or REDIS_URL (the embedded PGlite is
 * what is measured).
 *
 * 1. Cold start on an empty DATA_DIR (the template copied, the dated and demo seed): from the spawn to the
 *    first HTTP 200 of the university list (GET pageQueryUniversity, no filters: a real read of the database
 *    and the catalog index), polled every 10 ms. Then the resident memory.
 * 2. SIGTERM, wait for the exit; cold start again on the same (now existing) DATA_DIR, and its memory.
 * 3. 10,000 GET university-list requests (autocannon, 10 connections), then the memory again.
 *
 * Memory is VmRSS from /proc/<pid>/status summed over the whole process tree of the spawn (sh, a loader's
 * parent, the server itself), so a wrapper cannot hide the process holding the memory; the processes are
 * named in the row. Each cold start also gives the CPU time the server's processes used until that first 200
 * (utime + stime from /proc), a figure a busy machine inflates less than the wall time. Linux only (/proc).
 *
 * Goals: cold start <= 3 s from an empty DATA_DIR and <= 1 s from an existing one; RSS <= 250 MB
 * after a start, and after the 10k requests. Each RSS is read once the server has settled (its processes idle
 * for half a second, at least one second after the answer, at most ten).
 *
 * Runnable alone: `npx tsx bench/server-footprint.ts` prints the rows (exit 1 when the run failed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { buildServer } from '../scripts/build-server.ts';
import { API } from '../src/contract/api.ts';
import type { FootprintRow } from './summary.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const FOOTPRINT_GOALS = {
  coldStartEmptyMs: 3_000,
  coldStartExistingMs: 1_000,
  rssMb: 250,
} as const;

const LIST_REQUESTS = 10_000;
const LIST_CONNECTIONS = 10;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const POLL_MS = 10;

/** package.json's `serve` script: the command `npm start` runs after the build. */
function serveCommand(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const serve = pkg.scripts?.serve;
  const start = pkg.scripts?.start ?? '';
  if (!serve) throw new Error('package.json has no "serve" script');
  if (!start.includes('npm run serve') && !start.endsWith(serve)) {
    throw new Error(
      `package.json's "start" (${start}) does not run "serve" (${serve}): the bench would measure another command`,
    );
  }
  return serve;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface ProcInfo {
  pid: number;
  ppid: number;
  name: string;
}

function readProc(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, the last ')' ends it
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    return { pid, ppid, name };
  } catch {
    return undefined;
  }
}

/** The process and its descendants (from /proc). */
function processTree(root: number): ProcInfo[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProc(Number(entry)))
    .filter((info): info is ProcInfo => info !== undefined);
  const tree: ProcInfo[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const info = all.find((candidate) => candidate.pid === pid);
    if (!info) continue;
    tree.push(info);
    for (const child of all) if (child.ppid === pid) queue.push(child.pid);
  }
  return tree;
}

/** User + system CPU seconds of the process tree so far (clock ticks of 1/100 s, Linux's USER_HZ). */
function treeCpuSeconds(root: number): number {
  let ticks = 0;
  for (const info of processTree(root)) {
    try {
      const stat = readFileSync(`/proc/${info.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields from state (3rd of stat): utime is the 14th of stat, stime the 15th
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks / 100;
}

function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match?.[1] ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

interface Rss {
  totalMb: number;
  detail: string;
}

function treeRss(root: number): Rss {
  const tree = processTree(root).map((info) => ({ ...info, kb: rssKb(info.pid) }));
  const totalKb = tree.reduce((sum, info) => sum + info.kb, 0);
  const detail = tree
    .filter((info) => info.kb > 0)
    .map((info) => `${info.name} ${(info.kb / 1024).toFixed(0)}`)
    .join(' + ');
  return { totalMb: totalKb / 1024, detail };
}

interface Server {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(command: string, dataDir: string, port: number): Server {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_OPTIONS;
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: 'demo',
    PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  });
  const child = spawn('sh', ['-c', command], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, origin: `http://127.0.0.1:${port}`, output: () => log, exited };
}

/** Milliseconds from `since` to the first 200 of the university list. */
async function firstOk(server: Server, since: number): Promise<number> {
  const url = `${server.origin}${API.university.page}`;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`the server exited (${exitCode}) before answering:\n${server.output()}`);
    }
    if (performance.now() - since > START_TIMEOUT_MS) {
      throw new Error(`no 200 from ${url} within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function stopServer(server: Server): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined || server.child.exitCode !== null) return;
  // the whole group: sh and whatever it started
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS));
  if ((await Promise.race([server.exited, timer])) === 'timeout') {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    await server.exited;
  }
  // the group's last members (the server under a wrapper) may outlive sh by a moment: DATA_DIR's lock
  for (let i = 0; i < 200; i += 1) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function listRequests(origin: string): Promise<{ errors: number; non2xx: number; rps: number }> {
  const result = await autocannon({
    url: `${origin}${API.university.page}`,
    connections: LIST_CONNECTIONS,
    amount: LIST_REQUESTS,
  });
  return { errors: result.errors + result.timeouts, non2xx: result.non2xx, rps: result.requests.average };
}

/** The wall time, and the server's CPU time meanwhile (what a busy machine does not inflate as much). */
function msRow(figure: string, ms: number, goal: number, cpuSeconds: number): FootprintRow {
  return {
    figure,
    value: `${(ms / 1000).toFixed(2)} s (server CPU ${cpuSeconds.toFixed(2)} s)`,
    goal: `<= ${(goal / 1000).toFixed(1)} s`,
    met: ms <= goal,
  };
}

function rssRow(figure: string, rss: Rss): FootprintRow {
  return {
    figure,
    value: `${rss.totalMb.toFixed(0)} MB (${rss.detail})`,
    goal: `<= ${FOOTPRINT_GOALS.rssMb} MB`,
    met: rss.totalMb <= FOOTPRINT_GOALS.rssMb,
  };
}

const SETTLE_MIN_MS = 1_000;
const SETTLE_MAX_MS = 10_000;
const SETTLE_WINDOW_MS = 500;
/** CPU seconds the tree may use in a window and still count as idle (2% of a core). */
const SETTLE_IDLE_CPU_S = 0.01;

/**
 * Waits until the server has settled after the first answer (the list's index, the pinyin worker that follows
 * it, the seed's lazy work: at least SETTLE_MIN_MS, then until the tree used next to no CPU for
 * SETTLE_WINDOW_MS, at most SETTLE_MAX_MS), then reads RSS. On a busy machine a fixed second caught the pinyin
 * worker still running on some runs and not on others.
 */
async function settledRss(pid: number): Promise<Rss> {
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MIN_MS));
  let cpu = treeCpuSeconds(pid);
  while (performance.now() - started < SETTLE_MAX_MS) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
    const now = treeCpuSeconds(pid);
    if (now - cpu <= SETTLE_IDLE_CPU_S) break;
    cpu = now;
  }
  return treeRss(pid);
}

export async function serverFootprintReport(): Promise<{ rows: FootprintRow[]; failed: string[] }> {
  const rows: FootprintRow[] = [];
  const failed: string[] = [];
  const command = serveCommand();
  await buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liuxue-footprint-'));
  let server: Server | undefined;
  try {
    // 1. empty DATA_DIR
    let port = await freePort();
    let since = performance.now();
    server = startServer(command, dataDir, port);
    rows.push(
      msRow(
        'cold start, empty DATA_DIR (to the first list 200)',
        await firstOk(server, since),
        FOOTPRINT_GOALS.coldStartEmptyMs,
        treeCpuSeconds(server.child.pid ?? 0),
      ),
    );
    rows.push(rssRow('RSS after a start on an empty DATA_DIR', await settledRss(server.child.pid ?? 0)));
    await stopServer(server);

    // 2. the same DATA_DIR again
    port = await freePort();
    since = performance.now();
    server = startServer(command, dataDir, port);
    rows.push(
      msRow(
        'cold start, existing DATA_DIR (to the first list 200)',
        await firstOk(server, since),
        FOOTPRINT_GOALS.coldStartExistingMs,
        treeCpuSeconds(server.child.pid ?? 0),
      ),
    );
    rows.push(rssRow('RSS after a start on an existing DATA_DIR', await settledRss(server.child.pid ?? 0)));

    // 3. 10k list requests
    const load = await listRequests(server.origin);
    if (load.errors > 0 || load.non2xx > 0) {
      failed.push(
        `university list: ${load.errors} errors and ${load.non2xx} non-2xx answers of ${LIST_REQUESTS}`,
      );
    }
    rows.push(
      rssRow(
        `RSS after ${LIST_REQUESTS.toLocaleString('en')} list requests (${Math.round(load.rps)} req/s)`,
        await settledRss(server.child.pid ?? 0),
      ),
    );
  } catch (error) {
    failed.push(`server footprint: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, failed };
}

async function main(): Promise<void> {
  console.info(`server footprint: package.json "serve" = ${serveCommand()}`);
  const { rows, failed } = await serverFootprintReport();
  const width = Math.max(...rows.map((row) => row.figure.length), 6);
  for (const row of rows) {
    console.info(
      `${row.figure.padEnd(width)}  ${row.value}  (goal ${row.goal}: ${row.met ? 'met' : 'ABOVE'})`,
    );
  }
  for (const failure of failed) console.error(failure);
  if (failed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

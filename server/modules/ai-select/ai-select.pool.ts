/**
 * The AI engine off the event loop: a pool of worker threads (ai-select.worker.ts) that run
 * chooseUniversitiesJson and encode the answer, so that analyses use the machine's other cores and the main
 * thread keeps serving lists, chat and websockets while they run. Size 0 computes in the main thread (a
 * one-core machine, or AI_WORKERS=0).
 *
 * - Every worker gets the catalog snapshot once (a structured clone, ~5,200 schools) before its first
 *   request, and again when the snapshot object changes (after invalidate()): messages keep their order, so
 *   a request is always computed on the catalog it was sent with.
 * - While the main thread has time to spare, it computes an analysis at once: handing it to a worker would
 *   only add the threads' wake-up to its latency. Once its event loop is saturated (busy more than
 *   SATURATED of a LOAD_WINDOW_MS window), analyses go to the worker with the fewest in flight, and the main
 *   thread goes on parsing, validating and sending; it takes them back after a window in which the workers
 *   never held more than one at a time.
 * - A worker that dies fails its requests in flight (HTTP 500, the client keeps the form) and is replaced on
 *   the next request. A worker that cannot even start (its modules fail to load) switches the pool to the
 *   main thread for good, its requests included, with one error in the log: analyses go on, only slower.
 * - Workers start on the first request, or at warm() (the server calls it when it listens).
 * - The answers are byte for byte those of the main thread (tests compare the two).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

import type { FastifyBaseLogger } from 'fastify';

import type { AiRequest } from '../../../src/contract/ai.ts';
import { okJsonText } from '../../lib/envelope.ts';
import type { AiCatalog } from './ai-select.catalog.ts';
import { chooseUniversitiesJson } from './ai-select.engine.ts';

/** Main thread -> worker. */
export type ToWorker =
  { type: 'catalog'; catalog: AiCatalog } | { type: 'choose'; id: number; request: AiRequest };

/** Worker -> main thread. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'answer'; id: number; bytes: Uint8Array }
  | { type: 'failed'; id: number; error: string };

/** The default pool size: one core for the event loop, the others (at most 4) for the engine. */
export function defaultAiWorkers(): number {
  return Math.min(4, Math.max(0, os.availableParallelism() - 1));
}

export interface AiEnginePool {
  readonly size: number;
  /** The endpoint's whole answer (success envelope) as UTF-8 JSON. */
  choose(catalog: AiCatalog, request: AiRequest): Promise<Buffer>;
  /** Starts the workers and sends them the catalog, so that the first analysis does not wait for them. */
  warm(catalog: AiCatalog): Promise<void>;
  /** How many analyses each side has answered (logs and tests). */
  counts(): { mainThread: number; workers: number };
  close(): Promise<void>;
}

interface Pending {
  catalog: AiCatalog;
  request: AiRequest;
  resolve: (answer: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Resolved when the worker has loaded its modules. */
  ready: Promise<void>;
  /** The catalog object this worker was last sent. */
  catalog: AiCatalog | undefined;
  pending: Map<number, Pending>;
}

const WORKER_URL = new URL('./ai-select.worker.ts', import.meta.url).href;

/**
 * The worker's first lines: the server runs TypeScript through tsx, whose module hooks do not reach worker
 * threads on Node 20, so the worker registers them before importing ai-select.worker.ts.
 */
function bootstrapSource(workerUrl: string): string {
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href;
  return (
    `import(${JSON.stringify(tsxApi)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); })` +
    `.catch((error) => { process.nextTick(() => { throw error; }); });`
  );
}

/** Share of a window the event loop spent running above which analyses go to the workers. */
const SATURATED = 0.9;
/** How often (at most) the pool looks at the event loop's load, on an analysis's arrival. */
const LOAD_WINDOW_MS = 50;

export class AiWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiWorkerError';
  }
}

export interface AiEnginePoolOptions {
  /** adaptive (default): as the header says; always: every analysis goes to a worker (tests). */
  offload?: 'adaptive' | 'always';
  /** The worker module (default ai-select.worker.ts; tests point it elsewhere). */
  workerUrl?: string;
}

export function createAiEnginePool(
  size: number,
  log: FastifyBaseLogger,
  options: AiEnginePoolOptions = {},
): AiEnginePool {
  const always = options.offload === 'always';
  const workerUrl = options.workerUrl ?? WORKER_URL;
  const slots: (Slot | undefined)[] = Array.from({ length: size }, () => undefined);
  let nextId = 1;
  let closed = false;
  /** Set when a worker could not start: every analysis runs in the main thread from then on. */
  let mainThreadOnly = false;
  let source: string | undefined;
  /** Whether analyses go to the workers (see the header); decided once per load window. */
  let offloading = false;
  let windowStart = performance.now();
  let windowLoop: EventLoopUtilization = performance.eventLoopUtilization();
  /** The most analyses in flight in the workers at once during the current window. */
  let windowPeak = 0;
  const answered = { mainThread: 0, workers: 0 };

  function inMainThread(catalog: AiCatalog, request: AiRequest): Buffer {
    const answer = Buffer.from(okJsonText(chooseUniversitiesJson(catalog, request)), 'utf8');
    answered.mainThread += 1;
    return answer;
  }

  function decideMode(): void {
    const now = performance.now();
    if (now - windowStart < LOAD_WINDOW_MS) return;
    const loop = performance.eventLoopUtilization();
    offloading = offloading
      ? windowPeak > 1
      : performance.eventLoopUtilization(loop, windowLoop).utilization > SATURATED;
    windowStart = now;
    windowLoop = loop;
    windowPeak = 0;
  }

  function failAll(slot: Slot, error: Error): void {
    for (const pending of slot.pending.values()) pending.reject(error);
    slot.pending.clear();
  }

  /** The requests of a worker that never started, answered in the main thread. */
  function answerInMainThread(slot: Slot): void {
    for (const { catalog, request, resolve, reject } of slot.pending.values()) {
      try {
        resolve(inMainThread(catalog, request));
      } catch (error) {
        reject(error instanceof Error ? error : new AiWorkerError(String(error)));
      }
    }
    slot.pending.clear();
  }

  function start(index: number): Slot {
    source ??= bootstrapSource(workerUrl);
    const worker = new Worker(source, { eval: true, name: `ai-engine-${index}` });
    let started = false;
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const slot: Slot = { worker, ready, catalog: undefined, pending: new Map() };
    const retire = (error: Error) => {
      if (slots[index] === slot) slots[index] = undefined;
      markReady();
      if (started || closed) {
        failAll(slot, error);
        return;
      }
      if (!mainThreadOnly) {
        mainThreadOnly = true;
        log.error({ err: error }, 'AI engine workers cannot start: analyses run in the main thread');
      }
      answerInMainThread(slot);
    };
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        started = true;
        markReady();
        return;
      }
      const pending = slot.pending.get(message.id);
      if (!pending) return;
      slot.pending.delete(message.id);
      if (message.type === 'answer') {
        const { bytes } = message;
        answered.workers += 1;
        pending.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } else {
        pending.reject(new AiWorkerError(`AI engine failed: ${message.error}`));
      }
    });
    worker.on('error', (error) => {
      log.error({ err: error, worker: index }, 'AI engine worker crashed');
      retire(new AiWorkerError(`AI engine worker crashed: ${error.message}`));
    });
    worker.on('exit', (code) => {
      if (!closed) log.warn({ worker: index, code }, 'AI engine worker exited; a new one starts on demand');
      retire(new AiWorkerError(`AI engine worker exited with code ${code}`));
    });
    slots[index] = slot;
    return slot;
  }

  function inFlight(): number {
    let count = 0;
    for (const slot of slots) count += slot?.pending.size ?? 0;
    return count;
  }

  /** The worker with the fewest requests in flight (started when its slot is empty). */
  function pick(): Slot {
    let best: Slot | undefined;
    for (let index = 0; index < slots.length; index += 1) {
      const slot = slots[index] ?? start(index);
      if (!best || slot.pending.size < best.pending.size) best = slot;
    }
    if (!best) throw new AiWorkerError('the AI engine pool has no workers');
    return best;
  }

  function sendCatalog(slot: Slot, catalog: AiCatalog): void {
    if (slot.catalog === catalog) return;
    const message: ToWorker = { type: 'catalog', catalog };
    slot.worker.postMessage(message);
    slot.catalog = catalog;
  }

  return {
    size,
    async choose(catalog, request) {
      if (size === 0 || mainThreadOnly) return inMainThread(catalog, request);
      if (closed) throw new AiWorkerError('the AI engine pool is closed');
      decideMode();
      if (!offloading && !always) return inMainThread(catalog, request);
      const slot = pick();
      sendCatalog(slot, catalog);
      const id = nextId;
      nextId += 1;
      const answer = new Promise<Buffer>((resolve, reject) => {
        slot.pending.set(id, { catalog, request, resolve, reject });
      });
      const message: ToWorker = { type: 'choose', id, request };
      slot.worker.postMessage(message);
      windowPeak = Math.max(windowPeak, inFlight());
      return answer;
    },
    async warm(catalog) {
      if (size === 0 || closed || mainThreadOnly) return;
      const started = slots.map((slot, index) => slot ?? start(index));
      for (const slot of started) sendCatalog(slot, catalog);
      await Promise.all(started.map((slot) => slot.ready));
    },
    counts() {
      return { ...answered };
    },
    async close() {
      closed = true;
      const running = slots.filter((slot): slot is Slot => slot !== undefined);
      slots.fill(undefined);
      for (const slot of running) failAll(slot, new AiWorkerError('the AI engine pool is closed'));
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}

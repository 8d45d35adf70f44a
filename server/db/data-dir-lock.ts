/**
 * One process per embedded database: PGlite in DATA_DIR/pg has no lock of its own, and two processes on
 * the same directory both serve while one's acknowledged writes vanish at the next restart. At boot the
 * process creates DATA_DIR/server.lock exclusively (`open(..., 'wx')`) holding its pid, host name and
 * start time, keeps the file's mtime fresh (a heartbeat), and removes it when the app closes or the
 * process exits.
 *
 * An existing lock is stale, and taken over, when:
 * - on this host: its pid is not alive (`process.kill(pid, 0)` throws ESRCH), or it is our own pid but
 *   this process does not hold it (a previous life of the same pid, as pid 1 in a restarted container);
 * - written by another host (another container on a shared volume): its heartbeat is older than
 *   LOCK_STALE_MS, since a pid there cannot be checked from here.
 * Otherwise the boot stops with DataDirLockedError, one line naming DATA_DIR and the holder's pid.
 */
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

import { BootError, errnoCode } from '../lib/boot-error.ts';

export const DATA_DIR_LOCK_FILE = 'server.lock';
/** How often the holder refreshes the lock's mtime. */
export const LOCK_HEARTBEAT_MS = 10_000;
/** A lock of another host whose mtime is older than this is stale. */
export const LOCK_STALE_MS = 60_000;
/** A lock file without readable content younger than this is being written by its creator. */
const LOCK_WRITE_GRACE_MS = 10_000;

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirLockedError extends BootError {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** The lock file's absolute path. */
  file: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release: () => void;
}

/** Lock files held by this process (a second app of the same process on the same DATA_DIR is refused). */
const heldFiles = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user
    return errnoCode(error) !== 'ESRCH';
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, hostname: host, startedAt } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
    return {
      pid,
      hostname: typeof host === 'string' ? host : '',
      startedAt: typeof startedAt === 'string' ? startedAt : 'unknown',
    };
  } catch {
    return undefined;
  }
}

type Existing =
  { kind: 'gone' } | { kind: 'held'; owner: LockOwner | undefined } | { kind: 'stale'; text: string };

function inspect(file: string, now: number): Existing {
  let text: string;
  let ageMs: number;
  try {
    text = readFileSync(file, 'utf8');
    ageMs = now - statSync(file).mtimeMs;
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return { kind: 'gone' };
    throw error;
  }
  const owner = parseOwner(text);
  if (!owner)
    return ageMs < LOCK_WRITE_GRACE_MS ? { kind: 'held', owner: undefined } : { kind: 'stale', text };
  if (owner.hostname !== '' && owner.hostname !== hostname()) {
    return ageMs < LOCK_STALE_MS ? { kind: 'held', owner } : { kind: 'stale', text };
  }
  if (owner.pid === process.pid)
    return heldFiles.has(file) ? { kind: 'held', owner } : { kind: 'stale', text };
  return isAlive(owner.pid) ? { kind: 'held', owner } : { kind: 'stale', text };
}

/** Removes a stale lock unless another process replaced it since it was read. */
function removeStale(file: string, text: string): void {
  try {
    if (readFileSync(file, 'utf8') === text) unlinkSync(file);
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') throw error;
  }
}

function lockedMessage(dataDir: string, file: string, owner: LockOwner | undefined): string {
  const name = `DATA_DIR=${JSON.stringify(dataDir)}`;
  if (!owner) return `${name} is being locked by another process (${file}): stop it first`;
  const host = owner.hostname && owner.hostname !== hostname() ? ` on host ${owner.hostname}` : '';
  return (
    `${name} is in use by process ${owner.pid}${host} (started ${owner.startedAt}): ` +
    `stop it first, or delete ${file} if that process is gone`
  );
}

/** Takes the lock of DATA_DIR (created when missing) or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, DATA_DIR_LOCK_FILE);
  mkdirSync(dir, { recursive: true });
  const content = JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  } satisfies LockOwner);

  for (let attempt = 0; attempt < 5; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
      const existing = inspect(file, Date.now());
      if (existing.kind === 'held') throw new DataDirLockedError(lockedMessage(dir, file, existing.owner));
      if (existing.kind === 'stale') removeStale(file, existing.text);
      continue;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    return hold(file, content);
  }
  throw new DataDirLockedError(`DATA_DIR=${JSON.stringify(dir)} could not be locked: ${file} keeps changing`);
}

function hold(file: string, content: string): DataDirLock {
  heldFiles.add(file);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // the directory went away: nothing to keep fresh
    }
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    heldFiles.delete(file);
    try {
      if (readFileSync(file, 'utf8') === content) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // process.exit() skips the app's close: the lock still goes
  process.on('exit', release);
  return { file, release };
}

/**
 * The `local` storage adapter: one file per key under `${DATA_DIR}/files`. A write goes to a temporary file
 * in the same directory, is flushed, then renamed over the key: readers see the old bytes or the new ones,
 * never a partial file, and a crash leaves at most a `.tmp-*` file behind.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

import { errnoCode } from '../../lib/boot-error.ts';
import { assertStorageKey, type FileStorage } from './storage.ts';

export const LOCAL_FILES_DIR = 'files';

export function createLocalDiskStorage({ dataDir }: { dataDir: string }): FileStorage {
  const root = path.resolve(dataDir, LOCAL_FILES_DIR);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    name: 'local',
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.tmp-${randomUUID()}`;
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      await handle.close();
      try {
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async get(key, range) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (errnoCode(error) === 'ENOENT') return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        // the stream owns the handle from here and closes it when it ends or is destroyed
        return {
          body: handle.createReadStream(range ? { start: range.start, end: range.end } : {}),
          size: info.size,
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (errnoCode(error) !== 'ENOENT') throw error;
      }
    },
  };
}

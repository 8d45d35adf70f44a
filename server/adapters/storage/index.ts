/**
 * The one place the file storage is chosen: the local disk under DATA_DIR/files today. An object-store
 * adapter (S3, MinIO) implementing FileStorage replaces it here, and nothing else changes.
 */
import { createLocalDiskStorage } from './local-disk.ts';
import type { FileStorage } from './storage.ts';

export type { ByteRange, FileStorage, StoredObject } from './storage.ts';

export function createFileStorage({ dataDir }: { dataDir: string }): FileStorage {
  return createLocalDiskStorage({ dataDir });
}

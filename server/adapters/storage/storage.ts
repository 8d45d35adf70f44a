/**
 * The file storage adapter interface: bytes under generated keys. The local-disk adapter keeps them under
 * DATA_DIR/files; an object store (S3, MinIO) implements the same three calls. Keys are made by the server
 * (`isStorageKey`), never taken from a request.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  /** Bytes in body. */
  size: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface FileStorage {
  readonly name: string;
  /** Stores the bytes under the key, whole or not at all (a reader never sees half a file). */
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /**
   * The stored bytes, or null when the key holds nothing. With a range (inclusive byte offsets, within the
   * object) the body holds only those bytes; `size` is still the whole object's.
   */
  get: (key: string, range?: ByteRange) => Promise<StoredObject | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete: (key: string) => Promise<void>;
}

/** Segments of lower-case letters, digits, `-` and `_` joined by `/`: no `..`, no absolute path. */
const KEY = /^[a-z0-9][a-z0-9_-]{0,99}(\/[a-z0-9][a-z0-9_-]{0,99}){0,4}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

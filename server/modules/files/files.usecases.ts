import { randomUUID } from 'node:crypto';

import { CHAT_LIMITS, type UploadedFile } from '../../../src/contract/chat.ts';
import type { UploadFileKind } from '../../../src/contract/code-tables.ts';
import type { FileStorage, StoredObject } from '../../adapters/storage/index.ts';
import { createFileEmptyError, createFileTooLargeError, createNoFileError } from './files.errors.ts';
import { reencodeImage } from './files.images.ts';
import { sanitizeFileName, toUploadedFile } from './files.mappers.ts';
import type { FilesRepository, NewFileRow } from './files.repository.ts';
import type { FileRow } from './files.table.ts';

/** One file of an upload as the request brought it. */
export interface UploadItem {
  /** The client's name for it: display only. */
  fileName: string | undefined;
  bytes: Buffer;
}

export interface OpenedFile {
  row: FileRow;
  object: StoredObject;
}

/** Storage keys are made here, never from a request: `images/{first two characters of the id}/{id}`. */
export function storageKeyOf(fileId: string): string {
  return `images/${fileId.slice(0, 2)}/${fileId}`;
}

export type FilesUsecases = ReturnType<typeof createFilesUsecases>;

export function createFilesUsecases({ files, storage }: { files: FilesRepository; storage: FileStorage }) {
  return {
    /**
     * Checks, re-encodes and stores an upload: every file first (one bad file stores nothing), then the bytes,
     * then the rows in one transaction; bytes stored for rows that could not be inserted are deleted again.
     * Avatars (HEADPORTRAIT) are PUBLIC; everything else is PRIVATE to its owner until a message or a public
     * record references it.
     */
    async upload({
      ownerId,
      fileType,
      items,
      now,
    }: {
      ownerId: string;
      fileType: UploadFileKind;
      items: readonly UploadItem[];
      now: Date;
    }): Promise<UploadedFile[]> {
      if (items.length === 0) throw createNoFileError();
      const prepared: { values: NewFileRow & { id: string }; bytes: Buffer }[] = [];
      for (const item of items) {
        if (item.bytes.length === 0) throw createFileEmptyError();
        if (item.bytes.length > CHAT_LIMITS.IMAGE_MAX_BYTES) throw createFileTooLargeError();
        const image = await reencodeImage(item.bytes);
        const id = randomUUID();
        prepared.push({
          values: {
            id,
            ownerId,
            fileType,
            fileName: sanitizeFileName(item.fileName, image.contentType),
            contentType: image.contentType,
            byteSize: image.bytes.length,
            storageKey: storageKeyOf(id),
            visibility: fileType === 'HEADPORTRAIT' ? 'PUBLIC' : 'PRIVATE',
            createdAt: now,
          },
          bytes: image.bytes,
        });
      }

      const stored: string[] = [];
      try {
        for (const { values, bytes } of prepared) {
          await storage.put(values.storageKey, bytes, values.contentType);
          stored.push(values.storageKey);
        }
        const rows = new Map((await files.insert(prepared.map((p) => p.values))).map((row) => [row.id, row]));
        return prepared.map(({ values }) => {
          const row = rows.get(values.id);
          if (!row) throw new Error(`file ${values.id} was not inserted`);
          return toUploadedFile(row);
        });
      } catch (error) {
        await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
        throw error;
      }
    },

    /**
     * The file and its bytes when the user (null: anonymous) may read it: PUBLIC files to anyone, PRIVATE ones
     * to their owner and the parties of the conversation they belong to; null otherwise, and for unknown ids.
     */
    async open({ fileId, userId }: { fileId: string; userId: string | null }): Promise<OpenedFile | null> {
      const row = await files.findById(fileId);
      if (!row) return null;
      if (row.visibility !== 'PUBLIC') {
        if (userId === null) return null;
        if (row.ownerId !== userId && !(await files.canRead(fileId, userId))) return null;
      }
      const object = await storage.get(row.storageKey);
      return object ? { row, object } : null;
    },
  };
}

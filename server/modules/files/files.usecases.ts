import { randomUUID } from 'node:crypto';

import { CHAT_LIMITS, type UploadedFile } from '../../../src/contract/chat.ts';
import type { UploadFileKind } from '../../../src/contract/code-tables.ts';
import type { FileStorage, StoredObject } from '../../adapters/storage/index.ts';
import { isAppError } from '../../lib/errors.ts';
import type { AdvisingAccess } from '../access/journey-access.ts';
import type { UserRow } from '../user/user.table.ts';
import { PAPERWORK_LIMITS } from '../../../src/contract/journey-paperwork.ts';
import {
  createDocumentTooLargeError,
  createDocumentTypeError,
  createFileEmptyError,
  createFileTooLargeError,
  createMaterialTypeError,
  createNoFileError,
} from './files.errors.ts';
import { documentExtensionOfName, documentTypeOfBytes, nameAgreesWith } from './files.documents.ts';
import { imageTypeOfBytes, reencodeImage } from './files.images.ts';
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

/**
 * Storage keys are made here, never from a request: `images/{first two characters of the id}/{id}`, or
 * `documents/...` for a document.
 */
export function storageKeyOf(fileId: string, folder: 'images' | 'documents' = 'images'): string {
  return `${folder}/${fileId.slice(0, 2)}/${fileId}`;
}

/** The upload kinds that take documents (.doc, .docx, .pdf) besides jpg/png images. */
export const DOCUMENT_UPLOAD_KINDS: readonly UploadFileKind[] = ['PAPERWORK', 'STUDENT_MATERIAL'];

export function takesDocuments(kind: UploadFileKind): boolean {
  return DOCUMENT_UPLOAD_KINDS.includes(kind);
}

/** What is stored of one upload item: the bytes (re-encoded for images) and their content type. */
interface PreparedBytes {
  contentType: string;
  bytes: Buffer;
  folder: 'images' | 'documents';
}

/**
 * The bytes to store of one item. Images (any kind): a jpg/png within 1 MB, re-encoded. PAPERWORK and
 * STUDENT_MATERIAL also take a PDF, a Word .doc or a .docx (decided from the bytes, within 10 MB, stored as
 * they came); a name with a document extension must be that document (a .pdf that is not a PDF: refused).
 */
async function prepareBytes(kind: UploadFileKind, item: UploadItem): Promise<PreparedBytes> {
  if (takesDocuments(kind)) {
    const documentType = documentTypeOfBytes(item.bytes);
    if (documentType) {
      if (!nameAgreesWith(item.fileName, documentType)) throw createDocumentTypeError();
      if (item.bytes.length > PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES) throw createDocumentTooLargeError();
      return { contentType: documentType, bytes: item.bytes, folder: 'documents' };
    }
    if (documentExtensionOfName(item.fileName) !== null) throw createDocumentTypeError();
    if (imageTypeOfBytes(item.bytes) === null) throw createMaterialTypeError();
  }
  if (item.bytes.length > CHAT_LIMITS.IMAGE_MAX_BYTES) throw createFileTooLargeError();
  const image = await reencodeImage(item.bytes);
  return { contentType: image.contentType, bytes: image.bytes, folder: 'images' };
}

export type FilesUsecases = ReturnType<typeof createFilesUsecases>;

/** Who opens a file: the signed-in user (their id and whether they are staff), or null. */
export type FileReader = UserRow | null;

export function createFilesUsecases({
  files,
  storage,
  advising,
  paperworkStudentsOf,
}: {
  files: FilesRepository;
  storage: FileStorage;
  /** The students whose paperwork references the file (the paperwork module's, given by server/app.ts). */
  paperworkStudentsOf: (fileId: string) => Promise<string[]>;
  /** Paperwork files: the advisers of the paperwork's student read them. */
  advising: Pick<AdvisingAccess, 'requireReader'>;
}) {
  /** The file belongs to a paperwork version of a student the user is (or advises). */
  async function readsAsPaperwork(fileId: string, user: UserRow): Promise<boolean> {
    for (const studentId of await paperworkStudentsOf(fileId)) {
      if (studentId === user.id) return true;
      if (user.staffRole === null) continue;
      try {
        await advising.requireReader(user, studentId);
        return true;
      } catch (error) {
        if (!isAppError(error)) throw error;
      }
    }
    return false;
  }

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
        const ready = await prepareBytes(fileType, item);
        const id = randomUUID();
        prepared.push({
          values: {
            id,
            ownerId,
            fileType,
            fileName: sanitizeFileName(item.fileName, ready.contentType),
            contentType: ready.contentType,
            byteSize: ready.bytes.length,
            storageKey: storageKeyOf(id, ready.folder),
            visibility: fileType === 'HEADPORTRAIT' ? 'PUBLIC' : 'PRIVATE',
            createdAt: now,
          },
          bytes: ready.bytes,
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
     * to their owner, the parties of the conversation they belong to, and for a file of a student's paperwork
     * (not deleted) the student and their advisers; null otherwise, and for unknown ids.
     */
    async open({ fileId, user }: { fileId: string; user: FileReader }): Promise<OpenedFile | null> {
      const row = await files.findById(fileId);
      if (!row) return null;
      if (row.visibility !== 'PUBLIC') {
        if (user === null) return null;
        const allowed =
          row.ownerId === user.id ||
          (await files.canRead(fileId, user.id)) ||
          (await readsAsPaperwork(fileId, user));
        if (!allowed) return null;
      }
      const object = await storage.get(row.storageKey);
      return object ? { row, object } : null;
    },
  };
}

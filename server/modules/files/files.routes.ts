import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import {
  CHAT_LIMITS,
  fileIdFromPreviewUrl,
  filePreviewUrl,
  uploadFileKindSchema,
  uploadedFilesSchema,
} from '../../../src/contract/chat.ts';
import type { UploadFileKind } from '../../../src/contract/code-tables.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import { DOCUMENT_CONTENT_TYPE, PAPERWORK_LIMITS } from '../../../src/contract/journey-paperwork.ts';
import { safeText } from '../../../src/contract/text.ts';
import { createFileStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../lib/database.ts';
import { ok } from '../../lib/envelope.ts';
import { isAppError } from '../../lib/errors.ts';
import { ifNoneMatchHits } from '../../lib/http-cache.ts';
import { optionalUser, requireUser } from '../../lib/request-guards.ts';
import { createAdvisingAccess } from '../access/journey-access.ts';
import {
  createDocumentTooLargeError,
  createFileNotFoundError,
  createFileTooLargeError,
  createNoFileError,
  createTooManyFilesError,
  createUploadInvalidError,
} from './files.errors.ts';
import { createFilesRepository } from './files.repository.ts';
import { imageTypeOfBytes } from './files.images.ts';
import { createFilesUsecases, takesDocuments, type UploadItem } from './files.usecases.ts';

const tags = ['files'];

/** The form's file field (SPEC section 7 "Upload"), and `file`, the SPEC's upload helper default (section 9). */
const FILE_FIELDS = new Set(['files', 'file']);
const FILE_TYPE_FIELD = 'fileType';
/** Room for the multipart framing, the part headers and the fileType field around the files' bytes. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const PRIVATE_FILE_CACHE_CONTROL = 'private, max-age=31536000, immutable';
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface UploadForm {
  fileType: UploadFileKind;
  items: UploadItem[];
}

/**
 * The most bytes a form of the route may carry: minio/upload one file of any kind (a document: 10 MB),
 * minio/uploads its files within the image limit each (documents come one at a time).
 */
export function formBudgetOf(maxFiles: number): number {
  return maxFiles === 1 ? PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES : maxFiles * CHAT_LIMITS.IMAGE_MAX_BYTES;
}

/** Refusing an over-large form: the document message where a document could be that large. */
function tooLargeError(maxFiles: number, fileType: string | undefined): Error {
  const documentKind = fileType === undefined || (isUploadKind(fileType) && takesDocuments(fileType));
  return maxFiles === 1 && documentKind ? createDocumentTooLargeError() : createFileTooLargeError();
}

function isUploadKind(value: string): value is UploadFileKind {
  return uploadFileKindSchema.safeParse(value).success;
}

/** A request whose declared length cannot hold files within the limit is refused before a byte is read. */
function checkDeclaredLength(request: FastifyRequest, maxFiles: number): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > formBudgetOf(maxFiles) + MULTIPART_OVERHEAD_BYTES) {
    throw tooLargeError(maxFiles, undefined);
  }
}

/** Errors of reading the multipart body: the client's form, never a server failure. */
function formError(
  app: FastifyInstance,
  error: unknown,
  maxFiles: number,
  fileType: string | undefined,
): Error {
  if (isAppError(error)) return error;
  const errors = app.multipartErrors;
  if (error instanceof errors.RequestFileTooLargeError) return tooLargeError(maxFiles, fileType);
  if (error instanceof errors.FilesLimitError) {
    return maxFiles > 1 ? createTooManyFilesError() : createUploadInvalidError();
  }
  // parts or fields limits, prototype keys, a broken body (no boundary, unexpected end, malformed headers)
  return createUploadInvalidError();
}

/**
 * One file's bytes, counted as they arrive: an image (its first bytes a jpg/png, or any file of a kind that
 * takes no documents) stops at CHAT_LIMITS.IMAGE_MAX_BYTES, a document at PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES
 * (the multipart limit), and the form at its budget.
 */
async function readFileCounted(
  file: AsyncIterable<unknown>,
  fileType: string | undefined,
  spent: number,
  budget: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let imageChecked = false;
  const documentKind = fileType === undefined || (isUploadKind(fileType) && takesDocuments(fileType));
  for await (const chunk of file) {
    if (!Buffer.isBuffer(chunk)) continue;
    chunks.push(chunk);
    size += chunk.length;
    if (spent + size > budget) throw createFileTooLargeError();
    if (!imageChecked && size > CHAT_LIMITS.IMAGE_MAX_BYTES) {
      imageChecked = true;
      const head = Buffer.concat(chunks).subarray(0, 8);
      if (!documentKind || imageTypeOfBytes(head) !== null) throw createFileTooLargeError();
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the whole form: every file buffered (counted in the stream: readFileCounted), the fileType field
 * wherever it comes (before the files, the per-kind limits apply while reading). Other text fields are
 * ignored; a file under another field name is refused.
 */
async function readUploadForm(
  app: FastifyInstance,
  request: FastifyRequest,
  maxFiles: number,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw createNoFileError();
  const items: UploadItem[] = [];
  let fileType: string | undefined;
  let unexpectedFile = false;
  let spent = 0;
  const budget = formBudgetOf(maxFiles);
  try {
    const parts = request.parts({
      limits: {
        files: maxFiles,
        fileSize: PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES,
        fields: 8,
        fieldSize: 256,
        fieldNameSize: 64,
        parts: maxFiles + 8,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await readFileCounted(part.file, fileType, spent, budget);
        // the multipart limit cut the file: over the document limit
        if (part.file.truncated) throw tooLargeError(maxFiles, fileType);
        spent += bytes.length;
        if (FILE_FIELDS.has(part.fieldname)) items.push({ fileName: part.filename, bytes });
        else unexpectedFile = true;
      } else if (part.fieldname === FILE_TYPE_FIELD) {
        if (part.valueTruncated || typeof part.value !== 'string') throw createUploadInvalidError();
        fileType = part.value;
      }
    }
  } catch (error) {
    const refused = formError(app, error, maxFiles, fileType);
    if (!isAppError(error)) request.log.info({ err: error }, 'upload form refused');
    throw refused;
  }
  if (unexpectedFile) throw createUploadInvalidError();
  if (items.length === 0) throw createNoFileError();
  const kind = uploadFileKindSchema.safeParse(fileType);
  if (!kind.success) throw createUploadInvalidError();
  return { fileType: kind.data, items };
}

/** Characters kept in the plain `filename=` of Content-Disposition (the rest are `_`; filename* has all). */
const FALLBACK_NAME_UNSAFE = /[^\x20-\x7e]|["\\%;]/g;

/**
 * How the browser shows a file: images and PDFs inline (a PDF previews in the browser), Word documents as a
 * download under their file name (RFC 6266 / RFC 5987: an ASCII `filename` and the UTF-8 `filename*`).
 */
export function contentDispositionOf(row: { contentType: string; fileName: string }): string {
  if (row.contentType.startsWith('image/') || row.contentType === DOCUMENT_CONTENT_TYPE.PDF) return 'inline';
  const fallback = row.fileName.replace(FALLBACK_NAME_UNSAFE, '_');
  const encoded = encodeURIComponent(row.fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Uploads and uploaded files (SPEC section 7 "Upload", docs/architecture.md "Uploads and files"):
 * minio/upload and minio/uploads take a multipart form (files, fileType) from a signed-in user and answer
 * the stored files; GET /files/:id serves one to whoever may read it.
 */
export interface FilesRoutesOptions {
  /** The students whose paperwork references a file: their advisers may read it (the paperwork module's). */
  paperworkStudentsOf: (db: Database, fileId: string) => Promise<string[]>;
}

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, options) => {
  // multipart only for the routes of this plugin; every other route still refuses it (415)
  await app.register(multipart, { throwFileSizeLimit: true });
  const files = createFilesRepository({ db: app.db });
  const usecases = createFilesUsecases({
    files,
    storage: createFileStorage({ dataDir: app.config.DATA_DIR }),
    advising: createAdvisingAccess({ db: app.db }),
    paperworkStudentsOf: (fileId) => options.paperworkStudentsOf(app.db, fileId),
  });

  const uploadRoutes = [
    { url: API.upload.one, maxFiles: 1, summary: 'Upload one file' },
    { url: API.upload.many, maxFiles: CHAT_LIMITS.UPLOADS_MAX_FILES, summary: 'Upload several files' },
  ];
  for (const { url, maxFiles, summary } of uploadRoutes) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary:
            `${summary} (multipart/form-data: files, fileType of UPLOAD_FILE_KIND). jpg/jpeg/png decided ` +
            'from the bytes, at most 1 MB each, re-encoded without metadata; PAPERWORK and STUDENT_MATERIAL ' +
            'also take .pdf/.doc/.docx decided from the bytes, at most 10 MB, one per minio/upload. Avatars ' +
            'are public, the rest private until referenced',
          response: { 200: envelope(uploadedFilesSchema) },
        },
        config: { access: 'user' },
        // before the idempotency claim (preHandler) and before any byte of the body is read
        preValidation: async (request) => checkDeclaredLength(request, maxFiles),
      },
      async (request) => {
        const user = requireUser(request);
        const form = await readUploadForm(app, request, maxFiles);
        return ok(await usecases.upload({ ownerId: user.id, ...form, now: app.clock() }));
      },
    );
  }

  app.get(
    `${API.files}/:id`,
    {
      schema: {
        tags,
        summary:
          'An uploaded file: public ones to anyone, private ones to their owner, the parties of their ' +
          'conversation, and (paperwork) the student and their advisers (token in the Lt-Authorization ' +
          'header); 404 for anyone else. Images and PDFs inline, Word documents as attachments',
        // any text: what is not one of our ids is answered 404 like an unknown one
        params: z.object({ id: safeText().max(100).catch('') }),
      },
      config: { access: 'optional-user' },
    },
    async (request, reply) => {
      const fileId = fileIdFromPreviewUrl(filePreviewUrl(request.params.id));
      if (!fileId) throw createFileNotFoundError();
      const opened = await usecases.open({ fileId, user: await optionalUser(request) });
      if (!opened) throw createFileNotFoundError();
      const { row, object } = opened;
      const etag = `"${row.id}"`;
      reply
        .header('content-type', row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDispositionOf(row))
        .header(
          'cache-control',
          row.visibility === 'PUBLIC' ? PUBLIC_FILE_CACHE_CONTROL : PRIVATE_FILE_CACHE_CONTROL,
        )
        .header('etag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply.header('content-length', object.size).send(object.body);
    },
  );
};

import { filePreviewUrl, type UploadedFile } from '../../../src/contract/chat.ts';
import { DOCUMENT_EXTENSION_OF, isDocumentContentType } from '../../../src/contract/journey-paperwork.ts';
import type { FileRow } from './files.table.ts';

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    contentType: row.contentType,
    size: row.byteSize,
    filePreviewUrl: filePreviewUrl(row.id),
  };
}

/** Longest stored file name (files.file_name is varchar(200)). */
export const FILE_NAME_MAX = 200;

const PATH_SEPARATORS = /[/\\]/;
/** C0 and C1 controls, bidi overrides and isolates (a name shown reversed), lone surrogates. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udfff]/gu;

/** The name of a file whose client name left nothing: `image.jpg`, `image.png`, `document.pdf` ... */
function fallbackName(contentType: string): string {
  if (isDocumentContentType(contentType)) return `document${DOCUMENT_EXTENSION_OF[contentType]}`;
  return contentType === 'image/png' ? 'image.png' : 'image.jpg';
}

/** At most `max` UTF-16 units of `text`, never half a character. */
function clip(text: string, max: number): string {
  let clipped = '';
  for (const character of text) {
    if (clipped.length + character.length > max) break;
    clipped += character;
  }
  return clipped;
}

/**
 * The client's file name as kept for display: its last path segment, without control, bidi or unpaired
 * surrogate characters, white space collapsed, at most 200 UTF-16 units (never half a character); `image.jpg`,
 * `image.png` or `document.{ext}` when nothing is left. A document's name ends with its type's extension
 * (added when missing: the download is named by it). It is never used as a storage key or a path.
 */
export function sanitizeFileName(raw: string | undefined, contentType: string): string {
  const base = (raw ?? '').split(PATH_SEPARATORS).at(-1) ?? '';
  const cleaned = base.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const name = clip(cleaned, FILE_NAME_MAX).trim();
  if (name === '' || name === '.' || name === '..') return fallbackName(contentType);
  if (isDocumentContentType(contentType)) {
    const extension = DOCUMENT_EXTENSION_OF[contentType];
    if (!name.toLowerCase().endsWith(extension)) {
      return `${clip(name, FILE_NAME_MAX - extension.length).trim()}${extension}`;
    }
  }
  return name;
}

import { filePreviewUrl, type UploadedFile } from '../../../src/contract/chat.ts';
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

/**
 * The client's file name as kept for display: its last path segment, without control, bidi or unpaired
 * surrogate characters, white space collapsed, at most 200 UTF-16 units (never half a character); `image.jpg`
 * or `image.png` when nothing is left. It is never used as a storage key or a path.
 */
export function sanitizeFileName(raw: string | undefined, contentType: string): string {
  const base = (raw ?? '').split(PATH_SEPARATORS).at(-1) ?? '';
  const cleaned = base.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  let name = '';
  for (const character of cleaned) {
    if (name.length + character.length > FILE_NAME_MAX) break;
    name += character;
  }
  name = name.trim();
  if (name === '' || name === '.' || name === '..')
    return contentType === 'image/png' ? 'image.png' : 'image.jpg';
  return name;
}

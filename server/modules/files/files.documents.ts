/**
 * Documents of uploads (.pdf, .doc, .docx; SPEC section 9): the type is decided from the bytes, never from the
 * declared mimetype. A PDF begins with `%PDF-` and a version; a .doc is an OLE compound file (D0 CF 11 E0 A1 B1
 * 1A E1) holding Word's `WordDocument` stream; a .docx is a ZIP whose central directory lists
 * `word/document.xml`. A name with a document extension must agree with the bytes: a .pdf that is not a PDF is
 * refused, not stored as whatever it is.
 */
import {
  DOCUMENT_CONTENT_TYPE,
  DOCUMENT_EXTENSION_OF,
  type DocumentContentType,
} from '../../../src/contract/journey-paperwork.ts';
import { DOCUMENT_EXTENSIONS } from '../../../src/contract/validation.ts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The directory entry name of Word's main stream, as stored (UTF-16LE). */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
/** The OLE header is one 512-byte sector. */
const OLE_HEADER_BYTES = 512;

const ZIP_LOCAL_MAGIC = 0x04034b50;
const ZIP_CENTRAL_MAGIC = 0x02014b50;
const ZIP_END_MAGIC = 0x06054b50;
const ZIP_END_BYTES = 22;
/** The end record may be followed by a comment of up to 65535 bytes. */
const ZIP_END_SEARCH = ZIP_END_BYTES + 0xffff;
const WORD_DOCUMENT_ENTRY = 'word/document.xml';

function isPdf(bytes: Buffer): boolean {
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return false;
  // %PDF-1.7, %PDF-2.0
  return /^\d\.\d$/.test(bytes.subarray(PDF_MAGIC.length, PDF_MAGIC.length + 3).toString('latin1'));
}

function isWordBinary(bytes: Buffer): boolean {
  if (bytes.length < OLE_HEADER_BYTES) return false;
  if (!bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) return false;
  // byte order mark FE FF (little endian) at 28
  if (bytes.readUInt16LE(28) !== 0xfffe) return false;
  // an .xls or .ppt is an OLE file too: Word's has a WordDocument stream in its directory
  return bytes.indexOf(WORD_STREAM_NAME, OLE_HEADER_BYTES) !== -1;
}

/** The names of a ZIP's central directory, or null when the bytes are not a well-formed ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < ZIP_END_BYTES + 4 || bytes.readUInt32LE(0) !== ZIP_LOCAL_MAGIC) return null;
  let end = -1;
  for (let at = bytes.length - ZIP_END_BYTES; at >= Math.max(0, bytes.length - ZIP_END_SEARCH); at -= 1) {
    if (bytes.readUInt32LE(at) === ZIP_END_MAGIC) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (offset + size > end) return null;
  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ZIP_CENTRAL_MAGIC) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at = next;
  }
  return names;
}

function isWordOpenXml(bytes: Buffer): boolean {
  return zipEntryNames(bytes)?.includes(WORD_DOCUMENT_ENTRY) ?? false;
}

/** The document type the bytes are, or null for anything that is not a PDF, a Word .doc or a .docx. */
export function documentTypeOfBytes(bytes: Buffer): DocumentContentType | null {
  if (isPdf(bytes)) return DOCUMENT_CONTENT_TYPE.PDF;
  if (isWordBinary(bytes)) return DOCUMENT_CONTENT_TYPE.DOC;
  if (isWordOpenXml(bytes)) return DOCUMENT_CONTENT_TYPE.DOCX;
  return null;
}

/** The document extension the client's name ends with (lower-cased), or null. */
export function documentExtensionOfName(name: string | undefined): string | null {
  const lower = (name ?? '').toLowerCase();
  // .docx before .doc: '.docx'.endsWith('.doc') is false, but keep the longest match first anyway
  return (
    [...DOCUMENT_EXTENSIONS].sort((a, b) => b.length - a.length).find((ext) => lower.endsWith(ext)) ?? null
  );
}

/** True when the name carries the extension of the content type (or no document extension at all). */
export function nameAgreesWith(name: string | undefined, contentType: DocumentContentType): boolean {
  const extension = documentExtensionOfName(name);
  return extension === null || extension === DOCUMENT_EXTENSION_OF[contentType];
}

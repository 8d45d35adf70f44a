/**
 * Materials and paperwork of the personal space (SPEC section 7 "Personal space": findMyPaperwork,
 * addPaperwork, deletePaperwork; section 9 uploads: "documents .doc, .docx, .pdf"). Shared by
 * server/modules/paperwork, server/modules/files (document uploads), src/features/paperwork and the console.
 *
 * The model: a document of a student (a transcript, a PS ...) is a group of versions (`groupId`); each upload
 * adds a version (`version` + 1) and keeps the older ones. STUDENT_MATERIAL takes documents and jpg/png scans,
 * PAPERWORK (文书, the PAPERWORK_TYPE dictionary) documents only. The files stay private: the student and their
 * advisers read them (GET /files/:id). An adviser may upload a version for the student (顾问上传).
 */
import { z } from 'zod';

import { DICTIONARIES } from './dictionaries.ts';
import { textFields } from './fields.ts';
import { PAPERWORK_KINDS, STUDENT_MATERIAL_TYPES, type PaperworkKind } from './journey.ts';
import { LIMITS } from './limits.ts';
import { idText, safeText } from './text.ts';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, MESSAGES } from './validation.ts';

/** Content types of the documents we take, decided from their bytes (server/modules/files/files.documents.ts). */
export const DOCUMENT_CONTENT_TYPE = {
  PDF: 'application/pdf',
  DOC: 'application/msword',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPE)[keyof typeof DOCUMENT_CONTENT_TYPE];
export const DOCUMENT_CONTENT_TYPES: readonly DocumentContentType[] = Object.values(DOCUMENT_CONTENT_TYPE);

/** The extension a document of the content type is named with. */
export const DOCUMENT_EXTENSION_OF: Record<DocumentContentType, (typeof DOCUMENT_EXTENSIONS)[number]> = {
  [DOCUMENT_CONTENT_TYPE.PDF]: '.pdf',
  [DOCUMENT_CONTENT_TYPE.DOC]: '.doc',
  [DOCUMENT_CONTENT_TYPE.DOCX]: '.docx',
};

export function isDocumentContentType(value: string): value is DocumentContentType {
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(value);
}

export const PAPERWORK_LIMITS = {
  /** A document (.doc, .docx, .pdf) at most (ours; SPEC section 9 names the types, not the size). */
  DOCUMENT_MAX_BYTES: 10 * 1024 * 1024,
  /** A jpg/png scan keeps the image rule of every upload. */
  IMAGE_MAX_BYTES: LIMITS.CHAT_IMAGE_MAX_BYTES,
  TITLE_MAX: 100,
  NOTE_MAX: 500,
} as const;

export const PAPERWORK_TEXT = {
  /** A PAPERWORK file, or a file named .doc/.docx/.pdf whose bytes are not that document. */
  DOCUMENT_TYPE: '请上传 .doc、.docx 或 .pdf 文件',
  /** A STUDENT_MATERIAL file (and any upload of the two document kinds) that is neither a document nor an image. */
  MATERIAL_TYPE: '请上传 .doc、.docx、.pdf 文件或 jpg/png 图片',
  DOCUMENT_SIZE: '文件不能超过10MB',
  IMAGE_SIZE: MESSAGES.chatImageSize,
  FILE_REQUIRED: '请选择要上传的文件',
  TYPE_REQUIRED: '请选择材料类型',
  FILE_INVALID: '文件不存在或不是你上传的，请重新选择文件',
  FILE_USED: '该文件已经提交过，请重新选择文件',
  NOT_FOUND: '材料不存在或已删除',
  KIND_MISMATCH: '新版本须与原材料属于同一类别',
  UPLOADED_BY_ADVISER: '顾问上传',
  UPLOADED_BY_SELF: '本人上传',
  MATERIALS: '我的材料',
  /** The 系统通知 a student gets when an adviser uploads a document for them. */
  ADVISER_UPLOAD_NOTICE_TITLE: '顾问为你上传了材料',
  adviserUploadNotice: (adviser: string, title: string, version: number) =>
    `${adviser}上传了「${title}」${version > 1 ? `的第${version}版` : ''}，可在 我的材料 中查看。`,
  STUDENT_MATERIAL: '申请材料',
  PAPERWORK: '文书',
} as const;

export const PAPERWORK_KIND_LABEL: Record<PaperworkKind, string> = {
  STUDENT_MATERIAL: PAPERWORK_TEXT.STUDENT_MATERIAL,
  PAPERWORK: PAPERWORK_TEXT.PAPERWORK,
};

/** The types a document of the kind may have: STUDENT_MATERIAL_TYPES, or the PAPERWORK_TYPE dictionary. */
export function paperworkTypes(kind: PaperworkKind): readonly (readonly [code: string, name: string])[] {
  return kind === 'PAPERWORK' ? DICTIONARIES.PAPERWORK_TYPE : STUDENT_MATERIAL_TYPES;
}

/** The name of a type code of the kind, or null when the code is not one of the kind's. */
export function paperworkTypeName(kind: PaperworkKind, code: string): string | null {
  return paperworkTypes(kind).find(([value]) => value === code)?.[1] ?? null;
}

/** The file input's `accept` of the kind. */
export function paperworkAccept(kind: PaperworkKind): string {
  const extensions: readonly string[] =
    kind === 'PAPERWORK' ? DOCUMENT_EXTENSIONS : [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS];
  return extensions.join(',');
}

/**
 * The client's check of a picked file before sending (the server decides again from the bytes): the name's
 * extension and the size. Returns the message, or null when the file may be sent.
 */
export function checkPaperworkFile(kind: PaperworkKind, file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  if (DOCUMENT_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    return file.size > PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES ? PAPERWORK_TEXT.DOCUMENT_SIZE : null;
  }
  if (kind === 'STUDENT_MATERIAL' && IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    return file.size > PAPERWORK_LIMITS.IMAGE_MAX_BYTES ? PAPERWORK_TEXT.IMAGE_SIZE : null;
  }
  return kind === 'PAPERWORK' ? PAPERWORK_TEXT.DOCUMENT_TYPE : PAPERWORK_TEXT.MATERIAL_TYPE;
}

// --- requests ----------------------------------------------------------------------------------------------

export const paperworkKindSchema = z.enum(PAPERWORK_KINDS);

/** GET findMyPaperwork {kind?}. */
export const paperworkMineQuerySchema = z.object({ kind: paperworkKindSchema.optional() });

/** GET console/paperwork ?studentId=. */
export const consolePaperworkQuerySchema = z.object({ studentId: idText() });

export const paperworkIdParamsSchema = z.object({ id: idText() });

const addFields = {
  kind: paperworkKindSchema,
  /** STUDENT_MATERIAL_TYPES code for STUDENT_MATERIAL, PAPERWORK_TYPE code for PAPERWORK. */
  typeCode: safeText().trim().min(1, PAPERWORK_TEXT.TYPE_REQUIRED).max(20),
  /** The id of the caller's own upload (minio/upload, fileType = kind). */
  fileId: idText(),
  /** Empty: the type's name (a new version: the document's title). */
  title: safeText().trim().max(PAPERWORK_LIMITS.TITLE_MAX).optional(),
  note: safeText().trim().max(PAPERWORK_LIMITS.NOTE_MAX).optional(),
  /** A new version of this document (of the same student and kind); absent: a new document. */
  groupId: idText().optional(),
};

function typeOfKind(body: { kind: PaperworkKind; typeCode: string }, context: z.RefinementCtx): void {
  if (paperworkTypeName(body.kind, body.typeCode) === null) {
    context.addIssue({ code: 'custom', path: ['typeCode'], message: PAPERWORK_TEXT.TYPE_REQUIRED });
  }
}

/** POST addPaperwork: a new document, or (groupId) a new version of one of the caller's. */
export const paperworkAddBodySchema = z.object(addFields).superRefine(typeOfKind);
export type PaperworkAddBody = z.input<typeof paperworkAddBodySchema>;

/** POST console/paperwork: an adviser uploads a document (or a version) for their student. */
export const consolePaperworkAddBodySchema = z
  .object({ ...addFields, studentId: idText() })
  .superRefine(typeOfKind);
export type ConsolePaperworkAddBody = z.input<typeof consolePaperworkAddBodySchema>;

// --- answers -----------------------------------------------------------------------------------------------

export const paperworkFileSchema = z.object({
  id: z.string(),
  /** `/files/{id}`: private, read with the Lt-Authorization header. */
  ...textFields('url', 'fileName', 'contentType'),
  byteSize: z.number().int(),
});
export type PaperworkFile = z.infer<typeof paperworkFileSchema>;

/** One version of a document. */
export const paperworkItemSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  kind: paperworkKindSchema,
  ...textFields('typeCode', 'typeName', 'title'),
  version: z.number().int(),
  groupId: z.string(),
  file: paperworkFileSchema,
  note: z.string(),
  /** Who uploaded it (nickname or name), null when the account is gone. */
  uploadedByName: z.string().nullable(),
  /** Uploaded by an adviser for the student (顾问上传). */
  uploadedByAdviser: z.boolean(),
  createdAt: z.string(),
  /** Versions of the document still kept (this one included). */
  versions: z.number().int(),
});
export type PaperworkItem = z.infer<typeof paperworkItemSchema>;

/** A document: its latest version and the older ones, newest first. */
export const paperworkDocumentSchema = z.object({
  groupId: z.string(),
  kind: paperworkKindSchema,
  latest: paperworkItemSchema,
  older: z.array(paperworkItemSchema),
});
export type PaperworkDocument = z.infer<typeof paperworkDocumentSchema>;

/** The documents, the most recently changed first. */
export const paperworkListSchema = z.object({ list: z.array(paperworkDocumentSchema) });
export type PaperworkList = z.infer<typeof paperworkListSchema>;

export const paperworkRemovedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

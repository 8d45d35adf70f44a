import { randomUUID } from 'node:crypto';

import { CHAT_IMAGE_CONTENT_TYPES, type Notice } from '../../../src/contract/chat.ts';
import { NOTICE_TYPE } from '../../../src/contract/code-tables.ts';
import {
  isDocumentContentType,
  PAPERWORK_KIND_LABEL,
  PAPERWORK_TEXT,
  paperworkTypeName,
  type PaperworkAddBody,
  type PaperworkItem,
  type PaperworkList,
} from '../../../src/contract/journey-paperwork.ts';
import type { PaperworkKind } from '../../../src/contract/journey.ts';
import type { Database } from '../../lib/database.ts';
import { isUuid } from '../../lib/uuid.ts';
import { createAdvisingAccess } from '../access/journey-access.ts';
import { toNotice } from '../notice/notice.mappers.ts';
import { createNoticeRepository } from '../notice/notice.repository.ts';
import type { FileRow } from '../files/files.table.ts';
import { recordGrowth } from '../growth/growth.record.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createDocumentRequiredError,
  createFileInvalidError,
  createFileUsedError,
  createKindMismatchError,
  createMaterialRequiredError,
  createPaperworkNotFoundError,
} from './paperwork.errors.ts';
import { toDocuments, toPaperworkItem } from './paperwork.mappers.ts';
import { createPaperworkRepository } from './paperwork.repository.ts';

const IMAGE_TYPES: readonly string[] = CHAT_IMAGE_CONTENT_TYPES;

/** A PAPERWORK version is a document; a STUDENT_MATERIAL one a document or a jpg/png scan. */
function checkContent(kind: PaperworkKind, file: FileRow): void {
  if (isDocumentContentType(file.contentType)) return;
  if (kind === 'PAPERWORK') throw createDocumentRequiredError();
  if (!IMAGE_TYPES.includes(file.contentType)) throw createMaterialRequiredError();
}

/** The body of an add, already parsed by the contract schema (trimmed; typeCode checked for its kind). */
type AddBody = Omit<PaperworkAddBody, 'title' | 'note' | 'groupId'> & {
  title?: string | undefined;
  note?: string | undefined;
  groupId?: string | undefined;
};

export type PaperworkUsecases = ReturnType<typeof createPaperworkUsecases>;

/**
 * Materials and paperwork (src/contract/journey-paperwork.ts): the student's own documents, and their
 * advisers' reads and uploads for them (server/modules/advising/advising.access.ts).
 */
export function createPaperworkUsecases({ db, now }: { db: Database; now: () => Date }) {
  const paperwork = createPaperworkRepository({ db });
  const access = createAdvisingAccess({ db });

  async function list(studentId: string, kind?: PaperworkKind): Promise<PaperworkList> {
    return { list: toDocuments(await paperwork.listOfStudent(studentId, kind)) };
  }

  /**
   * Adds a version for `studentId`, uploaded by `actor` (the student, or an adviser for them): the file must be
   * the actor's own upload of the body's kind, not yet used by any version; with groupId, the next version of
   * the student's document (its kind and type), else a new document. The growth record in the same
   * transaction, and when an adviser uploads, the student's 系统通知 (answered for the socket push).
   */
  async function add(
    actor: UserRow,
    studentId: string,
    body: AddBody,
  ): Promise<{ item: PaperworkItem; notice: Notice | null }> {
    if (!isUuid(body.fileId)) throw createFileInvalidError();
    if (body.groupId !== undefined && !isUuid(body.groupId)) throw createPaperworkNotFoundError();
    const at = now();
    const { id, notice } = await paperwork.transaction(async (tx) => {
      const file = await paperwork.lockFile(tx, body.fileId);
      if (!file || file.ownerId !== actor.id || file.fileType !== body.kind) throw createFileInvalidError();
      checkContent(body.kind, file);
      if (await paperwork.fileUsed(tx, file.id)) throw createFileUsedError();

      let groupId: string = randomUUID();
      let version = 1;
      let typeCode = body.typeCode;
      let title = body.title || (paperworkTypeName(body.kind, body.typeCode) ?? body.typeCode);
      if (body.groupId !== undefined) {
        const group = await paperwork.lockGroup(tx, studentId, body.groupId);
        const latest = group?.kept[0];
        if (!group || !latest) throw createPaperworkNotFoundError();
        if (latest.kind !== body.kind) throw createKindMismatchError();
        groupId = body.groupId;
        version = group.maxVersion + 1;
        typeCode = latest.typeCode;
        title = body.title || latest.title;
      }
      const row = await paperwork.insert(tx, {
        studentId,
        kind: body.kind,
        typeCode,
        title,
        groupId,
        version,
        fileId: file.id,
        note: body.note ?? '',
        uploadedBy: actor.id,
        createdAt: at,
      });
      await recordGrowth(tx, {
        studentId,
        kind: 'MATERIAL_UPLOADED',
        title: `${PAPERWORK_KIND_LABEL[body.kind]}：${title}${version > 1 ? ` v${version}` : ''}`,
        detail: file.fileName,
        refId: row.id,
        actorId: actor.id,
        occurredAt: at,
      });
      if (actor.id === studentId) return { id: row.id, notice: null };
      const adviserName = actor.nameCn ?? actor.nickname ?? '你的顾问';
      const inserted = await createNoticeRepository({ db: tx }).insertNotice({
        userId: studentId,
        type: NOTICE_TYPE.SYSTEM,
        title: PAPERWORK_TEXT.ADVISER_UPLOAD_NOTICE_TITLE,
        content: PAPERWORK_TEXT.adviserUploadNotice(adviserName, title, version),
        link: '/personal?component=materials',
        senderId: actor.id,
        senderName: adviserName,
        now: at,
      });
      return { id: row.id, notice: toNotice(inserted) };
    });
    const found = await paperwork.findVersion(id);
    if (!found) throw new Error(`paperwork ${id} not found after insert`);
    return { item: toPaperworkItem(found.version, found.versions), notice };
  }

  return {
    /** findMyPaperwork: the caller's documents (of one kind), each with its versions. */
    mine(user: UserRow, kind?: PaperworkKind): Promise<PaperworkList> {
      access.requireStudent(user);
      return list(user.id, kind);
    },

    /** addPaperwork: the caller's own new document or version. */
    async add(user: UserRow, body: AddBody): Promise<PaperworkItem> {
      access.requireStudent(user);
      return (await add(user, user.id, body)).item;
    },

    /** deletePaperwork/{id}: one version of the caller's, soft; a repeat answers the same. */
    async remove(user: UserRow, id: string): Promise<{ id: string; deleted: true }> {
      access.requireStudent(user);
      if (!isUuid(id)) throw createPaperworkNotFoundError();
      const outcome = await paperwork.softDelete(user.id, id, now());
      if (outcome === null) throw createPaperworkNotFoundError();
      return { id, deleted: true };
    },

    /** console/paperwork GET: a student's documents with all versions, for one of their advisers. */
    async ofStudent(user: UserRow, studentId: string): Promise<PaperworkList> {
      await access.requireMyStudent(user, studentId);
      return list(studentId);
    },

    /**
     * console/paperwork POST: an adviser uploads a document (or a version) for their student; the student's
     * notice comes back for the socket push.
     */
    async addForStudent(
      user: UserRow,
      studentId: string,
      body: AddBody,
    ): Promise<{ item: PaperworkItem; notice: Notice | null }> {
      await access.requireMyStudent(user, studentId, { write: true });
      return add(user, studentId, body);
    },
  };
}

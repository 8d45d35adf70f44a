import { filePreviewUrl } from '../../../src/contract/chat.ts';
import {
  paperworkTypeName,
  type PaperworkDocument,
  type PaperworkItem,
} from '../../../src/contract/journey-paperwork.ts';
import type { PaperworkRow } from './paperwork.table.ts';

/** A version as read: the row, its file and who uploaded it. */
export interface PaperworkVersionRow {
  row: PaperworkRow;
  file: { id: string; fileName: string; contentType: string; byteSize: number };
  uploader: { nameCn: string | null; nickname: string | null } | null;
}

function toItem({ row, file, uploader }: PaperworkVersionRow, versions: number): PaperworkItem {
  return {
    id: row.id,
    studentId: row.studentId,
    kind: row.kind,
    typeCode: row.typeCode,
    typeName: paperworkTypeName(row.kind, row.typeCode) ?? row.typeCode,
    title: row.title,
    version: row.version,
    groupId: row.groupId,
    file: {
      id: file.id,
      url: filePreviewUrl(file.id),
      fileName: file.fileName,
      contentType: file.contentType,
      byteSize: file.byteSize,
    },
    note: row.note,
    uploadedByName: uploader ? (uploader.nameCn ?? uploader.nickname) : null,
    uploadedByAdviser: row.uploadedBy !== null && row.uploadedBy !== row.studentId,
    createdAt: row.createdAt.toISOString(),
    versions,
  };
}

/**
 * The versions grouped per document: each document's latest version and the older ones (newest first), the
 * documents with the most recent upload first.
 */
export function toDocuments(rows: readonly PaperworkVersionRow[]): PaperworkDocument[] {
  const groups = new Map<string, PaperworkVersionRow[]>();
  for (const version of rows) {
    const group = groups.get(version.row.groupId);
    if (group) group.push(version);
    else groups.set(version.row.groupId, [version]);
  }
  const documents: PaperworkDocument[] = [];
  for (const [groupId, versions] of groups) {
    const sorted = [...versions].sort((a, b) => b.row.version - a.row.version);
    const items = sorted.map((version) => toItem(version, sorted.length));
    const [latest, ...older] = items;
    if (!latest) continue;
    documents.push({ groupId, kind: latest.kind, latest, older });
  }
  return documents.sort(
    (a, b) => b.latest.createdAt.localeCompare(a.latest.createdAt) || b.groupId.localeCompare(a.groupId),
  );
}

/** One version, with the count of the document's versions. */
export function toPaperworkItem(version: PaperworkVersionRow, versions: number): PaperworkItem {
  return toItem(version, versions);
}

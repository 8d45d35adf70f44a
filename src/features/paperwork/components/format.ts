import { DOCUMENT_CONTENT_TYPE, PAPERWORK_TEXT, type PaperworkItem } from '@/contract/journey-paperwork';

/** A file size as the screens show it: 820 B, 12.5 KB, 3.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 本人上传, or 顾问上传（name）. */
export function uploaderText(item: PaperworkItem): string {
  if (!item.uploadedByAdviser) return PAPERWORK_TEXT.UPLOADED_BY_SELF;
  return item.uploadedByName
    ? `${PAPERWORK_TEXT.UPLOADED_BY_ADVISER}（${item.uploadedByName}）`
    : PAPERWORK_TEXT.UPLOADED_BY_ADVISER;
}

/** PDFs and images preview in the browser; Word documents are downloaded. */
export function isPreviewable(contentType: string): boolean {
  return contentType === DOCUMENT_CONTENT_TYPE.PDF || contentType.startsWith('image/');
}

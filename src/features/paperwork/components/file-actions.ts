import type { PaperworkFile } from '@/contract/journey-paperwork';
import { fetchPrivateFile } from '@/lib/private-file';

/**
 * The bytes of a private file (fetched with the Lt-Authorization header, kept in Cache Storage by
 * src/lib/private-file.ts) typed with its stored content type, so the browser's PDF viewer takes it.
 */
export async function fileBlob(file: PaperworkFile): Promise<Blob> {
  const blob = await fetchPrivateFile(file.url);
  return blob.type === file.contentType ? blob : new Blob([blob], { type: file.contentType });
}

/** Saves the file under its name (a blob URL and a download link: the file is private). */
export async function downloadFile(file: PaperworkFile): Promise<void> {
  const url = URL.createObjectURL(await fileBlob(file));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

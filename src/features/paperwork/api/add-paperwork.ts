import { API } from '@/contract/api';
import { paperworkItemSchema, type PaperworkAddBody, type PaperworkItem } from '@/contract/journey-paperwork';
import { http } from '@/lib/http';

/**
 * POST personalSpace/addPaperwork: a new document or version from the student's upload. Direct, not the
 * outbox: the student sees the answer. Silent: the upload form shows the refusal and keeps what was typed.
 */
export function addPaperwork(body: PaperworkAddBody): Promise<PaperworkItem> {
  return http.post(API.paperwork.add, paperworkItemSchema, { body, silent: true });
}

import { API } from '@/contract/api';
import {
  paperworkItemSchema,
  type ConsolePaperworkAddBody,
  type PaperworkItem,
} from '@/contract/journey-paperwork';
import { http } from '@/lib/http';

/** POST console/paperwork: the adviser's upload added to their student's documents (顾问上传). Silent. */
export function addConsolePaperwork(body: ConsolePaperworkAddBody): Promise<PaperworkItem> {
  return http.post(API.console.paperwork, paperworkItemSchema, { body, silent: true });
}

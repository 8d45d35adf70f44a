import { API } from '@/contract/api';
import { paperworkListSchema, type PaperworkList } from '@/contract/journey-paperwork';
import { http } from '@/lib/http';

/** GET console/paperwork ?studentId=: the student's documents with all versions (their adviser). */
export function getConsolePaperwork(studentId: string, signal?: AbortSignal): Promise<PaperworkList> {
  return http.get(API.console.paperwork, paperworkListSchema, { query: { studentId }, signal });
}

import { API } from '@/contract/api';
import { paperworkListSchema, type PaperworkList } from '@/contract/journey-paperwork';
import type { PaperworkKind } from '@/contract/journey';
import { http } from '@/lib/http';

/** GET personalSpace/findMyPaperwork {kind?}: the student's documents, each with its versions. */
export function getMyPaperwork(
  kind: PaperworkKind | undefined,
  signal?: AbortSignal,
): Promise<PaperworkList> {
  return http.get(API.paperwork.mine, paperworkListSchema, { query: { kind }, signal });
}

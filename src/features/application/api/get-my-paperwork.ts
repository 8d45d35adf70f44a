import { API } from '@/contract/api';
import type { PaperworkChoice } from '@/contract/journey-apply';
import { paperworkListSchema } from '@/contract/journey-paperwork';
import { http } from '@/lib/http';

/**
 * GET personalSpace/findMyPaperwork: the student's documents to pick an application's materials from; each
 * document offers its latest version (an application carries the version it was given).
 */
export async function getMyPaperwork(signal?: AbortSignal): Promise<{ list: PaperworkChoice[] }> {
  const answer = await http.get(API.paperwork.mine, paperworkListSchema, { signal });
  return {
    list: answer.list.map((document) => ({
      id: document.latest.id,
      title: `${document.latest.title}（v${document.latest.version}）`,
    })),
  };
}

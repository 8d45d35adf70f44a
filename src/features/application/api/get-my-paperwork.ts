import { API } from '@/contract/api';
import { paperworkChoicesSchema, type PaperworkChoice } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** GET personalSpace/findMyPaperwork: the student's paperwork to pick an application's materials from. */
export async function getMyPaperwork(signal?: AbortSignal): Promise<{ list: PaperworkChoice[] }> {
  const answer = await http.get(API.paperwork.mine, paperworkChoicesSchema, { signal });
  return { list: Array.isArray(answer) ? answer : answer.list };
}

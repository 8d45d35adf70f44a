import { API } from '@/contract/api';
import { guideDetailSchema } from '@/contract/guide';
import { http } from '@/lib/http';

/**
 * GET noauth/home/findGuideById: one article with its body, sources and related articles. Silent: the page
 * shows its own not-found and error states.
 */
export function getGuideDetail(id: string, signal?: AbortSignal) {
  return http.get(API.guide.detail, guideDetailSchema, { query: { id }, signal, silent: true });
}

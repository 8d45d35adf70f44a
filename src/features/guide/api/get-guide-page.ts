import { API } from '@/contract/api';
import { guidePageSchema, type GuideSection } from '@/contract/guide';
import { http } from '@/lib/http';

export interface GuidePageRequest {
  section: GuideSection;
  type?: string;
  country?: string;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

/** GET noauth/home/pageQueryGuide: a guide section's articles newest first, with the section's facets. */
export function getGuidePage(query: GuidePageRequest, signal?: AbortSignal) {
  return http.get(API.guide.page, guidePageSchema, { query: { ...query }, signal });
}

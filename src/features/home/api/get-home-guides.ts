import { API } from '@/contract/api';
import { guidePageSchema, type GuideSection } from '@/contract/guide';
import { http } from '@/lib/http';

/**
 * GET noauth/home/pageQueryGuide?section=&pageSize=: the newest articles of one guide section.
 * Silent: a home section that fails hides itself.
 */
export function getHomeGuides(section: GuideSection, pageSize: number, signal?: AbortSignal) {
  return http.get(API.guide.page, guidePageSchema, {
    query: { section, pageIndex: 1, pageSize },
    signal,
    silent: true,
  });
}

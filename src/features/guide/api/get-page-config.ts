import { API } from '@/contract/api';
import { pageConfigSchema, type GuideSection } from '@/contract/guide';
import { http } from '@/lib/http';

/**
 * GET noauth/pageConfig/findPageConfigUnique: one guide section's header. Silent: without it the page shows
 * the section's own name and description.
 */
export function getPageConfig(pageType: GuideSection, signal?: AbortSignal) {
  return http.get(API.common.pageConfigUnique, pageConfigSchema, {
    query: { pageType },
    signal,
    silent: true,
  });
}

/** A section's header request: its useQuery key and fetcher (the header and its route's loader share them). */
export const pageConfigQuery = (section: GuideSection) => ({
  key: `page-config:${section}`,
  fetch: (signal: AbortSignal) => getPageConfig(section, signal),
});

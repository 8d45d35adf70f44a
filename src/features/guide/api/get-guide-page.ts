import { API } from '@/contract/api';
import { DICTIONARIES } from '@/contract/dictionaries';
import { GUIDE_SECTIONS, guidePageSchema, type GuideSection } from '@/contract/guide';
import type { GuideListSearch } from '@/features/guide/search';
import { http } from '@/lib/http';

/** How many articles a guide list shows per page. */
export const GUIDE_PAGE_SIZE = 10;

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

/** The codes a filter may take in this section: the contract's dictionary (an unknown code is dropped). */
export function knownCode(section: GuideSection, kind: 'type' | 'country', code: string | undefined) {
  if (!code) return undefined;
  const meta = GUIDE_SECTIONS[section];
  const dict = kind === 'type' ? meta.typeDict : meta.byCountry ? 'VISA_COUNTRY' : null;
  if (!dict) return undefined;
  return DICTIONARIES[dict].some(([known]) => known === code) ? code : undefined;
}

/**
 * A guide list's request for the URL's search (unknown filter codes dropped), its useQuery key and fetcher:
 * the list page and its route's loader share them.
 */
export function guidePageQuery(section: GuideSection, search: GuideListSearch) {
  const request: GuidePageRequest = {
    section,
    type: knownCode(section, 'type', search.type),
    country: knownCode(section, 'country', search.country),
    keyword: search.keyword || undefined,
    pageIndex: search.page ?? 1,
    pageSize: GUIDE_PAGE_SIZE,
  };
  const { type, country, keyword, pageIndex } = request;
  return {
    request,
    key: `guide-page:${section}:${type ?? ''}:${country ?? ''}:${keyword ?? ''}:${pageIndex}`,
    fetch: (signal: AbortSignal) => getGuidePage(request, signal),
  };
}

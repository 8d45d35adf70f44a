import { API } from '@/contract/api';
import { adListSchema, type AdType } from '@/contract/home';
import { http } from '@/lib/http';

/**
 * GET noauth/common/findAd?type=: the ads of one position (HOME_BANNER: the home carousel).
 * Silent: a home section that fails hides itself.
 */
export function getHomeAds(type: AdType, signal?: AbortSignal) {
  return http.get(API.common.findAd, adListSchema, { query: { type }, signal, silent: true });
}

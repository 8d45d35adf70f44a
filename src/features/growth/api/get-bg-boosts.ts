import { API } from '@/contract/api';
import { bgBoostListSchema, type BgBoost } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** GET personalSpace/findStudentBgBoost: the caller's background boosts. */
export function getBgBoosts(signal?: AbortSignal): Promise<BgBoost[]> {
  return http.get(API.growth.bgBoost, bgBoostListSchema, { signal });
}

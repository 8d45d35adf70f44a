import { API } from '@/contract/api';
import { afterAbroadListSchema, type AfterAbroadItem } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** GET personalSpace/afterAbroad: 出国后清单 (the defaults are created on the first read). */
export function getAfterAbroad(signal?: AbortSignal): Promise<AfterAbroadItem[]> {
  return http.get(API.growth.afterAbroad, afterAbroadListSchema, { signal });
}

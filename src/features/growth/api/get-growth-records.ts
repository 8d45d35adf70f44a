import { API } from '@/contract/api';
import {
  growthRecordPageSchema,
  type GrowthRecordPage,
  type GrowthRecordQuery,
} from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** GET personalSpace/findMyGrowthRecordByTime: the caller's timeline, newest first. */
export function getGrowthRecords(query: GrowthRecordQuery, signal?: AbortSignal): Promise<GrowthRecordPage> {
  return http.get(API.growth.records, growthRecordPageSchema, { query: { ...query }, signal });
}

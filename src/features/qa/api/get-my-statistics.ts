import { API } from '@/contract/api';
import { qaMyStatisticsSchema } from '@/contract/qa';
import { http } from '@/lib/http';

/** GET home/detail/myStatistics (login): counts of 我的提问 / 我的回答 / 我的收藏. */
export function getMyStatistics(signal?: AbortSignal) {
  return http.get(API.qa.myStatistics, qaMyStatisticsSchema, { signal });
}

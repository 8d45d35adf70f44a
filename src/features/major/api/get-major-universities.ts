import { API } from '@/contract/api';
import { majorRankPageSchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET majorHomeDetail/pageQueryUniversityRank: universities ranked for a major's QS subject. */
export function getMajorUniversities(majorCode: string, pageIndex: number, signal?: AbortSignal) {
  return http.get(API.major.universityRank, majorRankPageSchema, {
    query: { majorCode, pageIndex, pageSize: 10 },
    signal,
  });
}

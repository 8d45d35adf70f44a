import { API } from '@/contract/api';
import { rankPageSchema, type RankedType } from '@/contract/catalog';
import { http } from '@/lib/http';

/**
 * GET noauth/universityHome/pageQueryUniversityRank: the top of one ranking list, with its attribution.
 * Silent: a home section that fails hides itself.
 */
export function getHomeRank(rankType: RankedType, pageSize: number, signal?: AbortSignal) {
  return http.get(API.university.rankPage, rankPageSchema, {
    query: { rankType, pageIndex: 1, pageSize },
    signal,
    silent: true,
  });
}

import { API } from '@/contract/api';
import { rankPageSchema, type RankedType } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET noauth/universityHome/pageQueryUniversityRank: one ranking list with its attribution. */
export function getRankPage(rankType: RankedType, pageIndex: number, signal?: AbortSignal) {
  return http.get(API.university.rankPage, rankPageSchema, {
    query: { rankType, pageIndex, pageSize: 20 },
    signal,
  });
}

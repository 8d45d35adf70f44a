import { API } from '@/contract/api';
import { strategyPageSchema, type StrategyPage } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** GET personalSpace/pageQuerySchoolStrategy: 选校策略 by tier; `studentId` when an adviser reads it. */
export function getStrategy(
  query: { pageIndex: number; pageSize: number; studentId?: string },
  signal?: AbortSignal,
): Promise<StrategyPage> {
  return http.get(API.growth.strategy, strategyPageSchema, { query: { ...query }, signal });
}

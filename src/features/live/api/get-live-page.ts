import { API } from '@/contract/api';
import { livePageSchema } from '@/contract/live';
import { http } from '@/lib/http';

/** GET noauth/orgHome/pageQueryLiveVideo: live, then upcoming, then ended (reserved flags with a token). */
export function getLivePage(
  query: { pageIndex: number; pageSize?: number; orgId?: string; counselorId?: string; activeOnly?: boolean },
  signal?: AbortSignal,
) {
  const { activeOnly, ...rest } = query;
  return http.get(API.live.page, livePageSchema, {
    query: { ...rest, ...(activeOnly ? { activeOnly: 'true' } : {}) },
    signal,
  });
}

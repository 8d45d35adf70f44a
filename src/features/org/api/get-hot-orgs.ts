import { z } from 'zod';

import { API } from '@/contract/api';
import { orgListItemSchema } from '@/contract/org';
import { http } from '@/lib/http';
import { prefetchQuery } from '@/lib/use-query';

/** GET noauth/orgHome hot orgs. */
export function getHotOrgs(limit: number, signal?: AbortSignal) {
  return http.get(API.org.hotOrgs, z.array(orgListItemSchema), { query: { limit: String(limit) }, signal });
}

/** How many hot organizations /organizations shows. */
export const HOT_ORGS = 6;

/** 热门机构's useQuery key and fetcher (the page and its route's loader share them). */
export const hotOrgsQuery = {
  key: 'hot-orgs',
  fetch: (signal: AbortSignal) => getHotOrgs(HOT_ORGS, signal),
};

export const prefetchHotOrgs = () => prefetchQuery(hotOrgsQuery.key, hotOrgsQuery.fetch);

import { API } from '@/contract/api';
import { orgPageSchema, type OrgPageQuery } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/orgHome organization page with filters (city, country, major, price). */
export function getOrgPage(query: OrgPageQuery, signal?: AbortSignal) {
  return http.get(API.org.orgPage, orgPageSchema, { query, signal });
}

import { API } from '@/contract/api';
import { majorPageSchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET majorHome/pageQueryMajor: the study-abroad major categories. */
export function getMajorPage(
  query: { pageIndex: number; pageSize?: number; keyword?: string },
  signal?: AbortSignal,
) {
  return http.get(API.major.page, majorPageSchema, { query: { ...query }, signal });
}

/** The paging every paged list shares: the query's page number and size, the answer's page of items. */
import { z } from 'zod';

import { intFields } from './fields.ts';
import { LIMITS } from './limits.ts';

/** A page query's `pageIndex` (from 1) and `pageSize`, read from a query string; spread into its object. */
export function pageQuery(defaultSize: number = LIMITS.DEFAULT_PAGE_SIZE, maxSize = 50) {
  return {
    pageIndex: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

/** One page of items with the total and the page it is. */
export function pageResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    ...intFields('total', 'pageIndex', 'pageSize'),
  });
}

import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The search of /admission and /visit: country, online, Beijing date range, page; junk is dropped. */
export const sessionRouteSearch = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  online: z.enum(['1', '0']).optional().catch(undefined),
  dateFrom: day,
  dateTo: day,
  page: z.coerce.number().int().positive().optional().catch(undefined),
});

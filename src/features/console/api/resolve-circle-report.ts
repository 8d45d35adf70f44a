import { z } from 'zod';

import { API } from '@/contract/api';
import type { circleReportResolveBodySchema } from '@/contract/circle';
import { http } from '@/lib/http';

/**
 * POST console/circleReports/resolve (platform customer service): HIDE removes the item for everyone,
 * DISMISS keeps it. A direct request, not the outbox: staff act online, and a refusal shows as the request
 * client's toast. The contract gives no response schema; the envelope's code is what counts.
 */
export function resolveCircleReport(body: z.infer<typeof circleReportResolveBodySchema>) {
  return http.post(API.console.resolveCircleReport, z.unknown(), { body });
}

import { API } from '@/contract/api';
import { circleReportPageSchema, type CircleReportStatus } from '@/contract/circle';
import { http } from '@/lib/http';

/** GET console/circleReports (platform customer service): reported circle posts and comments by status. */
export function getCircleReports(
  query: { status: CircleReportStatus; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) {
  return http.get(API.console.circleReports, circleReportPageSchema, { query: { ...query }, signal });
}

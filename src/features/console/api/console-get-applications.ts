import { API } from '@/contract/api';
import { consoleApplicationsSchema, type ConsoleApplications } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** GET console/applications ?studentId=: the student's applications, offers, deadlines and 我的大学List. */
export function consoleGetApplications(
  studentId: string,
  signal?: AbortSignal,
): Promise<ConsoleApplications> {
  return http.get(API.console.applications, consoleApplicationsSchema, { query: { studentId }, signal });
}

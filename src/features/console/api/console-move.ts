import { API } from '@/contract/api';
import { applicationSchema, type Application, type ConsoleStateBody } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST console/applications {applicationId, state, note}: move a student's application. */
export function consoleMove(body: ConsoleStateBody): Promise<Application> {
  return http.post(API.console.applications, applicationSchema, { body, silent: true });
}

import { API } from '@/contract/api';
import { consolePlanResultSchema, type ConsolePlanBody } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** POST console/plan: a strategy school, a course or a program for one of the caller's students (silent: the form shows the reason). */
export function addPlanItem(body: ConsolePlanBody) {
  return http.post(API.console.plan, consolePlanResultSchema, { body, silent: true });
}

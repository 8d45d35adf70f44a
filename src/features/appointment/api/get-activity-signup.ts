import { API } from '@/contract/api';
import { activitySignupSchema } from '@/contract/appointment';
import { http } from '@/lib/http';

/** GET userActivity/findByActivityId: the student's sign-up of an activity, or null. */
export function getActivitySignup(activityId: string, signal?: AbortSignal) {
  return http.get(API.appointment.activitySignupOf, activitySignupSchema.nullable(), {
    query: { activityId },
    signal,
  });
}

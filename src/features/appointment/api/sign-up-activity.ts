import { API } from '@/contract/api';
import { activitySignupSchema } from '@/contract/appointment';
import { http } from '@/lib/http';

/** POST home/viewUniversityActivityAndFinishedTask: sign up for an activity (refusals shown inline). */
export function signUpActivity(activityId: string) {
  return http.post(API.appointment.activitySignup, activitySignupSchema, {
    body: { activityId },
    silent: true,
  });
}

import { API } from '@/contract/api';
import { studentProfileSchema } from '@/contract/user';
import { http } from '@/lib/http';

/** GET student/findByUserId: the student's study intention and country, for the recommended counselors. */
export function getStudentProfile(userId: string, signal?: AbortSignal) {
  return http.get(API.user.profileByUserId, studentProfileSchema, {
    query: { userId },
    signal,
    silent: true,
  });
}

import { API } from '@/contract/api';
import { studentProfileSchema } from '@/contract/user';
import { http } from '@/lib/http';

/** GET profile by userId (fields of SPEC section 7). */
export function getProfile(userId: string, signal?: AbortSignal) {
  return http.get(API.user.profileByUserId, studentProfileSchema, { query: { userId }, signal });
}

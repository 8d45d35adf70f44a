import { API } from '@/contract/api';
import { studentProfileSchema } from '@/contract/user';
import { http } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

/** GET profile by userId (fields of SPEC section 7). */
export function getProfile(userId: string, signal?: AbortSignal) {
  return http.get(API.user.profileByUserId, studentProfileSchema, { query: { userId }, signal });
}

/** The profile of a user ('' asks nothing). */
export function useProfile(userId: string) {
  return useQuery(`profile:${userId}`, (signal) => getProfile(userId, signal), { enabled: userId !== '' });
}

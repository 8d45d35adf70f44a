import { API } from '@/contract/api';
import { studentProfileSchema } from '@/contract/user';
import { http } from '@/lib/http';
import { withOfflineCopy } from '@/lib/offline-reads';
import { useQuery } from '@/lib/use-query';

/** GET profile by userId (fields of SPEC section 7); `silent` for a background read (no toast). */
export function getProfile(userId: string, signal?: AbortSignal, options: { silent?: boolean } = {}) {
  return http.get(API.user.profileByUserId, studentProfileSchema, {
    query: { userId },
    signal,
    silent: options.silent,
  });
}

/** The profile read behind a convenience (the AI forms' prefill): a failure stays quiet. */
export function getProfileQuietly(userId: string) {
  return getProfile(userId, undefined, { silent: true });
}

/** The profile of a user ('' asks nothing); offline, the last one read on this device (基本信息 offline). */
export function useProfile(userId: string) {
  return useQuery(
    `profile:${userId}`,
    (signal) => withOfflineCopy(userId, 'profile', studentProfileSchema, () => getProfile(userId, signal)),
    { enabled: userId !== '' },
  );
}

import { API } from '@/contract/api';
import { currentUserSchema } from '@/contract/user';
import { http } from '@/lib/http';

/** GET current user. */
export function getCurrentUser() {
  return http.get(API.user.current, currentUserSchema);
}

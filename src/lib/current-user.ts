import { API } from '@/contract/api';
import { currentUserSchema, type CurrentUser } from '@/contract/user';
import { http } from '@/lib/http';
import { setUser } from '@/lib/session';

/** GET current user and store it (encrypted) as the session's user; null when it could not be fetched. */
export async function refreshCurrentUser(): Promise<CurrentUser | null> {
  const user = await http.get(API.user.current, currentUserSchema, { silent: true }).catch(() => null);
  if (user) await setUser(user);
  return user;
}

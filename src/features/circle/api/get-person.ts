import { API } from '@/contract/api';
import { circlePersonPageSchema } from '@/contract/circle';
import { http } from '@/lib/http';

/** GET (login) a person's page: profile, counts, follow state and one page of their posts. */
export function getPerson(query: { userId: string; cursor?: string; limit?: number }, signal?: AbortSignal) {
  return http.get(API.circle.personal, circlePersonPageSchema, { query: { ...query }, signal });
}

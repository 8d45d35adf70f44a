import { API } from '@/contract/api';
import { circlePostSchema } from '@/contract/circle';
import { http } from '@/lib/http';

/** GET (login) one post (the detail view, a notice's link). */
export function getPost(id: string, signal?: AbortSignal) {
  return http.get(`${API.circle.post}/${encodeURIComponent(id)}`, circlePostSchema, { signal });
}

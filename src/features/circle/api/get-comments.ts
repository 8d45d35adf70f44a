import { API } from '@/contract/api';
import { circleCommentPageSchema } from '@/contract/circle';
import { http } from '@/lib/http';

/** GET (login) a post's comments, oldest first, one cursor page. */
export function getComments(
  query: { postId: string; cursor?: string; limit?: number },
  signal?: AbortSignal,
) {
  return http.get(API.circle.comments, circleCommentPageSchema, { query: { ...query }, signal });
}

import { API } from '@/contract/api';
import { qaMyPageSchema, type QaMyKind } from '@/contract/qa';
import { http } from '@/lib/http';

/** GET home/detail/pageQueryMy (login): 我的提问 / 我的回答 / 我的收藏, newest first. */
export function getMyPage(
  query: { kind: QaMyKind; pageIndex: number; pageSize: number },
  signal?: AbortSignal,
) {
  return http.get(API.qa.my, qaMyPageSchema, { query: { ...query }, signal });
}

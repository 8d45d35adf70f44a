import { API } from '@/contract/api';
import { noticePageSchema, type NoticePageBody } from '@/contract/chat';
import { http } from '@/lib/http';

/** POST page query user notice (SPEC section 7): {userId, size, type, pageIndex}, newest first. */
export function getNoticePage(body: NoticePageBody, signal?: AbortSignal) {
  return http.post(API.notice.page, noticePageSchema, { body, signal });
}

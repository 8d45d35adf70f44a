import { API } from '@/contract/api';
import { noticeSchema, type Notice, type SendNoticeBody } from '@/contract/chat';
import { http } from '@/lib/http';

/** POST a notice to a student (console). Rejects with the server's text; the form shows it. */
export function sendConsoleNotice(body: SendNoticeBody): Promise<Notice> {
  return http.post(API.console.notice, noticeSchema, { body, silent: true });
}

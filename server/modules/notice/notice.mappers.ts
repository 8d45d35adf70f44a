import type { Notice } from '../../../src/contract/chat.ts';
import type { NoticeRow } from './notice.table.ts';

export function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    title: row.title,
    content: row.content,
    link: row.link,
    isRead: row.isRead,
    createTime: row.createdAt.toISOString(),
    senderName: row.senderName,
  };
}

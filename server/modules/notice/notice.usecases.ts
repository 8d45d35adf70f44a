/**
 * A user's notices (SPEC section 3 notice types) and the unread summary behind the badge: the chat count and
 * the notice counts by type together. The chat count comes from the chat module, handed in by the caller,
 * because notices sit below chat in the tiers.
 */
import type { NoticePageBody, UnreadSummary } from '../../../src/contract/chat.ts';
import { NOTICE_TYPE } from '../../../src/contract/code-tables.ts';
import type { Database } from '../../lib/database.ts';
import { createNotPartyError } from '../../lib/errors.ts';
import { pageOf } from '../../lib/paging.ts';
import type { UserRow } from '../user/user.table.ts';
import { toNotice } from './notice.mappers.ts';
import { createNoticeRepository } from './notice.repository.ts';

/** How many chat messages the user has not read (the chat module's count). */
export type UnreadChat = (db: Database, user: UserRow) => Promise<number>;

export type NoticeUsecases = ReturnType<typeof createNoticeUsecases>;

export function createNoticeUsecases({ db, unreadChat }: { db: Database; unreadChat: UnreadChat }) {
  const noticeRepo = createNoticeRepository({ db });

  async function unreadSummary(user: UserRow): Promise<UnreadSummary> {
    const chat = await unreadChat(db, user);
    const byType = await noticeRepo.unreadNoticesByType(user.id);
    const notices: Record<string, number> = {};
    let total = chat;
    for (const type of Object.values(NOTICE_TYPE)) {
      const count = byType.get(type) ?? 0;
      notices[String(type)] = count;
      total += count;
    }
    return { chat, notices, total };
  }

  return {
    unreadSummary,

    async noticePage(
      user: UserRow,
      body: Required<Pick<NoticePageBody, 'size' | 'pageIndex'>> & NoticePageBody,
    ) {
      if (body.userId !== user.id) throw createNotPartyError();
      const page = await noticeRepo.noticePage(user.id, {
        pageIndex: body.pageIndex,
        size: body.size,
        ...(body.type === undefined ? {} : { type: body.type }),
      });
      return pageOf({ pageIndex: body.pageIndex, pageSize: body.size }, page.list.map(toNotice), page.total);
    },

    async updateRead(user: UserRow, body: { ids?: string[] | undefined; type?: number | undefined }) {
      await noticeRepo.markNoticesRead(user.id, {
        ...(body.ids === undefined ? {} : { ids: body.ids }),
        ...(body.type === undefined ? {} : { type: body.type }),
      });
      return unreadSummary(user);
    },
  };
}

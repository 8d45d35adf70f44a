import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PagedListQuery } from '@/components/ui/paged-list';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

import type { Notice } from '@/contract/chat';
import type { NoticeType } from '@/contract/code-tables';
import { LIMITS } from '@/contract/limits';
import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import { getNoticePage } from '@/features/message-center/api/get-notice-page';
import { updateNoticeRead } from '@/features/message-center/api/update-notice-read';
import { isInAppPath } from '@/features/message-center/components/message-format';
import { NoticeItem } from '@/features/message-center/components/notice-item';
import { RowList } from '@/features/message-center/components/message-rows';
import { NoticeTypeChips } from '@/features/message-center/components/notice-type-chips';
import { onSocketEvent } from '@/lib/socket';
import { showToast } from '@/lib/toast';
import { setUnreadSummary, unread, unreadNoticeTotal } from '@/lib/unread';
import { useQuery } from '@/lib/use-query';

export const NOTICE_PAGE_SIZE = LIMITS.DEFAULT_PAGE_SIZE;

/** Notices pushed by the socket while this page (key) is shown, newest first. */
interface Pushed {
  key: string;
  list: Notice[];
}

/**
 * 系统通知: the user's notices by type, newest first, paged. Unread ones are marked; a click marks one read
 * and follows its in-app link; 全部标为已读 marks the current type read. A `notice` from the socket appears
 * at the top of the first page at once.
 */
export function NoticeList({
  userId,
  type,
  page,
  onChange,
}: {
  userId: string;
  type: NoticeType | undefined;
  page: number;
  onChange: (next: { type?: NoticeType; page?: number }) => void;
}) {
  const navigate = useNavigate();
  const counts = useSnapshot(unread);
  const key = `notices:${userId}:${type ?? 'all'}:${page}`;
  const result = useQuery(key, (signal) =>
    getNoticePage({ userId, size: NOTICE_PAGE_SIZE, type, pageIndex: page }, signal),
  );
  const [pushed, setPushed] = useState<Pushed>({ key, list: [] });
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(() => new Set());
  const [marking, setMarking] = useState(false);

  useEffect(
    () =>
      onSocketEvent('notice', (notice) => {
        if (page !== 1 || notice.userId !== userId || (type !== undefined && notice.type !== type)) return;
        setPushed((prev) => {
          const list = prev.key === key ? prev.list : [];
          return { key, list: [notice, ...list.filter((n) => n.id !== notice.id)] };
        });
      }),
    [key, page, type, userId],
  );

  const fresh = pushed.key === key ? pushed.list : [];
  const loadedIds = new Set(result.data?.list.map((n) => n.id));
  const added = fresh.filter((n) => !loadedIds.has(n.id));
  const data = result.data && {
    ...result.data,
    list: [...added, ...result.data.list].slice(0, NOTICE_PAGE_SIZE),
    total: result.data.total + added.length,
  };
  const isRead = (notice: Notice) => notice.isRead || readIds.has(notice.id);
  const markRead = (ids: string[]) => setReadIds((prev) => new Set([...prev, ...ids]));
  const unreadHere = type === undefined ? unreadNoticeTotal(counts) : (counts.notices[String(type)] ?? 0);
  const unreadShown = data?.list.some((n) => !isRead(n)) ?? false;

  const open = (notice: Notice) => {
    if (!isRead(notice)) {
      markRead([notice.id]);
      updateNoticeRead({ ids: [notice.id] }).then(setUnreadSummary, () => undefined);
    }
    if (isInAppPath(notice.link)) void navigate({ href: notice.link });
  };

  const markAllRead = async () => {
    setMarking(true);
    try {
      const summary = await updateNoticeRead(type === undefined ? {} : { type });
      setUnreadSummary(summary);
      markRead(data?.list.map((n) => n.id) ?? []);
      showToast({
        type: 'success',
        message: MESSAGE_CENTER_TEXT.markedAllRead,
        duration: LIMITS.HELPER_TOAST_MS,
      });
      result.refetch();
    } catch {
      // the request client has said why
    } finally {
      setMarking(false);
    }
  };

  return (
    <Stack gap="4">
      <NoticeTypeChips type={type} onChange={(next) => onChange({ type: next })} />
      <HStack justify="flex-end">
        <Button
          size="sm"
          variant="ghost"
          colorPalette="brand"
          disabled={marking || (unreadHere === 0 && !unreadShown)}
          onClick={() => void markAllRead()}
          data-testid="mark-all-read"
        >
          {MESSAGE_CENTER_TEXT.markAllRead}
        </Button>
      </HStack>
      {result.offline && result.data && (
        <Text fontSize="sm" color="fg.muted" data-testid="stale-offline">
          {MESSAGE_CENTER_TEXT.staleOffline}
        </Text>
      )}
      <PagedListQuery
        result={{ ...result, data }}
        skeleton={{ rows: 4, height: '20' }}
        empty={{
          title: MESSAGE_CENTER_TEXT.noticeEmptyTitle,
          text: MESSAGE_CENTER_TEXT.noticeEmpty[type ?? 'all'],
        }}
        paging={{ page, pageSize: NOTICE_PAGE_SIZE, onChange: (p) => onChange({ type, page: p }) }}
      >
        {(shown) => (
          <>
            <RowList label={MESSAGE_CENTER_TEXT.noticeList} testId="notice-list">
              {shown.list.map((notice) => (
                <li key={notice.id}>
                  <NoticeItem notice={notice} read={isRead(notice)} onOpen={() => open(notice)} />
                </li>
              ))}
            </RowList>
          </>
        )}
      </PagedListQuery>
    </Stack>
  );
}

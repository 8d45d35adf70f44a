import { Badge, Tabs } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';

import type { NoticeType } from '@/contract/code-tables';
import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import { ConversationList } from '@/features/message-center/components/conversation-list';
import { NoticeList } from '@/features/message-center/components/notice-list';
import { MESSAGE_CENTER_TABS, type MessageCenterTab } from '@/features/message-center/state/tabs';
import { useSessionSnapshot } from '@/lib/hydration';
import { formatBadge, unread, unreadNoticeTotal } from '@/lib/unread';

export interface MessageCenterSearch {
  tab?: MessageCenterTab;
  type?: NoticeType;
  page?: number;
}

function TabBadge({ count }: { count: number }) {
  const text = formatBadge(count);
  if (!text) return null;
  return (
    <Badge colorPalette="red" variant="solid" rounded="full" fontSize="2xs" px="1.5" data-testid="tab-unread">
      {text}
    </Badge>
  );
}

/** /message (MessageCenter): 私信 and 系统通知, each with its unread count; one column on phones. */
export function MessageCenter({
  tab,
  type,
  page,
  onSearch,
}: {
  tab: MessageCenterTab;
  type: NoticeType | undefined;
  page: number;
  onSearch: (next: MessageCenterSearch) => void;
}) {
  const counts = useSnapshot(unread);
  const user = useSessionSnapshot().user;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => {
        const next = MESSAGE_CENTER_TABS.find((t) => t === details.value);
        if (next) onSearch({ tab: next });
      }}
      lazyMount
      unmountOnExit
      colorPalette="brand"
      maxW="3xl"
    >
      <Tabs.List aria-label={MESSAGE_CENTER_TEXT.tabs}>
        <Tabs.Trigger value="chat" flex={{ base: '1', md: 'initial' }} justifyContent="center">
          {MESSAGE_CENTER_TEXT.chatTab}
          <TabBadge count={counts.chat} />
        </Tabs.Trigger>
        <Tabs.Trigger value="notice" flex={{ base: '1', md: 'initial' }} justifyContent="center">
          {MESSAGE_CENTER_TEXT.noticeTab}
          <TabBadge count={unreadNoticeTotal(counts)} />
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="chat" pt="4">
        <ConversationList />
      </Tabs.Content>
      <Tabs.Content value="notice" pt="4">
        {user && (
          <NoticeList
            userId={user.id}
            type={type}
            page={page}
            onChange={(next) => onSearch({ tab: 'notice', ...next })}
          />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

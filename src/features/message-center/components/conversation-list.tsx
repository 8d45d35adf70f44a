import { Box, Button, Stack, Text } from '@chakra-ui/react';

import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import { getChatFriends } from '@/features/message-center/api/get-chat-friends';
import { ConversationItem } from '@/features/message-center/components/conversation-item';
import { newestFirst } from '@/features/message-center/components/message-format';
import { RowList } from '@/features/message-center/components/message-rows';
import { useLiveRefetch } from '@/features/message-center/components/use-live-refetch';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { APP_EVENTS, emitAppEvent, type OpenChatDetail } from '@/lib/events';
import { useQuery } from '@/lib/use-query';

function ContactServiceButton({ variant }: { variant: 'solid' | 'outline' }) {
  return (
    <Button
      colorPalette="brand"
      variant={variant}
      size="sm"
      onClick={() => emitAppEvent(APP_EVENTS.OPEN_PLATFORM_CHAT)}
      data-testid="contact-service"
    >
      {MESSAGE_CENTER_TEXT.contactService}
    </Button>
  );
}

/** 私信: the user's conversations newest first; a click opens the chat dialog (APP_EVENTS.OPEN_CHAT). */
export function ConversationList() {
  const result = useQuery('chat-friends', async (signal) => ({
    list: newestFirst(await getChatFriends(signal)),
  }));
  useLiveRefetch(result.refetch);
  if (result.error && !result.data) {
    return <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  }
  if (!result.data) return <ListSkeleton rows={4} height="16" />;
  if (result.data.list.length === 0) {
    return (
      <Stack gap="4" align="center">
        <Box w="full">
          <EmptyState title={MESSAGE_CENTER_TEXT.chatEmptyTitle} text={MESSAGE_CENTER_TEXT.chatEmptyText} />
        </Box>
        <ContactServiceButton variant="solid" />
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      {result.offline && (
        <Text fontSize="sm" color="fg.muted" data-testid="stale-offline">
          {MESSAGE_CENTER_TEXT.staleOffline}
        </Text>
      )}
      <RowList label={MESSAGE_CENTER_TEXT.chatList} testId="conversation-list">
        {result.data.list.map((friend) => (
          <li key={friend.conversationId}>
            <ConversationItem
              friend={friend}
              onOpen={() => emitAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, { friendId: friend.friendId })}
            />
          </li>
        ))}
      </RowList>
      <Box alignSelf={{ base: 'stretch', md: 'flex-start' }}>
        <ContactServiceButton variant="outline" />
      </Box>
    </Stack>
  );
}

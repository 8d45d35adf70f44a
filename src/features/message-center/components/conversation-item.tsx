import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';

import { PersonAvatar } from '@/components/ui/person-avatar';
import type { ChatFriend } from '@/contract/chat';
import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import {
  formatMessageTime,
  friendName,
  messagePreview,
} from '@/features/message-center/components/message-format';
import { RowButton } from '@/features/message-center/components/message-rows';
import { formatBadge } from '@/lib/unread';

/** One conversation: avatar, name, organization, last message, time and unread count (cap 99). */
export function ConversationItem({ friend, onOpen }: { friend: ChatFriend; onOpen: () => void }) {
  const name = friendName(friend);
  const badge = formatBadge(friend.unreadCount);
  const preview = messagePreview(friend.lastMessage);
  return (
    <RowButton
      minH="16"
      onClick={onOpen}
      data-testid="conversation"
      data-friend-id={friend.friendId}
      aria-label={badge ? `${name}，${badge} 条${MESSAGE_CENTER_TEXT.unread}` : name}
    >
      <HStack gap="3" align="center">
        <PersonAvatar
          size="md"
          colorPalette="brand"
          flexShrink={0}
          name={name}
          src={friend.headportraitPreviewUrl}
        />
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="2" minW="0">
            <Text fontWeight="semibold" truncate data-testid="conversation-name">
              {name}
            </Text>
            {friend.orgNameCn && (
              <Text fontSize="xs" color="fg.muted" truncate flexShrink={1} data-testid="conversation-org">
                {friend.orgNameCn}
              </Text>
            )}
            <Box flex="1" />
            {friend.lastMessage && (
              <Text fontSize="xs" color="fg.muted" flexShrink={0} asChild>
                <time dateTime={friend.lastMessage.sendTime}>
                  {formatMessageTime(friend.lastMessage.sendTime)}
                </time>
              </Text>
            )}
          </HStack>
          <HStack gap="2" minW="0">
            <Text
              fontSize="sm"
              color={badge ? 'fg' : 'fg.muted'}
              truncate
              flex="1"
              data-testid="conversation-preview"
            >
              {preview}
            </Text>
            {badge && (
              <Badge
                colorPalette="red"
                variant="solid"
                rounded="full"
                fontSize="2xs"
                px="1.5"
                flexShrink={0}
                data-testid="conversation-unread"
              >
                {badge}
              </Badge>
            )}
          </HStack>
        </Stack>
      </HStack>
    </RowButton>
  );
}

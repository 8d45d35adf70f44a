import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';

import { PersonAvatar } from '@/components/ui/person-avatar';
import type { ChatFriend, ChatLastMessage, StaffAccount } from '@/contract/chat';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { displayName } from '@/lib/display-name';

const TEXT = CHAT_UI_TEXT.console;

/** The one-line preview of a last message. */
export function previewOf(last: ChatLastMessage | null): string {
  if (!last) return '';
  if (last.msgType === 'image') return `[${CHAT_UI_TEXT.image}]`;
  if (last.msgType === 'order') return `[${CHAT_UI_TEXT.orderNo}]`;
  return last.message;
}

function timeOf(last: ChatLastMessage | null): string {
  if (!last) return '';
  const date = new Date(last.sendTime);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === new Date().toDateString()
    ? date.toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString('zh-CN', { month: '2-digit', day: '2-digit' });
}

/** Newest first: by the last message's time, else keep the server's order. */
export function sortConversations(friends: readonly ChatFriend[]): ChatFriend[] {
  const time = (f: ChatFriend) => (f.lastMessage ? Date.parse(f.lastMessage.sendTime) || 0 : 0);
  return [...friends].sort((a, b) => time(b) - time(a));
}

export interface ConversationListProps {
  friends: readonly ChatFriend[];
  accounts: readonly StaffAccount[];
  selected: string | null;
  onSelect: (friend: ChatFriend) => void;
}

/** The console's conversations of all the staff member's accounts, newest first, with unread counts. */
export function ConversationList({ friends, accounts, selected, onSelect }: ConversationListProps) {
  const accountName = (id: string) => {
    const account = accounts.find((a) => a.accountId === id);
    return account ? displayName(account) : '';
  };
  if (friends.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm" p="4" data-testid="console-no-conversations">
        {TEXT.noConversations}
      </Text>
    );
  return (
    <Stack gap="0" role="list" aria-label={TEXT.conversations}>
      {sortConversations(friends).map((friend) => {
        const name = displayName(friend);
        const active = friend.conversationId === selected;
        return (
          <Box
            key={friend.conversationId}
            as="button"
            role="listitem"
            textAlign="left"
            px="3"
            py="2"
            borderBottomWidth="1px"
            bg={active ? 'brand.subtle' : undefined}
            _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
            onClick={() => onSelect(friend)}
            data-testid="console-conversation"
            aria-current={active ? 'true' : undefined}
          >
            <HStack gap="3" align="flex-start">
              <PersonAvatar size="sm" colorPalette="gray" name={name} src={friend.headportraitPreviewUrl} />
              <Stack gap="0" flex="1" minW="0">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="medium" truncate>
                    {name}
                  </Text>
                  <Text fontSize="xs" color="fg.subtle" flexShrink={0}>
                    {timeOf(friend.lastMessage)}
                  </Text>
                </HStack>
                {accounts.length > 1 && (
                  <Text fontSize="xs" color="brand.fg" truncate>
                    {accountName(friend.accountId)}
                  </Text>
                )}
                <HStack justify="space-between" gap="2">
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {previewOf(friend.lastMessage)}
                  </Text>
                  {friend.unreadCount > 0 && (
                    <Badge colorPalette="red" variant="solid" rounded="full" data-testid="console-unread">
                      {friend.unreadCount > 99 ? '99+' : friend.unreadCount}
                    </Badge>
                  )}
                </HStack>
              </Stack>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}

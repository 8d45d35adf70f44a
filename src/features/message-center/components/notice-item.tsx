import { Box, HStack, Stack, Text } from '@chakra-ui/react';

import { NOTICE_TYPE_NAMES, NOTICE_TYPES, type Notice } from '@/contract/chat';
import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import { formatMessageTime } from '@/features/message-center/components/message-format';
import { RowButton } from '@/features/message-center/components/message-rows';

function typeName(type: number): string | null {
  const known = NOTICE_TYPES.find((t) => t === type);
  return known === undefined ? null : NOTICE_TYPE_NAMES[known];
}

/** One notice: unread ones carry a dot and a bold title; a click marks it read and follows its link. */
export function NoticeItem({ notice, read, onOpen }: { notice: Notice; read: boolean; onOpen: () => void }) {
  const name = typeName(notice.type);
  return (
    <RowButton onClick={onOpen} data-testid="notice" data-read={read ? 'true' : 'false'}>
      <HStack gap="3" align="flex-start">
        <Box
          mt="2"
          w="2"
          h="2"
          rounded="full"
          flexShrink={0}
          bg={read ? 'transparent' : 'red.solid'}
          aria-label={read ? undefined : MESSAGE_CENTER_TEXT.unread}
          role={read ? undefined : 'img'}
          data-testid={read ? undefined : 'notice-unread-dot'}
        />
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" minW="0">
            <Text fontWeight={read ? 'normal' : 'bold'} truncate flex="1" data-testid="notice-title">
              {notice.title}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0} asChild>
              <time dateTime={notice.createTime}>{formatMessageTime(notice.createTime)}</time>
            </Text>
          </HStack>
          <Text fontSize="sm" color={read ? 'fg.muted' : 'fg'} lineClamp={2}>
            {notice.content}
          </Text>
          {(name || notice.senderName) && (
            <Text fontSize="xs" color="fg.muted">
              {[name, notice.senderName].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
      </HStack>
    </RowButton>
  );
}

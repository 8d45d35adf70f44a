import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';

import { Composer } from '@/components/chat/composer';
import { MessageList } from '@/components/chat/message-list';
import { CHAT_TEXT } from '@/contract/chat';
import { useSessionSnapshot } from '@/lib/hydration';
import { displayName } from '@/lib/display-name';
import { outboxState } from '@/lib/outbox';

import { discardSend, loadOlder, retrySend, sendImage, sendText } from '../state/chat-actions';
import { chatState, conversationItems, type Conversation } from '../state/chat-store';

export interface ConversationPaneProps {
  /** The conversation shown, or null: the composer is then disabled (no peer selected). */
  roomCode: string | null;
  /** The viewer's name and avatar on their own messages (the student, or the account staff write as). */
  selfName: string;
  selfAvatar: string | null;
  /** What the empty list says (default: the conversation has no messages yet). */
  emptyText?: string;
}

/** The message list and the composer of one conversation: the student's dialog and the console use it. */
export function ConversationPane({ roomCode, selfName, selfAvatar, emptyText }: ConversationPaneProps) {
  const chat = useSnapshot(chatState);
  const outbox = useSnapshot(outboxState);
  const conversation = (roomCode ? chat.conversations[roomCode] : undefined) as Conversation | undefined;
  const items = useMemo(
    () => (conversation ? conversationItems(conversation, outbox.items, selfAvatar, chat.sentHere) : []),
    [conversation, outbox.items, selfAvatar, chat.sentHere],
  );
  const older = useCallback(() => (roomCode ? loadOlder(roomCode) : Promise.resolve()), [roomCode]);
  const me = useSessionSnapshot().user;
  return (
    <Stack gap="0" flex="1" minH="0" data-testid="chat-conversation">
      <MessageList
        items={items}
        selfId={conversation?.selfId ?? me?.id ?? ''}
        selfName={selfName}
        peerName={conversation ? displayName(conversation.friend) : ''}
        hasOlder={conversation?.hasOlder ?? false}
        onLoadOlder={older}
        onRetry={(key) => void retrySend(key)}
        onDiscard={(key) => void discardSend(key)}
        empty={
          <Text textAlign="center" color="fg.muted" fontSize="sm" py="8">
            {emptyText ?? CHAT_TEXT.EMPTY_CONVERSATION}
          </Text>
        }
      />
      <Composer
        enabled={conversation !== undefined}
        onSendText={(text) => (roomCode ? sendText(roomCode, text) : Promise.resolve())}
        onSendImage={(file) => (roomCode ? sendImage(roomCode, file) : Promise.resolve())}
      />
    </Stack>
  );
}

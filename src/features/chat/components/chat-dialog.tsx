import { Box, Dialog, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

import { ErrorBoundary } from '@/components/error-boundary';
import { PanelDialog } from '@/components/ui/panel-dialog';
import { PersonAvatar } from '@/components/ui/person-avatar';
import type { ChatFriend } from '@/contract/chat';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { useSessionSnapshot } from '@/lib/hydration';
import { displayName } from '@/lib/display-name';
import { network } from '@/lib/network';

import { clickPrivate } from '../api/click-private';
import { getPlatformService } from '../api/get-platform-service';
import { closeConversation, openConversation, restoreHistory } from '../state/chat-actions';
import { startChat } from '../state/chat-runtime';
import { chatState } from '../state/chat-store';
import type { ChatRequest } from './chat-request';
import { ConversationPane } from './conversation-pane';

/** The conversation asked for: from the server, or (offline) the one IndexedDB holds. */
async function resolveFriend(request: ChatRequest): Promise<ChatFriend | null> {
  try {
    const friendId = request.kind === 'platform' ? (await getPlatformService()).id : request.friendId;
    return await clickPrivate(friendId);
  } catch {
    await restoreHistory();
    const held = Object.values(chatState.conversations).map((c) => c.friend);
    const found =
      request.kind === 'platform'
        ? held.find((f) => f.accountKind === 'PLATFORM')
        : held.find((f) => f.friendId === request.friendId);
    return found ? { ...found } : null;
  }
}

/**
 * The student's chat dialog (SPEC section 2 "Chat dialog"): 600 px wide, full screen on phones; header
 * with avatar, name or nickname, organization name and a close button; the conversation below. Platform
 * chat opens with the welcome record, the greeting before the history.
 */
export default function ChatDialog({ request, onClose }: { request: ChatRequest; onClose: () => void }) {
  const [state, setState] = useState<{ nonce: number; roomCode: string | null; failed: boolean } | null>(
    null,
  );
  const chat = useSnapshot(chatState);
  const online = useSnapshot(network).online;
  const user = useSessionSnapshot().user;

  useEffect(() => {
    startChat();
    let live = true;
    let opened: string | null = null;
    void resolveFriend(request).then((friend) => {
      if (!live) return;
      if (!friend) {
        setState({ nonce: request.nonce, roomCode: null, failed: true });
        return;
      }
      opened = friend.conversationId;
      setState({ nonce: request.nonce, roomCode: friend.conversationId, failed: false });
      void openConversation(friend, { welcome: friend.accountKind === 'PLATFORM' });
    });
    return () => {
      live = false;
      if (opened) closeConversation(opened);
    };
  }, [request]);

  const current = state?.nonce === request.nonce ? state : null;
  const conversation = current?.roomCode ? chat.conversations[current.roomCode] : undefined;
  const friend = conversation?.friend;
  const name = friend ? displayName(friend) : '';
  const selfName = user ? displayName(user) : '';

  return (
    <PanelDialog
      onClose={onClose}
      w="600px"
      h="min(720px, 85vh)"
      data-testid="chat-dialog"
      aria-label={CHAT_UI_TEXT.dialogLabel}
      closeLabel={CHAT_UI_TEXT.close}
      bodyProps={{ p: '0', display: 'flex', flexDirection: 'column', minH: '0' }}
      header={
        <HStack gap="3" flex="1" minW="0">
          <PersonAvatar
            size="md"
            colorPalette="brand"
            flexShrink={0}
            name={name}
            src={friend?.headportraitPreviewUrl}
          />
          <Stack gap="0" minW="0">
            <Dialog.Title fontSize="md" truncate data-testid="chat-peer-name">
              {name || CHAT_UI_TEXT.dialogLabel}
            </Dialog.Title>
            {friend?.orgNameCn && (
              <Text fontSize="sm" color="fg.muted" truncate data-testid="chat-peer-org">
                {friend.orgNameCn}
              </Text>
            )}
          </Stack>
        </HStack>
      }
    >
      {!online && (
        <Box bg="orange.subtle" color="orange.fg" fontSize="sm" px="4" py="1">
          {CHAT_UI_TEXT.offline}
        </Box>
      )}
      {!current && (
        <Stack align="center" justify="center" flex="1" gap="2">
          <Spinner />
          <Text color="fg.muted" fontSize="sm">
            {CHAT_UI_TEXT.connecting}
          </Text>
        </Stack>
      )}
      {current?.failed && (
        <Text color="fg.error" textAlign="center" py="10" role="alert">
          {CHAT_UI_TEXT.openFailed}
        </Text>
      )}
      {current && !current.failed && chat.openError && conversation?.messages.length === 0 && (
        <Text color="fg.error" fontSize="sm" px="4" py="1" role="alert">
          {chat.openError}
        </Text>
      )}
      {current && !current.failed && (
        <ErrorBoundary key={current.roomCode}>
          <ConversationPane
            roomCode={current.roomCode}
            selfName={selfName}
            selfAvatar={user?.headportraitPreviewUrl ?? null}
          />
        </ErrorBoundary>
      )}
    </PanelDialog>
  );
}

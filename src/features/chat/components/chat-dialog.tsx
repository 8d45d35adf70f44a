import { Box, Dialog, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';

import { ErrorBoundary } from '@/components/error-boundary';
import { PanelDialog } from '@/components/ui/panel-dialog';
import { PersonAvatar } from '@/components/ui/person-avatar';
import type { ChatFriend } from '@/contract/chat';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { useSessionSnapshot } from '@/lib/hydration';
import { displayName } from '@/lib/display-name';
import { ApiError } from '@/lib/http';
import { network } from '@/lib/network';

import { clickPrivate } from '../api/click-private';
import { getPlatformService } from '../api/get-platform-service';
import {
  closeConversation,
  dropPendingConversation,
  isPendingRoom,
  openConversation,
  openPendingConversation,
  restoreHistory,
} from '../state/chat-actions';
import { startChat } from '../state/chat-runtime';
import { chatState } from '../state/chat-store';
import type { ChatRequest } from './chat-request';
import { ConversationPane } from './conversation-pane';

/** What a request opens: a conversation, or (offline, a first conversation with an account) a pending one. */
type Resolved = { friend: ChatFriend } | { pendingFor: string } | null;

/** The conversation asked for: from the server, or (offline) the one IndexedDB holds, or a pending one. */
async function resolveFriend(request: ChatRequest): Promise<Resolved> {
  try {
    const friendId = request.kind === 'platform' ? (await getPlatformService()).id : request.friendId;
    return { friend: await clickPrivate(friendId) };
  } catch (error) {
    await restoreHistory();
    const held = Object.values(chatState.conversations)
      .map((c) => c.friend)
      .filter((f) => !isPendingRoom(f.conversationId));
    const found =
      request.kind === 'platform'
        ? held.find((f) => f.accountKind === 'PLATFORM')
        : held.find((f) => f.friendId === request.friendId);
    if (found) return { friend: { ...found } };
    // never opened here and no network: the account is known, so messages can wait for it
    if (request.kind === 'friend' && error instanceof ApiError && error.transient)
      return { pendingFor: request.friendId };
    return null;
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

  // the room on screen, closed when the dialog goes or moves to another
  const opened = useRef<string | null>(null);

  const show = (nonce: number, resolved: Resolved) => {
    if (!resolved) {
      setState({ nonce, roomCode: null, failed: true });
      return;
    }
    if ('pendingFor' in resolved) {
      const roomCode = openPendingConversation(resolved.pendingFor);
      opened.current = roomCode;
      setState({ nonce, roomCode, failed: roomCode === null });
      return;
    }
    const { friend } = resolved;
    if (opened.current && opened.current !== friend.conversationId) dropPendingConversation(opened.current);
    opened.current = friend.conversationId;
    setState({ nonce, roomCode: friend.conversationId, failed: false });
    void openConversation(friend, { welcome: friend.accountKind === 'PLATFORM' });
  };

  useEffect(() => {
    startChat();
    let live = true;
    void resolveFriend(request).then((resolved) => {
      if (live) show(request.nonce, resolved);
    });
    return () => {
      live = false;
      if (opened.current) {
        closeConversation(opened.current);
        dropPendingConversation(opened.current);
        opened.current = null;
      }
    };
  }, [request]);

  // back online with a pending conversation: the real one opens, with the messages that waited
  const pending = state?.nonce === request.nonce && state.roomCode !== null && isPendingRoom(state.roomCode);
  useEffect(() => {
    if (!online || !pending) return undefined;
    let live = true;
    void resolveFriend(request).then((resolved) => {
      if (live && resolved && 'friend' in resolved) show(request.nonce, resolved);
    });
    return () => {
      live = false;
    };
  }, [online, pending, request]);

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

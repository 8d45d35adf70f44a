import { Box, Button, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

import { ErrorBoundary } from '@/components/error-boundary';
import { PersonAvatar } from '@/components/ui/person-avatar';
import type { ChatFriend } from '@/contract/chat';
import { ORDER_TEXT } from '@/contract/order';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { useSessionSnapshot } from '@/lib/hydration';
import { displayName } from '@/lib/display-name';
import { outboxState } from '@/lib/outbox';
import { onSocketEvent } from '@/lib/socket';
import { useQuery } from '@/lib/use-query';

import { getConsoleAccounts } from '../api/get-console-accounts';
import { getFriends } from '../api/get-friends';
import {
  ConsolePartsProvider,
  useConsoleParts,
  type ConsoleChat,
  type ConsoleParts,
} from '../state/console-parts';
import { ConversationList } from './conversation-list';
import { CreateOrderDialog } from './create-order-dialog';
import { MyStudentsView } from './my-students';
import { NoticeForm } from './notice-form';
import { CONSOLE_ORDER_TEXT } from './order-text';
import { RefundQueue } from './refund-queue';
import { ReportQueue } from './report-queue';
import { REPORT_TEXT } from './report-text';
import { StudentPanel } from './student-panel';

const TEXT = CHAT_UI_TEXT.console;

/** Loads the conversations of all the staff member's accounts into the store; again on reconnect and news. */
function useConversations(chat: ConsoleChat): { loading: boolean; error: string | null } {
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({
    loading: true,
    error: null,
  });
  const load = useCallback(() => {
    getFriends().then(
      (friends) => {
        friends.forEach((friend) => chat.upsert(friend));
        setState({ loading: false, error: null });
      },
      (error: unknown) =>
        setState({ loading: false, error: error instanceof Error ? error.message : String(error) }),
    );
  }, [chat]);
  useEffect(() => {
    chat.start();
    load();
    const offs = [onSocketEvent('connect', load), chat.onUnknownConversation(load)];
    return () => offs.forEach((off) => off());
  }, [chat, load]);
  return state;
}

type ConsoleView = 'chat' | 'students' | 'reports' | 'refunds';

/**
 * The staff console (/console): the conversations of every account the staff member answers for, the
 * selected one with the same message rendering and composer as the student's dialog (writing as the
 * account, with 创建订单 for a service order in it), and the student's profile, 我的大学List and a notice form
 * beside it. The header switches to 退款申请 (every staff member) and, for platform customer service, to
 * 举报处理 (the circle's report queue), and to 我的学生 (each student's journey). `parts` are the views it shares
 * with the students' pages, which the route takes from their slices.
 */
export function ConsolePage({ parts }: { parts: ConsoleParts }) {
  return (
    <ConsolePartsProvider parts={parts}>
      <ConsoleViews />
    </ConsolePartsProvider>
  );
}

function ConsoleViews() {
  const engine = useConsoleParts().chat;
  const accounts = useQuery('console-accounts', getConsoleAccounts);
  const list = useConversations(engine);
  const chat = useSnapshot(engine.state);
  const outbox = useSnapshot(outboxState);
  const [selected, setSelected] = useState<string | null>(null);
  const canModerate = useSessionSnapshot().user?.staffRole === 'PLATFORM_SERVICE';
  const [view, setView] = useState<ConsoleView>('chat');
  const [ordering, setOrdering] = useState(false);
  const views: (readonly [ConsoleView, string])[] = [
    ['chat', TEXT.conversations],
    ['students', '我的学生'],
    ...(canModerate ? [['reports', REPORT_TEXT.title] as const] : []),
    ['refunds', CONSOLE_ORDER_TEXT.refunds],
  ];

  useEffect(
    () => () => {
      if (selected) engine.close(selected);
    },
    [engine, selected],
  );

  const select = (friend: ChatFriend) => {
    setOrdering(false);
    setSelected(friend.conversationId);
    void engine.open({ ...friend });
  };

  // the newest message of each conversation, own replies included (pending ones too)
  const friends = Object.values(chat.conversations).map((c) => ({
    ...c.friend,
    lastMessage: engine.lastMessageOf(c, outbox.items),
  }));
  const conversation = selected ? chat.conversations[selected] : undefined;
  const account = accounts.data?.find((a) => a.accountId === conversation?.friend.accountId);
  const accountName = account ? displayName(account) : '';

  return (
    <Stack h="100dvh" gap="0" bg="bg.subtle">
      <HStack px="4" py="2" borderBottomWidth="1px" bg="bg" justify="space-between">
        <HStack gap="3">
          <Text fontWeight="bold" whiteSpace="nowrap">
            {TEXT.title}
          </Text>
          <HStack gap="1" role="group" aria-label={TEXT.title} data-testid="console-views" flexWrap="wrap">
            {views.map(([code, label]) => (
              <Button
                key={code}
                size="xs"
                variant={view === code ? 'solid' : 'ghost'}
                colorPalette="brand"
                aria-pressed={view === code}
                onClick={() => setView(code)}
              >
                {label}
              </Button>
            ))}
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {(accounts.data ?? []).map((a) => displayName(a)).join(' · ')}
        </Text>
      </HStack>
      {view === 'students' ? (
        <ErrorBoundary key={view}>
          <MyStudentsView />
        </ErrorBoundary>
      ) : canModerate && view === 'reports' ? (
        <ErrorBoundary key={view}>
          <ReportQueue />
        </ErrorBoundary>
      ) : view === 'refunds' ? (
        <ErrorBoundary key={view}>
          <RefundQueue />
        </ErrorBoundary>
      ) : (
        <Grid
          flex="1"
          minH="0"
          templateColumns={{ base: '1fr', lg: '320px 1fr 340px' }}
          templateRows={{ base: 'auto auto auto', lg: '1fr' }}
          overflowY={{ base: 'auto', lg: 'hidden' }}
        >
          <Box
            bg="bg"
            borderRightWidth="1px"
            overflowY="auto"
            maxH={{ base: '40dvh', lg: 'none' }}
            data-testid="console-list"
          >
            {list.loading && friends.length === 0 ? (
              <Spinner m="4" />
            ) : list.error && friends.length === 0 ? (
              <Text color="fg.error" p="4" role="alert">
                {TEXT.loadFailed}: {list.error}
              </Text>
            ) : (
              <ErrorBoundary>
                <ConversationList
                  friends={friends}
                  accounts={accounts.data ?? []}
                  selected={selected}
                  onSelect={select}
                />
              </ErrorBoundary>
            )}
          </Box>
          <Stack gap="0" bg="bg" minH={{ base: '70dvh', lg: '0' }}>
            {conversation ? (
              <>
                <HStack px="4" py="2" borderBottomWidth="1px" gap="3">
                  <PersonAvatar
                    size="sm"
                    colorPalette="gray"
                    name={displayName(conversation.friend)}
                    src={conversation.friend.headportraitPreviewUrl}
                  />
                  <Text fontWeight="semibold">{displayName(conversation.friend)}</Text>
                  {accountName && (
                    <Text fontSize="sm" color="fg.muted">
                      → {accountName}
                    </Text>
                  )}
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    ms="auto"
                    onClick={() => setOrdering(true)}
                  >
                    {ORDER_TEXT.CREATE_ORDER}
                  </Button>
                </HStack>
                {ordering && selected && (
                  <CreateOrderDialog roomCode={selected} onClose={() => setOrdering(false)} />
                )}
                <engine.Pane
                  roomCode={selected}
                  selfName={accountName}
                  selfAvatar={account?.headportraitPreviewUrl ?? null}
                />
              </>
            ) : (
              // one empty state: the list says to choose, the composer waits disabled below it
              <engine.Pane
                roomCode={null}
                selfName=""
                selfAvatar={null}
                emptyText={TEXT.selectConversation}
              />
            )}
          </Stack>
          <Box bg="bg" borderLeftWidth="1px" overflowY="auto">
            {conversation && (
              <ErrorBoundary key={conversation.friend.friendId}>
                <Text fontWeight="semibold" px="4" pt="4">
                  {TEXT.student}
                </Text>
                <StudentPanel studentId={conversation.friend.friendId} />
                <NoticeForm userId={conversation.friend.friendId} />
              </ErrorBoundary>
            )}
          </Box>
        </Grid>
      )}
    </Stack>
  );
}

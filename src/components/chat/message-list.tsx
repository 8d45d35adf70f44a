import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

import { LIMITS } from '@/contract/limits';
import { CHAT_UI_TEXT } from '@/contract/ui-text';

import type { ChatItem } from './chat-item';
import { MessageBubble } from './message-bubble';

/** Within this many px of the bottom the list follows new messages. */
const BOTTOM_SLACK_PX = 48;

export interface MessageListProps {
  items: readonly ChatItem[];
  /** Messages whose fromUserId is this id are the viewer's own (right side). */
  selfId: string;
  selfName: string;
  peerName: string;
  /** More messages exist before the first one. */
  hasOlder: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry?: (key: string) => void;
  onDiscard?: (key: string) => void;
  empty?: ReactNode;
}

/**
 * The messages of a conversation. Scrolled within LIMITS.CHAT_LOAD_OLDER_THRESHOLD_PX of the top, it loads
 * older messages after LIMITS.CHAT_LOAD_OLDER_DELAY_MS (SPEC section 2) and keeps what was on screen in
 * place when they are prepended; it sticks to the bottom when a message arrives while the reader is there,
 * and always for the viewer's own new message.
 */
export function MessageList(props: MessageListProps) {
  const { items, selfId, hasOlder, onLoadOlder } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const edges = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });
  const [loadingOlder, setLoadingOlder] = useState(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const scheduleOlder = useCallback(() => {
    if (timer.current || !hasOlder) return;
    setLoadingOlder(true);
    timer.current = setTimeout(() => {
      const el = scroller.current;
      if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
      onLoadOlder()
        .catch(() => undefined)
        .finally(() => {
          timer.current = null;
          setLoadingOlder(false);
        });
    }, LIMITS.CHAT_LOAD_OLDER_DELAY_MS);
  }, [hasOlder, onLoadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    if (el.scrollTop <= LIMITS.CHAT_LOAD_OLDER_THRESHOLD_PX) scheduleOlder();
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    const first = items[0]?.key ?? null;
    const lastItem = items.at(-1);
    const last = lastItem?.key ?? null;
    const previous = edges.current;
    edges.current = { first, last };
    if (!el) return;
    if (anchor.current && first !== previous.first) {
      // older messages were prepended: keep the same messages under the reader's eyes
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
      return;
    }
    if (
      last !== previous.last &&
      (atBottom.current || previous.last === null || lastItem?.fromUserId === selfId)
    ) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
  }, [items, selfId]);

  // images load after their message: stay at the bottom while the reader is there
  useEffect(() => {
    const el = scroller.current;
    const content = el?.firstElementChild;
    if (!el || !content || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      overflowY="auto"
      flex="1"
      minH="0"
      px="3"
      py="3"
      data-testid="chat-list"
    >
      <Stack gap="3">
        {loadingOlder && (
          <Stack align="center" gap="1" data-testid="chat-loading-older">
            <Spinner size="sm" />
            <Text fontSize="xs" color="fg.muted">
              {CHAT_UI_TEXT.loadingOlder}
            </Text>
          </Stack>
        )}
        {!hasOlder && items.length > 0 && (
          <Text fontSize="xs" color="fg.subtle" textAlign="center">
            {CHAT_UI_TEXT.noOlder}
          </Text>
        )}
        {items.length === 0 && props.empty}
        {items.map((item) => {
          const own = item.fromUserId === selfId;
          return (
            <MessageBubble
              key={item.key}
              item={item}
              own={own}
              name={own ? props.selfName : props.peerName}
              onRetry={props.onRetry}
              onDiscard={props.onDiscard}
            />
          );
        })}
      </Stack>
    </Box>
  );
}

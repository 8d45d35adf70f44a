import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';

import { APP_EVENTS, onAppEvent, type OpenChatDetail } from '@/lib/events';
import { isLoggedIn } from '@/lib/session';

import { registerChatSenders } from '../state/senders';
import type { ChatRequest, ChatTarget } from './chat-request';

// The dialog, the store and the message rendering load on the first open: the initial JS stays as it was.
const ChatDialog = lazy(() => import('./chat-dialog'));

/**
 * Mounted by the main layout: opens the chat dialog on APP_EVENTS.OPEN_PLATFORM_CHAT (在线客服, the AI
 * drawer's 联系客服) and APP_EVENTS.OPEN_CHAT {friendId} (message center, organization, counselor). Chat
 * needs a login (SPEC section 6): a visitor goes to the login page and comes back here. It also registers
 * the chat image sender of the outbox, so an image queued before a reload goes out without opening chat.
 */
export function ChatHost() {
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const hrefRef = useRef(href);
  const [request, setRequest] = useState<ChatRequest | null>(null);

  useEffect(() => {
    hrefRef.current = href;
  }, [href]);

  useEffect(() => {
    registerChatSenders();
    let nonce = 0;
    const open = (next: ChatTarget) => {
      if (!isLoggedIn()) {
        void navigate({ to: '/login', search: { redirect: hrefRef.current } });
        return;
      }
      nonce += 1;
      setRequest({ ...next, nonce });
    };
    const offs = [
      onAppEvent(APP_EVENTS.OPEN_PLATFORM_CHAT, () => open({ kind: 'platform' })),
      onAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, (detail) =>
        open({ kind: 'friend', friendId: detail.friendId }),
      ),
    ];
    return () => offs.forEach((off) => off());
  }, [navigate]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog request={request} onClose={() => setRequest(null)} />
    </Suspense>
  );
}

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

import type { ChatFriend, ChatLastMessage, ChatMessage } from '@/contract/chat';
import type { PaperworkKind } from '@/contract/journey';
import type { PaperworkAddBody, PaperworkItem, PaperworkList } from '@/contract/journey-paperwork';
import type { OutboxEntry } from '@/lib/outbox';
import type { QueryState } from '@/lib/use-query';

/** What the console reads of one held conversation (the chat slice's store holds more). */
export interface ConsoleConversation {
  friend: ChatFriend;
  messages: readonly ChatMessage[];
  selfId: string;
}

/**
 * The chat slice's conversation engine, as the console drives it: the same store, runtime and pane as the
 * student's dialog, so that a staff reply and a student's message travel the one path.
 */
export interface ConsoleChat {
  /** The store (a valtio proxy): the console re-renders from its snapshot. */
  state: { conversations: Record<string, ConsoleConversation> };
  lastMessageOf: (
    conversation: ConsoleConversation,
    outbox: readonly OutboxEntry[],
  ) => ChatLastMessage | null;
  start: () => void;
  onUnknownConversation: (listener: () => void) => () => void;
  upsert: (friend: ChatFriend) => unknown;
  open: (friend: ChatFriend) => Promise<unknown>;
  close: (roomCode: string) => void;
  Pane: ComponentType<{
    roomCode: string | null;
    selfName: string;
    selfAvatar: string | null;
    emptyText?: string;
  }>;
}

/**
 * The views the console shares with the students' own pages, owned by their slices because they load and
 * write through those slices' state and calls; the route hands them over (features never import each other).
 */
export interface ConsoleParts {
  chat: ConsoleChat;
  PaperworkBoard: ComponentType<{
    result: QueryState<PaperworkList>;
    submit: (body: PaperworkAddBody) => Promise<PaperworkItem>;
    uploadLabel: (kind: PaperworkKind) => string;
  }>;
  plan: Record<'Strategy' | 'Courses' | 'Programs', ComponentType<{ studentId: string; refreshKey: number }>>;
}

const PartsContext = createContext<ConsoleParts | null>(null);

export function ConsolePartsProvider({ parts, children }: { parts: ConsoleParts; children: ReactNode }) {
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

export function useConsoleParts(): ConsoleParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('useConsoleParts outside ConsolePartsProvider');
  return parts;
}

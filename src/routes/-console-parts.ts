import { ConversationPane } from '@/features/chat/components/conversation-pane';
import { closeConversation, openConversation, upsertConversation } from '@/features/chat/state/chat-actions';
import { onUnknownConversation, startChat } from '@/features/chat/state/chat-runtime';
import { chatState, lastMessageOf } from '@/features/chat/state/chat-store';
import type { ConsoleParts } from '@/features/console/state/console-parts';
import { PaperworkBoard } from '@/features/paperwork/components/paperwork-board';
import { CoursesSection } from '@/features/plan/components/courses-section';
import { ProgramsSection } from '@/features/plan/components/programs-section';
import { StrategySection } from '@/features/plan/components/strategy-section';

/**
 * What the staff console shows of other slices: the chat engine (its replies travel the student's path) and
 * the journey views it shares with the students' pages. Outside console.tsx, which the router splits into
 * its own chunk with everything it imports (the leading '-' keeps the router from reading this as a route).
 */
export const consoleParts: ConsoleParts = {
  chat: {
    state: chatState,
    lastMessageOf,
    start: startChat,
    onUnknownConversation,
    upsert: upsertConversation,
    open: openConversation,
    close: closeConversation,
    Pane: ConversationPane,
  },
  PaperworkBoard,
  plan: { Strategy: StrategySection, Courses: CoursesSection, Programs: ProgramsSection },
};

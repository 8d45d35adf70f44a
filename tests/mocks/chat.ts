import type { ChatMessage } from '@/contract/chat';

/** A stored chat message of conversation room-1 (platform account acc-1 to student u-1001), seq `seq`. */
export function message(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m-${seq}`,
    fromUserId: 'acc-1',
    toUserId: 'u-1001',
    sendTime: new Date(Date.UTC(2025, 0, 1, 0, seq)).toISOString(),
    msgType: 'text',
    message: `text ${seq}`,
    fromHeadportraitPreviewUrl: null,
    toHeadportraitPreviewUrl: null,
    status: null,
    roomCode: 'room-1',
    type: null,
    isDeleted: false,
    isStoped: false,
    seq,
    clientMsgId: null,
    ...over,
  };
}

import type { ChatFriend, ChatMessage, StaffAccount } from '@/contract/chat';

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

/** The student's conversation room-1 with the platform account acc-1 (平台客服), nothing unread. */
export function platformFriend(over: Partial<ChatFriend> = {}): ChatFriend {
  return {
    conversationId: 'room-1',
    friendId: 'acc-1',
    accountId: 'acc-1',
    accountKind: 'PLATFORM',
    nameCn: '平台客服',
    nickname: null,
    headportraitPreviewUrl: null,
    orgNameCn: null,
    lastMessage: null,
    unreadCount: 0,
    lastSeq: 0,
    ...over,
  };
}

/** A staff member's service account (the platform's acc-1, 平台客服, unless told otherwise). */
export function staffAccount(over: Partial<StaffAccount> = {}): StaffAccount {
  return {
    accountId: 'acc-1',
    kind: 'PLATFORM',
    nameCn: '平台客服',
    nickname: null,
    headportraitPreviewUrl: null,
    orgNameCn: null,
    ...over,
  };
}

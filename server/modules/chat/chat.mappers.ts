import { MATCHING_STATES, NOT_EVALUATED_NAME, type MatchingState } from '../../../src/contract/ai.ts';
import type {
  ChatFriend,
  ConsoleStudent,
  OrgService,
  PlatformService,
  StaffAccount,
} from '../../../src/contract/chat.ts';
import type { ChatMessage } from '../../../src/contract/socket.ts';
import type { StudentProfileRow, UserRow } from '../user/user.table.ts';
import type { AccountInfo, ConversationView } from './chat.repository.ts';
import type { ChatMessageRow } from './chat.table.ts';

/** A stored message; `avatars` maps the two parties' ids to their avatar URLs. */
export function toChatMessage(row: ChatMessageRow, avatars: Map<string, string | null>): ChatMessage {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    sendTime: row.sendTime.toISOString(),
    msgType: row.msgType,
    message: row.message,
    fromHeadportraitPreviewUrl: avatars.get(row.fromUserId) ?? null,
    toHeadportraitPreviewUrl: avatars.get(row.toUserId) ?? null,
    status: row.status,
    roomCode: row.conversationId,
    type: row.type,
    isDeleted: row.isDeleted,
    isStoped: row.isStoped,
    seq: row.seq,
    clientMsgId: row.clientMsgId,
  };
}

export function toChatFriend(view: ConversationView): ChatFriend {
  const { conversation, lastMessage } = view;
  return {
    conversationId: conversation.id,
    friendId: view.peer.id,
    accountId: conversation.accountId,
    accountKind: view.kind,
    nameCn: view.peer.nameCn,
    nickname: view.peer.nickname,
    headportraitPreviewUrl: view.peer.headportraitPreviewUrl,
    orgNameCn: view.orgNameCn,
    lastMessage: lastMessage
      ? {
          msgType: lastMessage.msgType,
          message: lastMessage.message,
          sendTime: lastMessage.sendTime.toISOString(),
          fromUserId: lastMessage.fromUserId,
        }
      : null,
    unreadCount: view.unreadCount,
    lastSeq: conversation.lastSeq,
  };
}

export function toPlatformService(account: AccountInfo): PlatformService {
  return {
    id: account.accountId,
    nameCn: account.nameCn,
    nickname: account.nickname,
    headportraitPreviewUrl: account.headportraitPreviewUrl,
    orgNameCn: account.orgNameCn,
  };
}

export function toOrgService(account: AccountInfo): OrgService {
  const { id, ...rest } = toPlatformService(account);
  return { userId: id, ...rest };
}

export function toStaffAccount(account: AccountInfo): StaffAccount {
  return {
    accountId: account.accountId,
    kind: account.kind,
    nameCn: account.nameCn,
    nickname: account.nickname,
    headportraitPreviewUrl: account.headportraitPreviewUrl,
    orgNameCn: account.orgNameCn,
  };
}

/** 138****0001: the first three and last four digits of a mobile number. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

export function toConsoleStudent(
  user: UserRow,
  profile: StudentProfileRow | null,
  universities: {
    universityId: string;
    nameCn: string;
    nameEn: string;
    matchingState: MatchingState | null;
  }[],
): ConsoleStudent {
  return {
    id: user.id,
    nameCn: user.nameCn,
    nickname: user.nickname,
    headportraitPreviewUrl: user.headportraitPreviewUrl,
    mobile: maskMobile(user.mobile),
    serviceType: user.serviceType,
    vipLevel: user.vipLevel,
    studyIntentionType: profile?.studyIntentionType ?? null,
    schoolName: profile?.schoolName ?? null,
    gradeType: profile?.gradeType ?? null,
    educationSystem: profile?.educationSystem ?? null,
    abroadCountry: profile?.abroadCountry ?? null,
    universities: universities.map((u) => ({
      universityId: u.universityId,
      nameCn: u.nameCn,
      nameEn: u.nameEn,
      matchingStateName: u.matchingState ? MATCHING_STATES[u.matchingState].name : NOT_EVALUATED_NAME,
    })),
  };
}

/**
 * The chat's outbox kinds and their payloads (small: the image sender that the layout registers at start
 * imports it; the rest of the slice loads with the dialog or the console).
 */
import { z } from 'zod';

import type { LocalImage } from '@/components/chat/chat-item';
import type { OutboxEntry } from '@/lib/outbox';

export const CHAT_KINDS = { TEXT: 'chat.text', IMAGE: 'chat.image' } as const;

const textPayloadSchema = z.object({
  fromUserId: z.string(),
  toUserId: z.string(),
  message: z.string(),
  msgType: z.literal('text'),
  clientMsgId: z.string(),
});

/** An image waiting for its upload: the bytes, not a Blob (see docs/architecture.md "Chat"). */
export const imagePayloadSchema = z.object({
  fromUserId: z.string(),
  toUserId: z.string(),
  image: z.object({ name: z.string(), type: z.string(), bytes: z.instanceof(ArrayBuffer) }),
});

export interface ChatPayload {
  fromUserId: string;
  toUserId: string;
  text: string | null;
  image: LocalImage | null;
}

/** The parsed payload of a chat outbox entry, or null for another kind (or an unreadable row). */
export function chatPayload(entry: Pick<OutboxEntry, 'kind' | 'payload'>): ChatPayload | null {
  if (entry.kind === CHAT_KINDS.TEXT) {
    const parsed = textPayloadSchema.safeParse(entry.payload);
    return parsed.success ? { ...parsed.data, text: parsed.data.message, image: null } : null;
  }
  if (entry.kind === CHAT_KINDS.IMAGE) {
    const parsed = imagePayloadSchema.safeParse(entry.payload);
    return parsed.success ? { ...parsed.data, text: null, image: parsed.data.image } : null;
  }
  return null;
}

import { eq } from 'drizzle-orm';

import { CHAT_IMAGE_CONTENT_TYPES } from '../../../src/contract/chat.ts';
import type { ChatImages } from '../chat/chat.repository.ts';
import { filesTable } from './files.table.ts';

const IMAGE_TYPES: readonly string[] = CHAT_IMAGE_CONTENT_TYPES;

/** An image message's file: the sender's own jpg/png upload, then attached to the message's conversation. */
export const chatImages: ChatImages = {
  async claim(tx, fileId, senderId, conversationId) {
    const [file] = await tx
      .select({ ownerId: filesTable.ownerId, contentType: filesTable.contentType })
      .from(filesTable)
      .where(eq(filesTable.id, fileId));
    if (!file) return 'not-found';
    if (file.ownerId !== senderId || !IMAGE_TYPES.includes(file.contentType)) return 'not-own';
    await tx.update(filesTable).set({ conversationId }).where(eq(filesTable.id, fileId));
    return null;
  },
};

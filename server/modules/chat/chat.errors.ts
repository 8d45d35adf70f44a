import { CHAT_TEXT } from '../../../src/contract/chat.ts';
import { invalidError, notAllowedError, refusedError } from '../../lib/errors.ts';

export { createNotPartyError } from '../../lib/errors.ts';

/** A student may chat only with a chat account (platform, organization, counselor). */
export const createPeerNotStaffError = notAllowedError(CHAT_TEXT.PEER_NOT_STAFF);

export const createSelfChatError = invalidError(CHAT_TEXT.NO_SELF_CHAT);

/** An image message whose `/files/{id}` names no stored chat image. */
export const createFileNotFoundError = invalidError(CHAT_TEXT.FILE_NOT_FOUND);

/** An image message naming someone else's upload (or a file that is not a jpg/png image). */
export const createFileNotOwnError = invalidError(CHAT_TEXT.FILE_NOT_OWN);

/** An organization without a service account, or no platform account (a database seeded without it). */
export const createServiceNotFoundError = refusedError('暂无可联系的客服');

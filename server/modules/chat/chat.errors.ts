import { CHAT_TEXT } from '../../../src/contract/chat.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export { createNotPartyError } from '../../lib/errors.ts';

/** A student may chat only with a chat account (platform, organization, counselor). */
export const createPeerNotStaffError = createErrorFactory({
  code: RESULT_CODE.NOT_ALLOWED,
  message: CHAT_TEXT.PEER_NOT_STAFF,
});

export const createSelfChatError = createErrorFactory({
  code: RESULT_CODE.INVALID,
  message: CHAT_TEXT.NO_SELF_CHAT,
});

/** An image message whose `/files/{id}` names no stored chat image. */
export const createFileNotFoundError = createErrorFactory({
  code: RESULT_CODE.INVALID,
  message: CHAT_TEXT.FILE_NOT_FOUND,
});

/** An image message naming someone else's upload (or a file that is not a jpg/png image). */
export const createFileNotOwnError = createErrorFactory({
  code: RESULT_CODE.INVALID,
  message: CHAT_TEXT.FILE_NOT_OWN,
});

/** An organization without a service account, or no platform account (a database seeded without it). */
export const createServiceNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: '暂无可联系的客服',
});

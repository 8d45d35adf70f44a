import type { Notice } from '../../../src/contract/chat.ts';
import { userRoom } from '../../../src/contract/socket.ts';
import type { RealtimeServer } from '../../lib/realtime.ts';

/** Pushes stored notices to their users' sockets (event `notice`); call after the writing transaction commits. */
export function pushNotices(io: RealtimeServer, notices: readonly Notice[]): void {
  for (const notice of notices) io.to(userRoom(notice.userId)).emit('notice', notice);
}

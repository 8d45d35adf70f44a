/**
 * Rules of live sessions and playbacks spanning repositories: a reservation's notice through the chat
 * module's notice system, and the 15-minute reminders (claimed by one process per session).
 */
import type { Notice } from '../../../src/contract/chat.ts';
import { NOTICE_TYPE } from '../../../src/contract/code-tables.ts';
import {
  formatLiveStart,
  LIVE_LIMITS,
  type LiveDetail,
  type LiveSession,
  type PlaybackDetail,
  type PlaybackPosition,
} from '../../../src/contract/live.ts';
import type { Database } from '../../lib/database.ts';
import { toNotice } from '../notice/notice.mappers.ts';
import { createNoticeRepository } from '../notice/notice.repository.ts';
import { createLiveEndedError, createLiveNotFoundError, createPlaybackNotFoundError } from './live.errors.ts';
import { createLiveRepository } from './live.repository.ts';

/** Where a live notice points: the organizations page shows the live sessions. */
export const LIVE_NOTICE_LINK = '/organizations';

/** What the parts of createLiveUsecases share. */
function liveUsecasesContext({ db }: { db: Database }) {
  const live = createLiveRepository({ db });
  const noticeRepo = createNoticeRepository({ db });
  return { db, live, noticeRepo };
}

type LiveUsecasesContext = ReturnType<typeof liveUsecasesContext>;

function createSessionUsecases(ctx: LiveUsecasesContext) {
  const { db, live, noticeRepo } = ctx;
  return {
    repository: live,

    async detail(id: string, now: Date, userId: string | null): Promise<LiveDetail> {
      const session = await live.findSession(id, now, userId);
      if (!session) throw createLiveNotFoundError();
      const recommendations = await live.recommendSessions(session, now, userId, LIVE_LIMITS.RELATED_MAX);
      return { session, recommendations };
    },

    /**
     * Reserves a session not ended; the first reservation leaves a system notice saying when it starts
     * (answered, so the route can push it). Reserving again answers the session, no second notice.
     */
    async reserve(
      userId: string,
      liveId: string,
      now: Date,
    ): Promise<{ session: LiveSession; notice: Notice | null }> {
      const found = await live.findSession(liveId, now, userId);
      if (!found) throw createLiveNotFoundError();
      if (found.state === 'ENDED') throw createLiveEndedError();
      const created = await live.reserve(userId, found.id, now);
      let notice: Notice | null = null;
      if (created) {
        const start = new Date(found.startAt);
        const row = await noticeRepo.insertNotice({
          userId,
          type: NOTICE_TYPE.SYSTEM,
          title: '直播预约成功',
          content:
            found.state === 'LIVE'
              ? `您预约的直播“${found.title}”正在进行中，快去观看吧。`
              : `您已预约直播“${found.title}”，将于${formatLiveStart(start)}开始，开播前${LIVE_LIMITS.REMINDER_MINUTES}分钟会再提醒您。`,
          link: LIVE_NOTICE_LINK,
          senderId: null,
          senderName: null,
          now,
        });
        notice = toNotice(row);
      }
      const session = await live.findSession(found.id, now, userId);
      if (!session) throw createLiveNotFoundError();
      return { session, notice };
    },

    async cancel(userId: string, liveId: string, now: Date): Promise<LiveSession> {
      const found = await live.findSession(liveId, now, userId);
      if (!found) throw createLiveNotFoundError();
      await live.cancel(userId, found.id);
      return {
        ...found,
        reserved: false,
        reservationCount: found.reservationCount - (found.reserved ? 1 : 0),
      };
    },

    /**
     * The reminders of sessions starting within REMINDER_MINUTES: each session is claimed by one UPDATE in a
     * transaction with its notices, so with several processes every reserver gets exactly one reminder.
     */
    async sendDueReminders(now: Date): Promise<Notice[]> {
      return db.transaction(async (tx) => {
        const txLive = createLiveRepository({ db: tx });
        const txNotices = createNoticeRepository({ db: tx });
        const due = await txLive.claimReminders(now, LIVE_LIMITS.REMINDER_MINUTES);
        const notices: Notice[] = [];
        for (const session of due) {
          for (const userId of session.userIds) {
            const row = await txNotices.insertNotice({
              userId,
              type: NOTICE_TYPE.SYSTEM,
              title: '直播即将开始',
              content: `您预约的直播“${session.title}”将于${formatLiveStart(session.startAt)}开始。`,
              link: LIVE_NOTICE_LINK,
              senderId: null,
              senderName: null,
              now,
            });
            notices.push(toNotice(row));
          }
        }
        return notices;
      });
    },
  };
}

function createPlaybackUsecases(ctx: LiveUsecasesContext) {
  const { live } = ctx;
  return {
    async playbackDetail(id: string): Promise<PlaybackDetail> {
      const playback = await live.findPlayback(id);
      if (!playback) throw createPlaybackNotFoundError();
      return { playback, related: await live.relatedPlaybacks(playback, LIVE_LIMITS.RELATED_MAX) };
    },

    async savePosition(
      userId: string,
      playbackId: string,
      seconds: number,
      now: Date,
    ): Promise<PlaybackPosition> {
      if (!(await live.playbackExists(playbackId))) throw createPlaybackNotFoundError();
      const row = await live.savePosition(userId, playbackId, seconds, now);
      return { playbackId: row.playbackId, seconds: row.seconds, updatedAt: row.updatedAt.toISOString() };
    },

    async position(userId: string, playbackId: string): Promise<PlaybackPosition | null> {
      const row = await live.findPosition(userId, playbackId);
      return row
        ? { playbackId: row.playbackId, seconds: row.seconds, updatedAt: row.updatedAt.toISOString() }
        : null;
    },
  };
}

export function createLiveUsecases(deps: { db: Database }) {
  const ctx = liveUsecasesContext(deps);
  return { ...createSessionUsecases(ctx), ...createPlaybackUsecases(ctx) };
}

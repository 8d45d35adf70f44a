/**
 * Live sessions and playbacks (SPEC sections 2 "OrganizationPlaybackList, OrganizationPlaybackDetail" and 7
 * "noauth/orgHome: live videos, live video info and recommendations, playback").
 *
 * A live session is a scheduled event of an organization, hosted by one of its counselors; its state comes
 * from the app clock (upcoming before its start, live until start + duration, then ended). A student reserves
 * one (once: reserving again answers the same reservation) and gets a system notice saying when it starts.
 * A playback is a recorded video: an MP4 served with HTTP Range requests and a poster image, both under
 * /files/playback/{id}/video|poster (public, cached for a year). A signed-in student's position in a playback
 * is remembered (PUT, idempotent: the last seconds win).
 */
import { z } from 'zod';

import { dateFormat } from './date-format.ts';

import { nullableTextFields, textFields } from './fields.ts';
import { idText, safeText } from './text.ts';
import { pageQuery, pageResultSchema } from './paging.ts';

export const LIVE_STATES = ['LIVE', 'UPCOMING', 'ENDED'] as const;
export type LiveState = (typeof LIVE_STATES)[number];
export const LIVE_STATE_NAMES: Record<LiveState, string> = {
  LIVE: '直播中',
  UPCOMING: '即将开始',
  ENDED: '已结束',
};

/** The state of a session at `now`: upcoming before its start, live during its duration, then ended. */
export function liveStateAt(startAt: Date, durationMinutes: number, now: Date): LiveState {
  const start = startAt.getTime();
  const end = start + durationMinutes * 60_000;
  const at = now.getTime();
  if (at < start) return 'UPCOMING';
  if (at < end) return 'LIVE';
  return 'ENDED';
}

export const LIVE_LIMITS = {
  /** Reminder notice this many minutes before a reserved session starts. */
  REMINDER_MINUTES: 15,
  /** A position is at most this (a day): anything larger is refused. */
  POSITION_MAX_SECONDS: 24 * 60 * 60,
  RELATED_MAX: 6,
  KEYWORD_MAX: 50,
} as const;

export const liveSessionSchema = z.object({
  ...textFields('id', 'title', 'description'),
  ...nullableTextFields('orgId', 'orgName', 'hostId', 'hostName'),
  /** ISO 8601. */
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number().int(),
  state: z.enum(LIVE_STATES),
  reservationCount: z.number().int(),
  /** The caller reserved it (false for a visitor). */
  reserved: z.boolean(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** GET noauth/orgHome/pageQueryLiveVideo: live first, then upcoming (soonest first), then ended (newest first). */
export const livePageQuerySchema = z.object({
  ...pageQuery(),
  orgId: idText().optional(),
  counselorId: idText().optional(),
  /** Without ended sessions (the 直播 sections). */
  activeOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type LivePageQuery = z.input<typeof livePageQuerySchema>;

export const livePageSchema = pageResultSchema(liveSessionSchema);
export type LivePage = z.infer<typeof livePageSchema>;

export const liveIdQuerySchema = z.object({ id: idText() });

export const liveDetailSchema = z.object({
  session: liveSessionSchema,
  /** Other sessions not ended: same organization first. */
  recommendations: z.array(liveSessionSchema),
});
export type LiveDetail = z.infer<typeof liveDetailSchema>;

/** POST liveVideo/reserve and liveVideo/cancelReserve (login). */
export const liveReserveBodySchema = z.object({ liveId: idText() });
export type LiveReserveBody = z.input<typeof liveReserveBodySchema>;

export const playbackSchema = z.object({
  ...textFields('id', 'title', 'description'),
  ...nullableTextFields('orgId', 'orgName', 'hostId', 'hostName'),
  durationSeconds: z.number().int(),
  tags: z.array(z.string()),
  /** /files/playback/{id}/video */
  videoUrl: z.string(),
  /** /files/playback/{id}/poster */
  posterUrl: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
});
export type Playback = z.infer<typeof playbackSchema>;

export const playbackPageQuerySchema = z.object({
  ...pageQuery(),
  orgId: idText().optional(),
  counselorId: idText().optional(),
  keyword: safeText().trim().max(LIVE_LIMITS.KEYWORD_MAX).optional(),
});
export type PlaybackPageQuery = z.input<typeof playbackPageQuerySchema>;

export const playbackFacetSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export type PlaybackFacet = z.infer<typeof playbackFacetSchema>;

export const playbackPageSchema = pageResultSchema(playbackSchema).extend({
  /** Every organization and host that has playbacks (the filter chips), most playbacks first. */
  facets: z.object({ orgs: z.array(playbackFacetSchema), hosts: z.array(playbackFacetSchema) }),
});
export type PlaybackPage = z.infer<typeof playbackPageSchema>;

export const playbackDetailSchema = z.object({
  playback: playbackSchema,
  /** Same organization or a shared tag, newest first. */
  related: z.array(playbackSchema),
});
export type PlaybackDetail = z.infer<typeof playbackDetailSchema>;

export const playbackIdQuerySchema = z.object({ playbackId: idText() });

/** PUT playback/position (login): the caller's position, in whole seconds. */
export const playbackPositionBodySchema = z.object({
  playbackId: idText(),
  seconds: z.number().int().min(0).max(LIVE_LIMITS.POSITION_MAX_SECONDS),
});
export type PlaybackPositionBody = z.input<typeof playbackPositionBodySchema>;

export const playbackPositionSchema = z.object({
  playbackId: z.string(),
  seconds: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type PlaybackPosition = z.infer<typeof playbackPositionSchema>;

export const LIVE_NOT_FOUND_MESSAGE = '直播不存在';
export const LIVE_ENDED_MESSAGE = '直播已结束，无法预约';
export const PLAYBACK_NOT_FOUND_MESSAGE = '回放不存在';

/** Media paths of a playback (public files). */
export function playbackVideoUrl(id: string): string {
  return `/files/playback/${id}/video`;
}
export function playbackPosterUrl(id: string): string {
  return `/files/playback/${id}/poster`;
}

/** 12:34 or 1:02:03. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** 11月24日 19:30 in China time (the app's users): the live list and the server's live notices say it alike. */
export function formatLiveStart(at: Date | string): string {
  const parts = dateFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}月${part('day')}日 ${part('hour')}:${part('minute')}`;
}

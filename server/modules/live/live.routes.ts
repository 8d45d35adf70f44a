import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  liveDetailSchema,
  liveIdQuerySchema,
  livePageQuerySchema,
  livePageSchema,
  liveReserveBodySchema,
  liveSessionSchema,
  playbackDetailSchema,
  playbackIdQuerySchema,
  playbackPageQuerySchema,
  playbackPageSchema,
  playbackPositionBodySchema,
  playbackPositionSchema,
} from '../../../src/contract/live.ts';
import { safeText } from '../../../src/contract/text.ts';
import { createFileStorage, type ByteRange } from '../../adapters/storage/index.ts';
import { ok } from '../../lib/envelope.ts';
import { cached, ifNoneMatchHits } from '../../lib/http-cache.ts';
import { optionalUserId, requireUser } from '../../lib/request-guards.ts';
import { routes, type ZodApp } from '../../lib/route.ts';
import { createPlaybackNotFoundError } from './live.errors.ts';
import { createLiveUsecases } from './live.usecases.ts';
import { pushNotices } from '../notice/notice.push.ts';

const tags = ['live'];

/** Playback lists and details change with a release (seeded): five minutes, then revalidate. */
export const PLAYBACK_CACHE_CONTROL = 'public, max-age=300';
/** Live states move with the clock: a minute for visitors; a signed-in caller's flags are not shared. */
export const LIVE_CACHE_CONTROL = 'public, max-age=60';
export const LIVE_USER_CACHE_CONTROL = 'private, no-cache';
/** Media bytes never change under their key. */
export const PLAYBACK_MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** How often a process looks for sessions to remind (only once it listens). */
export const LIVE_REMINDER_INTERVAL_MS = 60_000;

export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One byte range of `Range: bytes=a-b | a- | -n` against a size (RFC 9110 14.1.2). Several ranges or a
 * header that is not a bytes range are ignored (the whole file, 200); a range starting past the end, or an
 * empty suffix, is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}

type LiveUsecases = ReturnType<typeof createLiveUsecases>;

/** Live sessions: public lists and details (a signed-in caller's reserved flags), and reservations. */
function liveSessionRoutes(app: ZodApp, usecases: LiveUsecases) {
  const route = routes(app, tags);
  const live = usecases.repository;

  function liveCached<T>(request: FastifyRequest, reply: FastifyReply, body: T, userId: string | null) {
    return cached(request, reply, body, userId ? LIVE_USER_CACHE_CONTROL : LIVE_CACHE_CONTROL);
  }

  app.get(
    API.live.page,
    {
      schema: {
        tags,
        summary:
          'Live sessions: live, then upcoming (soonest first), then ended; reserved flags with a token',
        querystring: livePageQuerySchema,
        response: { 200: envelope(livePageSchema) },
      },
      config: { access: 'optional-user' },
    },
    async (request, reply) => {
      const userId = await optionalUserId(request);
      const page = await live.findSessionPage({ ...request.query, now: app.clock(), userId });
      return liveCached(request, reply, ok(page), userId);
    },
  );

  app.get(
    API.live.detail,
    {
      schema: {
        tags,
        summary: 'One live session with recommended sessions not ended (404 when unknown)',
        querystring: liveIdQuerySchema,
        response: { 200: envelope(liveDetailSchema) },
      },
      config: { access: 'optional-user' },
    },
    async (request, reply) => {
      const userId = await optionalUserId(request);
      const detail = await usecases.detail(request.query.id, app.clock(), userId);
      return liveCached(request, reply, ok(detail), userId);
    },
  );

  route.post(
    API.live.reserve,
    {
      summary: 'Reserve a live session (once; a system notice says when it starts); ended: refused',
      access: 'user',
      body: liveReserveBodySchema,
      response: liveSessionSchema,
    },
    async (request) => {
      const user = requireUser(request);
      const { session, notice } = await usecases.reserve(user.id, request.body.liveId, app.clock());
      if (notice) pushNotices(app.io, [notice]);
      return session;
    },
  );

  route.post(
    API.live.cancel,
    {
      summary: 'Cancel my reservation of a live session (nothing to cancel: the same answer)',
      access: 'user',
      body: liveReserveBodySchema,
      response: liveSessionSchema,
    },
    async (request) => {
      const user = requireUser(request);
      return await usecases.cancel(user.id, request.body.liveId, app.clock());
    },
  );
}

/** Playbacks: public lists and details, and the signed-in student's positions. */
function playbackRoutes(app: ZodApp, usecases: LiveUsecases) {
  const route = routes(app, tags);
  const live = usecases.repository;

  route.get(
    API.live.playbackPage,
    {
      summary: 'Playbacks, newest first (organization, counselor, keyword)',
      access: 'public',
      querystring: playbackPageQuerySchema,
      response: playbackPageSchema,
      cache: PLAYBACK_CACHE_CONTROL,
    },
    async (request) => {
      const [page, facets] = await Promise.all([live.findPlaybackPage(request.query), live.playbackFacets()]);
      return { ...page, facets };
    },
  );

  route.get(
    API.live.playbackDetail,
    {
      summary: 'One playback with related playbacks (same organization or tags; 404 when unknown)',
      access: 'public',
      querystring: liveIdQuerySchema,
      response: playbackDetailSchema,
      cache: PLAYBACK_CACHE_CONTROL,
    },
    (request) => usecases.playbackDetail(request.query.id),
  );

  route.put(
    API.live.position,
    {
      summary: 'Save my position in a playback (seconds; idempotent, the last save wins)',
      access: 'user',
      body: playbackPositionBodySchema,
      response: playbackPositionSchema,
    },
    async (request) => {
      const user = requireUser(request);
      const { playbackId, seconds } = request.body;
      return await usecases.savePosition(user.id, playbackId, seconds, app.clock());
    },
  );

  route.get(
    API.live.position,
    {
      summary: 'My position in a playback, or null',
      access: 'user',
      querystring: playbackIdQuerySchema,
      response: playbackPositionSchema.nullable(),
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return await usecases.position(user.id, request.query.playbackId);
    },
  );
}

/** A playback's video (with byte ranges) or poster, from the file storage. */
function playbackMediaRoute(app: ZodApp, usecases: LiveUsecases) {
  const live = usecases.repository;
  const storage = createFileStorage({ dataDir: app.config.DATA_DIR });

  async function sendMedia(
    request: FastifyRequest<{ Params: { id: string; kind: string } }>,
    reply: FastifyReply,
  ) {
    const { id, kind } = request.params;
    if (kind !== 'video' && kind !== 'poster') throw createPlaybackNotFoundError();
    const media = await live.findMedia(id);
    if (!media) throw createPlaybackNotFoundError();
    const isVideo = kind === 'video';
    const key = isVideo ? media.fileKey : media.posterKey;
    const etag = `"${key.replaceAll('/', '-')}-${isVideo ? media.fileBytes : 'jpg'}"`;
    const withHeaders = () => {
      reply
        .header('content-type', isVideo ? 'video/mp4' : 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', PLAYBACK_MEDIA_CACHE_CONTROL)
        .header('etag', etag);
      if (isVideo) reply.header('accept-ranges', 'bytes');
      return reply;
    };
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return withHeaders().code(304).send();

    const ifRange = request.headers['if-range'];
    const answer =
      !isVideo || (ifRange && ifRange !== etag)
        ? { kind: 'full' as const }
        : parseRange(request.headers.range, media.fileBytes);
    if (answer.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .header('accept-ranges', 'bytes')
        .header('content-range', `bytes */${media.fileBytes}`)
        .header('cache-control', 'no-store')
        .header('content-type', 'text/plain; charset=utf-8')
        .send('');
    }
    const range = answer.kind === 'partial' ? answer.range : undefined;
    const object = await storage.get(key, range);
    if (!object) throw createPlaybackNotFoundError();
    if (!range) return withHeaders().header('content-length', object.size).send(object.body);
    return withHeaders()
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(object.body);
  }

  app.get(
    `${API.live.media}/:id/:kind`,
    {
      schema: {
        tags,
        summary:
          "A playback's video (video/mp4, HTTP Range: 206 with Content-Range, 416 outside the file) or " +
          'poster (image/jpeg); public, cached for a year',
        // any text: what is not a playback is answered 404
        params: z.object({
          id: safeText().max(100).catch(''),
          kind: safeText().max(10).catch(''),
        }),
      },
      config: { access: 'public' },
    },
    sendMedia,
  );
}

/** The 15-minute reminders of reserved sessions. */
function liveReminders(app: ZodApp, usecases: LiveUsecases) {
  // the 15-minute reminders: only a listening process looks (tests through inject never do); each session
  // is claimed by one UPDATE, so several processes send one reminder per reserver
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      usecases
        .sendDueReminders(app.clock())
        .then((notices) => {
          pushNotices(app.io, notices);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'live reminders failed'));
    }, LIVE_REMINDER_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/**
 * Live sessions and playbacks (src/contract/live.ts): public lists and details under noauth/orgHome, the
 * signed-in student's reservations and positions, and the playbacks' media under /files/playback/{id}.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const usecases = createLiveUsecases({ db: app.db });
  liveSessionRoutes(app, usecases);
  playbackRoutes(app, usecases);
  playbackMediaRoute(app, usecases);
  liveReminders(app, usecases);
};

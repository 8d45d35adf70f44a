/**
 * Live sessions, reservations, playbacks and playback positions (live.table.ts). Ids that are not UUIDs match
 * nothing (answered like unknown ones). The clock is the caller's (`now`): states and orders follow it.
 */
import { aliasedTable, and, asc, desc, eq, gt, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';

import type { LiveSession, LiveState, Playback, PlaybackFacet } from '../../../src/contract/live.ts';
import { liveStateAt, playbackPosterUrl, playbackVideoUrl } from '../../../src/contract/live.ts';
import type { Database } from '../../lib/database.ts';
import {
  containsPattern,
  countAll,
  countRows,
  emptyPage,
  offsetOf,
  type Page,
  type Paging,
  toPage,
  totalOver,
} from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { organizationsTable } from '../common/organization.table.ts';
import { usersTable } from '../user/user.table.ts';
import {
  liveReservationsTable,
  liveSessionsTable,
  playbackPositionsTable,
  playbacksTable,
} from './live.table.ts';

const host = aliasedTable(usersTable, 'host');
const endAt = sql`(${liveSessionsTable.startAt} + make_interval(mins => ${liveSessionsTable.durationMinutes}))`;

function sessionColumns(userId: string | null) {
  return {
    id: liveSessionsTable.id,
    title: liveSessionsTable.title,
    description: liveSessionsTable.description,
    orgId: liveSessionsTable.orgId,
    orgName: organizationsTable.nameCn,
    hostId: liveSessionsTable.hostUserId,
    hostName: sql<string | null>`coalesce(${host.nameCn}, ${host.nickname})`,
    startAt: liveSessionsTable.startAt,
    durationMinutes: liveSessionsTable.durationMinutes,
    reservationCount: sql<number>`(select count(*) from ${liveReservationsTable}
      where ${liveReservationsTable.liveId} = ${liveSessionsTable.id})`.mapWith(Number),
    reserved: userId
      ? sql<boolean>`exists (select 1 from ${liveReservationsTable}
          where ${liveReservationsTable.liveId} = ${liveSessionsTable.id}
            and ${liveReservationsTable.userId} = ${userId})`.mapWith(Boolean)
      : sql<boolean>`false`.mapWith(Boolean),
  };
}

/** What a session and a playback both say: what it is, and who holds it. */
function hostedFields(row: {
  id: string;
  title: string;
  description: string;
  orgId: string | null;
  orgName: string | null;
  hostId: string | null;
  hostName: string | null;
}) {
  const { id, title, description, orgId, orgName, hostId, hostName } = row;
  return { id, title, description, orgId, orgName, hostId, hostName };
}

interface SessionRow {
  id: string;
  title: string;
  description: string;
  orgId: string | null;
  orgName: string | null;
  hostId: string | null;
  hostName: string | null;
  startAt: Date;
  durationMinutes: number;
  reservationCount: number;
  reserved: boolean;
}

function toSession(row: SessionRow, now: Date): LiveSession {
  const state: LiveState = liveStateAt(row.startAt, row.durationMinutes, now);
  return {
    ...hostedFields(row),
    startAt: row.startAt.toISOString(),
    endAt: new Date(row.startAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    state,
    reservationCount: row.reservationCount,
    reserved: row.reserved,
  };
}

const playbackColumns = {
  id: playbacksTable.id,
  title: playbacksTable.title,
  description: playbacksTable.description,
  orgId: playbacksTable.orgId,
  orgName: organizationsTable.nameCn,
  hostId: playbacksTable.hostUserId,
  hostName: sql<string | null>`coalesce(${host.nameCn}, ${host.nickname})`,
  durationSeconds: playbacksTable.durationSeconds,
  tags: playbacksTable.tags,
  publishedAt: playbacksTable.publishedAt,
};

type PlaybackListRow = {
  id: string;
  title: string;
  description: string;
  orgId: string | null;
  orgName: string | null;
  hostId: string | null;
  hostName: string | null;
  durationSeconds: number;
  tags: string[];
  publishedAt: Date;
};

function toPlayback(row: PlaybackListRow): Playback {
  return {
    ...hostedFields(row),
    durationSeconds: row.durationSeconds,
    tags: row.tags,
    videoUrl: playbackVideoUrl(row.id),
    posterUrl: playbackPosterUrl(row.id),
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Filters by organization and host: an id that is not a UUID matches nothing. */
function byOwner(
  orgColumn: typeof liveSessionsTable.orgId | typeof playbacksTable.orgId,
  hostColumn: typeof liveSessionsTable.hostUserId | typeof playbacksTable.hostUserId,
  query: { orgId?: string | undefined; counselorId?: string | undefined },
): SQL[] | null {
  const where: SQL[] = [];
  for (const [id, column] of [
    [query.orgId, orgColumn],
    [query.counselorId, hostColumn],
  ] as const) {
    if (id === undefined) continue;
    if (!isUuid(id)) return null;
    where.push(eq(column, id));
  }
  return where;
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;

/** What the parts of createLiveRepository share. */
function liveRepositoryContext({ db }: { db: Database }) {
  function sessionsQuery(userId: string | null) {
    return db
      .select(sessionColumns(userId))
      .from(liveSessionsTable)
      .leftJoin(organizationsTable, eq(organizationsTable.id, liveSessionsTable.orgId))
      .leftJoin(host, eq(host.id, liveSessionsTable.hostUserId));
  }

  function playbacksQuery() {
    return db
      .select(playbackColumns)
      .from(playbacksTable)
      .leftJoin(organizationsTable, eq(organizationsTable.id, playbacksTable.orgId))
      .leftJoin(host, eq(host.id, playbacksTable.hostUserId));
  }
  return { db, sessionsQuery, playbacksQuery };
}

type LiveRepositoryContext = ReturnType<typeof liveRepositoryContext>;

function createSessionRows(ctx: LiveRepositoryContext) {
  const { db, sessionsQuery } = ctx;
  return {
    /** Live first, then upcoming (soonest first), then ended (latest first). */
    async findSessionPage(
      query: Paging & {
        orgId?: string | undefined;
        counselorId?: string | undefined;
        activeOnly: boolean;
        now: Date;
        userId: string | null;
      },
    ): Promise<Page<LiveSession>> {
      const owner = byOwner(liveSessionsTable.orgId, liveSessionsTable.hostUserId, query);
      if (!owner) return emptyPage(query);
      const where = and(...owner, query.activeOnly ? gt(endAt, query.now) : undefined);
      const rank = sql`case when ${liveSessionsTable.startAt} <= ${query.now} and ${endAt} > ${query.now} then 0
        when ${liveSessionsTable.startAt} > ${query.now} then 1 else 2 end`;
      const rows = await db
        .select({
          ...sessionColumns(query.userId),
          total: totalOver(),
        })
        .from(liveSessionsTable)
        .leftJoin(organizationsTable, eq(organizationsTable.id, liveSessionsTable.orgId))
        .leftJoin(host, eq(host.id, liveSessionsTable.hostUserId))
        .where(where)
        .orderBy(
          asc(rank),
          sql`case when ${rank} < 2 then ${liveSessionsTable.startAt} end asc`,
          desc(liveSessionsTable.startAt),
          asc(liveSessionsTable.id),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(query, rows, countRows(db, liveSessionsTable, where), (row) => toSession(row, query.now));
    },

    async findSession(id: string, now: Date, userId: string | null): Promise<LiveSession | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await sessionsQuery(userId).where(eq(liveSessionsTable.id, id)).limit(1);
      return row ? toSession(row, now) : undefined;
    },

    /** Sessions not ended other than this one: same organization first, then the soonest. */
    async recommendSessions(session: LiveSession, now: Date, userId: string | null, limit: number) {
      const sameOrg = session.orgId
        ? sql`case when ${liveSessionsTable.orgId} = ${session.orgId} then 0 else 1 end`
        : sql`0`;
      const rows = await sessionsQuery(userId)
        .where(and(ne(liveSessionsTable.id, session.id), gt(endAt, now)))
        .orderBy(asc(sameOrg), asc(liveSessionsTable.startAt), asc(liveSessionsTable.id))
        .limit(limit);
      return rows.map((row) => toSession(row, now));
    },
  };
}

/** Reservations of live sessions and their reminders. */
function createReservationRows({ db }: LiveRepositoryContext) {
  return {
    /** True when this call created the reservation (false: it existed). */
    async reserve(userId: string, liveId: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(liveReservationsTable)
        .values({ userId, liveId, createdAt: now })
        .onConflictDoNothing()
        .returning({ liveId: liveReservationsTable.liveId });
      return inserted.length > 0;
    },

    async cancel(userId: string, liveId: string): Promise<void> {
      await db
        .delete(liveReservationsTable)
        .where(and(eq(liveReservationsTable.userId, userId), eq(liveReservationsTable.liveId, liveId)));
    },

    /**
     * Claims the sessions starting within `minutes` whose reminders have not gone out (one UPDATE: with
     * several processes, each session is claimed by one) and answers them with their reservers.
     */
    async claimReminders(now: Date, minutes: number) {
      const claimed = await db
        .update(liveSessionsTable)
        .set({ remindedAt: now })
        .where(
          and(
            isNull(liveSessionsTable.remindedAt),
            gt(liveSessionsTable.startAt, now),
            lte(liveSessionsTable.startAt, new Date(now.getTime() + minutes * 60_000)),
          ),
        )
        .returning({
          id: liveSessionsTable.id,
          title: liveSessionsTable.title,
          startAt: liveSessionsTable.startAt,
        });
      const result: { id: string; title: string; startAt: Date; userIds: string[] }[] = [];
      for (const session of claimed) {
        const reservers = await db
          .select({ userId: liveReservationsTable.userId })
          .from(liveReservationsTable)
          .where(eq(liveReservationsTable.liveId, session.id));
        result.push({ ...session, userIds: reservers.map((row) => row.userId) });
      }
      return result;
    },
  };
}

function createPlaybackRows(ctx: LiveRepositoryContext) {
  const { db, playbacksQuery } = ctx;
  return {
    /** Newest first; the keyword in the title, description or a tag. */
    async findPlaybackPage(
      query: Paging & {
        orgId?: string | undefined;
        counselorId?: string | undefined;
        keyword?: string | undefined;
      },
    ): Promise<Page<Playback>> {
      const owner = byOwner(playbacksTable.orgId, playbacksTable.hostUserId, query);
      if (!owner) return emptyPage(query);
      const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
      const where = and(
        ...owner,
        pattern
          ? or(
              ilike(playbacksTable.title, pattern),
              ilike(playbacksTable.description, pattern),
              sql`${playbacksTable.tags}::text ilike ${pattern}`,
            )
          : undefined,
      );
      const rows = await db
        .select({ ...playbackColumns, total: totalOver() })
        .from(playbacksTable)
        .leftJoin(organizationsTable, eq(organizationsTable.id, playbacksTable.orgId))
        .leftJoin(host, eq(host.id, playbacksTable.hostUserId))
        .where(where)
        .orderBy(desc(playbacksTable.publishedAt), desc(playbacksTable.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(query, rows, countRows(db, playbacksTable, where), toPlayback);
    },

    /** Organizations and hosts with playbacks, most first (the list's filter chips). */
    async playbackFacets(): Promise<{ orgs: PlaybackFacet[]; hosts: PlaybackFacet[] }> {
      const count = countAll();
      const orgs = await db
        .select({ id: organizationsTable.id, name: organizationsTable.nameCn, count })
        .from(playbacksTable)
        .innerJoin(organizationsTable, eq(organizationsTable.id, playbacksTable.orgId))
        .groupBy(organizationsTable.id, organizationsTable.nameCn)
        .orderBy(desc(count), asc(organizationsTable.nameCn));
      const hostName = sql<string>`coalesce(${host.nameCn}, ${host.nickname}, '')`;
      const hosts = await db
        .select({ id: host.id, name: hostName, count })
        .from(playbacksTable)
        .innerJoin(host, eq(host.id, playbacksTable.hostUserId))
        .groupBy(host.id, host.nameCn, host.nickname)
        .orderBy(desc(count), asc(hostName));
      return { orgs, hosts };
    },

    async findPlayback(id: string): Promise<Playback | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await playbacksQuery().where(eq(playbacksTable.id, id)).limit(1);
      return row ? toPlayback(row) : undefined;
    },

    /** Other playbacks of the same organization or sharing a tag: the most shared first, then newest. */
    async relatedPlaybacks(playback: Playback, limit: number): Promise<Playback[]> {
      const tags = playback.tags.length > 0 ? playback.tags : [''];
      const shared = sql`(select count(*) from jsonb_array_elements_text(${playbacksTable.tags}) as t(tag)
        where t.tag in (${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}))`;
      const sameOrg = playback.orgId ? sql`(${playbacksTable.orgId} = ${playback.orgId})` : sql`false`;
      const rows = await playbacksQuery()
        .where(and(ne(playbacksTable.id, playback.id), or(sameOrg, sql`${shared} > 0`)))
        .orderBy(
          desc(sql`${shared} + case when ${sameOrg} then 1 else 0 end`),
          desc(playbacksTable.publishedAt),
          desc(playbacksTable.id),
        )
        .limit(limit);
      return rows.map(toPlayback);
    },
  };
}

/** A playback's media keys and the students' positions in it. */
function createPlaybackMediaRows({ db }: LiveRepositoryContext) {
  return {
    /** What the media route needs: the storage keys and the video's size. */
    async findMedia(id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({
          fileKey: playbacksTable.fileKey,
          fileBytes: playbacksTable.fileBytes,
          posterKey: playbacksTable.posterKey,
        })
        .from(playbacksTable)
        .where(eq(playbacksTable.id, id))
        .limit(1);
      return row;
    },

    async playbackExists(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const [row] = await db
        .select({ id: playbacksTable.id })
        .from(playbacksTable)
        .where(eq(playbacksTable.id, id))
        .limit(1);
      return Boolean(row);
    },

    /** Insert or replace the user's position (the last save wins). */
    async savePosition(userId: string, playbackId: string, seconds: number, now: Date) {
      const [row] = await db
        .insert(playbackPositionsTable)
        .values({ userId, playbackId, seconds, updatedAt: now })
        .onConflictDoUpdate({
          target: [playbackPositionsTable.userId, playbackPositionsTable.playbackId],
          set: { seconds, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('position upsert returned nothing');
      return row;
    },

    async findPosition(userId: string, playbackId: string) {
      if (!isUuid(playbackId)) return undefined;
      const [row] = await db
        .select()
        .from(playbackPositionsTable)
        .where(
          and(eq(playbackPositionsTable.userId, userId), eq(playbackPositionsTable.playbackId, playbackId)),
        )
        .limit(1);
      return row;
    },
  };
}

export function createLiveRepository(deps: { db: Database }) {
  const ctx = liveRepositoryContext(deps);
  const sessions = { ...createSessionRows(ctx), ...createReservationRows(ctx) };
  return { ...sessions, ...createPlaybackRows(ctx), ...createPlaybackMediaRows(ctx) };
}

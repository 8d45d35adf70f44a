/**
 * `npm run bench` section "Circle feed" (called from bench/run.ts): the latency of the 留学圈 feeds with
 * BENCH_CIRCLE_POSTS posts in the database (default 100,000), generated here, never by the demo seed.
 *
 * Setup: the whole app in this process (buildApp on a temporary DATA_DIR, the embedded PGlite or
 * BENCH_DATABASE_URL, demo seed, logger off) on 127.0.0.1 with a free port. BENCH_CIRCLE_AUTHORS students
 * (default 1,000) are written straight into the database (tests/helpers/chat-fixtures.ts); the posts are
 * inserted by one INSERT ... SELECT over generate_series: one every 30 seconds going back in time, round
 * robin over the authors, a fifth with a topic, likes and comments drawn from a skewed distribution, and the
 * rank score computed by the same formula the server keeps (circle.table.ts). The viewer follows 100 of the
 * authors and has reported 50 posts (the feed leaves those out for them), so the logged-in queries do the
 * work they do for a real student.
 *
 * Measured sequentially over HTTP (one request at a time: the latency a student feels, not throughput), after
 * a warm-up: BENCH_CIRCLE_REQUESTS requests (default 300) per case: 推荐 first page as a visitor and as the
 * viewer, 推荐 deep pages (following the cursor 30 pages down), one topic, 关注 first page and deep pages.
 * p50 / p99 / max per case; the goal is p99 <= CIRCLE_FEED_P99_GOAL_MS for every case, printed as met or
 * ABOVE (a machine-dependent figure, not a correctness failure). A non-200 answer, a page with a post twice
 * or a page out of order fails the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { API } from '../src/contract/api.ts';
import { circleFeedSchema, type CircleFeedPage } from '../src/contract/circle.ts';
import { envelope } from '../src/contract/envelope.ts';
import { HEADERS } from '../src/contract/limits.ts';
import { buildApp } from '../server/app.ts';
import { createStudents, issueTokens } from '../tests/helpers/chat-fixtures.ts';
import { intFromEnv } from './env.ts';

export const CIRCLE_FEED_P99_GOAL_MS = 50;

const POSTS = intFromEnv('BENCH_CIRCLE_POSTS', 100_000, 1_000, 5_000_000);
const AUTHORS = intFromEnv('BENCH_CIRCLE_AUTHORS', 1_000, 10, 100_000);
const REQUESTS = intFromEnv('BENCH_CIRCLE_REQUESTS', 300, 10, 100_000);
const DEEP_PAGES = 30;
const FOLLOWED = 100;
const REPORTED = 50;

const feedEnvelope = envelope(circleFeedSchema);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => value.toFixed(1);

interface Case {
  name: string;
  /** Builds the URL of request i (the deep cases walk a cursor chain). */
  url: (i: number) => string;
  token?: string;
}

async function getFeed(base: string, url: string, token?: string): Promise<CircleFeedPage> {
  const headers: Record<string, string> = { [HEADERS.PLATFORM]: HEADERS.PLATFORM_VALUE };
  if (token) headers[HEADERS.AUTH] = `${HEADERS.AUTH_PREFIX}${token}`;
  const response = await fetch(`${base}${url}`, { headers });
  const body = feedEnvelope.parse(await response.json());
  if (body.code !== 200 || !body.data) throw new Error(`${url}: code ${body.code} ${body.message}`);
  return body.data;
}

/** Checks a page: no post twice, and the order the feed promises (by the cursor order the server keeps). */
function checkPage(page: CircleFeedPage, seen: Set<string>, what: string): string[] {
  const problems: string[] = [];
  for (const post of page.list) {
    if (seen.has(post.id)) problems.push(`${what}: post ${post.id} came twice`);
    seen.add(post.id);
  }
  return problems;
}

/** Walks `pages` pages of a feed and returns the cursors of each page (for the deep cases). */
async function cursorChain(
  base: string,
  path: string,
  pages: number,
  token?: string,
): Promise<{ cursors: string[]; problems: string[] }> {
  const cursors: string[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  for (let page = 0; page < pages; page++) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const data = await getFeed(base, `${path}${query}`, token);
    problems.push(...checkPage(data, seen, `${path} page ${page + 1}`));
    if (!data.nextCursor) break;
    cursor = data.nextCursor;
    cursors.push(cursor);
  }
  return { cursors, problems };
}

async function measureCase(base: string, target: Case): Promise<number[]> {
  for (let i = 0; i < 20; i++) await getFeed(base, target.url(i), target.token);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await getFeed(base, target.url(i), target.token);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function seedPosts(app: FastifyInstance, authorIds: string[], viewerId: string): Promise<void> {
  const authors = sql.raw(`array[${authorIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  await app.db.execute(sql`
    insert into circle_posts (id, author_id, content, images, tag_kind, tag_code, tag_name,
                              like_count, comment_count, rank_score, created_at)
    select gen_random_uuid(),
           (${authors})[1 + (i % ${authorIds.length})],
           '基准测试帖子 #' || i || '：申请季的经验分享，选校、文书和面试准备的一些体会。',
           '[]'::jsonb,
           case when i % 5 = 0 then 'TOPIC' end,
           case when i % 5 = 0 then 'APPLY' end,
           case when i % 5 = 0 then '申请经验' end,
           l.likes, l.comments,
           extract(epoch from t.created_at) / 45000 + log(1 + l.likes + 2 * l.comments),
           t.created_at
    from generate_series(1, ${POSTS}) as i,
         lateral (select now() - i * interval '30 seconds' as created_at) t,
         lateral (select floor(power(random(), 4) * 200)::int as likes,
                         floor(power(random(), 4) * 40)::int as comments) l`);
  await app.db.execute(sql`
    insert into circle_follows (follower_id, followee_id, created_at)
    select ${viewerId}::uuid, a, now() from unnest((${authors})[1:${FOLLOWED}]) a
    where a <> ${viewerId}::uuid on conflict do nothing`);
  await app.db.execute(sql`
    insert into circle_reports (reporter_id, target_type, target_id, reason, created_at)
    select ${viewerId}::uuid, 'POST', id, 'SPAM', now()
    from (select id from circle_posts order by rank_score desc limit ${REPORTED}) p
    on conflict do nothing`);
  await app.db.execute(sql`analyze circle_posts`);
  await app.db.execute(sql`analyze circle_follows`);
  await app.db.execute(sql`analyze circle_reports`);
}

export async function circleFeedReport({
  databaseUrl,
}: {
  databaseUrl?: string;
}): Promise<{ text: string; failed: string[] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liuxue-bench-circle-'));
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ env: {}, dataDir, databaseUrl, seed: 'demo', logger: false, serveStatic: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const setupStart = Date.now();
    const prefix = `16${String(Date.now() % 10_000).padStart(4, '0')}`;
    const authorIds = await createStudents(app.db, AUTHORS, prefix);
    const viewerId = authorIds[AUTHORS - 1] ?? '';
    const [viewer] = await issueTokens(app.db, [viewerId], app.clock());
    if (!viewer) throw new Error('no viewer');
    await seedPosts(app, authorIds, viewerId);
    process.stdout.write(
      `  ${POSTS} posts by ${AUTHORS} students inserted (${((Date.now() - setupStart) / 1000).toFixed(1)} s)\n`,
    );

    const problems: string[] = [];
    const recommend = await cursorChain(base, API.circle.feed, DEEP_PAGES + 1, viewer.token);
    const following = await cursorChain(base, API.circle.following, DEEP_PAGES + 1, viewer.token);
    problems.push(...recommend.problems, ...following.problems);
    const deep = (chain: string[], feedPath: string) => (i: number) =>
      `${feedPath}?cursor=${encodeURIComponent(chain[i % chain.length] ?? '')}`;

    const cases: Case[] = [
      { name: '推荐, first page, visitor', url: () => API.circle.feed },
      { name: '推荐, first page, logged in', url: () => API.circle.feed, token: viewer.token },
      {
        name: `推荐, pages 2-${DEEP_PAGES + 1} by cursor`,
        url: deep(recommend.cursors, API.circle.feed),
        token: viewer.token,
      },
      { name: '推荐, one topic', url: () => `${API.circle.feed}?topic=APPLY`, token: viewer.token },
      {
        name: `关注 (${FOLLOWED} followed), first page`,
        url: () => API.circle.following,
        token: viewer.token,
      },
      {
        name: `关注, pages 2-${DEEP_PAGES + 1} by cursor`,
        url: deep(following.cursors, API.circle.following),
        token: viewer.token,
      },
    ];
    const lines = [
      `${POSTS} posts, ${AUTHORS} authors; ${REQUESTS} sequential requests per case after 20 warm-up`,
    ];
    for (const target of cases) {
      const times = await measureCase(base, target);
      const p99 = percentile(times, 0.99);
      lines.push(
        `${target.name}: p50 ${ms(percentile(times, 0.5))} ms, p99 ${ms(p99)} ms ` +
          `(goal <= ${CIRCLE_FEED_P99_GOAL_MS} ms) ${p99 <= CIRCLE_FEED_P99_GOAL_MS ? 'met' : 'ABOVE'}, ` +
          `max ${ms(times.at(-1) ?? Number.NaN)} ms`,
      );
    }
    return { text: lines.join('\n'), failed: problems.map((p) => `circle feed: ${p}`) };
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Live sessions and playbacks seed (demo data, seeded with the demo accounts; src/contract/live.ts).
 *
 * The playbacks' videos are short clips the project renders itself from the slides below
 * (scripts/build-playbacks.ts, ffmpeg; run only when the slides change): `playbacks/{slug}.mp4` and
 * `playbacks/{slug}.jpg` beside this file are committed, so neither the app nor CI needs ffmpeg. At boot the
 * files go into the storage adapter (when missing) under `playbacks/{slug}/video` and `.../poster`.
 * Hosts are found by mobile; a mobile without a user falls back to a counselor of the same organization.
 */
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { and, eq, inArray } from 'drizzle-orm';

import type { FileStorage } from '../adapters/storage/index.ts';
import type { Database } from '../lib/database.ts';
import { liveSessionsTable, playbacksTable } from '../modules/live/live.table.ts';
import { organizationsTable } from '../modules/common/organization.table.ts';
import { usersTable } from '../modules/user/user.table.ts';
import { DEMO_ORGANIZATIONS } from './chat.ts';

export const PLAYBACK_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'playbacks');

export interface PlaybackSlide {
  heading: string;
  lines: readonly [string, string];
  seconds: number;
  /** Background, ffmpeg color syntax (0xRRGGBB). */
  color: string;
}

export interface PlaybackSeed {
  slug: string;
  title: string;
  description: string;
  tags: readonly string[];
  /** Index into DEMO_ORGANIZATIONS. */
  org: number;
  hostMobile: string;
  daysAgo: number;
  slides: readonly PlaybackSlide[];
}

const BLUE = '0x1e3a8a';
const TEAL = '0x115e59';
const PURPLE = '0x4c1d95';
const SLATE = '0x1f2937';

export const PLAYBACK_SEEDS: readonly PlaybackSeed[] = [
  {
    slug: 'us-undergrad-timeline',
    title: '美国本科申请时间线（示例回放）',
    description: '从高二暑假到次年春天：标化、文书、早申与常规申请的时间安排。演示数据，节选片段。',
    tags: ['美国', '本科', '申请规划'],
    org: 0,
    hostMobile: '13900000004',
    daysAgo: 3,
    slides: [
      {
        heading: '美国本科申请时间线',
        lines: ['示例回放 · 演示数据', '主讲：示例顾问'],
        seconds: 6,
        color: BLUE,
      },
      { heading: '高二暑假', lines: ['完成首次标化考试', '列出初步选校名单'], seconds: 8, color: TEAL },
      {
        heading: '高三秋季',
        lines: ['11月初：早申请截止', '主文书与补充文书定稿'],
        seconds: 8,
        color: PURPLE,
      },
      {
        heading: '次年1月至4月',
        lines: ['1月初：常规申请截止', '3月底前后陆续发放录取'],
        seconds: 8,
        color: SLATE,
      },
    ],
  },
  {
    slug: 'uk-master-ps',
    title: '英国硕士文书要点（示例回放）',
    description: '个人陈述写什么、怎么写：动机、经历与课程匹配。演示数据，节选片段。',
    tags: ['英国', '硕士', '文书'],
    org: 0,
    hostMobile: '13900000004',
    daysAgo: 7,
    slides: [
      {
        heading: '英国硕士文书要点',
        lines: ['示例回放 · 演示数据', '个人陈述（PS）'],
        seconds: 6,
        color: PURPLE,
      },
      { heading: '申请动机', lines: ['为什么是这个专业', '为什么是这所学校'], seconds: 7, color: BLUE },
      { heading: '相关经历', lines: ['课程、项目与实习', '写清楚你做了什么'], seconds: 7, color: TEAL },
      { heading: '篇幅与语言', lines: ['通常不超过两页', '简洁具体，避免空话'], seconds: 8, color: SLATE },
    ],
  },
  {
    slug: 'ielts-speaking',
    title: '雅思口语备考（示例回放）',
    description: '三个部分的考法与练习方法，附常见失分点。演示数据，节选片段。',
    tags: ['语言考试', '雅思'],
    org: 1,
    hostMobile: '13900000005',
    daysAgo: 10,
    slides: [
      {
        heading: '雅思口语备考',
        lines: ['示例回放 · 演示数据', '三个部分逐一讲解'],
        seconds: 6,
        color: TEAL,
      },
      { heading: 'Part 1', lines: ['日常话题问答', '回答完整，适当展开'], seconds: 8, color: BLUE },
      { heading: 'Part 2', lines: ['一分钟准备，两分钟陈述', '按时间线组织内容'], seconds: 9, color: PURPLE },
      { heading: 'Part 3', lines: ['深入讨论', '给出观点与理由'], seconds: 9, color: SLATE },
    ],
  },
  {
    slug: 'visa-interview',
    title: '签证面签准备（示例回放）',
    description: '面签材料清单与常见问题的回答思路。演示数据，节选片段。',
    tags: ['签证', '美国'],
    org: 1,
    hostMobile: '13900000005',
    daysAgo: 14,
    slides: [
      { heading: '签证面签准备', lines: ['示例回放 · 演示数据', '材料与问答'], seconds: 6, color: SLATE },
      {
        heading: '材料清单',
        lines: ['护照、录取文件、资金证明', '预约确认页与照片'],
        seconds: 8,
        color: BLUE,
      },
      { heading: '常见问题', lines: ['为什么选择这所学校', '毕业后的计划是什么'], seconds: 8, color: TEAL },
      { heading: '面谈当天', lines: ['提前到达，如实回答', '简洁清楚，保持自信'], seconds: 6, color: PURPLE },
    ],
  },
  {
    slug: 'hk-master-overview',
    title: '香港硕士申请概览（示例回放）',
    description: '一年制授课型硕士的申请轮次、语言要求与材料准备。演示数据，节选片段。',
    tags: ['香港', '硕士', '申请规划'],
    org: 0,
    hostMobile: '13900000004',
    daysAgo: 21,
    slides: [
      { heading: '香港硕士申请概览', lines: ['示例回放 · 演示数据', '授课型硕士'], seconds: 6, color: BLUE },
      { heading: '申请轮次', lines: ['多数项目分轮次录取', '越早提交机会越多'], seconds: 7, color: PURPLE },
      {
        heading: '语言与材料',
        lines: ['雅思或托福成绩', '成绩单、推荐信与个人陈述'],
        seconds: 8,
        color: TEAL,
      },
    ],
  },
];

export function playbackDurationSeconds(seed: PlaybackSeed): number {
  return seed.slides.reduce((sum, slide) => sum + slide.seconds, 0);
}

export const playbackVideoKey = (slug: string) => `playbacks/${slug}/video`;
export const playbackPosterKey = (slug: string) => `playbacks/${slug}/poster`;
export const playbackVideoFile = (slug: string) => path.join(PLAYBACK_MEDIA_DIR, `${slug}.mp4`);
export const playbackPosterFile = (slug: string) => path.join(PLAYBACK_MEDIA_DIR, `${slug}.jpg`);

export interface LiveSessionSeed {
  title: string;
  description: string;
  org: number;
  hostMobile: string;
  /** Start relative to the seeding time. */
  startsInMinutes: number;
  durationMinutes: number;
}

export const LIVE_SESSION_SEEDS: readonly LiveSessionSeed[] = [
  {
    title: '美国本科早申请最后冲刺答疑（演示直播）',
    description: '早申请截止前的文书与材料检查清单，现场答疑。演示数据。',
    org: 0,
    hostMobile: '13900000004',
    startsInMinutes: -20,
    durationMinutes: 60,
  },
  {
    title: '英国硕士申请季开放日（演示直播）',
    description: '英国一年制硕士的选校、文书与时间安排。演示数据。',
    org: 0,
    hostMobile: '13900000004',
    startsInMinutes: 3 * 60,
    durationMinutes: 45,
  },
  {
    title: '雅思口语高分经验分享（演示直播）',
    description: '口语三个部分的练习方法与常见误区。演示数据。',
    org: 1,
    hostMobile: '13900000005',
    startsInMinutes: 26 * 60,
    durationMinutes: 60,
  },
  {
    title: '美国签证面签模拟（演示直播）',
    description: '模拟面签问答，讲解材料准备。演示数据。',
    org: 1,
    hostMobile: '13900000005',
    startsInMinutes: 3 * 24 * 60,
    durationMinutes: 50,
  },
  {
    title: '香港硕士申请轮次解读（演示直播）',
    description: '香港各校授课型硕士的轮次与录取节奏。演示数据。',
    org: 0,
    hostMobile: '13900000004',
    startsInMinutes: -2 * 24 * 60,
    durationMinutes: 60,
  },
];

/** The demo organizations' ids by DEMO_ORGANIZATIONS index, and a host for (org, mobile). */
async function hostResolver(db: Database) {
  const orgRows = await db
    .select({ id: organizationsTable.id, nameCn: organizationsTable.nameCn })
    .from(organizationsTable)
    .where(
      inArray(
        organizationsTable.nameCn,
        DEMO_ORGANIZATIONS.map((org) => org.nameCn),
      ),
    );
  const orgIds = DEMO_ORGANIZATIONS.map(
    (org) => orgRows.find((row) => row.nameCn === org.nameCn)?.id ?? null,
  );
  const cache = new Map<string, string | null>();
  return {
    orgId: (index: number) => orgIds[index] ?? null,
    async hostId(index: number, mobile: string): Promise<string | null> {
      const key = `${index}:${mobile}`;
      if (cache.has(key)) return cache.get(key) ?? null;
      const [byMobile] = await db
        .select({ id: usersTable.id })
        .from(usersTable)
        .where(eq(usersTable.mobile, mobile))
        .limit(1);
      let id = byMobile?.id ?? null;
      const orgId = orgIds[index];
      if (!id && orgId) {
        const [counselor] = await db
          .select({ id: usersTable.id })
          .from(usersTable)
          .where(and(eq(usersTable.orgId, orgId), eq(usersTable.staffRole, 'COUNSELOR')))
          .orderBy(usersTable.mobile)
          .limit(1);
        id = counselor?.id ?? null;
      }
      cache.set(key, id);
      return id;
    },
  };
}

/** The demo live sessions and playbacks (with the demo accounts, after the demo organizations and staff). */
export async function seedDemoLive(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const hosts = await hostResolver(tx);
    if (hosts.orgId(0) === null) return; // no demo organizations (a database of real users)
    for (const seed of LIVE_SESSION_SEEDS) {
      await tx.insert(liveSessionsTable).values({
        title: seed.title,
        description: seed.description,
        orgId: hosts.orgId(seed.org),
        hostUserId: await hosts.hostId(seed.org, seed.hostMobile),
        startAt: new Date(now.getTime() + seed.startsInMinutes * 60_000),
        durationMinutes: seed.durationMinutes,
        createdAt: now,
      });
    }
    for (const seed of PLAYBACK_SEEDS) {
      const { size } = await stat(playbackVideoFile(seed.slug));
      await tx.insert(playbacksTable).values({
        title: seed.title,
        description: seed.description,
        orgId: hosts.orgId(seed.org),
        hostUserId: await hosts.hostId(seed.org, seed.hostMobile),
        durationSeconds: playbackDurationSeconds(seed),
        fileKey: playbackVideoKey(seed.slug),
        fileBytes: size,
        posterKey: playbackPosterKey(seed.slug),
        tags: [...seed.tags],
        publishedAt: new Date(now.getTime() - seed.daysAgo * 24 * 60 * 60_000),
      });
    }
  });
}

/** Puts the committed clips and posters into the storage adapter when they are not there yet. */
export async function seedPlaybackMedia(storage: FileStorage): Promise<number> {
  let stored = 0;
  for (const seed of PLAYBACK_SEEDS) {
    const items = [
      { key: playbackVideoKey(seed.slug), file: playbackVideoFile(seed.slug), type: 'video/mp4' },
      { key: playbackPosterKey(seed.slug), file: playbackPosterFile(seed.slug), type: 'image/jpeg' },
    ];
    for (const item of items) {
      const existing = await storage.get(item.key);
      if (existing) {
        existing.body.destroy();
        continue;
      }
      await storage.put(item.key, await readFile(item.file), item.type);
      stored += 1;
    }
  }
  return stored;
}

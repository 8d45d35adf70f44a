/**
 * 留学圈 demo seed (demo data, seeded with the demo accounts; src/contract/circle.ts): posts by the demo
 * students, every text marked （演示）, a few with a topic or a school tag (looked up by its Chinese name in
 * the catalog; a school the catalog lacks leaves the post untagged), comments with a reply, likes and
 * follows. Counters and rank_score are written by the server's formula (circle.table.ts). Seeded once: a
 * database with any post is left alone, and one without the demo students gets nothing.
 */
import { randomUUID } from 'node:crypto';

import { inArray, sql } from 'drizzle-orm';

import type { CircleTopic } from '../../src/contract/circle.ts';
import type { Database } from '../lib/database.ts';
import {
  circleCommentsTable,
  circleFollowsTable,
  circlePostLikesTable,
  circlePostsTable,
} from '../modules/circle/circle.table.ts';
import { universitiesTable } from '../modules/school/school.table.ts';
import { usersTable } from '../modules/user/user.table.ts';

/** Demo students (server/seed/users.ts): 小张, 小李, 小赵, and the one without a name. */
const ZHANG = '13800000001';
const LI = '13800000002';
const ZHAO = '13800000005';
const NONAME = '13800000004';

interface CommentSeed {
  by: string;
  text: string;
  /** Index of the comment of the same post this one answers. */
  replyTo?: number;
}

export interface CirclePostSeed {
  by: string;
  hoursAgo: number;
  text: string;
  topic?: CircleTopic;
  /** A school's Chinese name in the catalog. */
  school?: string;
  likedBy: readonly string[];
  comments: readonly CommentSeed[];
}

export const CIRCLE_POST_SEEDS: readonly CirclePostSeed[] = [
  {
    by: LI,
    hoursAgo: 2,
    text: '刚收到伦敦大学学院（UCL）教育学硕士的offer！从递交到出结果一共七周，文书改了五稿，感谢一路帮我看PS的学姐。（演示）',
    topic: 'OFFER',
    likedBy: [ZHANG, ZHAO, NONAME],
    comments: [
      { by: ZHANG, text: '恭喜恭喜！请问语言是先交的还是拿了conditional再考的？（演示）' },
      { by: LI, text: '先拿的conditional，雅思后来补的，7.0小分6.5。（演示）', replyTo: 0 },
      { by: ZHAO, text: '太厉害了，沾沾喜气！（演示）' },
    ],
  },
  {
    by: ZHANG,
    hoursAgo: 5,
    text: '高二下学期的SAT备考计划：每周两套真题，错题按题型整理，阅读每天精读一篇。大家都是怎么安排时间的？（演示）',
    topic: 'EXAM',
    likedBy: [LI],
    comments: [{ by: ZHAO, text: '我是周末集中刷题，平时背单词，亲测有效。（演示）' }],
  },
  {
    by: ZHAO,
    hoursAgo: 9,
    text: '多伦多大学的学签材料终于递上去了，资金证明按要求开了一年的学费加生活费，等待中……（演示）',
    topic: 'VISA',
    school: '多伦多大学',
    likedBy: [ZHANG, LI],
    comments: [
      { by: LI, text: '加拿大学签现在大概多久出结果？（演示）' },
      { by: ZHAO, text: '官网写的是八周左右，我第三周了。（演示）', replyTo: 0 },
    ],
  },
  {
    by: NONAME,
    hoursAgo: 14,
    text: '求助：本科双非，GPA 3.4，想申请英国的商科硕士，需要准备哪些软背景？实习两段够不够？（演示）',
    topic: 'ASK',
    likedBy: [],
    comments: [{ by: LI, text: '两段相关实习挺好的，重点是在文书里讲清楚你做了什么、学到了什么。（演示）' }],
  },
  {
    by: LI,
    hoursAgo: 20,
    text: '分享一下我的选校思路：冲刺两所、匹配三所、保底两所，每一所都看过课程设置和往年录取背景。（演示）',
    topic: 'APPLY',
    likedBy: [ZHANG, ZHAO],
    comments: [],
  },
  {
    by: ZHANG,
    hoursAgo: 30,
    text: '参加了卡内基梅隆大学的线上开放日，计算机学院的项目介绍很详细，还能和在读生连麦提问。（演示）',
    school: '卡内基梅隆大学',
    likedBy: [LI],
    comments: [],
  },
  {
    by: ZHAO,
    hoursAgo: 40,
    text: '第一次在国外租房，提醒大家：看房一定要视频确认实景，合同里押金退还条款看仔细。（演示）',
    topic: 'LIFE',
    likedBy: [ZHANG, LI, NONAME],
    comments: [{ by: ZHANG, text: '收藏了，明年用得上。（演示）' }],
  },
  {
    by: LI,
    hoursAgo: 52,
    text: '新加坡国立大学的面试刚结束，问了研究兴趣和为什么选新加坡，整体氛围很轻松。（演示）',
    school: '新加坡国立大学',
    likedBy: [ZHAO],
    comments: [],
  },
  {
    by: ZHANG,
    hoursAgo: 70,
    text: '托福口语从22提到26的小经验：每天录音回听，模板少用，多讲自己的真实例子。（演示）',
    topic: 'EXAM',
    likedBy: [LI, ZHAO],
    comments: [{ by: NONAME, text: '请问录音是用什么软件？（演示）' }],
  },
  {
    by: ZHAO,
    hoursAgo: 90,
    text: '墨尔本大学的冬季学期快开始了，有没有一起搭伙做饭的同学？（演示）',
    school: '墨尔本大学',
    likedBy: [],
    comments: [],
  },
  {
    by: NONAME,
    hoursAgo: 110,
    text: '香港大学的硕士项目一年制，时间紧但性价比高，有学长学姐能分享一下课程强度吗？（演示）',
    school: '香港大学',
    likedBy: [LI],
    comments: [],
  },
  {
    by: LI,
    hoursAgo: 130,
    text: '行前清单整理好了：护照签证、录取材料原件、常用药、转换插头、一个月的生活费。（演示）',
    topic: 'VISA',
    likedBy: [ZHANG],
    comments: [],
  },
];

/** Who follows whom (follower, followee). */
export const CIRCLE_FOLLOW_SEEDS: readonly (readonly [string, string])[] = [
  [ZHANG, LI],
  [ZHANG, ZHAO],
  [LI, ZHAO],
  [ZHAO, LI],
  [NONAME, LI],
];

export async function seedDemoCircle(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const users = await tx
      .select({ id: usersTable.id, mobile: usersTable.mobile })
      .from(usersTable)
      .where(inArray(usersTable.mobile, [ZHANG, LI, ZHAO, NONAME]));
    const idOf = new Map(users.map((user) => [user.mobile, user.id]));
    if (idOf.size < 4) return; // not the demo accounts
    const schoolNames = CIRCLE_POST_SEEDS.flatMap((seed) => (seed.school ? [seed.school] : []));
    const schools = await tx
      .select({ id: universitiesTable.id, nameCn: universitiesTable.nameCn })
      .from(universitiesTable)
      .where(inArray(universitiesTable.nameCn, schoolNames));
    const schoolOf = new Map(schools.map((school) => [school.nameCn, school.id]));
    const user = (mobile: string) => idOf.get(mobile) ?? '';

    for (const seed of CIRCLE_POST_SEEDS) {
      const postId = randomUUID();
      const createdAt = new Date(now.getTime() - seed.hoursAgo * 3_600_000);
      const schoolId = seed.school ? schoolOf.get(seed.school) : undefined;
      const tag = seed.topic
        ? { tagKind: 'TOPIC', tagCode: seed.topic, tagName: null }
        : schoolId && seed.school
          ? { tagKind: 'SCHOOL', tagCode: schoolId, tagName: seed.school }
          : { tagKind: null, tagCode: null, tagName: null };
      const likes = seed.likedBy.length;
      const comments = seed.comments.length;
      await tx.insert(circlePostsTable).values({
        id: postId,
        authorId: user(seed.by),
        content: seed.text,
        images: [],
        ...tag,
        likeCount: likes,
        commentCount: comments,
        rankScore: sql`extract(epoch from ${createdAt.toISOString()}::timestamptz)::float8 / 45000 + log10((1 + ${likes} + 2 * ${comments})::float8)`,
        createdAt,
      });
      if (likes > 0) {
        await tx
          .insert(circlePostLikesTable)
          .values(seed.likedBy.map((mobile) => ({ postId, userId: user(mobile), createdAt })));
      }
      const commentIds: string[] = [];
      for (const [index, comment] of seed.comments.entries()) {
        const id = randomUUID();
        commentIds.push(id);
        await tx.insert(circleCommentsTable).values({
          id,
          postId,
          authorId: user(comment.by),
          content: comment.text,
          replyToId: comment.replyTo === undefined ? null : (commentIds[comment.replyTo] ?? null),
          createdAt: new Date(createdAt.getTime() + (index + 1) * 600_000),
        });
      }
    }
    await tx
      .insert(circleFollowsTable)
      .values(
        CIRCLE_FOLLOW_SEEDS.map(([follower, followee]) => ({
          followerId: user(follower),
          followeeId: user(followee),
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  });
}

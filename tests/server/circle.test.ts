/**
 * 留学圈 (server/modules/circle, src/contract/circle.ts) through app.inject: the feeds and their cursors, posts
 * with images and tags, forwards, comments and replies, likes and follows as states, reports and the console
 * queue, only the author deletes, client-id replays, Circle notices (type 1) with the unread summary, and the
 * per-user write limits.
 */
import { randomUUID } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import type { Notice, NoticePage, UnreadSummary, UploadedFile } from '../../src/contract/chat.ts';
import {
  CIRCLE_LIMITS,
  CIRCLE_NOTICE,
  CIRCLE_TEXT,
  circlePostLink,
  type CircleComment,
  type CircleCommentPage,
  type CircleFeedPage,
  type CirclePersonPage,
  type CirclePost,
  type CircleReportItem,
  type CircleReportPage,
} from '../../src/contract/circle.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { userRoom } from '../../src/contract/socket.ts';
import { CIRCLE_POST_SEEDS } from '../../server/seed/circle.ts';
import {
  authHeaders,
  buildTestApp,
  DEMO,
  envelopeOf,
  loginByPassword,
  type TestApp,
} from '../helpers/server.ts';
import { uploadForm } from '../helpers/uploads.ts';

let t: TestApp;
let zhang: LoginResult;
let li: LoginResult;
let zhao: LoginResult;

beforeAll(async () => {
  // the limits are lifted here (many writes of one user within seconds); the last block checks them
  t = await buildTestApp({ seed: 'demo', userWriteRateLimit: false });
  zhang = await loginByPassword(t, DEMO.student);
  li = await loginByPassword(t, DEMO.member);
  zhao = await loginByPassword(t, DEMO.other);
});
afterAll(async () => {
  await t.close();
});

function data<T>(response: LightMyRequestResponse): T {
  const body = envelopeOf<T>(response);
  expect(body.code, response.body).toBe(200);
  return body.data as T;
}

function refused(response: LightMyRequestResponse, code: number, message?: string) {
  const body = envelopeOf(response);
  expect(body.code, response.body).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
}

const get = (url: string, query: Record<string, string> = {}, who?: LoginResult) =>
  t.inject({ method: 'GET', url, query, headers: who ? authHeaders(who.token) : {} });
const post = (url: string, payload: object, who: LoginResult, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers: { ...authHeaders(who.token), ...headers } });
const del = (url: string, who: LoginResult) =>
  t.inject({ method: 'DELETE', url, headers: authHeaders(who.token) });

/** Each new post a minute after the last (the test clock stands still otherwise). */
async function addPost(
  who: LoginResult,
  body: Partial<{ content: string; images: string[]; tag: object }> = {},
) {
  t.clock.advance(60_000);
  return data<CirclePost>(
    await post(
      API.circle.add,
      { id: randomUUID(), content: '测试帖子', images: [], tag: null, ...body },
      who,
    ),
  );
}
async function addComment(who: LoginResult, postId: string, content: string, replyToId?: string) {
  t.clock.advance(1_000);
  return data<CircleComment>(
    await post(API.circle.addComment, { id: randomUUID(), postId, content, replyToId }, who),
  );
}
const feed = async (who?: LoginResult, query: Record<string, string> = {}) =>
  data<CircleFeedPage>(await get(API.circle.feed, { limit: '30', ...query }, who));
const mine = async (who: LoginResult) =>
  data<CircleFeedPage>(await get(API.circle.mine, { limit: '30' }, who));
const postOf = (id: string, who: LoginResult) => get(`${API.circle.post}/${id}`, {}, who);
const unreadCircle = async (who: LoginResult) =>
  data<UnreadSummary>(await get(API.notice.unreadSummary, {}, who)).notices['1'] ?? 0;
async function circleNotices(who: LoginResult): Promise<Notice[]> {
  const page = data<NoticePage>(
    await post(API.notice.page, { userId: who.user.id, size: 50, type: 1, pageIndex: 1 }, who),
  );
  return page.list;
}

describe('the 推荐 feed', () => {
  it('is public: the seeded demo posts in rank order, each marked as demo', async () => {
    const page = await feed();
    expect(page.list.length).toBe(CIRCLE_POST_SEEDS.length);
    for (const item of page.list) {
      expect(item.content).toContain('（演示）');
      expect(item.liked).toBe(false);
      expect(item.mine).toBe(false);
    }
    // a visitor sees names, never a full mobile
    expect(page.list.map((p) => p.author.name)).toContain('小李');
    expect(JSON.stringify(page)).not.toContain(zhang.user.mobile);
    const seeded = page.list.find((p) => p.tag?.kind === 'SCHOOL');
    expect(seeded?.tag?.name).toMatch(/大学/);
  });

  it('narrows to a topic', async () => {
    const page = await feed(undefined, { topic: 'EXAM' });
    expect(page.list.length).toBe(CIRCLE_POST_SEEDS.filter((s) => s.topic === 'EXAM').length);
    expect(page.list.every((p) => p.tag?.kind === 'TOPIC' && p.tag.code === 'EXAM')).toBe(true);
  });

  it('weighs likes and comments: a newer post with no reaction may rank below an older popular one', async () => {
    const page = await feed();
    const seedOrder = page.list.map((p) => p.content);
    // the most liked and commented seed (2 h old) leads the feed of recent posts
    expect(seedOrder[0]).toContain('UCL');
  });

  it('pages by cursor without duplicates or skips while new posts arrive between pages', async () => {
    const before = await feed();
    const all = before.list.map((p) => p.id);
    const first = await feed(undefined, { limit: '5' });
    expect(first.list.map((p) => p.id)).toEqual(all.slice(0, 5));
    expect(first.nextCursor).toBeTruthy();
    // new posts arrive: they rank above the cursor and do not shift the next page
    await addPost(zhao, { content: '翻页时新来的帖子一' });
    await addPost(zhao, { content: '翻页时新来的帖子二' });
    const seen = [...first.list.map((p) => p.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await feed(undefined, { limit: '5', cursor });
      seen.push(...next.list.map((p) => p.id));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual(all);
    // a fresh first read has them, above the older posts of the same weight
    const fresh = (await feed()).list.map((p) => p.content);
    const newest = fresh.indexOf('翻页时新来的帖子二');
    expect(newest).toBeGreaterThanOrEqual(0);
    expect(newest).toBeLessThan(fresh.indexOf('翻页时新来的帖子一'));
    expect(fresh.indexOf('翻页时新来的帖子一')).toBeLessThan(fresh.length - 1);
  });

  it('refuses a cursor it did not make (410)', async () => {
    refused(await get(API.circle.feed, { cursor: 'not-a-cursor' }), 410);
    const timeCursor = (await mine(zhao)).list[0]?.cursor ?? '';
    refused(await get(API.circle.feed, { cursor: timeCursor }), 410);
  });
});

describe('posts', () => {
  it('add stores the post under the client id; a replay answers it once; another user with that id: 410', async () => {
    const id = randomUUID();
    const body = { id, content: '今天整理了申请材料', images: [], tag: { kind: 'TOPIC', code: 'APPLY' } };
    t.clock.advance(60_000);
    const created = data<CirclePost>(await post(API.circle.add, body, zhang));
    expect(created).toMatchObject({ id, content: '今天整理了申请材料', mine: true, likeCount: 0 });
    expect(created.tag).toEqual({ kind: 'TOPIC', code: 'APPLY', name: '申请经验' });
    expect(created.author.name).toBe('小张');
    const replay = data<CirclePost>(await post(API.circle.add, body, zhang));
    expect(replay.id).toBe(id);
    expect((await mine(zhang)).list.filter((p) => p.id === id)).toHaveLength(1);
    refused(await post(API.circle.add, { ...body, content: '抢同一个id' }, li), 410);
    expect(data<CirclePost>(await postOf(id, li)).content).toBe('今天整理了申请材料');
    // with an Idempotency-Key too: one post
    const keyed = { ...body, id: randomUUID() };
    const key = { [HEADERS.IDEMPOTENCY.toLowerCase()]: randomUUID() };
    data(await post(API.circle.add, keyed, zhang, key));
    const again = await post(API.circle.add, keyed, zhang, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await mine(zhang)).list.filter((p) => p.id === keyed.id)).toHaveLength(1);
  });

  it('stores a school tag with the Chinese name from the catalog; an unknown school is refused', async () => {
    const page = data<{ list: { id: string; nameCn: string }[] }>(
      await get(API.university.page, { pageSize: '1' }),
    );
    const school = page.list[0];
    if (!school) throw new Error('no university');
    const created = await addPost(li, { content: '关于这所学校', tag: { kind: 'SCHOOL', code: school.id } });
    expect(created.tag).toEqual({ kind: 'SCHOOL', code: school.id, name: school.nameCn });
    refused(
      await post(
        API.circle.add,
        { id: randomUUID(), content: 'x', tag: { kind: 'SCHOOL', code: 'no-such-school' } },
        li,
      ),
      410,
      CIRCLE_TEXT.SCHOOL_NOT_FOUND,
    );
  });

  it('refuses an empty post and too long text', async () => {
    refused(await post(API.circle.add, { id: randomUUID(), content: '  ' }, li), 410, CIRCLE_TEXT.POST_EMPTY);
    refused(
      await post(
        API.circle.add,
        { id: randomUUID(), content: '长'.repeat(CIRCLE_LIMITS.POST_TEXT_MAX + 1) },
        li,
      ),
      410,
      CIRCLE_TEXT.POST_TOO_LONG,
    );
  });
});

describe('images', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
  });

  async function upload(who: LoginResult, fileType = 'ABROAD_CIRCLE'): Promise<UploadedFile> {
    const form = uploadForm(fileType, png, 'a.png', 'image/png');
    const response = await t.inject({
      method: 'POST',
      url: API.upload.one,
      payload: form.payload,
      headers: { ...form.headers, ...authHeaders(who.token) },
    });
    const [file] = data<UploadedFile[]>(response);
    if (!file) throw new Error('no file');
    return file;
  }

  it("refuses another user's upload, another kind, or a URL that is not /files/{id}", async () => {
    const lis = await upload(li);
    const body = (images: string[]) => ({ id: randomUUID(), content: '图', images });
    refused(await post(API.circle.add, body([lis.filePreviewUrl]), zhang), 410, CIRCLE_TEXT.IMAGE_INVALID);
    const avatar = await upload(zhang, 'PAPERWORK');
    refused(await post(API.circle.add, body([avatar.filePreviewUrl]), zhang), 410, CIRCLE_TEXT.IMAGE_INVALID);
    refused(
      await post(API.circle.add, body(['https://example.com/a.png']), zhang),
      410,
      CIRCLE_TEXT.IMAGE_INVALID,
    );
    // nothing was made public
    expect((await t.inject({ method: 'GET', url: lis.filePreviewUrl })).statusCode).toBe(404);
  });

  it('posting makes the own upload public', async () => {
    const own = await upload(zhang);
    expect((await t.inject({ method: 'GET', url: own.filePreviewUrl })).statusCode).toBe(404);
    const created = await addPost(zhang, { content: '带图', images: [own.filePreviewUrl] });
    expect(created.images).toEqual([own.filePreviewUrl]);
    const anonymous = await t.inject({ method: 'GET', url: own.filePreviewUrl });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('image/png');
  });
});

describe('comments, likes, follows and their notices', () => {
  let target: CirclePost;
  beforeAll(async () => {
    target = await addPost(li, { content: '小李的新帖子，等你来评论' });
    // 小李 starts from no unread circle notice
    await post(API.notice.updateRead, { type: 1 }, li);
  });

  it('a comment counts on the post, notifies its author with the quoted text, and lists oldest first', async () => {
    const first = await addComment(zhang, target.id, '第一条评论');
    const second = await addComment(zhao, target.id, '第二条评论');
    expect(first).toMatchObject({ postId: target.id, mine: true, replyToId: null });
    const page = data<CircleCommentPage>(await get(API.circle.comments, { postId: target.id }, li));
    expect(page.list.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(page.total).toBe(2);
    expect(data<CirclePost>(await postOf(target.id, li)).commentCount).toBe(2);
    const notices = await circleNotices(li);
    expect(notices.map((n) => n.content)).toContain('小张评论了你的帖子：第一条评论');
    expect(notices[0]).toMatchObject({
      type: 1,
      title: CIRCLE_NOTICE.COMMENT.title,
      link: circlePostLink(target.id),
    });
    expect(await unreadCircle(li)).toBe(2);
    // replay of the same comment id: no second comment, no second notice
    const replay = data<CircleComment>(
      await post(API.circle.addComment, { id: first.id, postId: target.id, content: '第一条评论' }, zhang),
    );
    expect(replay.id).toBe(first.id);
    expect(data<CirclePost>(await postOf(target.id, li)).commentCount).toBe(2);
    expect(await unreadCircle(li)).toBe(2);
  });

  it('pages comments by cursor', async () => {
    const page1 = data<CircleCommentPage>(
      await get(API.circle.comments, { postId: target.id, limit: '1' }, li),
    );
    expect(page1.nextCursor).toBeTruthy();
    const page2 = data<CircleCommentPage>(
      await get(API.circle.comments, { postId: target.id, limit: '1', cursor: page1.nextCursor ?? '' }, li),
    );
    expect(page2.list[0]?.content).toBe('第二条评论');
  });

  it('a reply notifies the replied comment’s author; a reply to another post’s comment is refused', async () => {
    const page = data<CircleCommentPage>(await get(API.circle.comments, { postId: target.id }, li));
    const zhangs = page.list.find((c) => c.author.id === zhang.user.id);
    if (!zhangs) throw new Error('no comment');
    const before = await unreadCircle(zhang);
    const reply = await addComment(li, target.id, '谢谢你的评论', zhangs.id);
    expect(reply.replyToAuthor?.name).toBe('小张');
    expect(await unreadCircle(zhang)).toBe(before + 1);
    expect((await circleNotices(zhang))[0]).toMatchObject({
      title: CIRCLE_NOTICE.REPLY.title,
      content: '小李回复了你的评论：谢谢你的评论',
    });
    const other = await addPost(zhao, { content: '另一个帖子' });
    refused(
      await post(
        API.circle.addComment,
        { id: randomUUID(), postId: other.id, content: '串帖回复', replyToId: zhangs.id },
        li,
      ),
      410,
      CIRCLE_TEXT.REPLY_NOT_IN_POST,
    );
  });

  it('liking twice is one like and one notice (pushed to the author’s room); unliking sets it back', async () => {
    const before = await unreadCircle(li);
    const like = { postId: target.id, liked: true };
    const rooms = vi.spyOn(t.app.io, 'to');
    expect(data(await post(API.circle.like, like, zhao))).toEqual({ liked: true, likeCount: 1 });
    expect(data(await post(API.circle.like, like, zhao))).toEqual({ liked: true, likeCount: 1 });
    expect(rooms.mock.calls).toEqual([[userRoom(li.user.id)]]);
    rooms.mockRestore();
    expect(await unreadCircle(li)).toBe(before + 1);
    expect((await circleNotices(li))[0]?.content).toBe('小赵赞了你的帖子');
    expect(data<CirclePost>(await postOf(target.id, zhao))).toMatchObject({ liked: true, likeCount: 1 });
    // liking your own post: no notice
    expect(data(await post(API.circle.like, like, li))).toEqual({ liked: true, likeCount: 2 });
    expect(await unreadCircle(li)).toBe(before + 1);
    expect(data(await post(API.circle.like, { ...like, liked: false }, zhao))).toEqual({
      liked: false,
      likeCount: 1,
    });
    expect(data(await post(API.circle.like, { ...like, liked: false }, zhao))).toEqual({
      liked: false,
      likeCount: 1,
    });
  });

  it('likes a comment as a state', async () => {
    const page = data<CircleCommentPage>(await get(API.circle.comments, { postId: target.id }, li));
    const commentId = page.list[0]?.id ?? '';
    expect(data(await post(API.circle.likeComment, { commentId, liked: true }, li))).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect(data(await post(API.circle.likeComment, { commentId, liked: true }, li))).toEqual({
      liked: true,
      likeCount: 1,
    });
    const after = data<CircleCommentPage>(await get(API.circle.comments, { postId: target.id }, li));
    expect(after.list[0]).toMatchObject({ liked: true, likeCount: 1 });
  });

  it('follows: self refused, unknown user refused, a follow notifies, the 关注 feed and person page show it', async () => {
    refused(await post(API.circle.attention, { userId: zhao.user.id }, zhao), 410, CIRCLE_TEXT.FOLLOW_SELF);
    refused(
      await post(API.circle.attention, { userId: randomUUID() }, zhao),
      451,
      CIRCLE_TEXT.USER_NOT_FOUND,
    );
    // 小赵 follows 小张 (the seed has them not following that way)
    const before = await unreadCircle(zhang);
    const followed = data<{ followed: boolean; followerCount: number }>(
      await post(API.circle.attention, { userId: zhang.user.id }, zhao),
    );
    expect(followed.followed).toBe(true);
    data(await post(API.circle.attention, { userId: zhang.user.id }, zhao));
    expect(await unreadCircle(zhang)).toBe(before + 1);
    expect((await circleNotices(zhang))[0]?.content).toBe('小赵关注了你');
    const following = data<CircleFeedPage>(await get(API.circle.following, {}, zhao));
    expect(following.list.some((p) => p.author.id === zhang.user.id)).toBe(true);
    expect(following.list.every((p) => p.followingAuthor)).toBe(true);
    const person = data<CirclePersonPage>(await get(API.circle.personal, { userId: zhang.user.id }, zhao));
    expect(person.person).toMatchObject({ id: zhang.user.id, name: '小张', followed: true, self: false });
    expect(person.person.followerCount).toBe(followed.followerCount);
    expect(person.posts.list.every((p) => p.author.id === zhang.user.id)).toBe(true);
    expect(person.person.postCount).toBeGreaterThanOrEqual(person.posts.list.length);
    const unfollowed = data<{ followed: boolean; followerCount: number }>(
      await post(API.circle.cancelAttention, { userId: zhang.user.id }, zhao),
    );
    expect(unfollowed).toEqual({ followed: false, followerCount: followed.followerCount - 1 });
    const self = data<CirclePersonPage>(await get(API.circle.personal, { userId: zhao.user.id }, zhao));
    expect(self.person).toMatchObject({ self: true, followed: false });
  });
});

describe('forwards', () => {
  it('quote the root original, count on it, notify its author; a deleted original shows as deleted', async () => {
    const original = await addPost(li, { content: '原帖内容' });
    const before = await unreadCircle(li);
    t.clock.advance(1_000);
    const first = data<CirclePost>(
      await post(API.circle.forward, { id: randomUUID(), postId: original.id, content: '转一下' }, zhang),
    );
    expect(first.forwardOf).toMatchObject({ id: original.id, deleted: false, content: '原帖内容' });
    t.clock.advance(1_000);
    const second = data<CirclePost>(
      await post(API.circle.forward, { id: randomUUID(), postId: first.id, content: '' }, zhao),
    );
    expect(second.forwardOf?.id).toBe(original.id);
    expect(data<CirclePost>(await postOf(original.id, li)).forwardCount).toBe(2);
    expect(await unreadCircle(li)).toBe(before + 2);
    expect((await circleNotices(li)).map((n) => n.title)).toContain(CIRCLE_NOTICE.FORWARD.title);

    data(await del(`${API.circle.post}/${original.id}`, li));
    const quoted = data<CirclePost>(await postOf(first.id, zhang)).forwardOf;
    expect(quoted).toEqual({
      id: original.id,
      deleted: true,
      author: null,
      content: '',
      images: [],
      createTime: null,
    });
    refused(
      await post(API.circle.forward, { id: randomUUID(), postId: original.id }, zhao),
      451,
      CIRCLE_TEXT.POST_NOT_FOUND,
    );
    // forwarding a forward of a deleted original: refused too
    refused(
      await post(API.circle.forward, { id: randomUUID(), postId: first.id }, zhao),
      451,
      CIRCLE_TEXT.POST_NOT_FOUND,
    );
  });
});

describe('deleting', () => {
  it('only the author deletes a post: another student gets 423 and the post stays', async () => {
    const mine1 = await addPost(li, { content: '只有我能删' });
    const comment = await addComment(zhang, mine1.id, '评论会随帖子消失');
    refused(await del(`${API.circle.post}/${mine1.id}`, zhang), 423, CIRCLE_TEXT.NOT_AUTHOR);
    expect(data<CirclePost>(await postOf(mine1.id, zhang)).content).toBe('只有我能删');
    // another student cannot delete the comment on the author's post either
    refused(await del(`${API.circle.comment}/${comment.id}`, li), 423);
    expect(data<CircleCommentPage>(await get(API.circle.comments, { postId: mine1.id }, li)).total).toBe(1);

    expect(data(await del(`${API.circle.post}/${mine1.id}`, li))).toEqual({ id: mine1.id, deleted: true });
    expect(data(await del(`${API.circle.post}/${mine1.id}`, li))).toEqual({ id: mine1.id, deleted: true });
    refused(await postOf(mine1.id, zhang), 451, CIRCLE_TEXT.POST_NOT_FOUND);
    refused(await get(API.circle.comments, { postId: mine1.id }, zhang), 451, CIRCLE_TEXT.POST_NOT_FOUND);
    expect((await feed()).list.some((p) => p.id === mine1.id)).toBe(false);
    expect((await mine(li)).list.some((p) => p.id === mine1.id)).toBe(false);
  });

  it('the author deletes a comment: the count goes down, a repeat answers the same', async () => {
    const target = await addPost(zhao, { content: '评论删除测试' });
    const comment = await addComment(zhang, target.id, '要删的评论');
    expect(data<CirclePost>(await postOf(target.id, zhao)).commentCount).toBe(1);
    expect(data(await del(`${API.circle.comment}/${comment.id}`, zhang))).toEqual({
      id: comment.id,
      deleted: true,
    });
    expect(data(await del(`${API.circle.comment}/${comment.id}`, zhang))).toEqual({
      id: comment.id,
      deleted: true,
    });
    expect(data<CirclePost>(await postOf(target.id, zhao)).commentCount).toBe(0);
    expect(data<CircleCommentPage>(await get(API.circle.comments, { postId: target.id }, zhao)).total).toBe(
      0,
    );
  });
});

describe('reports and the console queue', () => {
  it('a report hides the item for the reporter only, once; platform service hides it for everyone', async () => {
    const target = await addPost(zhao, { content: '被举报的帖子' });
    const report = { targetType: 'POST', targetId: target.id, reason: 'SPAM', detail: '广告' };
    data(await post(API.circle.report, report, zhang));
    data(await post(API.circle.report, report, zhang));
    expect((await feed(zhang)).list.some((p) => p.id === target.id)).toBe(false);
    refused(await postOf(target.id, zhang), 451, CIRCLE_TEXT.POST_NOT_FOUND);
    const personal = data<CirclePersonPage>(await get(API.circle.personal, { userId: zhao.user.id }, zhang));
    expect(personal.posts.list.some((p) => p.id === target.id)).toBe(false);
    // everyone else still sees it
    expect((await feed(li)).list.some((p) => p.id === target.id)).toBe(true);
    expect((await feed()).list.some((p) => p.id === target.id)).toBe(true);

    // a reported comment disappears for its reporter
    const comment = await addComment(zhao, target.id, '被举报的评论');
    data(await post(API.circle.report, { targetType: 'COMMENT', targetId: comment.id, reason: 'ABUSE' }, li));
    expect(data<CircleCommentPage>(await get(API.circle.comments, { postId: target.id }, li)).total).toBe(0);
    expect(data<CircleCommentPage>(await get(API.circle.comments, { postId: target.id }, zhao)).total).toBe(
      1,
    );

    // the console: refused to a student, served to platform service
    refused(await get(API.console.circleReports, {}, zhang), 423);
    refused(await post(API.console.resolveCircleReport, { id: randomUUID(), action: 'HIDE' }, zhang), 423);
    const staff = await loginByPassword(t, DEMO.platformStaff);
    const queue = data<CircleReportPage>(await get(API.console.circleReports, {}, staff));
    const item = queue.list.find((r) => r.targetId === target.id);
    expect(queue.list.filter((r) => r.targetId === target.id)).toHaveLength(1);
    expect(item).toMatchObject({
      targetType: 'POST',
      content: '被举报的帖子',
      reason: 'SPAM',
      detail: '广告',
      status: 'OPEN',
      author: { id: zhao.user.id, name: '小赵' },
      reporter: { id: zhang.user.id, name: '小张' },
    });
    const commentItem = queue.list.find((r) => r.targetId === comment.id);
    if (!item || !commentItem) throw new Error('not queued');

    const dismissed = data<CircleReportItem>(
      await post(API.console.resolveCircleReport, { id: commentItem.id, action: 'DISMISS' }, staff),
    );
    expect(dismissed.status).toBe('DISMISSED');
    expect(data<CircleCommentPage>(await get(API.circle.comments, { postId: target.id }, zhao)).total).toBe(
      1,
    );

    const hidden = data<CircleReportItem>(
      await post(API.console.resolveCircleReport, { id: item.id, action: 'HIDE' }, staff),
    );
    expect(hidden.status).toBe('HIDDEN');
    expect((await feed()).list.some((p) => p.id === target.id)).toBe(false);
    refused(await postOf(target.id, li), 451, CIRCLE_TEXT.POST_NOT_FOUND);
    const open = data<CircleReportPage>(await get(API.console.circleReports, {}, staff));
    expect(open.list.some((r) => r.targetId === target.id)).toBe(false);
    const done = data<CircleReportPage>(await get(API.console.circleReports, { status: 'HIDDEN' }, staff));
    expect(done.list.some((r) => r.targetId === target.id)).toBe(true);
  });
});

describe('per-user write limits', () => {
  beforeAll(async () => {
    // a new app with the limits on (the apps above lifted them); apps must not overlap
    await t.close();
    t = await buildTestApp({ seed: 'demo' });
    zhang = await loginByPassword(t, DEMO.student);
    li = await loginByPassword(t, DEMO.member);
  });

  it(`refuses the post after ${CIRCLE_LIMITS.RATE_POSTS_PER_MINUTE} a minute with 429 / 451, per user`, async () => {
    for (let i = 0; i < CIRCLE_LIMITS.RATE_POSTS_PER_MINUTE; i++) {
      data(await post(API.circle.add, { id: randomUUID(), content: `第${i}条` }, zhang));
    }
    // posts and forwards share the window
    const original = (await feed()).list[0]?.id ?? '';
    const over = await post(API.circle.forward, { id: randomUUID(), postId: original }, zhang);
    expect(over.statusCode).toBe(429);
    refused(over, 451);
    // another user (same address) is not limited by it
    data(await post(API.circle.add, { id: randomUUID(), content: '别人的帖子' }, li));
    // nor are other kinds of writes
    data(await post(API.circle.like, { postId: original, liked: true }, zhang));
  });
});

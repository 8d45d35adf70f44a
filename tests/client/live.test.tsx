import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import type { LiveSession, Playback, PlaybackFacet } from '@/contract/live';
import { LiveNowSection } from '@/features/live/components/live-now-section';
import { PlaybackDetailPage } from '@/features/live/components/playback-detail-page';
import { PlaybackListPage, type PlaybackSearch } from '@/features/live/components/playback-list-page';
import { RecentPlaybacksSection } from '@/features/live/components/recent-playbacks-section';
import { session } from '@/lib/session';

import { fail, ok } from '../mocks/envelope';
import { server, answerGet } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { renderWithApp, LOGIN_PAGE, renderRoutes } from './render';

const ORG: PlaybackFacet = {
  id: '0a000000-0000-4000-8000-000000000001',
  name: '示例机构·启航留学（演示数据）',
  count: 2,
};
const HOST: PlaybackFacet = {
  id: '0b000000-0000-4000-8000-000000000001',
  name: '刘顾问（演示·启航顾问）',
  count: 2,
};

function playback(n: number, overrides: Partial<Playback> = {}): Playback {
  const id = `0c000000-0000-4000-8000-00000000000${n}`;
  return {
    id,
    title: `示例回放 ${n}`,
    description: '演示数据',
    orgId: ORG.id,
    orgName: ORG.name,
    hostId: HOST.id,
    hostName: HOST.name,
    durationSeconds: 90,
    tags: ['美国', '本科'],
    videoUrl: `/files/playback/${id}/video`,
    posterUrl: `/files/playback/${id}/poster`,
    publishedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const page = (list: Playback[]) => ({
  list,
  total: list.length,
  pageIndex: 1,
  pageSize: 12,
  facets: { orgs: [ORG], hosts: [HOST] },
});

afterEach(() => {
  session.token = null;
  session.user = null;
});

describe('the playback list', () => {
  it('shows cards with poster, duration, host and organization, and asks with the filters', async () => {
    const asked = answerGet(API.live.playbackPage, () =>
      ok(page([playback(1, { title: '雅思口语备考（示例回放）', durationSeconds: 32 })])),
    );
    const picked: PlaybackSearch[] = [];
    renderWithApp(() => (
      <PlaybackListPage search={{ orgId: ORG.id, keyword: '雅思' }} onSearch={(next) => picked.push(next)} />
    ));
    const card = await screen.findByTestId('playback-card');
    expect(card.textContent).toContain('雅思口语备考（示例回放）');
    expect(card.textContent).toContain('0:32');
    expect(card.textContent).toContain(`${HOST.name} · ${ORG.name}`);
    expect(card.querySelector('img')?.getAttribute('src')).toBe(playback(1).posterUrl);
    expect(card.querySelector('a')?.getAttribute('href')).toBe(
      `/organization/playback/detail?id=${playback(1).id}`,
    );
    expect(asked.url?.searchParams.get('orgId')).toBe(ORG.id);
    expect(asked.url?.searchParams.get('keyword')).toBe('雅思');
    const orgs = screen.getByTestId('playback-orgs');
    expect(within(orgs).getByRole('button', { name: ORG.name }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(screen.getByTestId('playback-hosts')).getByRole('button', { name: HOST.name }));
    expect(picked.at(-1)).toEqual({ orgId: ORG.id, counselorId: HOST.id, keyword: '雅思' });
  });

  it('says so when nothing matches the keyword', async () => {
    server.use(mswHttp.get(API.live.playbackPage, () => ok(page([]))));
    renderWithApp(() => <PlaybackListPage search={{ keyword: '火星' }} onSearch={() => undefined} />);
    expect(await screen.findByText('暂无回放')).toBeTruthy();
    expect(screen.getByText(/没有找到与“火星”相关的回放/)).toBeTruthy();
  });

  it('a few recent playbacks link to their details and to the whole list', async () => {
    server.use(mswHttp.get(API.live.playbackPage, () => ok(page([playback(1), playback(2)]))));
    renderWithApp(() => <RecentPlaybacksSection orgId={ORG.id} />);
    expect(await screen.findAllByTestId('playback-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '查看全部 →' }).getAttribute('href')).toBe(
      `/organization/playbacks?orgId=${ORG.id}`,
    );
  });
});

describe('a playback', () => {
  const current = playback(1, { title: '美国本科申请时间线（示例回放）', durationSeconds: 30 });
  const related = [playback(2, { title: '香港硕士申请概览（示例回放）' })];

  function answerDetail(saved: number | null, puts: { playbackId: string; seconds: number }[]) {
    server.use(
      mswHttp.get(API.live.playbackDetail, () => ok({ playback: current, related })),
      mswHttp.get(API.live.position, () =>
        ok(
          saved === null ? null : { playbackId: current.id, seconds: saved, updatedAt: current.publishedAt },
        ),
      ),
      mswHttp.put(API.live.position, async ({ request }) => {
        const body = (await request.json()) as { playbackId: string; seconds: number };
        puts.push(body);
        return ok({ ...body, updatedAt: new Date().toISOString() });
      }),
    );
  }

  it('plays in the video element with its poster and lists related playbacks', async () => {
    answerDetail(null, []);
    renderWithApp(() => <PlaybackDetailPage id={current.id} />);
    const video = (await screen.findByTestId('playback-video')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(current.videoUrl);
    expect(video.getAttribute('poster')).toBe(current.posterUrl);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByTestId('playback-title').textContent).toBe(current.title);
    const list = screen.getByTestId('related-playbacks');
    expect(within(list).getByText('香港硕士申请概览（示例回放）')).toBeTruthy();
    expect(screen.getByText(/登录后可记住观看进度/)).toBeTruthy();
  });

  it('resumes a signed-in student at the saved position and saves on pause', async () => {
    session.token = 'token-1';
    const puts: { playbackId: string; seconds: number }[] = [];
    answerDetail(12, puts);
    renderWithApp(() => <PlaybackDetailPage id={current.id} />);
    const video = (await screen.findByTestId('playback-video')) as HTMLVideoElement;
    fireEvent(video, new Event('loadedmetadata'));
    await waitFor(() => expect(video.currentTime).toBe(12));
    expect(screen.getByTestId('playback-resumed').textContent).toContain('0:12');

    video.currentTime = 21.6;
    fireEvent(video, new Event('play'));
    fireEvent(video, new Event('pause'));
    await waitFor(() => expect(puts).toEqual([{ playbackId: current.id, seconds: 21 }]));
    // the same second again is not sent twice
    fireEvent(video, new Event('pause'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(puts).toHaveLength(1);
  });

  it('says so for an unknown playback', async () => {
    server.use(mswHttp.get(API.live.playbackDetail, () => fail(451, '回放不存在', { status: 404 })));
    renderWithApp(() => <PlaybackDetailPage id="0c000000-0000-4000-8000-000000000009" />);
    expect(await screen.findByText('这个回放可能已下线，看看其他回放吧。')).toBeTruthy();
  });
});

describe('live now', () => {
  const session1: LiveSession = {
    id: '0d000000-0000-4000-8000-000000000001',
    title: '英国硕士申请季开放日（演示直播）',
    description: '演示数据',
    orgId: ORG.id,
    orgName: ORG.name,
    hostId: HOST.id,
    hostName: HOST.name,
    startAt: '2026-11-24T11:30:00.000Z',
    endAt: '2026-11-24T12:15:00.000Z',
    durationMinutes: 45,
    state: 'UPCOMING',
    reservationCount: 3,
    reserved: false,
  };
  const liveNow: LiveSession = {
    ...session1,
    id: '0d000000-0000-4000-8000-000000000002',
    title: '正在直播（演示）',
    state: 'LIVE',
  };

  const renderWithLogin = (ui: () => ReactNode) =>
    renderRoutes({ '/': ui, '/login': LOGIN_PAGE }, { at: '/' });

  it('lists live and upcoming sessions; 预约 reserves and turns into 已预约', async () => {
    session.token = 'token-1';
    const toasts = recordToasts();
    const asked = answerGet(API.live.page, () =>
      ok({ list: [liveNow, session1], total: 2, pageIndex: 1, pageSize: 6 }),
    );
    const reserved: unknown[] = [];
    server.use(
      mswHttp.post(API.live.reserve, async ({ request }) => {
        reserved.push(await request.json());
        return ok({ ...session1, reserved: true, reservationCount: 4 });
      }),
    );
    renderWithLogin(() => <LiveNowSection />);
    const cards = await screen.findAllByTestId('live-card');
    expect(cards.map((card) => within(card).getByText(/直播中|即将开始/).textContent)).toEqual([
      '直播中',
      '即将开始',
    ]);
    expect(asked.url?.searchParams.get('activeOnly')).toBe('true');
    const card = cards[1]!;
    expect(card.textContent).toContain('11月24日 19:30 · 45分钟');
    fireEvent.click(within(card).getByRole('button', { name: `预约 ${session1.title}` }));
    expect(await within(card).findByText('已预约')).toBeTruthy();
    expect(card.textContent).toContain('4 人已预约');
    expect(reserved).toEqual([{ liveId: session1.id }]);
    expect(toasts.messages()).toContain('预约成功，开播前会通知您');
  });

  it('sends a visitor to the login page', async () => {
    server.use(
      mswHttp.get(API.live.page, () => ok({ list: [session1], total: 1, pageIndex: 1, pageSize: 6 })),
    );
    const router = renderWithLogin(() => <LiveNowSection />);
    const card = await screen.findByTestId('live-card');
    fireEvent.click(within(card).getByRole('button', { name: `预约 ${session1.title}` }));
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});

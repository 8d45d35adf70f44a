import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  useNavigate,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { Provider } from '@/components/ui/provider';
import { API } from '@/contract/api';
import type { AdmissionSession } from '@/contract/appointment';
import type { Activity, RankItem } from '@/contract/catalog';
import type { GuideListItem, GuideSection } from '@/contract/guide';
import type { Ad, HomeSearch, HotSearchItem } from '@/contract/home';
import type { NewsListItem } from '@/contract/news';
import type { AdviserListItem } from '@/contract/org';
import type { QaListItem } from '@/contract/qa';
import { BANNER_INTERVAL_MS } from '@/features/home/components/banner-carousel';
import { HomePage } from '@/features/home/components/home-page';
import { Route as HomeRoute } from '@/routes/_main/index';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';

// ---------------------------------------------------------------------------------------------------------
// Fixtures

const ADS: Ad[] = [
  {
    id: 'ad-1',
    type: 'HOME_BANNER',
    title: 'AI 智能选校上线',
    subtitle: '三分钟得到你的冲刺、匹配、保底院校',
    linkPath: '/schools?countryCode=US',
    linkText: '立即查看',
    tone: 'blue',
  },
  {
    id: 'ad-2',
    type: 'HOME_BANNER',
    title: '2027 QS 世界大学排名',
    subtitle: '看看你的目标院校排第几',
    linkPath: '/rank',
    linkText: '查看排名',
    tone: 'purple',
  },
];

const HOT: HotSearchItem[] = ['雅思', '哈佛大学', '计算机科学', '租房', 'F-1签证'].map((term) => ({
  term,
  searchType: 'ALL',
}));

const ranks = (cn: string, en: string, count = 2): RankItem[] =>
  Array.from({ length: count }, (_, i) => ({
    rank: String(i + 1),
    rankNumber: i + 1,
    score: null,
    university: {
      id: `${en}-${i + 1}`,
      nameCn: `${cn}${i + 1}`,
      nameEn: `${en} University ${i + 1}`,
      countryCode: 'US',
      countryName: '美国',
      logoText: 'U',
      typeName: null,
      city: null,
      webPage: null,
      ranks: { ai: null, qs: null, usNews: null, the: null, arwu: null },
    },
  }));

const ACTIVITY: Activity = {
  id: 'act-1',
  universityId: 'u-1',
  universityNameCn: '帝国理工学院',
  title: '帝国理工工程学院线上开放日',
  kindName: '开放日',
  status: '01',
  statusName: '报名中',
  startAt: '2026-12-05T10:00:00.000Z',
  endAt: '2026-12-05T12:00:00.000Z',
  online: true,
  location: null,
  description: '',
  capacity: 500,
  booked: 120,
  remaining: 380,
  timeZone: 'Asia/Shanghai',
};

const QA: QaListItem = {
  id: 'qa-1',
  title: '美国 F-1 签证最早什么时候可以约面签？',
  excerpt: '收到了 I-20，开学是8月底。',
  category: 'VISA',
  author: { name: '张同学', avatar: null, role: 'STUDENT' },
  createTime: '2026-11-19T08:00:00.000Z',
  replyCount: 12,
  likeCount: 40,
  tags: [],
};

const NEWS: NewsListItem = {
  id: 'news-1',
  category: 'VISA',
  title: '英国学生签证新规解读',
  summary: '从 2027 年 1 月起生效。',
  cover: 'visa',
  publishedAt: '2026-11-19T08:00:00.000Z',
};

const guide = (section: GuideSection): GuideListItem => ({
  id: `guide-${section}`,
  section,
  typeCode: null,
  countryCode: null,
  title: `${section} 指南文章`,
  summary: '一段摘要',
  factsYear: 2026,
  publishedAt: '2026-10-01T00:00:00.000Z',
});

const page = <T,>(list: T[]) => ({ list, total: list.length, pageIndex: 1, pageSize: 10 });

const ADVISER: AdviserListItem = {
  id: 'adv-1',
  nameCn: '赵顾问（演示）',
  avatar: null,
  orgId: 'org-1',
  orgNameCn: '示例留学工作室（演示）',
  adviserType: '01',
  yearsOfExperience: 12,
  countries: ['US', 'GB'],
  studyIntentions: ['01'],
  languages: ['中文', '英语'],
  offerCount: 5,
  isDemo: true,
};

const ADMISSION: AdmissionSession = {
  id: 'adm-1',
  universityId: 'u-1',
  universityNameCn: '复旦大学',
  universityNameEn: 'Fudan University',
  countryCode: 'CN',
  countryName: '中国',
  kind: '01',
  kindName: '招生面试',
  title: '复旦大学本科招生面试（示例）',
  online: true,
  location: null,
  startAt: '2026-11-29T02:00:00.000Z',
  endAt: '2026-11-29T03:30:00.000Z',
  timeZone: 'Asia/Shanghai',
  capacity: 30,
  booked: 27,
  remaining: 3,
  state: 'open',
  stateName: '可预约',
  description: '示例数据',
};

const RESULTS: HomeSearch = {
  keyword: '哈佛大学',
  universities: [{ id: 'u-harvard', nameCn: '哈佛大学', nameEn: 'Harvard University', countryName: '美国' }],
  majors: [{ code: '080901', nameCn: '计算机科学与技术', subjectCn: '工学' }],
  news: [{ id: 'news-9', title: '哈佛大学公布新一轮录取' }],
  qa: [{ id: 'qa-9', title: '哈佛大学本科申请要几封推荐信？' }],
  guides: [
    { id: 'g-visa', section: 'VISA', title: '赴美签证指南' },
    { id: 'g-exam', section: 'STANDARD_EXAM', title: '哈佛大学的标化要求' },
  ],
};

/** Every home endpoint answered with the fixtures; `asked` records each request's URL by path. */
function mockHome() {
  const asked: URL[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    return url;
  };
  server.use(
    mswHttp.get(API.common.findAd, ({ request }) => (record(request), ok(ADS))),
    mswHttp.get(API.common.hotSearch, ({ request }) => (record(request), ok(HOT))),
    mswHttp.get(API.university.rankPage, ({ request }) => {
      const type = record(request).searchParams.get('rankType');
      return ok({
        ...page(type === '03' ? ranks('美新', 'USNews', 3) : ranks('大学', 'QS')),
        attribution: `来源：${type}`,
      });
    }),
    mswHttp.get(API.university.activityPage, ({ request }) => (record(request), ok(page([ACTIVITY])))),
    mswHttp.get(API.qa.page, ({ request }) => (record(request), ok(page([QA])))),
    mswHttp.get(API.news.page, ({ request }) => (record(request), ok(page([NEWS])))),
    mswHttp.get(API.org.advisers, ({ request }) => (record(request), ok(page([ADVISER])))),
    mswHttp.get(
      API.appointment.admissionPage,
      ({ request }) => (record(request), ok({ ...page([ADMISSION]), countries: [] })),
    ),
    mswHttp.get(API.guide.page, ({ request }) => {
      const section = record(request).searchParams.get('section') as GuideSection;
      return ok({ ...page([guide(section)]), facets: { types: [], countries: [] } });
    }),
    mswHttp.get(API.home.search, ({ request }) => {
      const keyword = record(request).searchParams.get('keyword') ?? '';
      if (keyword === '哈佛大学') return ok(RESULTS);
      return ok({ keyword, universities: [], majors: [], news: [], qa: [], guides: [] });
    }),
  );
  const last = (path: string) => asked.filter((url) => url.pathname === path).at(-1);
  return { asked, last };
}

/** The home page under a router whose root route parses the search like the real home route. */
function renderHome(path = '/') {
  const rootRoute = createRootRoute({
    validateSearch: HomeRoute.options.validateSearch,
    component: function Home() {
      // the real route's parsed search: { q?: string }
      const { q } = rootRoute.useSearch() as { q?: string };
      const navigate = useNavigate();
      return (
        <HomePage
          keyword={q}
          onSearch={(next) => void navigate({ to: '/', search: next ? { q: next } : {} })}
        />
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const section = (name: string) => screen.getByRole('region', { name });
const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

// ---------------------------------------------------------------------------------------------------------

describe('the home page sections', () => {
  it('renders every section from its own endpoint, each item and "more" link to its page', async () => {
    const { asked, last } = mockHome();
    renderHome();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('AI留学，构建留学生态圈');
    expect(await screen.findByText('大学1')).toBeTruthy();

    const rank = section('世界大学排名');
    expect(hrefOf(rank, /大学1/)).toBe('/school/detail?id=QS-1');
    expect(rank.textContent).toContain('QS University 1');
    expect(rank.textContent).toContain('美国');
    expect(hrefOf(rank, '查看完整排名 ›')).toBe('/rank');
    expect(last(API.university.rankPage)?.searchParams.get('rankType')).toBe('02');
    expect(last(API.university.rankPage)?.searchParams.get('pageSize')).toBe('10');

    await screen.findByText(ACTIVITY.title);
    const activities = section('热门活动');
    expect(hrefOf(activities, ACTIVITY.title)).toBe('/school/activity/detail?id=act-1');
    expect(hrefOf(activities, '查看更多 ›')).toBe('/school/activity');
    expect(last(API.university.activityPage)?.searchParams.get('pageSize')).toBe('4');

    const qa = section('热门问答');
    await within(qa).findByText(QA.title);
    expect(hrefOf(qa, QA.title)).toBe('/qa/detail?id=qa-1');
    expect(qa.textContent).toContain('12 个回答');
    expect(hrefOf(qa, '查看更多 ›')).toBe('/qa');
    expect(last(API.qa.page)?.searchParams.get('order')).toBe('hot');
    expect(last(API.qa.page)?.searchParams.get('pageSize')).toBe('5');

    const news = section('留学资讯');
    await within(news).findByText(NEWS.title);
    expect(hrefOf(news, NEWS.title)).toBe('/news/detail?id=news-1');
    expect(hrefOf(news, '查看更多 ›')).toBe('/news');
    expect(last(API.news.page)?.searchParams.get('pageSize')).toBe('4');

    const guides: [string, GuideSection, string, string][] = [
      ['标化考试', 'STANDARD_EXAM', '/standardized-exam-detail', '/standardized-exam'],
      ['学术提升', 'ACADEMIC', '/academic-detail', '/academic'],
      ['背景提升', 'BACKGROUND', '/background-detail', '/background'],
      ['留学生活', 'RENTING', '/live/detail', '/live'],
    ];
    for (const [title, code, detail, list] of guides) {
      const card = await screen.findByRole('region', { name: title });
      await within(card).findByRole('link', { name: `${code} 指南文章` });
      expect(hrefOf(card, `${code} 指南文章`)).toBe(`${detail}?id=guide-${code}`);
      expect(hrefOf(card, '查看更多 ›')).toBe(list);
    }
    const guideAsks = asked.filter((url) => url.pathname === API.guide.page);
    expect(guideAsks.map((url) => url.searchParams.get('section')).sort()).toEqual([
      'ACADEMIC',
      'BACKGROUND',
      'RENTING',
      'STANDARD_EXAM',
    ]);
    expect(guideAsks.every((url) => url.searchParams.get('pageSize') === '4')).toBe(true);

    const advisers = await screen.findByRole('region', { name: '热门顾问' });
    await within(advisers).findByText(ADVISER.nameCn);
    expect(hrefOf(advisers, ADVISER.nameCn)).toBe('/counselor/detail?id=adv-1');
    expect(advisers.textContent).toContain('平台记录录取 5 枚');
    expect(advisers.textContent).toContain('美国、英国');
    expect(hrefOf(advisers, '查看更多 ›')).toBe('/counselor/list');

    const admissions = await screen.findByRole('region', { name: '招生面试' });
    await within(admissions).findByText(ADMISSION.title);
    expect(hrefOf(admissions, ADMISSION.title)).toBe('/admission');
    expect(admissions.textContent).toContain('11月29日 10:00（北京时间）');
    expect(admissions.textContent).toContain('剩余 3 个名额');
  });

  it('draws its dates as zh-CN writes them, with no date formatter but one per time zone of its sessions', async () => {
    // a date formatter is costly to make: each card making its own was a long task of the first render
    const Original = Intl.DateTimeFormat;
    const longDay = (iso: string) =>
      new Original('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
    const expected = [NEWS.publishedAt, ACTIVITY.startAt].map(longDay);
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      mockHome();
      renderHome();
      const news = await screen.findByRole('region', { name: '留学资讯' });
      await within(news).findByText(NEWS.title);
      expect(news.textContent).toContain(expected[0]);
      const activities = await screen.findByRole('region', { name: '热门活动' });
      await within(activities).findByText(ACTIVITY.title);
      expect(activities.textContent).toContain(expected[1]);
      const admissions = await screen.findByRole('region', { name: '招生面试' });
      await within(admissions).findByText(ADMISSION.title);
      for (const code of ['STANDARD_EXAM', 'ACADEMIC', 'BACKGROUND', 'RENTING'])
        await screen.findByRole('link', { name: `${code} 指南文章` });
      // the admissions' one zone (Asia/Shanghai): its formatter, made once for the section
      expect(made).toBeLessThanOrEqual(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('offers every list page in the quick entries', async () => {
    mockHome();
    renderHome();
    const nav = await screen.findByRole('navigation', { name: '快捷入口' });
    const expected = [
      ['院校库', '/schools'],
      ['院校排名', '/rank'],
      ['专业库', '/majors'],
      ['院校活动', '/school/activity'],
      ['留学资讯', '/news'],
      ['留学问答', '/qa'],
      ['签证指南', '/visa'],
      ['移民政策', '/immigrant'],
      ['留学就业', '/employment'],
      ['行前准备', '/prepare'],
      ['海外租房', '/live'],
      ['标化考试', '/standardized-exam'],
      ['学术提升', '/academic'],
      ['背景提升', '/background'],
    ];
    expect(within(nav).getAllByRole('link')).toHaveLength(expected.length);
    // each link is named by its label alone (the glyph icon is hidden from screen readers)
    for (const [label, href] of expected) expect(hrefOf(nav, label!)).toBe(href);
    await screen.findByText(NEWS.title);
  });

  it('shows skeletons while loading', async () => {
    mockHome();
    server.use(mswHttp.get(API.news.page, () => new Promise<Response>(() => undefined)));
    renderHome();
    await screen.findByText(QA.title);
    const news = section('留学资讯');
    expect(news.getAttribute('aria-busy')).toBe('true');
    expect(within(news).getByTestId('section-skeleton')).toBeTruthy();
  });

  it('hides only the section whose endpoint is empty or failing', async () => {
    mockHome();
    server.use(
      mswHttp.get(API.news.page, () => ok(page([]))),
      mswHttp.get(API.qa.page, () => HttpResponse.error()),
      mswHttp.get(API.university.activityPage, () => fail(500, '服务器开小差了', { status: 500 })),
      mswHttp.get(API.common.findAd, () => ok([])),
      mswHttp.get(API.common.hotSearch, () => HttpResponse.error()),
      mswHttp.get(API.guide.page, ({ request }) =>
        new URL(request.url).searchParams.get('section') === 'ACADEMIC'
          ? fail(500, '服务器开小差了', { status: 500 })
          : ok({ ...page([guide('BACKGROUND')]), facets: { types: [], countries: [] } }),
      ),
    );
    renderHome();
    expect(await screen.findByText('大学1')).toBeTruthy();
    await screen.findAllByText('BACKGROUND 指南文章');
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: '留学资讯' })).toBeNull();
      expect(screen.queryByRole('region', { name: '热门问答' })).toBeNull();
      expect(screen.queryByRole('region', { name: '热门活动' })).toBeNull();
      expect(screen.queryByRole('region', { name: '学术提升' })).toBeNull();
      expect(screen.queryByTestId('home-banner')).toBeNull();
      expect(screen.queryByTestId('home-banner-skeleton')).toBeNull();
      expect(screen.queryAllByTestId('section-skeleton')).toHaveLength(0);
    });
    expect(screen.queryByRole('group', { name: '热门搜索' })).toBeNull();
    expect(screen.getByRole('region', { name: '世界大学排名' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '背景提升' })).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(screen.getByRole('searchbox', { name: '搜索院校、专业、资讯、问答' })).toBeTruthy();
  });

  it('hides the ranking when it fails, and switches ranking through its chips', async () => {
    const { last } = mockHome();
    renderHome();
    await screen.findByText('大学1');
    const rank = section('世界大学排名');
    expect(within(rank).getByRole('button', { name: 'QS' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(rank).getByRole('button', { name: 'US News' }));
    expect(await within(rank).findByText('美新3')).toBeTruthy();
    expect(last(API.university.rankPage)?.searchParams.get('rankType')).toBe('03');
    expect(within(rank).getByRole('button', { name: 'US News' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(rank).getAllByTestId('home-rank-item')).toHaveLength(3);
    expect(rank.textContent).toContain('来源：03');
    fireEvent.click(within(rank).getByRole('button', { name: '软科 ARWU' }));
    await within(rank).findByText('大学1');
    expect(last(API.university.rankPage)?.searchParams.get('rankType')).toBe('08');
  });

  it('leaves the ranking out when its request fails', async () => {
    mockHome();
    server.use(mswHttp.get(API.university.rankPage, () => HttpResponse.error()));
    renderHome();
    await screen.findByText(NEWS.title);
    await waitFor(() => expect(screen.queryByRole('region', { name: '世界大学排名' })).toBeNull());
  });
});

describe('the home search', () => {
  it('shows five hot terms; a chip fills the box, puts the term in the URL and shows grouped results', async () => {
    const { last } = mockHome();
    const router = renderHome();
    const chips = within(await screen.findByRole('group', { name: '热门搜索' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(HOT.map((h) => h.term));
    expect(last(API.common.hotSearch)?.searchParams.get('limit')).toBe('5');
    expect(last(API.common.hotSearch)?.searchParams.get('searchType')).toBe('ALL');

    fireEvent.click(screen.getByRole('button', { name: '哈佛大学' }));
    const results = await screen.findByRole('region', { name: '搜索结果' });
    await within(results).findByText('哈佛大学公布新一轮录取');
    expect(router.state.location.search).toEqual({ q: '哈佛大学' });
    expect(last(API.home.search)?.searchParams.get('keyword')).toBe('哈佛大学');
    const box = screen.getByRole('searchbox', { name: '搜索院校、专业、资讯、问答' }) as HTMLInputElement;
    expect(box.value).toBe('哈佛大学');

    const groups = within(results)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['院校', '专业', '资讯', '问答', '指南']);
    expect(hrefOf(results, '哈佛大学')).toBe('/school/detail?id=u-harvard');
    expect(hrefOf(results, '计算机科学与技术')).toBe('/majors/detail?code=080901');
    expect(hrefOf(results, '哈佛大学公布新一轮录取')).toBe('/news/detail?id=news-9');
    expect(hrefOf(results, '哈佛大学本科申请要几封推荐信？')).toBe('/qa/detail?id=qa-9');
    expect(hrefOf(results, '赴美签证指南')).toBe('/visa/detail?id=g-visa');
    expect(hrefOf(results, '哈佛大学的标化要求')).toBe('/standardized-exam-detail?id=g-exam');

    fireEvent.click(within(results).getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '搜索结果' })).toBeNull());
    expect(router.state.location.search).toEqual({});
    expect(
      (screen.getByRole('searchbox', { name: '搜索院校、专业、资讯、问答' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('says so when nothing matches a typed term', async () => {
    mockHome();
    const router = renderHome();
    const box = await screen.findByRole('searchbox', { name: '搜索院校、专业、资讯、问答' });
    fireEvent.change(box, { target: { value: '  火星大学 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('没有找到相关内容')).toBeTruthy();
    expect(router.state.location.search).toEqual({ q: '火星大学' });
  });

  it('reads the term from the URL on arrival', async () => {
    mockHome();
    renderHome(`/?q=${encodeURIComponent('哈佛大学')}`);
    const results = await screen.findByRole('region', { name: '搜索结果' });
    expect(await within(results).findByText('哈佛大学本科申请要几封推荐信？')).toBeTruthy();
  });

  it('cuts a term longer than the box allows, as typed into the URL', async () => {
    const { last } = mockHome();
    renderHome(`/?q=${'a'.repeat(40)}`);
    expect(await screen.findByText('没有找到相关内容')).toBeTruthy();
    expect(last(API.home.search)?.searchParams.get('keyword')).toBe('a'.repeat(30));
  });
});

describe('the banner carousel', () => {
  it('links each slide in the app, has a dot per slide and advances every 5 s unless hovered', async () => {
    mockHome();
    renderHome();
    const banner = await screen.findByTestId('home-banner');
    const first = within(banner).getByRole('link', { name: '立即查看' });
    expect(first.getAttribute('href')).toBe('/schools?countryCode=US');
    expect(within(banner).getByText('AI 智能选校上线')).toBeTruthy();
    const dots = within(banner).getAllByTestId('home-banner-dot');
    expect(dots).toHaveLength(2);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');

    fireEvent.click(dots[1]!);
    expect(dots[1]?.getAttribute('aria-current')).toBe('true');
    expect(dots[0]?.getAttribute('aria-current')).toBeNull();
    const second = within(banner).getAllByTestId('home-banner-slide')[1]!;
    expect(second.getAttribute('aria-hidden')).toBeNull();
    expect(within(second).getByText('查看排名').closest('a')?.getAttribute('href')).toBe('/rank');

    vi.useFakeTimers();
    fireEvent.mouseEnter(banner);
    act(() => void vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2));
    expect(dots[1]?.getAttribute('aria-current')).toBe('true');
    fireEvent.mouseLeave(banner);
    act(() => void vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('drops the button of a banner whose link leaves the app', async () => {
    mockHome();
    server.use(mswHttp.get(API.common.findAd, () => ok([{ ...ADS[0], linkPath: 'https://evil.example/' }])));
    renderHome();
    const banner = await screen.findByTestId('home-banner');
    expect(within(banner).getByText('AI 智能选校上线')).toBeTruthy();
    expect(within(banner).queryByRole('link')).toBeNull();
    expect(within(banner).queryAllByTestId('home-banner-dot')).toHaveLength(0);
  });
});

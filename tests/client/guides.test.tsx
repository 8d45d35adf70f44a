import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useNavigate,
  useRouterState,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { Provider } from '@/components/ui/provider';
import { API } from '@/contract/api';
import {
  GUIDE_SECTIONS,
  PAGE_TYPE_SEGMENTS,
  type GuideDetail,
  type GuideListItem,
  type GuidePage,
  type GuideSection,
  type PageConfig,
} from '@/contract/guide';
import { GUIDE_HEADER_TEXTS } from '@/contract/guide-headers';
import { ABOARD_DETAIL_TYPES } from '@/contract/routes';
import { GuideDetailPage } from '@/features/guide/components/guide-detail-page';
import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';

import { ok } from '../mocks/envelope';
import { server, answerGet } from '../mocks/server';
import { renderWithApp } from './render';

const TOEFL: GuideListItem = {
  id: '7a1c2a34-0000-4000-8000-000000000001',
  section: 'STANDARD_EXAM',
  typeCode: '01',
  countryCode: null,
  title: '托福考试怎么报名：时间、费用与送分',
  summary: '从注册 ETS 账号到选考位，一步步说明。',
  factsYear: 2026,
  publishedAt: '2026-10-08T08:00:00.000Z',
};

const F1: GuideListItem = {
  id: '7a1c2a34-0000-4000-8000-000000000002',
  section: 'VISA',
  typeCode: null,
  countryCode: 'US',
  title: '美国F-1学生签证办理流程',
  summary: 'DS-160、SEVIS 费与面签预约。',
  factsYear: 2025,
  publishedAt: '2026-09-01T08:00:00.000Z',
};

const EXAM_CONFIG: PageConfig = {
  pageType: 'STANDARD_EXAM',
  title: '标化考试指南',
  subtitle: '托福、雅思、GRE 一站看懂',
  description: '报名、考试内容与备考建议，信息以各考试官网为准。',
  sort: 6,
};

const EXAM_DICTIONARY = [
  ['01', '托福 TOEFL'],
  ['02', '雅思 IELTS'],
  ['05', 'GRE'],
] as const;
const COUNTRY_DICTIONARY = [
  ['US', '美国'],
  ['GB', '英国'],
  ['CA', '加拿大'],
] as const;

function pageOf(list: GuideListItem[], extra: Partial<GuidePage> = {}): GuidePage {
  return {
    list,
    total: list.length,
    pageIndex: 1,
    pageSize: 10,
    facets: { types: [], countries: [] },
    ...extra,
  };
}

/** Dictionaries by code, page configs (or a failure), and the list answers; records every list request. */
function answer(options: { page: (url: URL) => GuidePage; config?: PageConfig | 'fail' }) {
  const asked: URL[] = [];
  server.use(
    mswHttp.get(API.common.findByDictCode, ({ request }) => {
      const code = new URL(request.url).searchParams.get('dictCode');
      const items = code === 'VISA_COUNTRY' ? COUNTRY_DICTIONARY : EXAM_DICTIONARY;
      return ok(
        items.map(([dictDetailCode, dictDetailName], i) => ({
          id: String(i),
          dictDetailCode,
          dictDetailName,
        })),
      );
    }),
    mswHttp.get(API.common.pageConfigUnique, () =>
      options.config === 'fail' || !options.config
        ? HttpResponse.json({ code: 500, message: '服务器异常', data: null }, { status: 500 })
        : ok(options.config),
    ),
    mswHttp.get(API.guide.page, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return ok(options.page(url));
    }),
  );
  return asked;
}

/** The list of a section at its own path in a memory router whose URL holds the search, like the app's route. */
function renderList(section: GuideSection, url: string = GUIDE_SECTIONS[section].path) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({
    getParentRoute: () => root,
    path: GUIDE_SECTIONS[section].path,
    validateSearch: guideListSearchSchema,
    component: function ListRoute() {
      const navigate = useNavigate();
      const search = guideListSearchSchema.parse(useRouterState({ select: (s) => s.location.search }));
      return (
        <GuideListPage
          section={section}
          search={search}
          onSearch={(next) => void navigate({ to: '.', search: next })}
        />
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

describe('the guide routes', () => {
  it('guard /:type/detail with the same five segments the guide contract maps to page types', () => {
    expect([...ABOARD_DETAIL_TYPES].sort()).toEqual(Object.values(PAGE_TYPE_SEGMENTS).sort());
  });
});

describe('a guide list', () => {
  it('shows the page config header, then cards with type, facts year and date', async () => {
    const asked = answer({ page: () => pageOf([TOEFL]), config: EXAM_CONFIG });
    renderList('STANDARD_EXAM');
    expect(await screen.findByTestId('list-skeleton')).toBeTruthy();
    expect(await screen.findByText(TOEFL.title)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '标化考试指南' })).toBeTruthy();
    expect(screen.getByText('托福、雅思、GRE 一站看懂')).toBeTruthy();
    expect(screen.getByText(EXAM_CONFIG.description)).toBeTruthy();
    const card = screen.getByTestId('guide-card');
    expect(card.textContent).toContain(TOEFL.summary);
    expect(card.textContent).toContain('托福 TOEFL');
    expect(card.textContent).toContain('信息截至2026年');
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe(TOEFL.publishedAt);
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      `/standardized-exam-detail?id=${TOEFL.id}`,
    );
    expect(asked[0]?.searchParams.get('section')).toBe('STANDARD_EXAM');
    expect(asked[0]?.searchParams.get('pageIndex')).toBe('1');
  });

  it('links page-type articles to /{segment}/detail and names their country', async () => {
    answer({ page: () => pageOf([F1], { facets: { types: [], countries: [{ code: 'US', count: 3 }] } }) });
    renderList('VISA');
    expect(await screen.findByText(F1.title)).toBeTruthy();
    const card = screen.getByTestId('guide-card');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/visa/detail?id=${F1.id}`);
    expect(card.textContent).toContain('美国');
    expect(card.textContent).toContain('信息截至2025年');
  });

  it('still shows the section name and its default header when the page config fails', async () => {
    answer({ page: () => pageOf([TOEFL]), config: 'fail' });
    renderList('STANDARD_EXAM');
    expect(await screen.findByRole('heading', { level: 1, name: '标化考试' })).toBeTruthy();
    expect(await screen.findByText(TOEFL.title)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '标化考试' })).toBeTruthy();
    expect(screen.getByText(GUIDE_HEADER_TEXTS.STANDARD_EXAM.subtitle)).toBeTruthy();
    expect(screen.getByText(GUIDE_HEADER_TEXTS.STANDARD_EXAM.description)).toBeTruthy();
  });

  it('offers chips only for the types that have articles, named by the dictionary', async () => {
    const facets = {
      types: [
        { code: '05', count: 2 },
        { code: '01', count: 6 },
      ],
      countries: [],
    };
    const asked = answer({ page: () => pageOf([TOEFL], { facets }) });
    const router = renderList('STANDARD_EXAM');
    await screen.findByText(TOEFL.title);
    const chips = within(screen.getByRole('group', { name: '分类' })).getAllByRole('button');
    expect(chips.map((b) => b.textContent)).toEqual(['全部', '托福 TOEFL', 'GRE']);
    expect(chip('分类', '全部').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('group', { name: '国家和地区' })).toBeNull();

    fireEvent.click(chip('分类', 'GRE'));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: '05' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('type')).toBe('05'));
    expect(chip('分类', 'GRE').getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by country on page-type sections and keeps the filter in the URL', async () => {
    const facets = {
      types: [],
      countries: [
        { code: 'GB', count: 4 },
        { code: 'US', count: 6 },
      ],
    };
    const asked = answer({ page: () => pageOf([F1], { facets }) });
    const router = renderList('VISA', '/visa?country=GB');
    await screen.findByText(F1.title);
    expect(asked[0]?.searchParams.get('country')).toBe('GB');
    const chips = within(screen.getByRole('group', { name: '国家和地区' })).getAllByRole('button');
    expect(chips.map((b) => b.textContent)).toEqual(['全部', '美国', '英国']);
    expect(chip('国家和地区', '英国').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('group', { name: '分类' })).toBeNull();

    fireEvent.click(chip('国家和地区', '全部'));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(asked.at(-1)?.searchParams.has('country')).toBe(false));
  });

  it('searches by keyword from the box, starting again at page 1', async () => {
    const asked = answer({ page: () => pageOf([TOEFL]) });
    const router = renderList('STANDARD_EXAM', '/standardized-exam?type=01&page=2');
    await screen.findByText(TOEFL.title);
    fireEvent.change(screen.getByRole('textbox', { name: '搜索标化考试' }), { target: { value: ' 送分 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: '01', keyword: '送分' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('keyword')).toBe('送分'));
    expect(asked.at(-1)?.searchParams.get('pageIndex')).toBe('1');
    expect(asked.at(-1)?.searchParams.get('type')).toBe('01');
  });

  it('pages through the list, and back returns to the previous page', async () => {
    const second: GuideListItem = { ...TOEFL, id: 'second', title: '雅思和托福怎么选' };
    const asked = answer({
      page: (url) => pageOf(url.searchParams.get('pageIndex') === '2' ? [second] : [TOEFL], { total: 25 }),
    });
    const router = renderList('STANDARD_EXAM');
    await screen.findByText(TOEFL.title);
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText(second.title)).toBeTruthy();
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(asked.at(-1)?.searchParams.get('pageIndex')).toBe('2');
    expect(screen.getByText('第 2 / 3 页')).toBeTruthy();
    act(() => router.history.back());
    expect(await screen.findByText(TOEFL.title)).toBeTruthy();
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    answer({ page: () => pageOf([]) });
    renderList('VISA', '/visa?keyword=无此');
    expect(await screen.findByText('暂无相关文章')).toBeTruthy();
    expect(screen.getByText('换个关键词或筛选条件试试。')).toBeTruthy();
  });
});

const DETAIL: GuideDetail = {
  ...F1,
  body: [
    { type: 'p', text: '先填写 DS-160 表格。' },
    { type: 'h2', text: '<img src=x onerror=alert(1)>' },
    { type: 'ul', items: ['有效护照', '<img src=x onerror=alert(1)>'] },
  ],
  sources: [
    { name: '美国驻华使领馆官网', url: 'https://china.usembassy-china.org.cn/zh/visas-zh/' },
    { name: '当地教育局公告栏', url: null },
    { name: '可疑链接', url: 'javascript:alert(1)' },
  ],
  related: [{ ...F1, id: 'rel-1', title: '英国学生签证（Student visa）怎么办', countryCode: 'GB' }],
};

describe('a guide article', () => {
  it('renders the body as text, the official sources and related articles', async () => {
    const asked = answerGet(API.guide.detail, () => ok(DETAIL));
    server.use(mswHttp.get(API.common.findByDictCode, () => ok([])));
    const { container } = renderWithApp(() => <GuideDetailPage section="VISA" id={F1.id} />, '/visa/detail');
    expect(await screen.findByRole('heading', { level: 1, name: F1.title })).toBeTruthy();
    expect(asked.url?.searchParams.get('id')).toBe(F1.id);
    const article = screen.getByRole('article');
    expect(within(article).getByText('信息截至2025年')).toBeTruthy();
    expect(within(article).getByText('美国')).toBeTruthy();
    expect(within(article).getByText('签证指南')).toBeTruthy();

    const body = screen.getByTestId('guide-body');
    expect(body.querySelector('img')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(within(body).getByRole('heading', { level: 2 }).textContent).toBe('<img src=x onerror=alert(1)>');
    expect(
      within(body)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['有效护照', '<img src=x onerror=alert(1)>']);

    const sources = screen.getByTestId('guide-sources');
    expect(within(sources).getByRole('heading', { name: '官方信息来源' })).toBeTruthy();
    const official = within(sources).getByRole('link', { name: '美国驻华使领馆官网' });
    expect(official.getAttribute('href')).toBe('https://china.usembassy-china.org.cn/zh/visas-zh/');
    expect(official.getAttribute('target')).toBe('_blank');
    expect(official.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(sources).getByText('当地教育局公告栏').closest('a')).toBeNull();
    expect(within(sources).getByText('可疑链接').closest('a')).toBeNull();
    expect(within(sources).getAllByRole('link')).toHaveLength(1);
    expect(sources.textContent).toContain('请以官方网站发布的最新信息为准');

    const related = screen.getByTestId('guide-related');
    expect(
      within(related).getByRole('link', { name: '英国学生签证（Student visa）怎么办' }).getAttribute('href'),
    ).toBe('/visa/detail?id=rel-1');
    expect(screen.getByRole('link', { name: '← 返回签证指南' }).getAttribute('href')).toBe('/visa');
  });

  it('says the article does not exist, with a link back to its section', async () => {
    server.use(
      mswHttp.get(API.guide.detail, () =>
        HttpResponse.json({ code: 500, message: '文章不存在', data: null }, { status: 404 }),
      ),
      mswHttp.get(API.common.findByDictCode, () => ok([])),
    );
    renderWithApp(() => <GuideDetailPage section="ACADEMIC" id="00000000-0000-4000-8000-000000000000" />);
    const notFound = await screen.findByTestId('not-found');
    expect(notFound.textContent).toContain('文章不存在');
    expect(within(notFound).getByRole('link', { name: '← 返回学术提升' }).getAttribute('href')).toBe(
      '/academic',
    );
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('treats a link without an id, or an article of another section, as not found', async () => {
    server.use(
      mswHttp.get(API.guide.detail, () => ok(DETAIL)),
      mswHttp.get(API.common.findByDictCode, () => ok([])),
    );
    const { unmount } = renderWithApp(() => <GuideDetailPage section="VISA" id="" />);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    unmount();
    renderWithApp(() => <GuideDetailPage section="BACKGROUND" id={F1.id} />);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByText(F1.title)).toBeNull();
  });

  it('offers a retry when the article cannot load', async () => {
    server.use(
      mswHttp.get(API.guide.detail, () => HttpResponse.error()),
      mswHttp.get(API.common.findByDictCode, () => ok([])),
    );
    renderWithApp(() => <GuideDetailPage section="VISA" id={F1.id} />);
    expect(await screen.findByText('当前离线，暂时无法加载')).toBeTruthy();
    server.use(mswHttp.get(API.guide.detail, () => ok(DETAIL)));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: F1.title })).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ArticleBody } from '@/components/ui/article-body';
import { API } from '@/contract/api';
import type { NewsDetail, NewsListItem } from '@/contract/news';
import { NewsDetailPage } from '@/features/news/components/news-detail-page';
import { NewsPage } from '@/features/news/components/news-page';

import { ok } from '../mocks/envelope';
import { server, answerGet } from '../mocks/server';
import { renderWithApp } from './render';

const ITEM: NewsListItem = {
  id: '6f1c2a34-0000-4000-8000-000000000001',
  category: 'VISA',
  title: '美国F-1学生签证面谈：准备什么、怎么回答',
  summary: '从材料清单到常见问题。',
  cover: 'visa',
  publishedAt: '2026-11-19T08:00:00.000Z',
};

describe('the news list', () => {
  it('shows skeletons, then cards with cover, title, summary, category and date', async () => {
    const asked = answerGet(API.news.page, () => ok({ list: [ITEM], total: 1, pageIndex: 1, pageSize: 10 }));
    renderWithApp(() => <NewsPage category="VISA" page={1} onSearch={() => undefined} />);
    expect(await screen.findByTestId('list-skeleton')).toBeTruthy();
    expect(await screen.findByText(ITEM.title)).toBeTruthy();
    const card = screen.getByTestId('news-card');
    expect(card.textContent).toContain('从材料清单到常见问题。');
    expect(card.textContent).toContain('签证');
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe(ITEM.publishedAt);
    expect(card.querySelector('[data-cover="visa"] svg')).toBeTruthy();
    expect(card.querySelector('a')?.getAttribute('href')).toBe(`/news/detail?id=${ITEM.id}`);
    expect(asked.url?.searchParams.get('category')).toBe('VISA');
    expect(asked.url?.searchParams.get('pageSize')).toBe('10');
    expect(screen.getByRole('button', { name: '签证' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('switches category through the chips', async () => {
    server.use(mswHttp.get(API.news.page, () => ok({ list: [ITEM], total: 1, pageIndex: 1, pageSize: 10 })));
    const picked: unknown[] = [];
    renderWithApp(() => <NewsPage page={1} onSearch={(next) => picked.push(next)} />);
    await screen.findByText(ITEM.title);
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '租房' }));
    expect(picked).toEqual([{ category: 'RENTING' }]);
  });

  it('says so when a category is empty, and offers a retry when offline', async () => {
    server.use(mswHttp.get(API.news.page, () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 10 })));
    const { unmount } = renderWithApp(() => <NewsPage category="EXAM" page={1} onSearch={() => undefined} />);
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
    unmount();
    server.use(mswHttp.get(API.news.page, () => HttpResponse.error()));
    renderWithApp(() => <NewsPage page={1} onSearch={() => undefined} />);
    expect(await screen.findByText('当前离线，暂时无法加载')).toBeTruthy();
    server.use(mswHttp.get(API.news.page, () => ok({ list: [ITEM], total: 1, pageIndex: 1, pageSize: 10 })));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(ITEM.title)).toBeTruthy();
  });
});

describe('an article', () => {
  it('renders its body blocks with a link back to the list', async () => {
    const detail: NewsDetail = {
      ...ITEM,
      body: [
        { type: 'p', text: '面谈通常只有几分钟。' },
        { type: 'h2', text: '必备材料' },
        { type: 'ul', items: ['有效护照', '资金证明'] },
      ],
    };
    server.use(mswHttp.get(API.news.detail, () => ok(detail)));
    renderWithApp(() => <NewsDetailPage id={ITEM.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: ITEM.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '必备材料' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['有效护照', '资金证明']);
    expect(screen.getByRole('link', { name: '← 返回资讯列表' }).getAttribute('href')).toBe('/news');
  });

  it('shows the server message for an unknown article', async () => {
    server.use(
      mswHttp.get(API.news.detail, () =>
        HttpResponse.json({ code: 451, message: '资讯不存在', data: null }, { status: 404 }),
      ),
    );
    renderWithApp(() => <NewsDetailPage id="00000000-0000-4000-8000-000000000000" />);
    expect(await screen.findByText('资讯不存在')).toBeTruthy();
  });

  it('renders markup in a body as text: no element is created and no script runs', async () => {
    const attack = '<script>alert(1)</script>';
    const { container } = renderWithApp(() => (
      <ArticleBody
        testId="news-body"
        blocks={[
          { type: 'h2', text: attack },
          { type: 'p', text: `before ${attack} <img src=x onerror="alert(2)"> after` },
          { type: 'ul', items: [attack] },
        ]}
      />
    ));
    await waitFor(() => expect(screen.getByTestId('news-body')).toBeTruthy());
    const body = screen.getByTestId('news-body');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(attack);
    expect(body.textContent).toContain(`before ${attack} <img src=x onerror="alert(2)"> after`);
    expect(screen.getByRole('listitem').textContent).toBe(attack);
  });
});

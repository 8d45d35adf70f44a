import { fireEvent, screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import type { QaDetail, QaListItem } from '@/contract/qa';
import { QaDetailPage } from '@/features/qa/components/qa-detail-page';
import { QaPage } from '@/features/qa/components/qa-page';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { renderWithApp } from './render';

const ITEM: QaListItem = {
  id: '6f1c2a34-0000-4000-8000-000000000002',
  title: '美国 F-1 签证最早什么时候可以约面签？',
  excerpt: '收到了 I-20，开学是8月底。',
  category: 'VISA',
  author: { name: '张同学（演示）', avatar: null, role: 'STUDENT' },
  createTime: '2026-11-19T08:00:00.000Z',
  replyCount: 2,
  likeCount: 24,
  tags: [],
};

const page = (list: QaListItem[]) => ok({ list, total: list.length, pageIndex: 1, pageSize: 10 });

describe('the question list', () => {
  it('renders cards and sends category and keyword', async () => {
    let asked: URL | undefined;
    server.use(
      mswHttp.get(API.qa.page, ({ request }) => {
        asked = new URL(request.url);
        return page([ITEM]);
      }),
    );
    renderWithApp(() => <QaPage category="VISA" keyword="面签" page={1} onSearch={() => undefined} />);
    expect(await screen.findByText(ITEM.title)).toBeTruthy();
    const card = screen.getByTestId('qa-card');
    expect(card.textContent).toContain('收到了 I-20');
    expect(card.textContent).toContain('张同学（演示）');
    expect(card.textContent).toContain('同学');
    expect(card.textContent).toContain('2 个回答');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(`/qa/detail?id=${ITEM.id}`);
    expect(asked?.searchParams.get('category')).toBe('VISA');
    expect(asked?.searchParams.get('keyword')).toBe('面签');
    expect(screen.getByRole('button', { name: '签证' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the picked category and the typed keyword up to the URL', async () => {
    server.use(mswHttp.get(API.qa.page, () => page([ITEM])));
    const picked: unknown[] = [];
    renderWithApp(() => <QaPage page={2} onSearch={(next) => picked.push(next)} />);
    await screen.findByText(ITEM.title);
    fireEvent.click(screen.getByRole('button', { name: 'GPA与成绩' }));
    fireEvent.change(screen.getByRole('textbox', { name: '搜索问答' }), { target: { value: ' 租房 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(picked).toEqual([
      { category: 'GPA', keyword: undefined },
      { category: undefined, keyword: '租房' },
    ]);
  });

  it('says so when nothing matches, and offers a retry when offline', async () => {
    server.use(mswHttp.get(API.qa.page, () => page([])));
    const { unmount } = renderWithApp(() => <QaPage keyword="无此" page={1} onSearch={() => undefined} />);
    expect(await screen.findByText('暂无相关问答')).toBeTruthy();
    unmount();
    server.use(mswHttp.get(API.qa.page, () => HttpResponse.error()));
    renderWithApp(() => <QaPage page={1} onSearch={() => undefined} />);
    expect(await screen.findByText('当前离线，暂时无法加载')).toBeTruthy();
  });
});

describe('a question', () => {
  it('renders the question and its answers as text, never as markup', async () => {
    const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const detail: QaDetail = {
      id: ITEM.id,
      title: ITEM.title,
      category: 'VISA',
      author: ITEM.author,
      createTime: ITEM.createTime,
      replyCount: 2,
      likeCount: 24,
      tags: [],
      collectCount: 0,
      viewer: null,
      content: `收到了 I-20。${attack}`,
      replies: [
        {
          id: 'r1',
          content: '按2025年美国国务院的规定……以 美国驻华使馆官网 为准。',
          author: { name: '刘顾问（演示·启航顾问）', avatar: null, role: 'COUNSELOR' },
          createTime: '2026-11-19T10:00:00.000Z',
          likeCount: 16,
        },
        {
          id: 'r2',
          content: attack,
          author: ITEM.author,
          createTime: '2026-11-19T12:00:00.000Z',
          likeCount: 0,
        },
      ],
    };
    server.use(mswHttp.get(`${API.qa.detail}/:id`, () => ok(detail)));
    const { container } = renderWithApp(() => <QaDetailPage id={ITEM.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: ITEM.title })).toBeTruthy();
    const replies = screen.getAllByTestId('qa-reply');
    expect(replies).toHaveLength(2);
    expect(replies[0]?.textContent).toContain('刘顾问（演示·启航顾问）');
    expect(replies[0]?.textContent).toContain('顾问');
    expect(replies[1]?.textContent).toContain(attack);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: '← 返回问答列表' }).getAttribute('href')).toBe('/qa');
  });

  it('shows the server message for an unknown question', async () => {
    server.use(
      mswHttp.get(`${API.qa.detail}/:id`, () =>
        HttpResponse.json({ code: 451, message: '问题不存在', data: null }, { status: 404 }),
      ),
    );
    renderWithApp(() => <QaDetailPage id="00000000-0000-4000-8000-000000000000" />);
    expect(await screen.findByText('问题不存在')).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import { HEADERS } from '@/contract/limits';
import { QA_LIMITS, QA_TEXT, type QaDetail, type QaListItem, type QaReply } from '@/contract/qa';
import { QaDetailPage } from '@/features/qa/components/qa-detail-page';
import { QaPage } from '@/features/qa/components/qa-page';
import { QA_UI_TEXT } from '@/features/qa/components/qa-ui-text';
import { resetQa } from '@/features/qa/state/qa-runtime';
import { entries, flush, stopOutbox } from '@/lib/outbox';
import { session } from '@/lib/session';

import { fail, ok } from '../mocks/envelope';
import { server, answerGet } from '../mocks/server';
import { student } from '../mocks/users';
import { renderWithApp, LOGIN_PAGE, renderRoutes } from './render';

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
    const asked = answerGet(API.qa.page, () => page([ITEM]));
    renderWithApp(() => <QaPage category="VISA" keyword="面签" page={1} onSearch={() => undefined} />);
    expect(await screen.findByText(ITEM.title)).toBeTruthy();
    const card = screen.getByTestId('qa-card');
    expect(card.textContent).toContain('收到了 I-20');
    expect(card.textContent).toContain('张同学（演示）');
    expect(card.textContent).toContain('同学');
    expect(card.textContent).toContain('2 个回答');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(`/qa/detail?id=${ITEM.id}`);
    expect(asked.url?.searchParams.get('category')).toBe('VISA');
    expect(asked.url?.searchParams.get('keyword')).toBe('面签');
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

// --- writing ------------------------------------------------------------------------------------------------

const ATTACK = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

afterEach(async () => {
  cleanup();
  stopOutbox();
  resetQa();
  session.user = null;
  await flush();
});

function logIn() {
  session.token = 'tok-1';
  session.user = student;
}

function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

function detailOf(over: Partial<QaDetail> = {}): QaDetail {
  return {
    id: ITEM.id,
    title: ITEM.title,
    category: 'VISA',
    author: ITEM.author,
    createTime: ITEM.createTime,
    replyCount: 1,
    likeCount: 24,
    tags: ['F1'],
    collectCount: 0,
    content: '收到了 I-20。',
    viewer: { liked: false, collected: false, mine: false, likedReplyIds: [], myReplyIds: [] },
    replies: [],
    ...over,
  };
}

function serveLists(list: QaListItem[] = [ITEM]) {
  server.use(
    mswHttp.get(API.qa.page, () => page(list)),
    mswHttp.get(API.qa.myStatistics, () => ok({ questions: 3, replies: 2, collects: 1 })),
  );
}

async function openAsk() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('qa-ask'));
  });
  return screen.findByTestId('qa-ask-dialog');
}

function fillAsk(dialog: HTMLElement, title: string, content = '', tags: string[] = []) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: /标题/ }), { target: { value: title } });
  fireEvent.click(within(dialog).getByRole('radio', { name: '签证' }));
  if (content)
    fireEvent.change(within(dialog).getByRole('textbox', { name: /问题描述/ }), {
      target: { value: content },
    });
  const tagInput = within(dialog).getByRole('textbox', { name: QA_UI_TEXT.TAGS });
  for (const tag of tags) {
    fireEvent.change(tagInput, { target: { value: tag } });
    fireEvent.keyDown(tagInput, { key: 'Enter' });
  }
}

async function publish(dialog: HTMLElement) {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: QA_UI_TEXT.PUBLISH }));
  });
}

function storedQuestion(body: { id: string; title: string; content: string; tags: string[] }): QaListItem {
  return {
    ...ITEM,
    id: body.id,
    title: body.title,
    excerpt: body.content,
    author: { name: '明轩', avatar: null, role: 'STUDENT' },
    createTime: '2026-11-24T08:00:00.000Z',
    replyCount: 0,
    likeCount: 0,
    tags: body.tags,
  };
}

describe('asking a question', () => {
  it('says what is wrong: title length, category, content length, tags', async () => {
    logIn();
    serveLists();
    renderWithApp(() => <QaPage page={1} onSearch={() => undefined} />);
    await screen.findByText(ITEM.title);
    const dialog = await openAsk();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /标题/ }), { target: { value: '签证' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /问题描述/ }), {
      target: { value: '长'.repeat(QA_LIMITS.CONTENT_MAX + 1) },
    });
    expect(within(dialog).getByTestId('qa-content-counter').textContent).toBe(
      `${QA_LIMITS.CONTENT_MAX + 1}/${QA_LIMITS.CONTENT_MAX}`,
    );
    await publish(dialog);
    expect(within(dialog).getByText(QA_TEXT.TITLE_SHORT)).toBeTruthy();
    expect(within(dialog).getByText(QA_UI_TEXT.CATEGORY_REQUIRED)).toBeTruthy();
    expect(within(dialog).getByText(QA_TEXT.CONTENT_LONG)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /标题/ }), {
      target: { value: '长'.repeat(QA_LIMITS.TITLE_MAX + 1) },
    });
    await publish(dialog);
    expect(within(dialog).getByText(QA_TEXT.TITLE_LONG)).toBeTruthy();

    const tagInput = within(dialog).getByRole('textbox', { name: QA_UI_TEXT.TAGS });
    fireEvent.change(tagInput, { target: { value: '一二三四五六七八九十一' } });
    fireEvent.keyDown(tagInput, { key: 'Enter' });
    expect(within(dialog).getByText(QA_TEXT.TAG_LONG)).toBeTruthy();
    for (const tag of ['F1', '面签', '时间线', '第四个']) {
      fireEvent.change(tagInput, { target: { value: tag } });
      fireEvent.keyDown(tagInput, { key: 'Enter' });
    }
    expect(within(within(dialog).getByTestId('qa-ask-tags')).getAllByText(/F1|面签|时间线/)).toHaveLength(3);
    expect(within(dialog).getByText(QA_TEXT.TAGS_MANY)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: `${QA_UI_TEXT.REMOVE_TAG} 面签` }));
    expect(within(dialog).queryByText('面签')).toBeNull();
    expect(await entries()).toEqual([]);
  });

  it('keeps the draft in IndexedDB: closed and reopened, the typed text is still there', async () => {
    logIn();
    serveLists();
    renderWithApp(() => <QaPage page={1} onSearch={() => undefined} />);
    await screen.findByText(ITEM.title);
    let dialog = await openAsk();
    fillAsk(dialog, '英国学生签证要准备多少存款证明', '伦敦以外的城市', ['存款']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: QA_UI_TEXT.CANCEL }));
    });
    await waitFor(() => expect(screen.queryByTestId('qa-ask-dialog')).toBeNull());
    dialog = await openAsk();
    await waitFor(() =>
      expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /标题/ }).value).toBe(
        '英国学生签证要准备多少存款证明',
      ),
    );
    expect(within(dialog).getByRole('radio', { name: '签证' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByText('存款')).toBeTruthy();
  });

  it('shows a queued question at once with 发送中, then the confirmed one, once', async () => {
    logIn();
    serveLists();
    const { opened, release } = gate();
    const sent: { body: Record<string, unknown>; key: string | null }[] = [];
    server.use(
      mswHttp.post(API.qa.ask, async ({ request }) => {
        const body = (await request.json()) as { id: string; title: string; content: string; tags: string[] };
        sent.push({ body, key: request.headers.get(HEADERS.IDEMPOTENCY) });
        await opened;
        return ok(storedQuestion(body));
      }),
    );
    renderWithApp(() => <QaPage page={1} onSearch={() => undefined} />);
    await screen.findByText(ITEM.title);
    const dialog = await openAsk();
    fillAsk(dialog, '英国学生签证要准备多少存款证明', '伦敦以外', ['存款', 'UK']);
    await publish(dialog);
    await waitFor(() => expect(screen.queryByTestId('qa-ask-dialog')).toBeNull());
    const queued = await screen.findByTestId('qa-queued');
    expect(queued.textContent).toContain('英国学生签证要准备多少存款证明');
    expect(queued.textContent).toContain('#UK');
    expect(within(queued).getByTestId('qa-delivery').textContent).toBe(QA_UI_TEXT.SENDING);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ category: 'VISA', tags: ['存款', 'UK'] });
    expect(sent[0]?.key).toBe(sent[0]?.body.id);
    release();
    await waitFor(() => expect(screen.queryByTestId('qa-delivery')).toBeNull());
    await waitFor(() => expect(screen.getAllByText('英国学生签证要准备多少存款证明')).toHaveLength(1));
    expect(screen.getAllByTestId('qa-card')).toHaveLength(2);
    expect(screen.getAllByTestId('qa-card')[0]?.textContent).toContain('英国学生签证要准备多少存款证明');
  });

  it('shows 发送失败 with the reason; 编辑 reopens the form and 重试 sends the edited question, same id', async () => {
    logIn();
    serveLists();
    const sent: {
      body: { id: string; title: string; content: string; tags: string[] };
      key: string | null;
    }[] = [];
    server.use(
      mswHttp.post(API.qa.ask, async ({ request }) => {
        const body = (await request.json()) as { id: string; title: string; content: string; tags: string[] };
        sent.push({ body, key: request.headers.get(HEADERS.IDEMPOTENCY) });
        return sent.length === 1 ? fail(410, '标题包含不允许的内容') : ok(storedQuestion(body));
      }),
    );
    renderWithApp(() => <QaPage page={1} onSearch={() => undefined} />);
    await screen.findByText(ITEM.title);
    let dialog = await openAsk();
    fillAsk(dialog, '第一次写的标题内容', '描述');
    await publish(dialog);
    await waitFor(() =>
      expect(screen.getByTestId('qa-delivery').textContent).toContain(QA_UI_TEXT.SEND_FAILED),
    );
    const delivery = screen.getByTestId('qa-delivery');
    expect(delivery.textContent).toContain('标题包含不允许的内容');
    await act(async () => {
      fireEvent.click(within(delivery).getByRole('button', { name: QA_UI_TEXT.EDIT }));
    });
    dialog = await screen.findByTestId('qa-ask-dialog');
    const title = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /标题/ });
    expect(title.value).toBe('第一次写的标题内容');
    fireEvent.change(title, { target: { value: '改过以后的标题内容' } });
    await publish(dialog);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body.title).toBe('改过以后的标题内容');
    expect(sent[1]?.body.id).toBe(sent[0]?.body.id);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    await waitFor(() => expect(screen.queryByTestId('qa-delivery')).toBeNull());
    expect(screen.getAllByText('改过以后的标题内容')).toHaveLength(1);
    expect(screen.queryByText('第一次写的标题内容')).toBeNull();
  });

  it('sends a visitor to the login page', async () => {
    serveLists();
    const router = renderRoutes(
      { '/qa': () => <QaPage page={1} onSearch={() => undefined} />, '/login': LOGIN_PAGE },
      { at: '/qa' },
    );
    await screen.findByText(ITEM.title);
    expect(screen.queryByTestId('qa-my-entries')).toBeNull();
    fireEvent.click(screen.getByTestId('qa-ask'));
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toMatchObject({ redirect: '/qa' });
  });
});

describe('acting on a question', () => {
  it('shows a question still in the outbox; an answer to it waits for it (dependsOn)', async () => {
    logIn();
    const answers: unknown[] = [];
    server.use(
      mswHttp.get(API.qa.page, () => page([])),
      mswHttp.get(API.qa.myStatistics, () => ok({ questions: 0, replies: 0, collects: 0 })),
      mswHttp.post(API.qa.ask, () => fail(410, '提问太频繁')),
      mswHttp.post(API.qa.answer, async ({ request }) => {
        answers.push(await request.json());
        return ok(null);
      }),
    );
    const list = renderWithApp(() => <QaPage page={1} onSearch={() => undefined} />);
    await screen.findByText('暂无相关问答');
    const dialog = await openAsk();
    fillAsk(dialog, '还在发件箱里的问题');
    await publish(dialog);
    await waitFor(() =>
      expect(screen.getByTestId('qa-delivery').textContent).toContain(QA_UI_TEXT.SEND_FAILED),
    );
    const [question] = await entries();
    if (!question) throw new Error('no queued question');
    list.unmount();
    renderWithApp(() => <QaDetailPage id={question.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: '还在发件箱里的问题' })).toBeTruthy();
    const box = screen.getByTestId('qa-answer-box');
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: '先回答一下' } });
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: QA_TEXT.ANSWER }));
    });
    await screen.findByText('先回答一下');
    const queued = await entries();
    expect(queued.map((e) => [e.kind, e.dependsOn])).toEqual([
      ['qa.ask', undefined],
      ['qa.answer', question.id],
    ]);
    await flush({ immediate: true });
    expect(answers).toEqual([]);
  });

  it('likes and collects at once, and shows the counts the server confirms', async () => {
    logIn();
    const likes = gate();
    const bodies: unknown[] = [];
    server.use(
      mswHttp.get(`${API.qa.detail}/:id`, () => ok(detailOf())),
      mswHttp.post(API.qa.like, async ({ request }) => {
        bodies.push(await request.json());
        await likes.opened;
        return ok({ liked: true, likeCount: 30 });
      }),
      mswHttp.post(API.qa.collect, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ collected: true, collectCount: 5 });
      }),
    );
    renderWithApp(() => <QaDetailPage id={ITEM.id} />);
    const like = await screen.findByTestId('qa-like');
    expect(like.textContent).toBe(`${QA_UI_TEXT.LIKE} 24`);
    await act(async () => {
      fireEvent.click(like);
    });
    await waitFor(() => expect(screen.getByTestId('qa-like').textContent).toBe(`${QA_UI_TEXT.LIKED} 25`));
    expect(screen.getByTestId('qa-like').getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByTestId('qa-collect'));
    });
    await waitFor(() => expect(screen.getByTestId('qa-collect').textContent).toBe(`${QA_TEXT.COLLECTED} 1`));
    likes.release();
    await waitFor(() => expect(screen.getByTestId('qa-like').textContent).toBe(`${QA_UI_TEXT.LIKED} 30`));
    await waitFor(() => expect(screen.getByTestId('qa-collect').textContent).toBe(`${QA_TEXT.COLLECTED} 5`));
    expect(bodies).toEqual([
      { targetType: 'QUESTION', targetId: ITEM.id, liked: true },
      { questionId: ITEM.id, collected: true },
    ]);
  });

  it('answers: the answer shows at once with 发送中, then once as sent', async () => {
    logIn();
    const answers = gate();
    let stored: QaReply | null = null;
    server.use(
      mswHttp.get(`${API.qa.detail}/:id`, () => ok(detailOf())),
      mswHttp.post(API.qa.answer, async ({ request }) => {
        const body = (await request.json()) as { id: string; content: string };
        await answers.opened;
        stored = {
          id: body.id,
          content: body.content,
          author: { name: '明轩', avatar: null, role: 'STUDENT' },
          createTime: '2026-11-24T09:00:00.000Z',
          likeCount: 0,
        };
        return ok(stored);
      }),
    );
    renderWithApp(() => <QaDetailPage id={ITEM.id} />);
    const box = await screen.findByTestId('qa-answer-box');
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: QA_TEXT.ANSWER }));
    });
    expect(within(box).getByText(QA_TEXT.REPLY_EMPTY)).toBeTruthy();
    fireEvent.change(within(box).getByRole('textbox'), { target: { value: ATTACK } });
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: QA_TEXT.ANSWER }));
    });
    const reply = await screen.findByTestId('qa-reply');
    expect(reply.textContent).toContain(ATTACK);
    expect(within(reply).getByTestId('qa-delivery').textContent).toBe(QA_UI_TEXT.SENDING);
    answers.release();
    await waitFor(() => expect(screen.queryByTestId('qa-delivery')).toBeNull());
    expect(stored).not.toBeNull();
    expect(screen.getAllByTestId('qa-reply')).toHaveLength(1);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('deletes an own answer (and only offers it on own answers)', async () => {
    logIn();
    const deleted: string[] = [];
    const reply = (id: string, content: string): QaReply => ({
      id,
      content,
      author: ITEM.author,
      createTime: ITEM.createTime,
      likeCount: 0,
    });
    server.use(
      mswHttp.get(`${API.qa.detail}/:id`, () =>
        ok(
          detailOf({
            replies: [reply('r1', '别人的回答'), reply('r2', '我自己的回答')],
            viewer: { liked: false, collected: false, mine: false, likedReplyIds: [], myReplyIds: ['r2'] },
          }),
        ),
      ),
      mswHttp.delete(`${API.qa.deleteReply}/:id`, ({ params }) => {
        deleted.push(String(params.id));
        return ok({ id: String(params.id), deleted: true });
      }),
    );
    renderWithApp(() => <QaDetailPage id={ITEM.id} />);
    await screen.findByText('我自己的回答');
    const [other, own] = screen.getAllByTestId('qa-reply');
    if (!other || !own) throw new Error('two replies expected');
    expect(within(other).queryByRole('button', { name: QA_UI_TEXT.DELETE })).toBeNull();
    await act(async () => {
      fireEvent.click(within(own).getByRole('button', { name: QA_UI_TEXT.DELETE }));
    });
    await waitFor(() => expect(screen.queryByText('我自己的回答')).toBeNull());
    await waitFor(() => expect(deleted).toEqual(['r2']));
    expect(screen.getByText('别人的回答')).toBeTruthy();
    expect(screen.getByText('1 个回答')).toBeTruthy();
  });

  it('renders title, content, tags and answers with markup as text', async () => {
    logIn();
    server.use(
      mswHttp.get(API.qa.page, () =>
        page([{ ...ITEM, title: ATTACK, excerpt: ATTACK, tags: [ATTACK.slice(0, 10)] }]),
      ),
      mswHttp.get(API.qa.myStatistics, () => ok({ questions: 0, replies: 0, collects: 0 })),
    );
    const { container, unmount } = renderWithApp(() => <QaPage page={1} onSearch={() => undefined} />);
    const card = await screen.findByTestId('qa-card');
    expect(card.textContent).toContain(ATTACK);
    expect(within(card).getByTestId('qa-tags').textContent).toBe(`#${ATTACK.slice(0, 10)}`);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    unmount();
    server.use(
      mswHttp.get(`${API.qa.detail}/:id`, () =>
        ok(
          detailOf({
            title: ATTACK,
            content: ATTACK,
            tags: ['<b>x</b>'],
            replies: [
              { id: 'r1', content: ATTACK, author: ITEM.author, createTime: ITEM.createTime, likeCount: 0 },
            ],
          }),
        ),
      ),
    );
    const detail = renderWithApp(() => <QaDetailPage id={ITEM.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: ATTACK })).toBeTruthy();
    expect(screen.getByTestId('qa-tags').textContent).toBe('#<b>x</b>');
    expect(screen.getByTestId('qa-reply').textContent).toContain(ATTACK);
    expect(detail.container.querySelector('script, b')).toBeNull();
  });
});

describe('我的提问 / 我的回答 / 我的收藏', () => {
  it('shows the counts, the picked list with its pager, and the question still in the outbox on top', async () => {
    logIn();
    const asked: string[] = [];
    server.use(
      mswHttp.get(API.qa.myStatistics, () => ok({ questions: 1, replies: 12, collects: 0 })),
      mswHttp.get(API.qa.my, ({ request }) => {
        const url = new URL(request.url);
        const kind = url.searchParams.get('kind') ?? '';
        asked.push(`${kind}:${url.searchParams.get('pageIndex')}`);
        if (kind === 'replies')
          return ok({
            questions: [],
            replies: [
              {
                id: 'r9',
                content: '我的回答内容',
                author: ITEM.author,
                createTime: ITEM.createTime,
                likeCount: 3,
                questionId: ITEM.id,
                questionTitle: ITEM.title,
              },
            ],
            total: 12,
            pageIndex: 1,
            pageSize: 10,
          });
        return ok({ questions: [ITEM], replies: [], total: 1, pageIndex: 1, pageSize: 10 });
      }),
      mswHttp.post(API.qa.ask, () => fail(410, '提问太频繁')),
    );
    const picked: unknown[] = [];
    const view = renderWithApp(() => (
      <QaPage page={1} mine="replies" onSearch={(next) => picked.push(next)} />
    ));
    const entry = await screen.findByTestId('qa-my-entry-replies');
    await waitFor(() => expect(entry.textContent).toBe(`${QA_TEXT.MY_ANSWERS} 12`));
    expect(entry.getAttribute('aria-pressed')).toBe('true');
    const mine = await screen.findByTestId('qa-my-reply');
    expect(mine.textContent).toContain('我的回答内容');
    expect(mine.querySelector('a')?.getAttribute('href')).toBe(`/qa/detail?id=${ITEM.id}`);
    expect(screen.getByText('第 1 / 2 页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    fireEvent.click(screen.getByTestId('qa-my-entry-collects'));
    fireEvent.click(screen.getByRole('button', { name: QA_UI_TEXT.BACK_TO_LIST }));
    expect(picked).toEqual([{ mine: 'replies', page: 2 }, { mine: 'collects' }, {}]);
    view.unmount();

    renderWithApp(() => <QaPage page={1} mine="questions" onSearch={() => undefined} />);
    await screen.findByText(ITEM.title);
    const dialog = await openAsk();
    fillAsk(dialog, '还没发出去的问题标题');
    await publish(dialog);
    const queued = await screen.findByTestId('qa-queued');
    expect(queued.textContent).toContain('还没发出去的问题标题');
    await waitFor(() =>
      expect(screen.getByTestId('qa-my-entry-questions').textContent).toBe(`${QA_TEXT.MY_QUESTIONS} 2`),
    );
    expect(asked).toContain('replies:1');
    expect(asked).toContain('questions:1');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AI_TEXT, type AiResultItem, type ChosenUniversity } from '@/contract/ai';
import { API } from '@/contract/api';
import { LIMITS } from '@/contract/limits';
import { RESULT_CODE } from '@/contract/result-codes';
import { APP_EVENTS, onAppEvent } from '@/lib/events';
import { session } from '@/lib/session';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { student } from '../mocks/users';
import {
  RESULT,
  answerReferenceData,
  checkbox,
  chooseCityAndSchool,
  click,
  drawer,
  fillValidUndergraduate,
  isChecked,
  openDrawer,
  radio,
  renderApp,
  resetAi,
  results,
  type,
} from './ai-helpers';

beforeEach(() => {
  resetAi();
  answerReferenceData();
});

function answerChoose(list: AiResultItem[] | (() => Response)) {
  const bodies: unknown[] = [];
  server.use(
    mswHttp.post(API.ai.choose, async ({ request }) => {
      bodies.push(await request.json());
      return typeof list === 'function' ? list() : ok(list);
    }),
  );
  return bodies;
}

/** The student's 我的大学List as the results view reads it (page by page); counts the requests. */
function answerJoined(list: ChosenUniversity[] | (() => Response)) {
  const queries: string[] = [];
  server.use(
    mswHttp.get(API.ai.chosenPage, ({ request }) => {
      queries.push(new URL(request.url).search);
      return typeof list === 'function'
        ? list()
        : ok({ list, total: list.length, pageIndex: 1, pageSize: 50 });
    }),
  );
  return queries;
}

function logIn(joined: ChosenUniversity[] = []) {
  session.token = 'token-1';
  session.user = student;
  return answerJoined(joined);
}

function chosenOf(item: AiResultItem): ChosenUniversity {
  return {
    id: `c-${item.universityId}`,
    universityId: item.universityId,
    nameCn: item.nameCn,
    nameEn: item.nameEn,
    country: item.country,
    countryCode: item.countryCode,
    logoText: item.logoText,
    matchingState: item.matchingState,
    matchingStateName: item.matchingStateName,
    studyResult: item.studyResult,
    backgroudResult: item.backgroudResult,
    systemResult: item.systemResult,
    scoreResult: item.scoreResult,
    majorResult: item.majorResult,
    joinedAt: '2026-11-20T08:00:00.000Z',
  };
}

const startButton = () => within(drawer()).getByRole('button', { name: AI_TEXT.start });

/** Fills the form, presses 开始分析 with fake timers and lets the 3 s pass. */
async function analyse(list: AiResultItem[] = results()) {
  const bodies = answerChoose(list);
  await fillValidUndergraduate();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  click(startButton());
  await act(() => vi.advanceTimersByTimeAsync(LIMITS.AI_RESULT_DELAY_MS));
  vi.useRealTimers();
  return bodies;
}

describe('the analysis', () => {
  it('shows AI分析中... and the results no earlier than 3 s after the start, even when the server is faster', async () => {
    const bodies = answerChoose(results());
    await renderApp();
    await openDrawer();
    await fillValidUndergraduate();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => click(startButton()));
    expect(screen.getByText(AI_TEXT.analysing)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.AI_RESULT_DELAY_MS - 10));
    // the server has answered by now, but the loading view stays
    expect(bodies).toHaveLength(1);
    expect(screen.getByTestId('ai-analysing')).toBeTruthy();
    expect(screen.queryByTestId('ai-results')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('ai-results')).toBeTruthy();
    expect(screen.queryByTestId('ai-analysing')).toBeNull();
  });

  it('posts the section 3 payload built from the form', async () => {
    await renderApp();
    await openDrawer();
    const bodies = await analyse();
    expect(bodies).toEqual([
      {
        studyIntentionType: '01',
        activityIdList: [],
        apCourseIdList: [],
        countryCodeList: ['US'],
        educationSystem: { type: '02', gpaScore: '3.8' },
        majorSubjectTypeCodeList: ['M01'],
        studentSchoolCityCode: '330100',
        studentSchoolId: 's-hz2',
        studentSchoolName: '杭州第二中学',
        experienceList: [],
        toeflOrIeltsScore: { score: '7.0', scoreType: 'IELTS' },
      },
    ]);
  });

  it('goes back to the form on a failure, with everything typed still there and the server message toasted', async () => {
    const toasts = recordToasts();
    answerChoose(() => fail(RESULT_CODE.EXCEPTION, '匹配服务暂时不可用'));
    await renderApp();
    await openDrawer();
    await fillValidUndergraduate();
    click(startButton());
    await waitFor(() => expect(screen.getByTestId('ai-form-01')).toBeTruthy());
    // the form is mounted again: its options render once the (cached) dictionaries answer
    await within(drawer()).findByRole('checkbox', { name: '美国' });
    expect(toasts.messages()).toContain('匹配服务暂时不可用');
    expect(isChecked(checkbox('美国'))).toBe(true);
    expect((within(drawer()).getByLabelText('GPA') as HTMLInputElement).value).toBe('3.8');
    expect((within(drawer()).getByLabelText('IELTS成绩') as HTMLInputElement).value).toBe('7.0');
    expect((within(drawer()).getByTestId('ai-school-select') as HTMLSelectElement).value).toBe('s-hz2');
  });

  it('重新测试 goes back to the form with the answers of the analysis, ready to edit', async () => {
    await renderApp();
    await openDrawer();
    await analyse();
    click(within(drawer()).getByRole('button', { name: AI_TEXT.retest }));
    const tab = await within(drawer()).findByRole('tab', { name: '申请本科' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await within(drawer()).findByRole('checkbox', { name: '美国' });
    expect(isChecked(checkbox('美国'))).toBe(true);
    expect(isChecked(checkbox('计算机'))).toBe(true);
    expect(isChecked(radio('A-Level'))).toBe(true);
    expect((within(drawer()).getByLabelText('GPA') as HTMLInputElement).value).toBe('3.8');
    expect((within(drawer()).getByLabelText('IELTS成绩') as HTMLInputElement).value).toBe('7.0');
    await waitFor(() =>
      expect((within(drawer()).getByTestId('ai-school-select') as HTMLSelectElement).value).toBe('s-hz2'),
    );
    // editable: one change and the same form is analysed again
    type(within(drawer()).getByLabelText('GPA'), '3.5');
    expect((within(drawer()).getByLabelText('GPA') as HTMLInputElement).value).toBe('3.5');
  });

  it('opening the drawer again after an analysis starts from the answers entered, with no error shown', async () => {
    await renderApp();
    await openDrawer();
    await analyse();
    await openDrawer();
    expect(isChecked(checkbox('美国'))).toBe(true);
    expect(within(drawer()).getByLabelText('GPA')).toBeTruthy();
    expect(within(drawer()).queryByRole('alert')).toBeNull();
  });
});

describe('the results view', () => {
  it('shows the count, each school with its match, state colour, four sub-scores and explanation; no tabs', async () => {
    await renderApp();
    await openDrawer();
    await analyse();
    expect(screen.getByTestId('ai-result-header').textContent).toBe('和您的情况相匹配的学校有 3 所');
    expect(screen.queryByRole('tab')).toBeNull();
    const items = screen.getAllByTestId('ai-result-item');
    expect(items).toHaveLength(3);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('多伦多大学')).toBeTruthy();
    expect(within(first).getByText('University of Toronto')).toBeTruthy();
    expect(within(first).getByText('加拿大')).toBeTruthy();
    expect(within(first).getByTestId('ai-match-result').textContent).toBe('42%');
    expect(within(first).getByRole('img', { name: '多伦多大学 标志' }).textContent).toBe('UofT');
    expect(within(first).getByText('GPA 3.8 高于该校常见水平')).toBeTruthy();
    const subScores = within(first).getByTestId('sub-scores').textContent ?? '';
    for (const text of ['学校匹配度40%', '背景匹配度55%', '体系匹配度85%', '成绩匹配度61%'])
      expect(subScores).toContain(text);
    const states = items.map((item) => within(item).getByTestId('matching-state'));
    expect(states.map((s) => [s.getAttribute('data-state'), s.textContent])).toEqual([
      ['01', '冲刺'],
      ['02', '匹配'],
      ['03', '保底'],
    ]);
  });

  it('joins a school when logged in: posts the result’s scores, toasts, emits join-list and marks it joined', async () => {
    logIn();
    const toasts = recordToasts();
    const chosen: ChosenUniversity = {
      id: 'c-1',
      universityId: RESULT.universityId,
      nameCn: RESULT.nameCn,
      nameEn: RESULT.nameEn,
      country: RESULT.country,
      countryCode: RESULT.countryCode,
      logoText: RESULT.logoText,
      matchingState: '01',
      matchingStateName: '冲刺',
      studyResult: 40,
      backgroudResult: 55,
      systemResult: 85,
      scoreResult: 61,
      majorResult: '计算机',
      joinedAt: '2026-11-21T08:00:00.000Z',
    };
    const joinBodies: unknown[] = [];
    server.use(
      mswHttp.post(API.ai.joinList, async ({ request }) => {
        joinBodies.push(await request.json());
        return ok(chosen);
      }),
    );
    const events: unknown[] = [];
    const off = onAppEvent(APP_EVENTS.JOIN_LIST, (detail) => events.push(detail));
    await renderApp();
    await openDrawer();
    await analyse();
    const first = screen.getAllByTestId('ai-result-item')[0] as HTMLElement;
    click(within(first).getByRole('button', { name: /加入我的大学List/ }));
    await waitFor(() => expect(within(first).getByRole('button', { name: /已加入/ })).toBeTruthy());
    off();
    expect(joinBodies).toEqual([
      {
        universityId: 'uni-1',
        matchingState: '01',
        backgroudResult: 55,
        majorResult: '计算机',
        scoreResult: 61,
        studyResult: 40,
        systemResult: 85,
      },
    ]);
    expect(toasts.messages()).toContain('多伦多大学已加入我的大学List');
    expect(events).toEqual([chosen]);
    expect((within(first).getByRole('button', { name: /已加入/ }) as HTMLButtonElement).disabled).toBe(true);
    // the other schools can still be joined
    const second = screen.getAllByTestId('ai-result-item')[1] as HTMLElement;
    expect(within(second).getByRole('button', { name: /加入我的大学List/ })).toBeTruthy();
  });

  it('marks the results already in 我的大学List as 已加入 when they show (login)', async () => {
    const [, second] = results();
    if (!second) throw new Error('no second result');
    const queries = logIn([chosenOf(second)]);
    await renderApp();
    await openDrawer();
    await analyse();
    const items = screen.getAllByTestId('ai-result-item');
    const joined = within(items[1] as HTMLElement);
    await waitFor(() => expect(joined.getByRole('button', { name: /已加入/ })).toBeTruthy());
    expect((joined.getByRole('button', { name: /已加入/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(items[0] as HTMLElement).getByRole('button', { name: /加入我的大学List/ })).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByRole('button', { name: /加入我的大学List/ })).toBeTruthy();
    expect(queries).toEqual(['?pageIndex=1&pageSize=50']);
  });

  it('keeps every join button when 我的大学List cannot be read, without a toast', async () => {
    const toasts = recordToasts();
    logIn();
    const queries = answerJoined(() => fail(RESULT_CODE.EXCEPTION, '服务器开小差了'));
    await renderApp();
    await openDrawer();
    await analyse();
    await waitFor(() => expect(queries).toHaveLength(1));
    await act(async () => {
      await Promise.resolve();
    });
    const buttons = screen
      .getAllByTestId('ai-result-item')
      .map((item) => within(item).getByRole('button', { name: /加入我的大学List/ }) as HTMLButtonElement);
    expect(buttons.map((button) => button.disabled)).toEqual([false, false, false]);
    expect(toasts.messages()).not.toContain('服务器开小差了');
  });

  it('does not read 我的大学List for a logged-out student', async () => {
    const queries = answerJoined([]);
    await renderApp();
    await openDrawer();
    await analyse();
    expect(screen.getAllByTestId('ai-result-item')).toHaveLength(3);
    expect(queries).toEqual([]);
  });

  it('sends a logged-out student to login with a redirect back to the page, without posting', async () => {
    const { router } = await renderApp('/schools');
    await openDrawer();
    await analyse();
    click(
      within(screen.getAllByTestId('ai-result-item')[0] as HTMLElement).getByRole('button', {
        name: /加入我的大学List/,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/schools', name: 'Schools' });
    await waitFor(() => expect(screen.queryByTestId('ai-drawer')).toBeNull());
  });

  it('我的大学List closes the drawer and navigates to /personal?component=universities after 250 ms', async () => {
    logIn();
    const { router } = await renderApp();
    await openDrawer();
    await analyse();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    click(screen.getByRole('link', { name: AI_TEXT.myList }));
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.ROUTE_CHANGE_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.href).toBe('/personal?component=universities'));
    await waitFor(() => expect(screen.queryByTestId('ai-drawer')).toBeNull());
  });

  it('我的大学List asks a logged-out student to log in first', async () => {
    const { router } = await renderApp();
    await openDrawer();
    await analyse();
    click(screen.getByRole('link', { name: AI_TEXT.myList }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({
      redirect: '/personal?component=universities',
      name: 'Personal',
    });
  });

  it('opening again clears the results and shows the form', async () => {
    await renderApp();
    await openDrawer();
    await analyse();
    expect(screen.getByTestId('ai-results')).toBeTruthy();
    await openDrawer();
    expect(screen.queryByTestId('ai-results')).toBeNull();
    expect(within(drawer()).getByRole('tab', { name: '申请本科' })).toBeTruthy();
  });

  it('the short form under the results runs the last analysis again with other countries', async () => {
    await renderApp();
    await openDrawer();
    const bodies = await analyse();
    click(screen.getByRole('button', { name: '展开' }));
    const short = await screen.findByTestId('ai-short-form');
    expect(isChecked(await within(short).findByRole('checkbox', { name: '美国' }))).toBe(true);
    click(within(short).getByRole('checkbox', { name: '英国' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => click(within(short).getByRole('button', { name: '重新匹配' })));
    expect(screen.getByText(AI_TEXT.analysing)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.AI_RESULT_DELAY_MS));
    vi.useRealTimers();
    expect(screen.getByTestId('ai-results')).toBeTruthy();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ ...(bodies[0] as object), countryCodeList: ['US', 'GB'] });
  });
});

describe('the empty view', () => {
  it('says nothing matched, offers 重新测试, and 联系客服 opens platform chat and closes the drawer', async () => {
    await renderApp();
    await openDrawer();
    await analyse([]);
    const empty = screen.getByTestId('ai-empty');
    expect(within(empty).getByText(AI_TEXT.emptyTitle)).toBeTruthy();
    expect(within(empty).getByText(AI_TEXT.emptyBody)).toBeTruthy();
    // the short form is open to widen the choice
    expect(within(empty).getByTestId('ai-short-form')).toBeTruthy();
    const chats: unknown[] = [];
    const off = onAppEvent(APP_EVENTS.OPEN_PLATFORM_CHAT, () => chats.push(true));
    click(within(empty).getByRole('button', { name: AI_TEXT.contactService }));
    off();
    expect(chats).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('ai-drawer')).toBeNull());
  });

  it('重新测试 returns to the form with the tabs', async () => {
    await renderApp();
    await openDrawer();
    await analyse([]);
    click(within(screen.getByTestId('ai-empty')).getByRole('button', { name: AI_TEXT.retest }));
    expect(await within(drawer()).findByRole('tab', { name: '申请硕士' })).toBeTruthy();
  });
});

/** A longer list: two reaches, one match, no safety. */
function twoReachesOneMatch(): AiResultItem[] {
  const [reach, match] = results();
  if (!reach || !match) throw new Error('fixture');
  return [
    reach,
    { ...reach, id: 'uni-4', universityId: 'uni-4', nameCn: '麦吉尔大学', nameEn: 'McGill University' },
    match,
  ];
}

const sectionHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const sectionOf = (state: string) =>
  screen.getAllByTestId('ai-section').find((s) => s.getAttribute('data-state') === state) as HTMLElement;

describe('the results by state', () => {
  it('shows 冲刺, 匹配 and 保底 in that order with their counts; an empty state says so', async () => {
    await renderApp();
    await openDrawer();
    await analyse(twoReachesOneMatch());
    expect(sectionHeadings()).toEqual(['冲刺 (2)', '匹配 (1)', '保底 (0)']);
    const reach = within(sectionOf('01'));
    expect(
      reach.getAllByTestId('ai-result-item').map((i) => within(i).getAllByText(/大学/)[0]?.textContent),
    ).toEqual(['多伦多大学', '麦吉尔大学']);
    expect(within(sectionOf('02')).getByText('墨尔本大学')).toBeTruthy();
    const safety = within(sectionOf('03'));
    expect(safety.queryAllByTestId('ai-result-item')).toHaveLength(0);
    expect(safety.getByText('暂无保底院校')).toBeTruthy();
  });

  it('collapses and expands a state', async () => {
    await renderApp();
    await openDrawer();
    await analyse(twoReachesOneMatch());
    const toggle = screen.getByRole('button', { name: '冲刺 (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('多伦多大学')).toBeNull();
    expect(screen.queryByText('麦吉尔大学')).toBeNull();
    // the other states stay open
    expect(screen.getByText('墨尔本大学')).toBeTruthy();
    click(toggle);
    expect(screen.getByText('多伦多大学')).toBeTruthy();
    expect(screen.getByText('麦吉尔大学')).toBeTruthy();
  });

  it('prints the scores with their precision: GPA 3.0 as 3.0, percentages as integers with %', async () => {
    answerChoose(results());
    await renderApp();
    await openDrawer();
    click(checkbox('美国'));
    await chooseCityAndSchool();
    click(radio('A-Level'));
    type(within(drawer()).getByLabelText('GPA'), '3.0');
    click(radio('IELTS'));
    type(within(drawer()).getByLabelText('IELTS成绩'), '7.0');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    click(startButton());
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.AI_RESULT_DELAY_MS));
    vi.useRealTimers();
    expect(screen.getByTestId('ai-request-summary').textContent).toBe(
      '分析依据：申请本科 · GPA 3.0 · IELTS 7.0',
    );
    const first = screen.getAllByTestId('ai-result-item')[0] as HTMLElement;
    expect(within(first).getByTestId('ai-match-result').textContent).toBe('42%');
    expect(within(first).getByTestId('sub-scores').textContent).toContain('成绩匹配度61%');
  });
});

describe('a visitor joining a school', () => {
  const KEY = 'std_ai_guest_results';

  async function guestTapsJoin() {
    const app = await renderApp('/schools');
    await openDrawer();
    const bodies = await analyse();
    click(
      within(screen.getAllByTestId('ai-result-item')[0] as HTMLElement).getByRole('button', {
        name: /加入我的大学List/,
      }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByTestId('ai-drawer')).toBeNull());
    return { ...app, bodies };
  }

  it('keeps the results for the login, then reopens the drawer on them and joins the school', async () => {
    const toasts = recordToasts();
    const { router, bodies } = await guestTapsJoin();
    expect(router.state.location.search).toEqual({ redirect: '/schools', name: 'Schools' });
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    // the login page logs the student in and follows the redirect
    logIn();
    const joinBodies: unknown[] = [];
    server.use(
      mswHttp.post(API.ai.joinList, async ({ request }) => {
        joinBodies.push(await request.json());
        return ok(chosenOf(RESULT));
      }),
    );
    await act(() => router.navigate({ to: '/schools' }));
    const resultsView = await screen.findByTestId('ai-results', {}, { timeout: 3000 });
    expect(within(resultsView).getByTestId('ai-result-header').textContent).toBe(
      '和您的情况相匹配的学校有 3 所',
    );
    expect(sectionHeadings()).toEqual(['冲刺 (1)', '匹配 (1)', '保底 (1)']);
    const first = screen.getAllByTestId('ai-result-item')[0] as HTMLElement;
    await waitFor(() => expect(within(first).getByRole('button', { name: /已加入/ })).toBeTruthy());
    expect(joinBodies).toEqual([
      {
        universityId: 'uni-1',
        matchingState: '01',
        backgroudResult: 55,
        majorResult: '计算机',
        scoreResult: 61,
        studyResult: 40,
        systemResult: 85,
      },
    ]);
    expect(toasts.messages()).toContain('多伦多大学已加入我的大学List');
    // no second analysis, and the kept results are gone once used
    expect(bodies).toHaveLength(1);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    // 重新测试 brings back the visitor's answers
    click(within(drawer()).getByRole('button', { name: AI_TEXT.retest }));
    await within(drawer()).findByRole('checkbox', { name: '美国' });
    expect(isChecked(checkbox('美国'))).toBe(true);
    expect((within(drawer()).getByLabelText('GPA') as HTMLInputElement).value).toBe('3.8');
  });

  it('forgets results kept more than an hour ago', async () => {
    const { router } = await guestTapsJoin();
    const row = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as { savedAt: number };
    sessionStorage.setItem(KEY, JSON.stringify({ ...row, savedAt: row.savedAt - 60 * 60 * 1000 - 1 }));
    logIn();
    await act(() => router.navigate({ to: '/schools' }));
    await screen.findByText('院校库');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('ai-drawer')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

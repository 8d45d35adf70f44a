import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ChosenUniversity } from '@/contract/ai';
import { API } from '@/contract/api';
import { RESULT_CODE } from '@/contract/result-codes';
import { JoinListButton } from '@/features/my-university-list/components/join-list-button';
import { UniversityList } from '@/features/my-university-list/components/university-list';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';
import { setToastSink, type ShownToast } from '@/lib/toast';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { renderWithApp } from './render';

function chosen(id: string, over: Partial<ChosenUniversity> = {}): ChosenUniversity {
  return {
    id,
    universityId: `u-${id}`,
    nameCn: `大学${id}`,
    nameEn: `University ${id}`,
    country: '美国',
    countryCode: 'US',
    logoText: 'U',
    matchingState: '02',
    matchingStateName: '匹配',
    studyResult: 71,
    backgroudResult: 64,
    systemResult: 80,
    scoreResult: 77,
    majorResult: '计算机科学',
    joinedAt: '2026-11-20T08:00:00.000Z',
    ...over,
  };
}

let toasts: ShownToast[] = [];
beforeEach(() => {
  toasts = [];
  setToastSink({ create: (t) => toasts.push(t), isVisible: () => false });
});
afterEach(() => setToastSink(null));

describe('我的大学List in the personal space', () => {
  it('lists joined schools with their coloured state and the four sub-scores, and removes one', async () => {
    let rows = [chosen('1'), chosen('2', { matchingState: '01', matchingStateName: '冲刺' })];
    const deleted: string[] = [];
    server.use(
      mswHttp.get(API.ai.chosenPage, () =>
        ok({ list: rows, total: rows.length, pageIndex: 1, pageSize: 10 }),
      ),
      mswHttp.delete(`${API.ai.deleteChosen}/:id`, ({ params }) => {
        deleted.push(String(params.id));
        rows = rows.filter((row) => row.id !== params.id);
        return ok(true);
      }),
    );
    renderWithApp(() => <UniversityList />);
    const items = await screen.findAllByTestId('chosen-university');
    expect(items).toHaveLength(2);
    expect(screen.getByText('共 2 所')).toBeTruthy();
    const first = within(items[0]!);
    expect(first.getByText('大学1')).toBeTruthy();
    expect(first.getByTestId('matching-state').textContent).toBe('匹配');
    expect(first.getByText('学校匹配度')).toBeTruthy();
    expect(first.getByText('71%')).toBeTruthy();
    expect(first.getByText('成绩匹配度')).toBeTruthy();
    expect(within(items[1]!).getByTestId('matching-state').getAttribute('data-state')).toBe('01');

    fireEvent.click(screen.getByRole('button', { name: '从我的大学List移除大学1' }));
    await waitFor(() => expect(screen.getAllByTestId('chosen-university')).toHaveLength(1));
    expect(deleted).toEqual(['1']);
    expect(toasts.map((t) => t.message)).toContain('已从我的大学List移除');
  });

  it('keeps a row whose removal fails and shows the empty state when nothing is joined', async () => {
    server.use(
      mswHttp.get(API.ai.chosenPage, () => ok({ list: [chosen('1')], total: 1, pageIndex: 1, pageSize: 10 })),
      mswHttp.delete(`${API.ai.deleteChosen}/:id`, () => fail(RESULT_CODE.ERROR, '删除失败')),
    );
    const view = renderWithApp(() => <UniversityList />);
    fireEvent.click(await screen.findByRole('button', { name: '从我的大学List移除大学1' }));
    await waitFor(() => expect(toasts.map((t) => t.message)).toContain('删除失败'));
    expect(screen.getAllByTestId('chosen-university')).toHaveLength(1);
    view.unmount();

    server.use(mswHttp.get(API.ai.chosenPage, () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 10 })));
    renderWithApp(() => <UniversityList />);
    expect(await screen.findByText('还没有加入任何大学')).toBeTruthy();
  });

  it('shows a school joined elsewhere (AI results, a school page) without a reload', async () => {
    const rows = [chosen('1')];
    server.use(
      mswHttp.get(API.ai.chosenPage, () =>
        ok({ list: [...rows], total: rows.length, pageIndex: 1, pageSize: 10 }),
      ),
    );
    renderWithApp(() => <UniversityList />);
    expect(await screen.findAllByTestId('chosen-university')).toHaveLength(1);
    const joined = chosen('2');
    rows.unshift(joined);
    act(() => emitAppEvent(APP_EVENTS.JOIN_LIST, joined));
    await waitFor(() => expect(screen.getAllByTestId('chosen-university')).toHaveLength(2));
    expect(screen.getByText('共 2 所')).toBeTruthy();
  });

  it('shows 待评估 without scores for a school added before any AI selection', async () => {
    const unevaluated = chosen('3', {
      matchingState: null,
      matchingStateName: '待评估',
      studyResult: null,
      backgroudResult: null,
      systemResult: null,
      scoreResult: null,
      majorResult: '',
    });
    server.use(
      mswHttp.get(API.ai.chosenPage, () => ok({ list: [unevaluated], total: 1, pageIndex: 1, pageSize: 10 })),
    );
    renderWithApp(() => <UniversityList />);
    expect((await screen.findByTestId('matching-state')).textContent).toBe('待评估');
    expect(screen.getAllByText('—')).toHaveLength(4);
    expect(screen.getByText('完成 AI 智能选校后，这所学校会显示匹配度。')).toBeTruthy();
  });
});

describe('加入我的大学List on the school detail page', () => {
  it('adds the school, says so, emits the join-list event and then shows its state', async () => {
    const bodies: unknown[] = [];
    server.use(
      mswHttp.get(API.ai.chosenByUniversity, () => ok(null)),
      mswHttp.post(API.ai.addChosen, async ({ request }) => {
        bodies.push(await request.json());
        return ok(
          chosen('9', {
            universityId: 'u-mit',
            nameCn: '麻省理工学院',
            matchingState: '01',
            matchingStateName: '冲刺',
          }),
        );
      }),
    );
    const events: unknown[] = [];
    const off = onAppEvent(APP_EVENTS.JOIN_LIST, (item) => events.push(item));
    renderWithApp(() => <JoinListButton universityId="u-mit" universityName="麻省理工学院" />);
    const button = await screen.findByRole('button', { name: '加入我的大学List' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByTestId('joined-list')).toBeTruthy();
    expect(screen.getByTestId('matching-state').textContent).toBe('冲刺');
    expect(bodies).toEqual([{ universityId: 'u-mit' }]);
    expect(toasts.map((t) => t.message)).toContain('麻省理工学院已加入我的大学List');
    expect(events).toHaveLength(1);
    off();
  });

  it('keeps the button after a failed add', async () => {
    server.use(
      mswHttp.get(API.ai.chosenByUniversity, () => ok(null)),
      mswHttp.post(API.ai.addChosen, () => fail(RESULT_CODE.ERROR, '服务繁忙')),
    );
    renderWithApp(() => <JoinListButton universityId="u-mit" universityName="麻省理工学院" />);
    const button = await screen.findByRole('button', { name: '加入我的大学List' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(toasts.map((t) => t.message)).toContain('服务繁忙'));
    expect(screen.getByRole('button', { name: '加入我的大学List' })).toBeTruthy();
    expect(screen.queryByTestId('joined-list')).toBeNull();
  });

  it('shows the state once the AI results join this school, and keeps the button for another school', async () => {
    server.use(mswHttp.get(API.ai.chosenByUniversity, () => ok(null)));
    renderWithApp(() => <JoinListButton universityId="u-mit" universityName="麻省理工学院" />);
    const button = await screen.findByRole('button', { name: '加入我的大学List' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    act(() => emitAppEvent(APP_EVENTS.JOIN_LIST, chosen('7', { universityId: 'u-other' })));
    expect(screen.getByRole('button', { name: '加入我的大学List' })).toBeTruthy();
    act(() =>
      emitAppEvent(
        APP_EVENTS.JOIN_LIST,
        chosen('8', { universityId: 'u-mit', matchingState: '03', matchingStateName: '保底' }),
      ),
    );
    expect((await screen.findByTestId('matching-state')).textContent).toBe('保底');
  });

  it('shows the state at once for a school already in the list', async () => {
    server.use(
      mswHttp.get(API.ai.chosenByUniversity, () =>
        ok(chosen('5', { matchingState: '03', matchingStateName: '保底' })),
      ),
    );
    renderWithApp(() => <JoinListButton universityId="u-5" universityName="大学5" />);
    expect((await screen.findByTestId('matching-state')).textContent).toBe('保底');
    expect(screen.queryByRole('button', { name: '加入我的大学List' })).toBeNull();
  });
});

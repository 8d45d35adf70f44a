import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AI_TEXT, emptyUndergraduateForm } from '@/contract/ai';
import { API } from '@/contract/api';
import { LIMITS } from '@/contract/limits';
import { DRAFT_SAVE_DELAY_MS } from '@/features/ai-select/state/ai-store';
import {
  parseMasterDraft,
  parseShortDraft,
  parseUndergraduateDraft,
} from '@/features/ai-select/storage/drafts';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { aiDraftKey, getDb } from '@/lib/idb';
import { endSession, session, setNavigator } from '@/lib/session';
import { setMode } from '@/lib/storage';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import {
  ACTIVITIES,
  answerReferenceData,
  checkbox,
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

async function storedDraft(userId: string, formName: string): Promise<Record<string, unknown> | undefined> {
  const db = await getDb();
  const row = await db.get('aiDrafts', aiDraftKey(userId, formName));
  return row?.values as Record<string, unknown> | undefined;
}

async function putDraft(userId: string, formName: string, values: unknown): Promise<void> {
  const db = await getDb();
  await db.put('aiDrafts', { userId, formName, values, updatedAt: Date.now() }, aiDraftKey(userId, formName));
}

/** What a reload does to the drawer: the page (and the store in memory) is gone, IndexedDB stays. */
function reload(): void {
  cleanup();
  resetAi();
}

const input = (label: string) => within(drawer()).getByLabelText(label) as HTMLInputElement;

describe('drafts of the AI forms', () => {
  it('saves every change to IndexedDB a moment later, under guest when logged out', async () => {
    await renderApp();
    await openDrawer();
    click(checkbox('美国'));
    click(radio('A-Level'));
    type(input('GPA'), '3.6');
    expect(await storedDraft('guest', '01')).toBeUndefined();
    await waitFor(async () => expect((await storedDraft('guest', '01'))?.gpa).toBe('3.6'), {
      timeout: DRAFT_SAVE_DELAY_MS * 5,
    });
    const saved = await storedDraft('guest', '01');
    expect(saved?.country).toEqual(['US']);
    expect(saved?.system).toBe('02');
  });

  it('keeps the drafts per user: a logged-in student writes under the user id and does not see the guest draft', async () => {
    await putDraft('guest', '01', { ...emptyUndergraduateForm(), country: ['GB'] });
    session.token = 'token-1';
    session.user = student;
    await renderApp();
    await openDrawer();
    expect(isChecked(checkbox('英国'))).toBe(false);
    click(checkbox('加拿大'));
    await waitFor(async () => expect((await storedDraft(student.id, '01'))?.country).toEqual(['CA']));
    expect((await storedDraft('guest', '01'))?.country).toEqual(['GB']);
  });

  it('a change typed just before logout is not written after the logout wiped the drafts', async () => {
    session.token = 'token-1';
    session.user = student;
    setNavigator(() => undefined);
    await renderApp();
    await openDrawer();
    click(radio('A-Level'));
    type(input('GPA'), '3.6');
    await act(() => endSession({ to: '/' }));
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 3));
    expect(await storedDraft(student.id, '01')).toBeUndefined();
    // and the next open shows the guest's (empty) form
    await openDrawer();
    expect(within(drawer()).queryByLabelText('GPA')).toBeNull();
  });

  it('restores every field after a reload', async () => {
    await renderApp();
    await openDrawer();
    await fillValidUndergraduate();
    click(radio('ACT'));
    type(input('ACT成绩'), '33');
    click(await within(drawer()).findByRole('radio', { name: '统计学' }));
    click(within(drawer()).getByTestId('ai-activity-trigger'));
    click(within(await screen.findByTestId('ai-activity-popover')).getByRole('checkbox', { name: '辩论' }));
    click(within(screen.getByTestId('ai-activity-popover')).getByRole('button', { name: '确定' }));
    await waitFor(async () => expect((await storedDraft('guest', '01'))?.activity).toEqual(['a3']));

    reload();
    await renderApp();
    await openDrawer();
    expect(isChecked(checkbox('美国'))).toBe(true);
    expect(isChecked(checkbox('计算机'))).toBe(true);
    // a draft's majors are kept: the default (不限专业) applies only without a draft
    expect(isChecked(checkbox('不限专业'))).toBe(false);
    expect((within(drawer()).getByLabelText('所在城市') as HTMLSelectElement).value).toBe('330100');
    await waitFor(() =>
      expect((within(drawer()).getByTestId('ai-school-select') as HTMLSelectElement).value).toBe('s-hz2'),
    );
    expect(isChecked(radio('A-Level'))).toBe(true);
    expect(input('GPA').value).toBe('3.8');
    expect(input('IELTS成绩').value).toBe('7.0');
    expect(input('ACT成绩').value).toBe('33');
    expect(isChecked(await within(drawer()).findByRole('radio', { name: '统计学' }))).toBe(true);
    expect(await within(drawer()).findByText(ACTIVITIES[2]?.configName ?? '')).toBeTruthy();
  });

  it('restores the master draft with its experience paragraphs', async () => {
    setMode('02');
    await renderApp();
    await openDrawer();
    click(radio('大学毕业'));
    click(within(drawer()).getByRole('button', { name: /添加经历/ }));
    type(within(drawer()).getByLabelText('经历第二段'), '在投行实习');
    await waitFor(async () =>
      expect((await storedDraft('guest', '02'))?.experiences).toEqual(['', '在投行实习']),
    );
    reload();
    await renderApp();
    await openDrawer();
    expect(isChecked(radio('大学毕业'))).toBe(true);
    expect((within(drawer()).getByLabelText('经历第二段') as HTMLTextAreaElement).value).toBe('在投行实习');
  });

  it('restores the draft when the reference data cannot be fetched (offline)', async () => {
    await putDraft('guest', '01', {
      ...emptyUndergraduateForm(),
      system: '02',
      gpa: '3.9',
      ielts: '7.5',
      languageType: 'IELTS',
    });
    server.use(
      mswHttp.get(API.common.findByDictCode, () => HttpResponse.error()),
      mswHttp.get(API.common.findProvinceAndCity, () => HttpResponse.error()),
      mswHttp.get(API.ai.config, () => HttpResponse.error()),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp();
    act(() => emitAppEvent(APP_EVENTS.OPEN_AI_DRAWER));
    await waitFor(() => expect((screen.getByLabelText('GPA') as HTMLInputElement).value).toBe('3.9'));
    expect((screen.getByLabelText('IELTS成绩') as HTMLInputElement).value).toBe('7.5');
    const failed = await screen.findAllByTestId('load-failed');
    expect(failed[0]?.textContent).toContain('当前离线，选项暂时无法加载');
  });

  it('reads old or broken drafts without crashing: wrong types fall back to the empty values', async () => {
    await putDraft('guest', '01', {
      country: 'US',
      majors: ['M02', 7, null],
      schoolMode: 'weird',
      gpa: 3.5,
      system: '02',
      languageType: 'DUOLINGO',
      ap_course: ['p1', 'p2'],
      extra: { nested: true },
    });
    await putDraft('guest', '02', 'not an object');
    await putDraft('guest', 'short', null);
    await renderApp();
    await openDrawer();
    expect(isChecked(checkbox('美国'))).toBe(false);
    expect(isChecked(checkbox('法律'))).toBe(true);
    expect(input('GPA').value).toBe('');
    expect(isChecked(radio('TOEFL'))).toBe(true);
    click(within(drawer()).getByRole('tab', { name: '申请硕士' }));
    await within(drawer()).findByTestId('ai-form-02');
    expect(within(drawer()).getAllByRole('textbox', { name: /经历/ })).toHaveLength(1);
  });

  it('parses drafts defensively field by field', () => {
    expect(parseUndergraduateDraft(undefined)).toEqual(emptyUndergraduateForm());
    expect(
      parseUndergraduateDraft({ ap_course: ['p1', 'p2'], sat: '1500', satActType: 'ACT' }),
    ).toMatchObject({
      name: '01',
      ap_course: ['p1'],
      sat: '1500',
      satActType: 'ACT',
    });
    const master = parseMasterDraft({
      experiences: ['a', 1, 'b', 'c', 'd', 'e', 'f'],
      current: '03',
      gre: '330',
    });
    expect(master.experiences).toEqual(['a', '', 'b', 'c', 'd']);
    expect(master.current).toBe('');
    expect(master.gre).toBe('330');
    expect(parseMasterDraft({ experiences: [] }).experiences).toEqual(['']);
    expect(parseShortDraft({ country: ['US', 'US', 'GB'], majors: 'x' })).toEqual({
      name: 'short',
      country: ['US', 'GB'],
      majors: [],
    });
  });

  it('keeps the answers after a successful analysis: reopened after a reload, the form holds them', async () => {
    server.use(mswHttp.post(API.ai.choose, () => ok(results())));
    await renderApp();
    await openDrawer();
    await fillValidUndergraduate();
    await waitFor(async () => expect((await storedDraft('guest', '01'))?.gpa).toBe('3.8'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    click(within(drawer()).getByRole('button', { name: AI_TEXT.start }));
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.AI_RESULT_DELAY_MS));
    vi.useRealTimers();
    expect(screen.getByTestId('ai-results')).toBeTruthy();
    await waitFor(async () => expect((await storedDraft('guest', '01'))?.gpa).toBe('3.8'));
    reload();
    await renderApp();
    await openDrawer();
    await waitFor(() => expect(isChecked(checkbox('美国'))).toBe(true));
    expect((within(drawer()).getByLabelText('GPA') as HTMLInputElement).value).toBe('3.8');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import { MESSAGES } from '@/contract/validation';
import { ProfileDialog } from '@/features/profile/components/profile-dialog';
import { session } from '@/lib/session';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { blankProfile, student } from '../mocks/users';
import { REGIONS, answerRegionsAndSchools } from './ai-helpers';
import { renderWithApp } from './render';

const dict = (items: [string, string][]) =>
  items.map(([dictDetailCode, dictDetailName], i) => ({ id: String(i + 1), dictDetailCode, dictDetailName }));

const DICTIONARIES: Record<string, ReturnType<typeof dict>> = {
  STUDY_INTENTION_TYPE: dict([
    ['01', '本科'],
    ['02', '硕士'],
  ]),
  GRADE_TYPE: dict([
    ['01', '高一'],
    ['05', '大一'],
  ]),
  STUDENT_EDUCATION_SYSTEM: dict([['01', '普高']]),
};

const EMPTY_PROFILE = blankProfile({ nameCn: null });

function answerReferenceData() {
  server.use(
    mswHttp.get(API.user.profileByUserId, () => ok(EMPTY_PROFILE)),
    mswHttp.get(API.common.findByDictCode, ({ request }) =>
      ok(DICTIONARIES[new URL(request.url).searchParams.get('dictCode') ?? ''] ?? []),
    ),
  );
  answerRegionsAndSchools();
}

/** Renders the dialog (as the layout does) and waits for it. */
async function renderDialog(onSaved: () => void = () => undefined) {
  renderWithApp(() => <ProfileDialog open onSaved={onSaved} />);
  await screen.findByTestId('profile-dialog');
}

const dialog = () => screen.getByTestId('profile-dialog');
const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);

beforeEach(() => {
  session.token = 'token-1';
  session.user = student;
});

describe('修改个人信息', () => {
  it('picks a city and one of its high schools for 本科, and saves them', async () => {
    answerReferenceData();
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post(API.user.updatePersonalInfo, async ({ request }) => {
        bodies.push(await request.json());
        return ok(true);
      }),
      mswHttp.get(API.user.current, () => ok(student)),
    );
    const toasts = recordToasts();
    const onSaved = vi.fn();
    await renderDialog(onSaved);
    fireEvent.change(await within(dialog()).findByLabelText(/中文名/), { target: { value: '陈同学' } });
    fireEvent.click(within(dialog()).getByText('本科'));
    const school = within(dialog()).getByTestId('profile-school-select');
    // no list before a city
    expect((school as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(within(dialog()).getByLabelText('所在省份'), { target: { value: '330000' } });
    fireEvent.change(within(dialog()).getByLabelText('所在城市'), { target: { value: '330100' } });
    await waitFor(() => expect(optionTexts(school)).toContain('杭州第二中学'));
    // 本科 applicants are at high school
    expect(optionTexts(school)).not.toContain('浙江大学');
    fireEvent.change(school, { target: { value: 's-hz2' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({
        nameCn: '陈同学',
        studyIntentionType: '01',
        schoolProvinceCode: '330000',
        schoolCityCode: '330100',
        schoolId: 's-hz2',
        schoolName: '杭州第二中学',
      }),
    ]);
    expect(toasts.messages()).toContain(MESSAGES.profileSaved);
  });

  it('takes a typed school name when the school is not in the list', async () => {
    answerReferenceData();
    await renderDialog();
    fireEvent.change(await within(dialog()).findByLabelText('所在省份'), { target: { value: '110000' } });
    // a municipality has one city: it is chosen with the province
    expect((within(dialog()).getByLabelText('所在城市') as HTMLSelectElement).value).toBe('110100');
    fireEvent.click(within(dialog()).getByRole('button', { name: '找不到我的学校？' }));
    const typed = within(dialog()).getByTestId('profile-school-input') as HTMLInputElement;
    expect(typed.placeholder).toBe(MESSAGES.schoolTextRequired);
    fireEvent.change(typed, { target: { value: '北京某某学校' } });
    expect(typed.value).toBe('北京某某学校');
    fireEvent.click(within(dialog()).getByRole('button', { name: '返回选择学校' }));
    expect((within(dialog()).getByTestId('profile-school-select') as HTMLSelectElement).value).toBe('');
  });

  it('offline, says the form cannot load yet without a toast, and 重试 brings the form', async () => {
    answerReferenceData();
    server.use(mswHttp.get(API.common.findProvinceAndCity, () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts = recordToasts();
    await renderDialog();
    expect(await within(dialog()).findByText('当前离线，暂时无法加载')).toBeTruthy();
    expect(toasts.shown).toEqual([]);

    server.use(mswHttp.get(API.common.findProvinceAndCity, () => ok(REGIONS)));
    fireEvent.click(within(dialog()).getByRole('button', { name: '重试' }));
    expect(await within(dialog()).findByLabelText('所在省份')).toBeTruthy();
  });
});

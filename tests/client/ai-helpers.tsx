/**
 * Shared setup of the AI drawer tests: reference data answered by msw, the drawer host rendered in a
 * router that also has /personal and /login (to see where the drawer navigates), and form fillers.
 */
import { Outlet } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { expect } from 'vitest';

import type { AiResultItem } from '@/contract/ai';
import { API } from '@/contract/api';
import { AiDrawerHost } from '@/features/ai-select/components/ai-drawer-host';
import { getJoinedUniversityIds } from '@/features/my-university-list/api/get-joined-ids';
import { joinList } from '@/features/my-university-list/api/join-list';
import { getProfileQuietly } from '@/features/profile/api/get-profile';
import type { StudentProfile } from '@/contract/user';
import { resetAiStore } from '@/features/ai-select/state/ai-store';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { LOGIN_PAGE, renderRoutes } from './render';
import { blankProfile } from '../mocks/users';

const dict = (items: [string, string][]) =>
  items.map(([dictDetailCode, dictDetailName], i) => ({ id: String(i + 1), dictDetailCode, dictDetailName }));

export const COUNTRIES = dict([
  ['US', '美国'],
  ['GB', '英国'],
  ['CA', '加拿大'],
  ['AU', '澳大利亚'],
]);
export const MAJORS = dict([
  ['00', '不限专业'],
  ['M01', '计算机'],
  ['M02', '法律'],
  ['M03', '金融'],
]);
export const SYSTEMS = dict([
  ['01', '普高'],
  ['02', 'A-Level'],
  ['03', 'IB'],
]);
export const REGIONS = [
  {
    id: '330000',
    code: '330000',
    nameCn: '浙江省',
    leaf: false,
    children: [
      { id: '330100', code: '330100', nameCn: '杭州市', leaf: true },
      { id: '330200', code: '330200', nameCn: '宁波市', leaf: true },
    ],
  },
  {
    id: '110000',
    code: '110000',
    nameCn: '北京市',
    leaf: false,
    children: [{ id: '110100', code: '110100', nameCn: '北京市', leaf: true }],
  },
];
export const SCHOOLS: Record<string, { id: string; nameCn: string; type: '01' | '02' }[]> = {
  '330100': [
    { id: 's-hz2', nameCn: '杭州第二中学', type: '01' },
    { id: 's-xj', nameCn: '杭州学军中学', type: '01' },
    { id: 's-zju', nameCn: '浙江大学', type: '02' },
  ],
  '330200': [{ id: 's-nb', nameCn: '宁波中学', type: '01' }],
  '110100': [{ id: 's-pku', nameCn: '北京大学', type: '02' }],
};
export const ACTIVITIES = [
  { id: 'a1', configName: '学生会', configNameEn: 'Student Council' },
  { id: 'a2', configName: '模拟联合国', configNameEn: 'MUN' },
  { id: 'a3', configName: '辩论', configNameEn: 'Debate' },
];
export const AP_COURSES = [
  { id: 'p1', configName: '微积分AB', configNameEn: 'AP Calculus AB' },
  { id: 'p2', configName: '统计学', configNameEn: 'AP Statistics' },
];

export const RESULT: AiResultItem = {
  id: 'uni-1',
  universityId: 'uni-1',
  nameCn: '多伦多大学',
  nameEn: 'University of Toronto',
  country: '加拿大',
  countryCode: 'CA',
  buildingImagePreviewUrl: null,
  logoPreviewUrl: null,
  logoText: 'UofT',
  matchingState: '01',
  matchingStateName: '冲刺',
  matchResult: 42,
  studyResult: 40,
  backgroudResult: 55,
  systemResult: 85,
  scoreResult: 61,
  majorResult: '计算机',
  explanation: 'GPA 3.8 高于该校常见水平',
};

export function results(): AiResultItem[] {
  return [
    RESULT,
    {
      ...RESULT,
      id: 'uni-2',
      universityId: 'uni-2',
      nameCn: '墨尔本大学',
      nameEn: 'The University of Melbourne',
      country: '澳大利亚',
      logoText: 'UniMelb',
      matchingState: '02',
      matchingStateName: '匹配',
      matchResult: 68,
    },
    {
      ...RESULT,
      id: 'uni-3',
      universityId: 'uni-3',
      nameCn: '阿德莱德大学',
      nameEn: 'The University of Adelaide',
      country: '澳大利亚',
      logoText: 'UA',
      matchingState: '03',
      matchingStateName: '保底',
      matchResult: 88,
    },
  ];
}

/** Answers the region tree and the schools of each city (the school picker's data). */
export function answerRegionsAndSchools() {
  server.use(
    mswHttp.get(API.common.findProvinceAndCity, () => ok(REGIONS)),
    mswHttp.get(API.common.schoolList, ({ request }) => {
      const url = new URL(request.url);
      const city = url.searchParams.get('cityCode') ?? '';
      const province = url.searchParams.get('provinceCode') ?? '';
      return ok((SCHOOLS[city] ?? []).map((s) => ({ ...s, provinceCode: province, cityCode: city })));
    }),
  );
}

export { blankProfile };

/** Answers the logged-in student's profile (the AI forms' prefill); counts the requests. */
export function answerProfile(profile: StudentProfile = blankProfile()): string[] {
  const asked: string[] = [];
  server.use(
    mswHttp.get(API.user.profileByUserId, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('userId') ?? '');
      return ok(profile);
    }),
  );
  return asked;
}

/** Answers every reference request of the drawer (and a blank profile for a logged-in student). */
export function answerReferenceData() {
  answerRegionsAndSchools();
  answerProfile();
  server.use(
    mswHttp.get(API.common.findByDictCode, ({ request }) => {
      const code = new URL(request.url).searchParams.get('dictCode');
      if (code === 'AI_COUNTRY') return ok(COUNTRIES);
      if (code === 'AI_MAJOR_SUBJECT_TYPE') return ok(MAJORS);
      if (code === 'EDUCATION_SYSTEM') return ok(SYSTEMS);
      return ok([]);
    }),
    mswHttp.get(API.ai.config, ({ request }) => {
      const type = new URL(request.url).searchParams.get('configType');
      return ok(type === 'ACTIVITY' ? ACTIVITIES : AP_COURSES);
    }),
  );
}

export interface AppUnderTest {
  router: ReturnType<typeof renderRoutes>;
}

function DrawerRoot() {
  return (
    <>
      <Outlet />
      <AiDrawerHost join={joinList} loadJoinedIds={getJoinedUniversityIds} loadProfile={getProfileQuietly} />
    </>
  );
}

const page = (text: string) => () => <p>{text}</p>;

/** Renders the drawer host (as the main layout does, with 我的大学List's join) inside a small router. */
export async function renderApp(path = '/'): Promise<AppUnderTest> {
  const router = renderRoutes(
    { '/': page('首页'), '/schools': page('院校库'), '/personal': page('个人空间'), '/login': LOGIN_PAGE },
    { at: path, root: DrawerRoot },
  );
  await screen.findByText(path === '/schools' ? '院校库' : '首页');
  return { router };
}

/** Emits the open event (the header button) and waits for the form of the starting tab. */
export async function openDrawer(detail?: unknown): Promise<HTMLElement> {
  act(() => emitAppEvent(APP_EVENTS.OPEN_AI_DRAWER, detail));
  const drawer = await screen.findByTestId('ai-drawer', {}, { timeout: 3000 });
  await waitFor(() => expect(within(drawer).queryByTestId('ai-start')).toBeTruthy(), { timeout: 3000 });
  // the dictionaries have loaded: the countries are on screen, and no field still says 加载中… (the requests
  // start one per task, src/lib/request-pacing.ts, so they arrive one after another)
  await within(drawer).findByRole('checkbox', { name: '美国' });
  await waitFor(() => expect(within(drawer).queryByText('加载中…')).toBeNull(), { timeout: 3000 });
  return drawer;
}

export function resetAi(): void {
  resetAiStore();
}

export function drawer(): HTMLElement {
  return screen.getByTestId('ai-drawer');
}

export function click(element: Element): void {
  fireEvent.click(element);
}

export function checkbox(name: string): HTMLElement {
  return within(drawer()).getByRole('checkbox', { name });
}

export function radio(name: string): HTMLElement {
  return within(drawer()).getByRole('radio', { name });
}

export function isChecked(element: HTMLElement): boolean {
  return element.getAttribute('aria-checked') === 'true';
}

export function type(element: HTMLElement, value: string): void {
  fireEvent.change(element, { target: { value } });
}

export function typeAndLeave(element: HTMLElement, value: string): void {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

export function field(testId: string): HTMLElement {
  return within(drawer()).getByTestId(testId);
}

/** Chooses 浙江省 / 杭州市 and, once the list has loaded, a school from the dropdown. */
export async function chooseCityAndSchool(schoolName = '杭州第二中学'): Promise<void> {
  const d = drawer();
  fireEvent.change(within(d).getByLabelText('所在省份'), { target: { value: '330000' } });
  fireEvent.change(within(d).getByLabelText('所在城市'), { target: { value: '330100' } });
  const select = within(d).getByTestId('ai-school-select') as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.text)).toContain(schoolName));
  const option = [...select.options].find((o) => o.text === schoolName);
  fireEvent.change(select, { target: { value: option?.value } });
}

/** A complete, valid undergraduate form: 美国, 计算机, 杭州第二中学, A-Level GPA 3.8, IELTS 7.0. */
export async function fillValidUndergraduate(): Promise<void> {
  click(checkbox('美国'));
  click(checkbox('计算机'));
  await chooseCityAndSchool();
  click(radio('A-Level'));
  type(within(drawer()).getByLabelText('GPA'), '3.8');
  click(radio('IELTS'));
  type(within(drawer()).getByLabelText('IELTS成绩'), '7.0');
}

import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import type { UniversityListItem } from '@/contract/catalog';
import { prefetchUniversityPage } from '@/features/school/api/get-university-page';
import { SchoolsPage } from '@/features/school/components/schools-page';

import { ok } from '../mocks/envelope';
import { server, answerGet } from '../mocks/server';
import { renderWithApp } from './render';

const MIT: UniversityListItem = {
  id: 'u1',
  nameCn: '麻省理工学院',
  nameEn: 'Massachusetts Institute of Technology',
  countryCode: 'US',
  countryName: '美国',
  logoText: 'MIT',
  typeName: '私立',
  city: 'Cambridge',
  webPage: 'https://web.mit.edu/',
  ranks: {
    ai: { label: '1', number: 1 },
    qs: { label: '1', number: 1 },
    usNews: { label: '2', number: 2 },
    the: null,
    arwu: null,
  },
};

function answerCountries() {
  server.use(
    mswHttp.get(API.common.findByDictCode, () =>
      ok([
        { id: '1', dictDetailCode: 'US', dictDetailName: '美国' },
        { id: '2', dictDetailCode: 'GB', dictDetailName: '英国' },
      ]),
    ),
  );
}

describe('the schools list', () => {
  it('shows skeletons, then the universities with their ranks and the ranking attribution', async () => {
    answerCountries();
    const asked = answerGet(API.university.page, () =>
      ok({ list: [MIT], total: 1, pageIndex: 1, pageSize: 10 }),
    );
    renderWithApp(() => <SchoolsPage search={{ keyword: '麻省理工' }} onSearch={() => undefined} />);
    expect(await screen.findByTestId('list-skeleton')).toBeTruthy();
    expect(await screen.findByText('麻省理工学院')).toBeTruthy();
    expect(screen.getByText('QS #1')).toBeTruthy();
    expect(screen.getByText('共 1 所院校')).toBeTruthy();
    expect(screen.getByText('来源：QS World University Rankings 2027')).toBeTruthy();
    expect(asked.url?.searchParams.get('keyword')).toBe('麻省理工');
    expect(asked.url?.searchParams.get('rankType')).toBe('02');
  });

  it("takes the list its route's loader asked for while the page loaded: one request, not two", async () => {
    answerCountries();
    const asked: URL[] = [];
    server.use(
      mswHttp.get(API.university.page, ({ request }) => {
        asked.push(new URL(request.url));
        return ok({ list: [MIT], total: 1, pageIndex: 2, pageSize: 10 });
      }),
    );
    const search = { countryCode: 'US', page: 2 };
    prefetchUniversityPage(search);
    await waitFor(() => expect(asked).toHaveLength(1));
    renderWithApp(() => <SchoolsPage search={search} onSearch={() => undefined} />);
    expect(await screen.findByText('麻省理工学院')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('countryCode')).toBe('US');
    expect(asked[0]?.searchParams.get('pageIndex')).toBe('2');
    expect(asked[0]?.searchParams.get('rankType')).toBe('02');
  });

  it('says so when nothing matches', async () => {
    answerCountries();
    server.use(
      mswHttp.get(API.university.page, () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 10 })),
    );
    renderWithApp(() => <SchoolsPage search={{ keyword: 'zzzz' }} onSearch={() => undefined} />);
    expect(await screen.findByText('没有找到符合条件的院校')).toBeTruthy();
  });

  it('explains an offline failure instead of an empty list and offers a retry', async () => {
    answerCountries();
    server.use(mswHttp.get(API.university.page, () => HttpResponse.error()));
    renderWithApp(() => <SchoolsPage search={{}} onSearch={() => undefined} />);
    expect(await screen.findByText('当前离线，暂时无法加载')).toBeTruthy();
    server.use(
      mswHttp.get(API.university.page, () => ok({ list: [MIT], total: 1, pageIndex: 1, pageSize: 10 })),
    );
    screen.getByRole('button', { name: '重试' }).click();
    await waitFor(() => expect(screen.getByText('麻省理工学院')).toBeTruthy());
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import { RANK_SOURCES, RANKED_TYPES } from '@/contract/catalog';
import { RANK_TYPE, RANK_TYPE_NAMES, type RankTypeCode } from '@/contract/code-tables';
import { RankPage } from '@/features/school/components/rank-page';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { renderWithApp } from './render';

describe('rank names', () => {
  it('names every rank type in Chinese, the ranked ones as their tabs do', () => {
    for (const code of Object.keys(RANK_TYPE) as RankTypeCode[]) {
      expect(RANK_TYPE_NAMES[code]).not.toContain('_');
      // only the brands QS and US News keep their own letters
      if (!['02', '03'].includes(code)) expect(RANK_TYPE_NAMES[code]).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const code of RANKED_TYPES) expect(RANK_TYPE_NAMES[code]).toBe(RANK_SOURCES[code].label);
  });
});

describe('the rank page', () => {
  it('offers only the rankings with data, in Chinese, and tells the chosen one to the URL', async () => {
    const asked: (string | null)[] = [];
    server.use(
      mswHttp.get(API.university.rankPage, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('rankType'));
        return ok({ list: [], total: 0, pageIndex: 1, pageSize: 20, attribution: '来源：QS' });
      }),
    );
    const chosen: string[] = [];
    renderWithApp(() => <RankPage type="02" onType={(next) => chosen.push(next)} />, '/rank');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(RANKED_TYPES.map((code) => RANK_SOURCES[code].label));
    expect(screen.queryByRole('tab', { name: '最具性价比' })).toBeNull();
    await waitFor(() => expect(asked).toContain('02'));
    fireEvent.click(screen.getByRole('tab', { name: RANK_SOURCES['08'].label }));
    await waitFor(() => expect(chosen).toEqual(['08']));
    expect(document.body.textContent).not.toMatch(/BEST_VALUE_SCHOOLS|NATIONAL_UNIVERSITIES|MOST_INNOVATIVE/);
  });
});

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
  it('shows a US-only list without data under its Chinese name, with a Chinese explanation', async () => {
    server.use(
      mswHttp.get(API.university.rankPage, () =>
        ok({ list: [], total: 0, pageIndex: 1, pageSize: 20, attribution: '来源：QS' }),
      ),
    );
    renderWithApp(() => <RankPage />, '/rank');
    const tab = await screen.findByRole('tab', { name: '最具性价比' });
    fireEvent.click(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const panel = (await screen.findByText('暂无该榜单的公开数据')).closest<HTMLElement>('[role="tabpanel"]');
    expect(panel?.textContent).toContain('“最具性价比”是美国本土榜单');
    expect(document.body.textContent).not.toMatch(/BEST_VALUE_SCHOOLS|NATIONAL_UNIVERSITIES|MOST_INNOVATIVE/);
  });
});

import { screen } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { expect, it } from 'vitest';

import { API } from '@/contract/api';
import { MAJOR_RANK_ATTRIBUTION, type Major } from '@/contract/catalog';
import { MajorDetailPage } from '@/features/major/components/major-detail-page';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { renderWithApp } from './render';

const ACCOUNTING: Major = {
  code: 'M33',
  nameCn: '会计',
  subjectEn: 'Accounting and Finance',
  subjectCn: '会计与金融',
  broadAreaCn: '社会科学与管理',
  programCount: 120,
  rankedUniversities: 200,
};

it('says the ranks of a major page are its QS subject’s ranks, naming the subject', async () => {
  server.use(
    mswHttp.get(API.major.detail, () => ok(ACCOUNTING)),
    mswHttp.get(API.major.universityRank, () =>
      ok({ list: [], total: 0, pageIndex: 1, pageSize: 10, attribution: MAJOR_RANK_ATTRIBUTION }),
    ),
  );
  renderWithApp(() => <MajorDetailPage code="M33" />, '/majors/detail?code=M33');
  expect(await screen.findByRole('heading', { level: 2, name: '学科排名：会计与金融' })).toBeTruthy();
  expect(
    screen.getByText(
      '以下名次是 QS 学科「会计与金融（Accounting and Finance）」的排名，不是「会计」这一专业单独的排名。',
    ),
  ).toBeTruthy();
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import type { UniversityDetail, UniversityMajor } from '@/contract/catalog';
import { SchoolDetailPage } from '@/features/school/components/school-detail-page';
import { groupBySubject, subjectRankText } from '@/features/school/components/school-majors';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { renderWithApp } from './render';

const major = (majorCode: string, nameCn: string, subjectEn: string, subjectCn: string, rank: string) => ({
  majorCode,
  nameCn,
  subjectEn,
  subjectCn,
  rank,
  rankNumber: Number.parseInt(rank.replace('=', ''), 10),
});

const HARVARD: UniversityDetail = {
  id: 'u2',
  nameCn: '哈佛大学',
  nameEn: 'Harvard University',
  countryCode: 'US',
  countryName: '美国',
  logoText: 'H',
  typeName: '私立',
  city: 'Cambridge',
  webPage: 'https://www.harvard.edu/',
  ranks: {
    ai: { label: '2', number: 2 },
    qs: { label: '5', number: 5 },
    usNews: { label: '1', number: 1 },
    the: { label: '4', number: 4 },
    arwu: { label: '1', number: 1 },
  },
  qsRank2026: { label: '5', number: 5 },
  qsIndicators: null,
  admission: null,
  majors: [
    major('M10', '金融', 'Business', '商业', '1'),
    major('M51', '房地产', 'Business', '商业', '1'),
    major('M33', '会计', 'Accounting', '会计学', '3'),
    major('M41', '药学', 'Pharmacy', '药学', '=12'),
  ],
  overview: {
    cityCn: '剑桥',
    aliases: ['哈佛', 'HU'],
    graduateOnly: false,
    levelSource: null,
    rankHistory: [
      { ranking: 'QS', edition: '2027', label: '5' },
      { ranking: 'QS', edition: '2026', label: '4' },
      { ranking: 'THE', edition: '2025', label: '4' },
      { ranking: 'ARWU', edition: '2025', label: '1' },
    ],
    admission: { rate: 0.0324, sat25: 1500, sat75: 1580, act25: 34, act75: 36 },
    tuition: { inState: 57261, outOfState: 59076 },
    dataYear: { admission: '2021-22', tuition: '2021-22' },
    dataSource: '来源：U.S. Department of Education College Scorecard 2021-22',
  },
};

function answer(detail: UniversityDetail) {
  server.use(mswHttp.get(API.university.detail, () => ok(detail)));
}

function renderDetail(id = 'u2') {
  return renderWithApp(() => <SchoolDetailPage id={id} joinButton={() => null} />, `/school/detail?id=${id}`);
}

describe('the school detail overview', () => {
  it('shows the city in Chinese with the English, other names, type and the rank history newest first', async () => {
    answer(HARVARD);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: '哈佛大学' })).toBeTruthy();
    expect(screen.getByTestId('school-aliases').textContent).toBe('又称 哈佛、HU');
    const facts = screen.getByTestId('overview-facts');
    expect(within(facts).getByText('剑桥')).toBeTruthy();
    expect(within(facts).getByText('Cambridge')).toBeTruthy();
    expect(within(facts).getByText('私立')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/建校|成立于|创办/);
    expect(document.body.textContent).not.toContain('该校仅招收研究生');

    const qs = screen.getByTestId('rank-history-QS');
    const rows = within(qs)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['2027#5', '2026#4']);
    expect(qs.textContent).toContain('来源：QS World University Rankings 2027、2026');
    expect(screen.getByTestId('rank-history-THE').textContent).toContain(
      '来源：Times Higher Education World University Rankings 2025',
    );
    expect(screen.getByTestId('rank-history-ARWU').textContent).toContain('软科');
    expect(screen.queryByTestId('rank-history-USNEWS')).toBeNull();
  });

  it('shows the admission rate, SAT/ACT ranges and tuition with thousands separators and the year', async () => {
    answer(HARVARD);
    renderDetail();
    const block = await screen.findByTestId('overview-admission');
    const text = block.textContent ?? '';
    expect(text).toContain('录取率（2021-22）3.2%');
    expect(text).toContain('SAT 25%–75%1500 – 1580');
    expect(text).toContain('ACT 25%–75%34 – 36');
    expect(text).toContain('州内学费（2021-22）$57,261/年');
    expect(text).toContain('州外/国际学费（2021-22）$59,076/年');
    expect(text).toContain('College Scorecard 2021-22');
  });

  it('shows the graduate-only notice with its source, and no admission block without data', async () => {
    answer({
      ...HARVARD,
      overview: {
        ...HARVARD.overview,
        cityCn: null,
        aliases: [],
        graduateOnly: true,
        levelSource: 'https://example.edu/about',
        rankHistory: [],
        admission: null,
        tuition: null,
        dataYear: { admission: null, tuition: null },
        dataSource: null,
      },
    });
    renderDetail();
    const notice = await screen.findByTestId('graduate-only');
    expect(notice.textContent).toContain('该校仅招收研究生');
    expect(notice.textContent).toContain('来源：https://example.edu/about');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('https://example.edu/about');
    expect(within(screen.getByTestId('overview-facts')).getByText('Cambridge')).toBeTruthy();
    expect(screen.queryByTestId('school-aliases')).toBeNull();
    expect(screen.queryByTestId('rank-history')).toBeNull();
    expect(screen.queryByTestId('overview-admission')).toBeNull();
  });
});

describe('the majors tab', () => {
  it('says 学科排名 with the QS subject and lists the majors of one subject under it', async () => {
    answer(HARVARD);
    renderDetail();
    const tab = await screen.findByRole('tab', { name: '专业' });
    fireEvent.click(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const groups = await screen.findAllByTestId('subject-group');
    expect(groups).toHaveLength(3);
    const [business, accounting, pharmacy] = groups.map((g) => g.textContent ?? '');
    expect(business).toContain('学科排名：商业 (Business) #1');
    expect(business).toContain('金融');
    expect(business).toContain('房地产');
    expect(business).toContain('2 个专业共用');
    expect(accounting).toBe('会计— 学科排名：会计学 (Accounting) #3');
    expect(pharmacy).toContain('药学— 学科排名：药学 (Pharmacy) #=12');
    const panel = groups[0]?.closest<HTMLElement>('[role="tabpanel"]');
    expect(panel?.textContent).toContain('不是专业本身的排名');
    expect(panel?.textContent).toContain('来源：QS World University Rankings by Subject 2025');
    expect(panel?.textContent).not.toContain('QS 学科 #');
    expect(
      within(groups[0] as HTMLElement)
        .getByRole('link', { name: '房地产' })
        .getAttribute('href'),
    ).toBe('/majors/detail?code=M51');
  });

  it('groups by subject and rank, best rank first', () => {
    const majors: UniversityMajor[] = [
      major('M03', '医学', 'Medicine', '医学', '7'),
      major('M10', '金融', 'Business', '商业', '2'),
      major('M22', '公共卫生', 'Medicine', '医学', '7'),
    ];
    const groups = groupBySubject(majors);
    expect(groups.map((g) => [g.subjectEn, g.majors.map((m) => m.nameCn)])).toEqual([
      ['Business', ['金融']],
      ['Medicine', ['医学', '公共卫生']],
    ]);
    expect(subjectRankText({ subjectCn: 'Data Science', subjectEn: 'Data Science', rank: '9' })).toBe(
      '学科排名：Data Science #9',
    );
  });
});

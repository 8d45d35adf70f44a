import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import { SESSION_KEYS } from '@/contract/limits';
import type {
  AdmissionStatistics,
  AdviserDetail,
  AdviserListItem,
  OrgDetail,
  OrgListItem,
} from '@/contract/org';
import type { CurrentUser } from '@/contract/user';
import { CounselorDetailPage } from '@/features/org/components/counselor-detail-page';
import { CounselorListPage } from '@/features/org/components/counselor-list-page';
import { OrgDetailPage } from '@/features/org/components/org-detail-page';
import { OrgListPage } from '@/features/org/components/org-list-page';
import { OrganizationsPage } from '@/features/org/components/organizations-page';
import { APP_EVENTS, onAppEvent, type OpenChatDetail } from '@/lib/events';
import { session } from '@/lib/session';

import { ok } from '../mocks/envelope';
import { server, answerGet } from '../mocks/server';
import { renderWithApp } from './render';
import { blankProfile } from '../mocks/users';

const ORG: OrgListItem = {
  id: '7a000000-0000-4000-8000-000000000001',
  nameCn: '示例机构·启航留学（演示数据）',
  nameEn: 'Demo agency',
  logoPreviewUrl: null,
  city: '北京',
  foundedYear: 2012,
  verified: true,
  serviceCountries: ['US', 'GB'],
  serviceMajors: ['商科'],
  priceMin: 80_000,
  priceMax: 250_000,
  adviserCount: 3,
  offerCount: 15,
  isDemo: true,
};

const ADVISER: AdviserListItem = {
  id: '7b000000-0000-4000-8000-000000000001',
  nameCn: '钱顾问（演示·远帆顾问）',
  avatar: null,
  orgId: ORG.id,
  orgNameCn: ORG.nameCn,
  adviserType: '01',
  yearsOfExperience: 9,
  countries: ['GB', 'HK'],
  studyIntentions: ['02'],
  languages: ['中文', '英语'],
  offerCount: 5,
  isDemo: true,
};

const ACCOUNTABILITY = {
  medianFirstReplyMinutes: 14,
  exchangeCount: 3,
  answeredCount: 3,
  offerCount: 15,
  windowDays: 30,
};

const STATS: AdmissionStatistics = {
  orgId: ORG.id,
  total: 15,
  byCountry: [
    { code: 'US', count: 10 },
    { code: 'GB', count: 5 },
  ],
  byTier: [
    { code: 'TOP30', label: 'QS前30', count: 6 },
    { code: 'TOP100', label: 'QS 31-100', count: 9 },
    { code: 'TOP200', label: 'QS 101-200', count: 0 },
    { code: 'OTHER', label: 'QS 200以外/未上榜', count: 0 },
  ],
  byYear: [
    { year: 2023, count: 5 },
    { year: 2024, count: 5 },
    { year: 2025, count: 5 },
  ],
};

const page = <T,>(list: T[]) => ({ list, total: list.length, pageIndex: 1, pageSize: 12 });
const emptyOffers = () => mswHttp.get(API.org.offers, () => ok(page([])));

afterEach(() => {
  session.token = null;
  session.user = null;
});

describe('the organization list', () => {
  it('shows the cards and puts every filter in the search (the URL)', async () => {
    const asked = answerGet(API.org.orgPage, () => ok({ ...page([ORG]), cities: ['北京', '上海'] }));
    const picked: unknown[] = [];
    renderWithApp(() => (
      <OrgListPage filters={{ country: 'US', price: '3' }} onSearch={(next) => picked.push(next)} />
    ));
    expect(await screen.findByText(ORG.nameCn)).toBeTruthy();
    expect(asked.url?.searchParams.get('country')).toBe('US');
    expect(asked.url?.searchParams.get('price')).toBe('3');
    const card = screen.getByTestId('org-card');
    expect(card.textContent).toContain('8万-25万元');
    expect(card.textContent).toContain('已认证');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(`/organization/detail?id=${ORG.id}`);
    fireEvent.click(screen.getByRole('button', { name: '上海' }));
    fireEvent.click(screen.getByRole('button', { name: '法律' }));
    expect(picked).toEqual([
      { city: '上海', country: 'US', major: undefined, price: '3', page: undefined },
      { city: undefined, country: 'US', major: '法律', price: '3', page: undefined },
    ]);
  });
});

describe('the counselor list', () => {
  it('filters by ADVISER_TYPE, country and years through the search', async () => {
    const asked = answerGet(API.org.advisers, () => ok(page([ADVISER])));
    const picked: unknown[] = [];
    renderWithApp(() => (
      <CounselorListPage filters={{ type: '01' }} onSearch={(next) => picked.push(next)} />
    ));
    expect(await screen.findByText(ADVISER.nameCn)).toBeTruthy();
    expect(asked.url?.searchParams.get('type')).toBe('01');
    expect(screen.getByTestId('adviser-card').textContent).toContain('从业9年');
    fireEvent.click(screen.getByRole('button', { name: '6-10年' }));
    expect(picked).toEqual([{ type: '01', country: undefined, years: '3', page: undefined }]);
  });
});

describe('an organization', () => {
  it('shows profile, accountability, admission bars and contacts its customer-service account', async () => {
    const detail: OrgDetail = {
      ...ORG,
      intro: '（演示数据）专注北美与英国申请。',
      qualifications: ['示例资质（演示）'],
      accountability: ACCOUNTABILITY,
    };
    let serviceAsked: string | null = null;
    server.use(
      mswHttp.get(API.org.detail, () => ok(detail)),
      mswHttp.get(API.org.admissionStatistics, () => ok(STATS)),
      mswHttp.get(API.org.originator, () =>
        ok({ orgId: ORG.id, name: '周启航（演示）', title: '创始人', intro: '从业十余年。' }),
      ),
      mswHttp.get(API.org.advisers, () => ok(page([ADVISER]))),
      emptyOffers(),
      mswHttp.get(API.chat.orgService, ({ request }) => {
        serviceAsked = new URL(request.url).searchParams.get('orgId');
        return ok({
          userId: 'svc-user-1',
          nameCn: '启航留学客服（演示）',
          nickname: '启航客服',
          headportraitPreviewUrl: null,
          orgNameCn: ORG.nameCn,
        });
      }),
    );
    const opened: OpenChatDetail[] = [];
    const off = onAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, (d) => opened.push(d));
    renderWithApp(() => <OrgDetailPage id={ORG.id} playbacks={<p>回放组件</p>} />);
    expect(await screen.findByText(detail.intro)).toBeTruthy();
    expect(screen.getByTestId('median-reply').textContent).toBe('14分钟');
    expect(screen.getByTestId('offer-count').textContent).toContain('15');
    expect(await screen.findByTestId('admission-chart')).toBeTruthy();
    const usBar = screen.getByRole('meter', { name: '美国' });
    expect(usBar.getAttribute('aria-valuenow')).toBe('10');
    expect(await screen.findByTestId('originator')).toBeTruthy();
    expect(await screen.findByText(ADVISER.nameCn)).toBeTruthy();
    expect(screen.getByText('回放组件')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contact-button'));
    await waitFor(() => expect(opened).toEqual([{ friendId: 'svc-user-1' }]));
    expect(serviceAsked).toBe(ORG.id);
    off();
  });
});

describe('a counselor', () => {
  it('says 近30天暂无会话 without data and opens a chat with the counselor', async () => {
    const detail: AdviserDetail = {
      ...ADVISER,
      intro: '（演示数据）英国与香港商科硕士申请。',
      placedSchools: [{ id: 'c23a316256', nameCn: '伦敦帝国学院', countryCode: 'GB' }],
      accountability: {
        ...ACCOUNTABILITY,
        medianFirstReplyMinutes: null,
        exchangeCount: 0,
        answeredCount: 0,
      },
    };
    server.use(
      mswHttp.get(API.org.counselorInfo, () => ok(detail)),
      mswHttp.get(API.org.offers, () =>
        ok(
          page([
            {
              id: 'o1',
              orgId: ORG.id,
              orgNameCn: ORG.nameCn,
              adviserId: ADVISER.id,
              adviserNameCn: ADVISER.nameCn,
              universityId: 'c23a316256',
              universityNameCn: '伦敦帝国学院',
              universityNameEn: 'Imperial College London',
              countryCode: 'GB',
              degree: '02',
              year: 2025,
              majorName: '金融学',
              studentAlias: '王同学',
              isDemo: true,
            },
          ]),
        ),
      ),
    );
    const opened: OpenChatDetail[] = [];
    const off = onAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, (d) => opened.push(d));
    renderWithApp(() => <CounselorDetailPage id={ADVISER.id} />);
    expect(await screen.findByText(detail.intro)).toBeTruthy();
    expect(screen.getByTestId('median-reply').textContent).toBe('近30天暂无会话');
    expect(await screen.findByText('金融学 · 硕士 · 王同学')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contact-button'));
    expect(opened).toEqual([{ friendId: ADVISER.id }]);
    off();
  });
});

describe('/organizations after the service selector', () => {
  it('shows counselors matching the intention and records selected_adviser and adviser_list', async () => {
    const user: CurrentUser = {
      id: '6f1c9d3e-0000-4000-8000-000000000002',
      mobile: '13800000002',
      nameCn: '李同学',
      nickname: null,
      headportraitPreviewUrl: null,
      serviceType: 'ADVISOR',
      vipLevel: 'NONE',
      role: 'USER',
    };
    session.token = 'token-1';
    session.user = user;
    sessionStorage.setItem(
      SESSION_KEYS.SELECTED_ADVISER,
      JSON.stringify({ index: 0, serviceType: 'ADVISOR', title: '资深顾问' }),
    );
    let recommendAsked: URL | undefined;
    server.use(
      mswHttp.get(API.org.hotOrgs, () => ok([ORG])),
      mswHttp.get(API.user.profileByUserId, () =>
        ok(
          blankProfile({
            userId: user.id,
            mobile: user.mobile,
            nameCn: user.nameCn,
            studyIntentionType: '02',
            abroadCountry: 'GB',
          }),
        ),
      ),
      mswHttp.get(API.org.recommendAdviser, ({ request }) => {
        recommendAsked = new URL(request.url);
        return ok([ADVISER]);
      }),
    );
    renderWithApp(() => <OrganizationsPage live={<p>直播组件</p>} playbacks={<p>回放组件</p>} />);
    expect(await screen.findByText(ADVISER.nameCn)).toBeTruthy();
    expect(recommendAsked?.searchParams.get('studyIntentionType')).toBe('02');
    expect(recommendAsked?.searchParams.get('countries')).toBe('GB');
    expect(screen.getByText('为你匹配的顾问')).toBeTruthy();
    expect(screen.getByTestId('selector-note').textContent).toContain('硕士 · 英国');
    expect((await screen.findByTestId('org-card')).textContent).toContain(ORG.nameCn);
    expect(screen.getByText('直播组件')).toBeTruthy();
    expect(screen.getByText('回放组件')).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.ADVISER_LIST) ?? '[]')).toEqual([
        { id: ADVISER.id, nameCn: ADVISER.nameCn, adviserType: '01' },
      ]),
    );
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.SELECTED_ADVISER) ?? '{}')).toEqual({
      index: 0,
      serviceType: 'ADVISOR',
      title: '资深顾问',
      adviserId: ADVISER.id,
      adviserNameCn: ADVISER.nameCn,
    });
  });

  it('a visitor without a selection sees hot organizations and recommended counselors', async () => {
    server.use(
      mswHttp.get(API.org.hotOrgs, () => ok([ORG])),
      mswHttp.get(API.org.recommendAdviser, () => ok([ADVISER])),
    );
    renderWithApp(() => <OrganizationsPage />);
    expect((await screen.findByTestId('org-card')).textContent).toContain(ORG.nameCn);
    expect(await screen.findByText(ADVISER.nameCn)).toBeTruthy();
    expect(screen.getByText('推荐顾问')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.ADVISER_LIST)).toBeNull();
  });
});

/**
 * 申请递交, 录取Offer and 截止日期 of the personal space, and the console's applications section (msw):
 * the batch delivery flow with its confirmation; the comparison's figures in CNY at the student's rates;
 * the offers read from IndexedDB when the network is gone; the deadline list's days-left labels and colours.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { DeadlineList } from '@/components/journey/application/deadline-list';
import { API } from '@/contract/api';
import type {
  Application,
  ConsoleApplications,
  Deadline,
  Offer,
  Rate,
  SelectedUniversity,
} from '@/contract/journey-apply';
import { ApplicationsPanel } from '@/features/application/components/applications-panel';
import { OffersPanel } from '@/features/application/components/offers-panel';
import { ConsoleApplicationSection } from '@/features/console/components/console-application-section';
import { session } from '@/lib/session';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { renderWithApp } from './render';

function application(id: string, over: Partial<Application> = {}): Application {
  return {
    id,
    chosenId: `c-${id}`,
    universityId: `U${id}`,
    universityName: `学校${id}`,
    program: 'MS CS',
    degree: '硕士',
    round: 'RD',
    state: 'PREPARING',
    stateChangedAt: '2026-11-20T02:00:00.000Z',
    submittedAt: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    materials: [],
    history: [{ state: 'PREPARING', note: '', at: '2026-11-20T02:00:00.000Z', actorName: '自己' }],
    offerId: null,
    ...over,
  };
}

function row(id: string, app: Application | null): SelectedUniversity {
  return {
    chosenId: `c-${id}`,
    universityId: `U${id}`,
    universityName: `学校${id}`,
    universityNameEn: `School ${id}`,
    countryName: '美国',
    qsRank: Number(id),
    application: app,
  };
}

function offer(id: string, over: Partial<Offer>): Offer {
  return {
    id,
    applicationId: `a-${id}`,
    universityId: `U${id}`,
    universityName: `大学${id}`,
    qsRank: 10,
    program: 'MSc',
    degree: '硕士',
    tuition: { amount: 0, currency: 'USD' },
    living: { amount: 0, currency: 'USD' },
    scholarship: { amount: 0, currency: 'USD' },
    durationMonths: 12,
    conditional: false,
    conditions: '',
    replyDeadline: null,
    emailSubject: 'Offer',
    receivedAt: '2026-11-20T02:00:00.000Z',
    recordedByName: '刘顾问',
    ...over,
  };
}

const RATES: Rate[] = [
  {
    currency: 'USD',
    rateToCny: 7,
    asOf: '2026-11-20',
    mine: true,
    platformRate: 7.1,
    platformAsOf: '2026-11-01',
  },
  {
    currency: 'GBP',
    rateToCny: 9,
    asOf: '2026-11-01',
    mine: false,
    platformRate: 9,
    platformAsOf: '2026-11-01',
  },
];
const OFFERS = [
  offer('1', {
    tuition: { amount: 50_000, currency: 'USD' },
    living: { amount: 20_000, currency: 'USD' },
    scholarship: { amount: 10_000, currency: 'USD' },
    durationMonths: 24,
    conditional: true,
    conditions: '雅思 7.0',
  }),
  offer('2', {
    tuition: { amount: 30_000, currency: 'GBP' },
    living: { amount: 15_000, currency: 'GBP' },
    scholarship: { amount: 0, currency: 'GBP' },
    durationMonths: 12,
  }),
];

beforeEach(() => {
  session.token = 'tok-1';
  session.user = { ...student, vipLevel: 'ADVISOR' };
});

describe('申请递交', () => {
  it('delivers two checked applications in one batch after the confirmation', async () => {
    let delivered = false;
    const bodies: unknown[] = [];
    server.use(
      mswHttp.get(API.application.selected, () =>
        ok({
          list: [
            row(
              '1',
              application(
                '1',
                delivered ? { state: 'SUBMITTED', submittedAt: '2026-11-24T02:00:00.000Z' } : {},
              ),
            ),
            row(
              '2',
              application(
                '2',
                delivered ? { state: 'SUBMITTED', submittedAt: '2026-11-24T02:00:00.000Z' } : {},
              ),
            ),
            row('3', null),
          ],
        }),
      ),
      mswHttp.post(API.application.batchDeliver, async ({ request }) => {
        bodies.push(await request.json());
        delivered = true;
        return ok({
          list: [application('1', { state: 'SUBMITTED' }), application('2', { state: 'SUBMITTED' })],
        });
      }),
    );
    renderWithApp(() => <ApplicationsPanel />);
    const cards = await screen.findAllByTestId('application-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[2] as HTMLElement).getByRole('button', { name: '加入申请' })).toBeTruthy();
    const batch = screen.getByRole('button', { name: /批量递交/ });
    expect(batch).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('checkbox', { name: '选择 学校1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 学校2' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '批量递交（2）' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: '批量递交（2）' }));
    const confirm = await screen.findByTestId('batch-confirm');
    expect(within(confirm).getByText('学校1')).toBeTruthy();
    expect(within(confirm).getByText('学校2')).toBeTruthy();
    expect(bodies).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认递交' }));

    await waitFor(() => expect(bodies).toEqual([{ applicationIds: ['1', '2'] }]));
    await waitFor(() =>
      expect(screen.getAllByTestId('application-state').map((chip) => chip.textContent)).toEqual([
        '已递交',
        '已递交',
      ]),
    );
    expect(screen.queryByRole('checkbox', { name: '选择 学校1' })).toBeNull();
  });

  it('shows the refusal of a batch in the dialog and changes nothing', async () => {
    server.use(
      mswHttp.get(API.application.selected, () =>
        ok({ list: [row('1', application('1')), row('2', application('2'))] }),
      ),
      mswHttp.post(API.application.batchDeliver, () =>
        fail(410, '以下申请不是“准备中”，未递交任何申请：学校2'),
      ),
    );
    renderWithApp(() => <ApplicationsPanel />);
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择 学校1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 学校2' }));
    fireEvent.click(await screen.findByRole('button', { name: '批量递交（2）' }));
    fireEvent.click(
      within(await screen.findByTestId('batch-confirm')).getByRole('button', { name: '确认递交' }),
    );
    expect(await screen.findByText('以下申请不是“准备中”，未递交任何申请：学校2')).toBeTruthy();
    expect(screen.getAllByTestId('application-state').map((chip) => chip.textContent)).toEqual([
      '准备中',
      '准备中',
    ]);
  });
});

describe('录取Offer', () => {
  function serveOffers() {
    server.use(
      mswHttp.post(API.application.offers, () => ok({ list: OFFERS, total: 2, pageIndex: 1, pageSize: 50 })),
      mswHttp.get(API.application.rates, () => ok({ list: RATES })),
    );
  }

  it('compares two offers in CNY at the student’s rates, with the rates and their dates', async () => {
    serveOffers();
    renderWithApp(() => <OffersPanel />);
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '对比（0）' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: '对比 大学1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '对比 大学2' }));
    fireEvent.click(await screen.findByRole('button', { name: '对比（2）' }));
    const table = await screen.findByTestId('offer-compare');
    const cells = (testId: string) =>
      within(within(table).getByTestId(testId))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // 50,000 USD × 7 = 350,000; 30,000 GBP × 9 = 270,000
    expect(cells('compare-tuition')).toEqual(['50,000 USD≈ ¥350,000', '30,000 GBP≈ ¥270,000']);
    expect(cells('compare-living')).toEqual(['20,000 USD≈ ¥140,000', '15,000 GBP≈ ¥135,000']);
    // (350,000 + 140,000) × 2 years; (270,000 + 135,000) × 1 year
    expect(cells('compare-total')).toEqual(['¥980,000', '¥405,000']);
    // minus 10,000 USD × 7 × 2 years
    expect(cells('compare-net')).toEqual(['¥840,000', '¥405,000']);
    const rates = within(table).getByTestId('compare-rates').textContent ?? '';
    expect(rates).toContain('1 USD = 7 元（2026-11-20，自定义）');
    expect(rates).toContain('1 GBP = 9 元（2026-11-01）');
    expect(within(table).getByText('有条件：雅思 7.0')).toBeTruthy();
  });

  it('shows the offers kept in IndexedDB with 离线数据 when the network is gone', async () => {
    serveOffers();
    const first = renderWithApp(() => <OffersPanel />);
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(2);
    expect(screen.queryByTestId('offline-note')).toBeNull();
    first.unmount();

    server.use(
      mswHttp.post(API.application.offers, () => HttpResponse.error()),
      mswHttp.get(API.application.rates, () => HttpResponse.error()),
    );
    renderWithApp(() => <OffersPanel />);
    expect((await screen.findByTestId('offline-note')).textContent).toContain('离线数据');
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards.map((card) => within(card).getByText(/^大学/).textContent)).toEqual(['大学1', '大学2']);
    expect(screen.getByRole('button', { name: '录入Offer' })).toHaveProperty('disabled', true);
  });

  it('another user on the same device does not see the kept offers', async () => {
    serveOffers();
    const first = renderWithApp(() => <OffersPanel />);
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(2);
    first.unmount();
    session.user = { ...student, id: 'u-9999' };
    server.use(
      mswHttp.post(API.application.offers, () => HttpResponse.error()),
      mswHttp.get(API.application.rates, () => HttpResponse.error()),
    );
    renderWithApp(() => <OffersPanel />);
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.queryByTestId('offer-card')).toBeNull();
  });
});

describe('截止日期', () => {
  const deadline = (id: string, date: string): Deadline => ({
    id,
    applicationId: null,
    chosenId: `c-${id}`,
    universityName: `学校${id}`,
    round: 'RD',
    date,
    time: null,
    timeZone: null,
    note: '',
    createdByName: '自己',
  });

  it('labels the days left in Beijing and colours them at 3, 7 and 14 days', async () => {
    // 2026-11-24 23:30 in Beijing
    const now = new Date(Date.parse('2026-11-24T15:30:00Z'));
    renderWithApp(() => (
      <DeadlineList
        now={now}
        deadlines={[
          deadline('a', '2026-11-23'),
          deadline('b', '2026-11-24'),
          deadline('c', '2026-11-27'),
          deadline('d', '2026-12-01'),
          deadline('e', '2026-12-08'),
          deadline('f', '2026-12-24'),
        ]}
      />
    ));
    const chips = await screen.findAllByTestId('deadline-days');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '已截止',
      '今天截止',
      '还剩 3 天',
      '还剩 7 天',
      '还剩 14 天',
      '还剩 30 天',
    ]);
    expect(chips.map((chip) => chip.getAttribute('data-palette'))).toEqual([
      'gray',
      'red',
      'red',
      'orange',
      'yellow',
      'gray',
    ]);
  });
});

describe('console applications section', () => {
  it('moves an application with a note and records nothing else', async () => {
    const bodies: unknown[] = [];
    const view: ConsoleApplications = {
      applications: [application('1', { state: 'SUBMITTED' })],
      offers: [],
      deadlines: [],
      selected: [row('1', application('1', { state: 'SUBMITTED' }))],
    };
    server.use(
      mswHttp.get(API.console.applications, ({ request }) => {
        expect(new URL(request.url).searchParams.get('studentId')).toBe('s-1');
        return ok(view);
      }),
      mswHttp.post(API.console.applications, async ({ request }) => {
        bodies.push(await request.json());
        return ok(application('1', { state: 'INTERVIEW' }));
      }),
    );
    renderWithApp(() => <ConsoleApplicationSection studentId="s-1" />);
    const select = await screen.findByRole('combobox', { name: '学校1 状态' });
    fireEvent.change(select, { target: { value: 'INTERVIEW' } });
    fireEvent.change(screen.getByRole('textbox', { name: '学校1 备注' }), {
      target: { value: '12月5日面试' },
    });
    fireEvent.click(screen.getByRole('button', { name: '更新状态' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ applicationId: '1', state: 'INTERVIEW', note: '12月5日面试' }]),
    );
  });
});

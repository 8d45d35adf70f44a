import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import {
  APPOINTMENT_MESSAGES as M,
  type ActivitySignup,
  type AdmissionSession,
  type Appointment,
  type AppointmentConfig,
  type SessionPage,
} from '@/contract/appointment';
import type { Activity } from '@/contract/catalog';
import { RESULT_CODE } from '@/contract/result-codes';
import { ActivitySignupButton } from '@/features/appointment/components/activity-signup-button';
import { MyAppointments } from '@/features/appointment/components/my-appointments';
import { SessionListPage, type SessionSearch } from '@/features/appointment/components/session-list-page';
import { clearSession, saveSession } from '@/lib/session';
import { setToastSink, type ShownToast } from '@/lib/toast';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { renderWithApp } from './render';

function session(id: string, over: Partial<AdmissionSession> = {}): AdmissionSession {
  return {
    id,
    universityId: `u-${id}`,
    universityNameCn: `示例大学${id}`,
    universityNameEn: `Example University ${id}`,
    countryCode: 'GB',
    countryName: '英国',
    kind: '02',
    kindName: '校园参观',
    title: `示例大学${id}校园参观`,
    online: false,
    location: '英国·伦敦（校园访客中心集合）',
    startAt: '2026-12-05T10:00:00.000Z',
    endAt: '2026-12-05T15:30:00.000Z',
    timeZone: 'Europe/London',
    capacity: 40,
    booked: 10,
    remaining: 30,
    state: 'open',
    stateName: '可预约',
    description: '示例场次：由在校学生带领参观校园。',
    ...over,
  };
}

const CONFIG = (s: AdmissionSession): AppointmentConfig => ({
  session: s,
  slots: [
    {
      id: `${s.id}-s1`,
      startAt: '2026-12-05T10:00:00.000Z',
      endAt: '2026-12-05T11:30:00.000Z',
      capacity: 20,
      booked: 20,
      remaining: 0,
    },
    {
      id: `${s.id}-s2`,
      startAt: '2026-12-05T14:00:00.000Z',
      endAt: '2026-12-05T15:30:00.000Z',
      capacity: 20,
      booked: 10,
      remaining: 10,
    },
  ],
});

function page(list: AdmissionSession[]): SessionPage {
  return {
    list,
    total: list.length,
    pageIndex: 1,
    pageSize: 10,
    countries: [
      { code: 'GB', name: '英国' },
      { code: 'US', name: '美国' },
    ],
  };
}

let toasts: ShownToast[] = [];
beforeEach(() => {
  toasts = [];
  setToastSink({ create: (t) => toasts.push(t), isVisible: () => false });
});
afterEach(() => setToastSink(null));

function VisitList({ initial = {} }: { initial?: SessionSearch }) {
  const [search, setSearch] = useState<SessionSearch>(initial);
  return (
    <>
      <div data-testid="search">{JSON.stringify(search)}</div>
      <SessionListPage kind="02" search={search} onSearch={setSearch} />
    </>
  );
}

describe('/visit and /admission lists', () => {
  it('lists sessions with their places left and sends the filters', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      mswHttp.get(API.appointment.visitPage, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return ok(
          page([
            session('1'),
            session('2', { remaining: 1, booked: 39 }),
            session('3', { state: 'full', stateName: '已约满', remaining: 0, booked: 40 }),
            session('4', { state: 'ended', stateName: '已结束' }),
          ]),
        );
      }),
    );
    renderWithApp(() => <VisitList />);
    const cards = await screen.findAllByTestId('session-card');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByTestId('session-places').textContent).toBe('剩余 30 / 40 个名额');
    expect(within(cards[1]!).getByTestId('session-places').textContent).toBe('剩余 1 / 40 个名额');
    expect(within(cards[2]!).getByRole('button', { name: '已约满' })).toHaveProperty('disabled', true);
    expect(within(cards[3]!).getByRole('button', { name: '已结束' })).toHaveProperty('disabled', true);
    expect(within(cards[0]!).getByText('12月5日周六 10:00–15:30（当地时间）')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('session-countries')).getByRole('button', { name: '英国' }));
    fireEvent.click(within(screen.getByTestId('session-forms')).getByRole('button', { name: '线下' }));
    await waitFor(() => expect(queries.at(-1)?.get('online')).toBe('0'));
    expect(queries.at(-1)?.get('countryCode')).toBe('GB');
    expect(JSON.parse(screen.getByTestId('search').textContent ?? '{}')).toMatchObject({
      countryCode: 'GB',
      online: '0',
    });
  });

  it('shows 已预约 on the sessions the signed-in student booked, the last place taken by them too', async () => {
    const full = session('3', { state: 'full', stateName: '已约满', remaining: 0, booked: 40 });
    const kinds: (string | null)[] = [];
    server.use(
      mswHttp.get(API.appointment.visitPage, () => ok(page([session('1'), full]))),
      mswHttp.get(API.appointment.admissionTask, ({ request }) => {
        kinds.push(new URL(request.url).searchParams.get('kind'));
        const mine: Appointment = {
          id: 'a-9',
          slotId: '3-s1',
          slotStartAt: full.startAt,
          slotEndAt: full.endAt,
          contactName: '李同学',
          contactPhone: '13912345678',
          note: '',
          createdAt: '2026-11-24T08:00:00.000Z',
          session: full,
        };
        return ok([mine]);
      }),
    );
    await saveSession('tok-1', student);
    try {
      renderWithApp(() => <VisitList />);
      await waitFor(() => expect(screen.getAllByTestId('session-booked')).toHaveLength(1));
      const cards = screen.getAllByTestId('session-card');
      expect(within(cards[1]!).getByRole('button', { name: '已预约' })).toHaveProperty('disabled', true);
      expect(within(cards[1]!).queryByText('已约满')).toBeNull();
      expect(within(cards[0]!).getByRole('button', { name: '预约参观' })).toHaveProperty('disabled', false);
      expect(kinds).toEqual(['02']);
    } finally {
      await clearSession();
    }
  });

  it('shows the empty state', async () => {
    server.use(mswHttp.get(API.appointment.visitPage, () => ok(page([]))));
    renderWithApp(() => <VisitList initial={{ countryCode: 'US' }} />);
    expect(await screen.findByText('暂无符合条件的访校活动')).toBeTruthy();
  });
});

describe('the appointment form', () => {
  function setup(answer: () => Response) {
    const sent: unknown[] = [];
    const s = session('1');
    server.use(
      mswHttp.get(API.appointment.visitPage, () => ok(page([s]))),
      mswHttp.get(API.appointment.config, () => ok(CONFIG(s))),
      mswHttp.post(API.appointment.add, async ({ request }) => {
        sent.push(await request.json());
        return answer();
      }),
    );
    renderWithApp(() => <VisitList />);
    return { sent, s };
  }

  async function openForm() {
    fireEvent.click(await screen.findByRole('button', { name: '预约参观' }));
    const dialog = await screen.findByTestId('appointment-dialog');
    await within(dialog).findAllByRole('radio');
    return dialog;
  }

  it('offers the config slots (a full one disabled), validates and books', async () => {
    const booked: Appointment = {
      id: 'a-1',
      slotId: '1-s2',
      slotStartAt: '2026-12-05T14:00:00.000Z',
      slotEndAt: '2026-12-05T15:30:00.000Z',
      contactName: '李同学',
      contactPhone: '13912345678',
      note: '',
      createdAt: '2026-11-24T08:00:00.000Z',
      session: session('1'),
    };
    const { sent } = setup(() => ok(booked));
    const dialog = await openForm();
    const slots = within(dialog).getAllByRole('radio');
    expect(slots).toHaveLength(2);
    expect(slots[0]).toHaveProperty('disabled', true);
    expect(slots[0]!.textContent).toContain('已约满');
    expect(slots[1]!.textContent).toContain('剩余 10 个名额');

    fireEvent.click(within(dialog).getByRole('button', { name: '确认预约' }));
    expect(await within(dialog).findByText(M.slotRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.contactName)).toBeTruthy();
    expect(within(dialog).getByText('请输入正确的手机号')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.click(slots[1]!);
    fireEvent.change(within(dialog).getByLabelText(/联系人姓名/), { target: { value: '李同学' } });
    fireEvent.change(within(dialog).getByLabelText(/手机号/), { target: { value: '13912345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认预约' }));
    expect(await within(dialog).findByTestId('appointment-booked')).toBeTruthy();
    expect(sent).toEqual([
      { sessionId: '1', slotId: '1-s2', contactName: '李同学', contactPhone: '13912345678', note: '' },
    ]);
    expect(toasts.map((t) => t.message)).toContain(M.booked);
  });

  for (const message of [M.alreadyBooked, M.full, M.ended]) {
    it(`shows the server's refusal: ${message}`, async () => {
      setup(() => fail(RESULT_CODE.ERROR, message, { status: 409 }));
      const dialog = await openForm();
      fireEvent.click(within(dialog).getAllByRole('radio')[1]!);
      fireEvent.change(within(dialog).getByLabelText(/联系人姓名/), { target: { value: '李同学' } });
      fireEvent.change(within(dialog).getByLabelText(/手机号/), { target: { value: '13912345678' } });
      fireEvent.click(within(dialog).getByRole('button', { name: '确认预约' }));
      expect((await within(dialog).findByTestId('appointment-refusal')).textContent).toBe(message);
    });
  }
});

const ACTIVITY: Activity = {
  id: 'act-1',
  universityId: 'u-1',
  universityNameCn: '示例大学',
  title: '示例大学校园开放日',
  kindName: '校园开放日',
  status: '02',
  statusName: '报名中',
  startAt: '2026-12-05T01:00:00.000Z',
  endAt: '2026-12-05T09:00:00.000Z',
  online: false,
  location: '英国·伦敦（校园内）',
  description: '示例',
  capacity: 200,
  booked: 199,
  remaining: 1,
  timeZone: 'Europe/London',
};

describe('我的预约', () => {
  it('lists appointments and sign-ups and cancels them', async () => {
    let appointments: Appointment[] = [
      {
        id: 'a-1',
        slotId: '1-s2',
        slotStartAt: '2026-12-05T14:00:00.000Z',
        slotEndAt: '2026-12-05T15:30:00.000Z',
        contactName: '李同学',
        contactPhone: '13912345678',
        note: '想了解工程学院',
        createdAt: '2026-11-24T08:00:00.000Z',
        session: session('1'),
      },
      {
        id: 'a-2',
        slotId: '2-s1',
        slotStartAt: '2026-11-05T14:00:00.000Z',
        slotEndAt: '2026-11-05T15:30:00.000Z',
        contactName: '李同学',
        contactPhone: '13912345678',
        note: '',
        createdAt: '2026-10-24T08:00:00.000Z',
        session: session('2', { state: 'ended', stateName: '已结束', kind: '01', kindName: '招生面试' }),
      },
    ];
    let activities: ActivitySignup[] = [
      { id: 'sg-1', createdAt: '2026-11-20T08:00:00.000Z', activity: ACTIVITY },
    ];
    const cancelled: string[] = [];
    server.use(
      mswHttp.get(API.appointment.mine, () => ok({ appointments, activities })),
      mswHttp.post(API.appointment.cancel, async ({ request }) => {
        const { id } = (await request.json()) as { id: string };
        cancelled.push(id);
        appointments = appointments.filter((a) => a.id !== id);
        return ok({ id });
      }),
      mswHttp.post(API.appointment.activityCancel, async ({ request }) => {
        const { id } = (await request.json()) as { id: string };
        cancelled.push(id);
        activities = activities.filter((a) => a.id !== id);
        return ok({ id });
      }),
    );
    renderWithApp(() => <MyAppointments />);
    const rows = await screen.findAllByTestId('my-appointment');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('示例大学1校园参观')).toBeTruthy();
    expect(within(rows[0]!).getByText('备注：想了解工程学院')).toBeTruthy();
    // an ended appointment cannot be cancelled
    expect(within(rows[1]!).queryByRole('button', { name: '取消预约' })).toBeNull();
    expect(screen.getAllByTestId('my-activity')).toHaveLength(1);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: '取消预约' }));
    await waitFor(() => expect(screen.getAllByTestId('my-appointment')).toHaveLength(1));
    fireEvent.click(within(screen.getByTestId('my-activity')).getByRole('button', { name: '取消报名' }));
    await waitFor(() => expect(screen.queryByTestId('my-activity')).toBeNull());
    expect(screen.getByText('还没有报名活动')).toBeTruthy();
    expect(cancelled).toEqual(['a-1', 'sg-1']);
    expect(toasts.map((t) => t.message)).toEqual([M.cancelled, M.signupCancelled]);
  });
});

describe('报名 on an activity', () => {
  it('signs up, shows the places left and 已报名', async () => {
    let signup: ActivitySignup | null = null;
    server.use(
      mswHttp.get(API.appointment.activitySignupOf, () => ok(signup)),
      mswHttp.post(API.appointment.activitySignup, () => {
        signup = {
          id: 'sg-1',
          createdAt: '2026-11-24T08:00:00.000Z',
          activity: { ...ACTIVITY, booked: 200, remaining: 0 },
        };
        return ok(signup);
      }),
    );
    renderWithApp(() => <ActivitySignupButton activity={ACTIVITY} />);
    expect(await screen.findByText('名额：剩余 1 / 200')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '报名' }));
    expect(await screen.findByRole('button', { name: '已报名' })).toBeTruthy();
    expect(screen.getByText('名额：剩余 0 / 200')).toBeTruthy();
    expect(toasts.map((t) => t.message)).toContain(M.signedUp);
  });

  it('shows 该活动名额已满 from the server, and a closed registration', async () => {
    server.use(
      mswHttp.get(API.appointment.activitySignupOf, () => ok(null)),
      mswHttp.post(API.appointment.activitySignup, () =>
        fail(RESULT_CODE.ERROR, M.activityFull, { status: 409 }),
      ),
    );
    const view = renderWithApp(() => <ActivitySignupButton activity={ACTIVITY} />);
    fireEvent.click(await screen.findByRole('button', { name: '报名' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.activityFull);
    view.unmount();
    renderWithApp(() => (
      <ActivitySignupButton activity={{ ...ACTIVITY, status: '04', statusName: '已结束' }} />
    ));
    expect(await screen.findByRole('button', { name: '活动已结束' })).toHaveProperty('disabled', true);
  });
});

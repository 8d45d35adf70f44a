import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import type { CurrentUser } from '@/contract/user';
import { chooseService } from '@/features/service-mode/state/choose-service';
import {
  SERVICE_CHOICES,
  decideOnboarding,
  markSelectorShown,
  onboardingDevice,
  openedFromSharedLink,
  putSelectorOff,
  SELECTOR_LATER_MS,
  stepAfterProfileSaved,
} from '@/features/service-mode/state/service-mode';
import { saveSession, session } from '@/lib/session';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';

const USER: CurrentUser = {
  id: '6f1c9d3e-0000-4000-8000-000000000001',
  mobile: '13800000001',
  nameCn: '张同学',
  nickname: null,
  headportraitPreviewUrl: null,
  serviceType: null,
  vipLevel: 'NONE',
  role: 'USER',
};

describe('the service selector and onboarding', () => {
  it('maps each card to the service type its label names', () => {
    expect(SERVICE_CHOICES.map((c) => [c.index, c.title, c.serviceType])).toEqual([
      [0, '资深顾问', 'ADVISOR'],
      [1, 'AI数字顾问', 'ONLINE'],
      [2, 'DIY申请', 'DIY'],
    ]);
    expect(SERVICE_CHOICES[2]?.action).toBe('返回主页');
  });

  const ONLINE = { seen: false, laterUntil: 0, now: 1_000, online: true };

  it('opens the profile dialog for a user without a name, the selector for one without a service type', () => {
    expect(
      decideOnboarding({ loggedIn: true, user: { nameCn: null, serviceType: null }, device: ONLINE }),
    ).toBe('profile');
    // a visitor's "seen" does not hold the selector back from a signed-in student who has not chosen
    const seen = { ...ONLINE, seen: true };
    expect(
      decideOnboarding({ loggedIn: true, user: { nameCn: '张', serviceType: null }, device: seen }),
    ).toBe('selector');
    expect(
      decideOnboarding({ loggedIn: true, user: { nameCn: '张', serviceType: 'DIY' }, device: ONLINE }),
    ).toBeNull();
  });

  it('after ✕ leaves a student without a service type alone on this device for a day, and always offline', () => {
    const student = { loggedIn: true, user: { nameCn: '张', serviceType: null } };
    const now = Date.UTC(2026, 11, 7, 12);
    expect(decideOnboarding({ ...student, device: onboardingDevice(now) })).toBe('selector');
    putSelectorOff(now);
    expect(decideOnboarding({ ...student, device: onboardingDevice(now + 60_000) })).toBeNull();
    expect(
      decideOnboarding({ ...student, device: onboardingDevice(now + SELECTOR_LATER_MS - 1) }),
    ).toBeNull();
    expect(decideOnboarding({ ...student, device: onboardingDevice(now + SELECTOR_LATER_MS) })).toBe(
      'selector',
    );
    expect(decideOnboarding({ ...student, device: { ...ONLINE, online: false } })).toBeNull();
  });

  it('opens the selector for a visitor once per device, kept across tabs (localStorage)', () => {
    expect(decideOnboarding({ loggedIn: false, user: null, device: onboardingDevice() })).toBe('selector');
    markSelectorShown();
    expect(decideOnboarding({ loggedIn: false, user: null, device: onboardingDevice() })).toBeNull();
    sessionStorage.clear();
    expect(decideOnboarding({ loggedIn: false, user: null, device: onboardingDevice() })).toBeNull();
  });

  it('tells a deep page opened from elsewhere from one reached inside the site', () => {
    const origin = 'https://liuxue.example';
    const landed = (pathname: string, navigationType = 'navigate') => ({
      pathname,
      landingPathname: pathname,
      navigationType,
    });
    expect(openedFromSharedLink(landed('/school/detail'), '', origin)).toBe(true);
    expect(openedFromSharedLink(landed('/school/detail'), 'https://weixin.qq.com/', origin)).toBe(true);
    expect(openedFromSharedLink(landed('/school/detail'), `${origin}/schools`, origin)).toBe(false);
    expect(openedFromSharedLink(landed('/'), '', origin)).toBe(false);
    // reached in the app after the page the link opened (登录, then its redirect)
    expect(
      openedFromSharedLink(
        { pathname: '/message', landingPathname: '/login', navigationType: 'navigate' },
        '',
        origin,
      ),
    ).toBe(false);
    // a reload or a step back is the reader's own page again
    expect(openedFromSharedLink(landed('/school/detail', 'reload'), '', origin)).toBe(false);
    expect(openedFromSharedLink(landed('/school/detail', 'back_forward'), '', origin)).toBe(false);
  });

  it('opens the selector after the profile is saved only when there is no service type', () => {
    expect(stepAfterProfileSaved({ serviceType: null })).toBe('selector');
    expect(stepAfterProfileSaved({ serviceType: 'ONLINE' })).toBeNull();
  });

  it('updates a logged-in user to ADVISOR, records the selection and goes to the organizations', async () => {
    await saveSession('t0ken', USER);
    let sent: unknown;
    server.use(
      mswHttp.post(API.user.updateServiceType, async ({ request }) => {
        sent = await request.json();
        return ok({ ...USER, serviceType: 'ADVISOR' });
      }),
    );
    await expect(chooseService(0)).resolves.toBe('/organizations');
    expect(sent).toEqual({ serviceType: 'ADVISOR' });
    expect(session.user?.serviceType).toBe('ADVISOR');
    expect(JSON.parse(sessionStorage.getItem('selected_adviser') ?? '{}')).toMatchObject({
      index: 0,
      serviceType: 'ADVISOR',
    });
    expect(JSON.parse(sessionStorage.getItem('adviser_list') ?? '[]')).toHaveLength(3);
  });

  it('only updates the service type for DIY and records nothing', async () => {
    await saveSession('t0ken', USER);
    server.use(mswHttp.post(API.user.updateServiceType, () => ok({ ...USER, serviceType: 'DIY' })));
    await expect(chooseService(2)).resolves.toBe('/');
    expect(session.user?.serviceType).toBe('DIY');
    expect(sessionStorage.getItem('selected_adviser')).toBeNull();
  });

  it('sends nothing for a visitor', async () => {
    // no handler: any request would fail the test
    await expect(chooseService(1)).resolves.toBe('/organizations');
    expect(JSON.parse(sessionStorage.getItem('selected_adviser') ?? '{}')).toMatchObject({
      serviceType: 'ONLINE',
    });
  });
});

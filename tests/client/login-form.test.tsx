import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import { RESULT_CODE } from '@/contract/result-codes';
import { PRIVACY_TEXT } from '@/contract/ui-text';
import { MESSAGES } from '@/contract/validation';
import { LoginForm } from '@/features/auth/components/login-form';
import type { LoginMode } from '@/features/auth/state/login-rules';

import { fail } from '../mocks/envelope';
import { server } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { renderWithApp } from './render';

/** Answers every captcha with a small SVG; returns the keys asked for. */
function answerCaptchas() {
  const keys: string[] = [];
  server.use(
    mswHttp.get(API.auth.captcha, ({ request }) => {
      keys.push(new URL(request.url).searchParams.get('key') ?? '');
      return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      });
    }),
  );
  return keys;
}

/** Ticks 我已阅读并同意《隐私政策》. */
function tickConsent() {
  fireEvent.click(screen.getByRole('checkbox', { name: PRIVACY_TEXT.consentLabel }));
}

async function renderPasswordLogin() {
  renderWithApp(() => <LoginForm mode="password" onDone={() => undefined} />);
  return screen.findByRole('form', { name: '密码登录' });
}

describe('password login', () => {
  it('shows the captcha image and a click on it asks for a new one', async () => {
    const keys = answerCaptchas();
    await renderPasswordLogin();
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '图形验证码，点击换一张' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
    expect(await screen.findByAltText('图形验证码')).toBeTruthy();
  });

  it('names the missing fields and sends nothing', async () => {
    answerCaptchas();
    await renderPasswordLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText(MESSAGES.phone)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.captcha)).toBeTruthy();
  });

  it('after a refused login keeps the phone and password but asks for a new captcha', async () => {
    const keys = answerCaptchas();
    server.use(mswHttp.post(API.auth.login, () => fail(RESULT_CODE.ERROR, '验证码错误')));
    const toasts = recordToasts();
    await renderPasswordLogin();
    await screen.findByAltText('图形验证码');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Test1234' } });
    fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: 'abcd' } });
    tickConsent();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(toasts.messages()).toContain('验证码错误'));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000001');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('Test1234');
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
  });
});

/** Counts the requests of the three forms that ask for consent; each is refused so no login completes. */
function countAuthRequests() {
  const sent: string[] = [];
  const refuse = (name: string) => () => {
    sent.push(name);
    return fail(RESULT_CODE.ERROR, '验证码错误');
  };
  server.use(
    mswHttp.post(API.auth.smsLogin, refuse('sms')),
    mswHttp.post(API.auth.register, refuse('register')),
    mswHttp.post(API.auth.login, refuse('password')),
  );
  return sent;
}

const SUBMIT: Record<LoginMode, string> = {
  sms: '登录',
  password: '登录',
  register: '注册',
  reset: '重置密码',
};

/** Fills every field of a mode with valid values. */
function fillValid(mode: LoginMode) {
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
  if (mode !== 'password') fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
  if (mode === 'password') {
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Test1234' } });
    fireEvent.change(screen.getByLabelText('图形验证码'), { target: { value: 'abcd' } });
  }
  if (mode === 'register') {
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Test1234' } });
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'Test1234' } });
  }
}

describe('privacy consent', () => {
  for (const mode of ['sms', 'password', 'register'] as const) {
    it(`${mode}: an unticked consent shows ${MESSAGES.privacyConsent} and sends nothing; ticked, it sends`, async () => {
      answerCaptchas();
      const sent = countAuthRequests();
      renderWithApp(() => <LoginForm mode={mode} onDone={() => undefined} />);
      const checkbox = await screen.findByRole('checkbox', { name: PRIVACY_TEXT.consentLabel });
      expect((checkbox as HTMLInputElement).checked).toBe(false);
      const link = screen.getByRole('link', { name: PRIVACY_TEXT.policyLink });
      expect(link.getAttribute('href')).toBe('/privacy');
      expect(link.getAttribute('target')).toBe('_blank');

      fillValid(mode);
      fireEvent.click(screen.getByRole('button', { name: SUBMIT[mode] }));
      expect(await screen.findByText(MESSAGES.privacyConsent)).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toEqual([]);

      tickConsent();
      await waitFor(() => expect(screen.queryByText(MESSAGES.privacyConsent)).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: SUBMIT[mode] }));
      await waitFor(() => expect(sent).toEqual([mode]));
      expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000001');
    });
  }

  it('a password reset does not ask for consent', async () => {
    renderWithApp(() => <LoginForm mode="reset" onDone={() => undefined} />);
    await screen.findByRole('form', { name: '找回密码' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

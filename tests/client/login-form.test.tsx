import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import { RESULT_CODE } from '@/contract/result-codes';
import { MESSAGES } from '@/contract/validation';
import { LoginForm } from '@/features/auth/components/login-form';

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
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(toasts.messages()).toContain('验证码错误'));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000001');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('Test1234');
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
  });
});

/**
 * Issue 12, privacy: another user's record shows only its public fields (id, nickname, avatar).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { CurrentUser } from '../../src/contract/user.ts';
import {
  DEMO,
  authHeaders,
  buildTestApp,
  envelopeOf,
  loginByPassword,
  type TestApp,
} from '../helpers/server.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('find user by id', () => {
  it('gives another user only id, nickname and avatar', async () => {
    const me = await loginByPassword(t, DEMO.student);
    const other = await loginByPassword(t, DEMO.member);
    const response = await t.inject({
      method: 'GET',
      url: `${API.user.findById}/${other.user.id}`,
      headers: authHeaders(me.token),
    });
    expect(response.statusCode).toBe(200);
    const { data } = envelopeOf<Record<string, unknown>>(response);
    expect(data).toEqual({ id: other.user.id, nickname: '小李', headportraitPreviewUrl: null });
    // the real name and the phone number stay private
    expect(response.body).not.toContain('李同学');
    expect(response.body).not.toContain(DEMO.member);
  });

  it('gives the owner their full record', async () => {
    const me = await loginByPassword(t, DEMO.student);
    const response = await t.inject({
      method: 'GET',
      url: `${API.user.findById}/${me.user.id}`,
      headers: authHeaders(me.token),
    });
    const current = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(me.token) });
    const own = envelopeOf<CurrentUser>(response).data;
    expect(own).toEqual(envelopeOf<CurrentUser>(current).data);
    expect(own).toMatchObject({ id: me.user.id, mobile: DEMO.student, nameCn: '张同学' });
  });
});

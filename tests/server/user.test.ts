import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import type { CurrentUser, PublicUser, StudentProfile } from '../../src/contract/user.ts';
import { MESSAGES } from '../../src/contract/validation.ts';
import { usersTable } from '../../server/modules/user/user.table.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  authHeaders,
  envelopeOf,
  loginByPassword,
  loginBySms,
  passwordLogin,
} from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('token validation, logout and the auth guard', () => {
  const t = useTestApp({ eachTest: true });

  it('answers data false for a live token and true for a missing, malformed or unknown one (code 200 both ways)', async () => {
    const { token } = await loginByPassword(t, DEMO.student);
    const validate = (headers: Record<string, string>) =>
      t.inject({ method: 'GET', url: API.auth.validateToken, headers });

    const live = await validate(authHeaders(token));
    expect(live.statusCode).toBe(200);
    expect(envelopeOf(live)).toEqual({ code: 200, message: 'success', data: false });

    expect(envelopeOf(await validate({ 'lt-authorization': token })).data).toBe(false);
    expect(envelopeOf(await validate({})).data).toBe(true);
    expect(envelopeOf(await validate({ 'lt-authorization': 'carrier.nonsense' })).data).toBe(true);
    expect(envelopeOf(await validate(authHeaders('A'.repeat(43)))).data).toBe(true);
  });

  it('expires tokens after their lifetime', async () => {
    const { token } = await loginByPassword(t, DEMO.student);
    t.clock.advance(LIMITS.TOKEN_TTL_MS + 1);
    const response = await t.inject({
      method: 'GET',
      url: API.auth.validateToken,
      headers: authHeaders(token),
    });
    expect(envelopeOf(response).data).toBe(true);
    const current = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(token) });
    expect(current.statusCode).toBe(401);
  });

  it('revokes the token at logout: the current user then answers 401 with code 411', async () => {
    const { token } = await loginBySms(t, DEMO.student);
    const before = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(token) });
    expect(envelopeOf(before).code).toBe(200);

    const logout = await t.inject({ method: 'POST', url: API.auth.logout, headers: authHeaders(token) });
    expect(envelopeOf(logout)).toEqual({ code: 200, message: 'success', data: null });

    const after = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(token) });
    expect(after.statusCode).toBe(401);
    expect(envelopeOf(after)).toEqual({ code: 411, message: '登录已过期', data: null });
    const validate = await t.inject({
      method: 'GET',
      url: API.auth.validateToken,
      headers: authHeaders(token),
    });
    expect(envelopeOf(validate).data).toBe(true);
  });

  it('answers logout without a token with success', async () => {
    const response = await t.inject({ method: 'POST', url: API.auth.logout });
    expect(envelopeOf(response).code).toBe(200);
  });

  it('guards every protected route', async () => {
    const calls = [
      { method: 'GET' as const, url: API.user.current },
      { method: 'GET' as const, url: `${API.user.findById}/00000000-0000-0000-0000-000000000000` },
      { method: 'PUT' as const, url: `${API.user.update}/00000000-0000-0000-0000-000000000000` },
      { method: 'POST' as const, url: API.user.updateServiceType },
      { method: 'POST' as const, url: API.user.updatePassword },
      { method: 'POST' as const, url: API.user.updatePersonalInfo },
      { method: 'GET' as const, url: API.user.profileByUserId },
    ];
    for (const call of calls) {
      const response = await t.inject({ ...call, payload: call.method === 'GET' ? undefined : {} });
      expect(response.statusCode, call.url).toBe(401);
      expect(envelopeOf(response).code, call.url).toBe(411);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses the token of a user locked after sign-in', async () => {
    const { token, user } = await loginBySms(t, DEMO.student);
    // an administrative lock (wrong passwords never lock an account: they delay password login)
    await t.app.db
      .update(usersTable)
      .set({ locked: true, lockReason: 'ADMIN' })
      .where(eq(usersTable.id, user.id));
    const response = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe('user endpoints', () => {
  const t = useTestApp();
  let token: string;
  let me: CurrentUser;

  beforeEach(async () => {
    ({ token, user: me } = await loginByPassword(t, DEMO.noName));
  });

  it('finds another user by id with public fields only', async () => {
    const other = await loginByPassword(t, DEMO.member);
    const response = await t.inject({
      method: 'GET',
      url: `${API.user.findById}/${other.user.id}`,
      headers: authHeaders(token),
    });
    expect(envelopeOf<PublicUser>(response).data).toEqual({
      id: other.user.id,
      nickname: '小李',
      headportraitPreviewUrl: null,
    });
    const missing = await t.inject({
      method: 'GET',
      url: `${API.user.findById}/00000000-0000-4000-8000-000000000000`,
      headers: authHeaders(token),
    });
    expect(envelopeOf(missing)).toEqual({ code: 416, message: '账号不存在', data: null });
    const notUuid = await t.inject({
      method: 'GET',
      url: `${API.user.findById}/42`,
      headers: authHeaders(token),
    });
    expect(envelopeOf(notUuid).code).toBe(416);
  });

  it('updates the service type', async () => {
    const response = await t.inject({
      method: 'POST',
      url: API.user.updateServiceType,
      headers: authHeaders(token),
      payload: { serviceType: 'DIY' },
    });
    expect(envelopeOf<CurrentUser>(response)).toMatchObject({
      code: 200,
      data: { id: me.id, serviceType: 'DIY' },
    });
    const current = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(token) });
    expect(envelopeOf<CurrentUser>(current).data.serviceType).toBe('DIY');

    const invalid = await t.inject({
      method: 'POST',
      url: API.user.updateServiceType,
      headers: authHeaders(token),
      payload: { serviceType: 'VIP' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(envelopeOf(invalid)).toEqual({ code: 410, message: MESSAGES.serviceType, data: null });
  });

  it('updates one’s own user with PUT, and answers 423 for somebody else', async () => {
    const own = await t.inject({
      method: 'PUT',
      url: `${API.user.update}/${me.id}`,
      headers: authHeaders(token),
      payload: { nameCn: ' 赵同学 ', nickname: '小赵', systemType: 1 },
    });
    expect(envelopeOf<CurrentUser>(own)).toMatchObject({
      code: 200,
      data: { nameCn: '赵同学', nickname: '小赵' },
    });

    const other = await loginByPassword(t, DEMO.member);
    const foreign = await t.inject({
      method: 'PUT',
      url: `${API.user.update}/${other.user.id}`,
      headers: authHeaders(token),
      payload: { nameCn: '黑客', systemType: 1 },
    });
    expect(foreign.statusCode).toBe(200);
    expect(envelopeOf(foreign)).toEqual({ code: 423, message: '无访问权限', data: null });

    const missingSystemType = await t.inject({
      method: 'PUT',
      url: `${API.user.update}/${me.id}`,
      headers: authHeaders(token),
      payload: { nameCn: '赵同学' },
    });
    expect(envelopeOf(missingSystemType).code).toBe(410);
  });

  it('changes the password with the old one and signs other sessions out', async () => {
    const other = await loginByPassword(t, DEMO.noName);
    const wrongOld = await t.inject({
      method: 'POST',
      url: API.user.updatePassword,
      headers: authHeaders(token),
      payload: { oldPassword: 'Nope12345', newPassword: 'Changed123' },
    });
    expect(envelopeOf(wrongOld)).toEqual({ code: 417, message: '原密码错误', data: null });

    const changed = await t.inject({
      method: 'POST',
      url: API.user.updatePassword,
      headers: authHeaders(token),
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed123' },
    });
    expect(envelopeOf(changed).code).toBe(200);
    const stillIn = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(token) });
    expect(stillIn.statusCode).toBe(200);
    const signedOut = await t.inject({
      method: 'GET',
      url: API.user.current,
      headers: authHeaders(other.token),
    });
    expect(signedOut.statusCode).toBe(401);
    expect(envelopeOf(await passwordLogin(t, DEMO.noName, 'Changed123')).code).toBe(200);

    // put it back for the other tests of this block
    await t.inject({
      method: 'POST',
      url: API.user.updatePassword,
      headers: authHeaders(token),
      payload: { oldPassword: 'Changed123', newPassword: DEMO_PASSWORD },
    });
  });
});

describe('personal info and profile', () => {
  const t = useTestApp();
  let token: string;
  let me: CurrentUser;

  beforeEach(async () => {
    ({ token, user: me } = await loginByPassword(t, DEMO.noName));
  });

  const valid = {
    nameCn: ' 陈同学 ',
    studyIntentionType: '01',
    schoolProvinceCode: '440000',
    schoolCityCode: '440100',
    schoolId: null,
    schoolName: '广州市执信中学',
    gradeType: '03',
    nickname: '阿陈',
    educationSystem: '01',
    sex: '2',
    abroadCountry: 'GB',
  };

  function save(payload: Record<string, unknown>) {
    return t.inject({
      method: 'POST',
      url: API.user.updatePersonalInfo,
      headers: authHeaders(token),
      payload,
    });
  }

  it('explains what is missing in the profile form', async () => {
    const emptyName = await save({ ...valid, nameCn: '  ' });
    expect(emptyName.statusCode).toBe(400);
    expect(envelopeOf(emptyName)).toEqual({ code: 410, message: MESSAGES.profileName, data: null });

    const { studyIntentionType: _, ...noIntention } = valid;
    expect(envelopeOf(await save(noIntention)).message).toBe(MESSAGES.profileIntention);
    expect(envelopeOf(await save({ ...valid, studyIntentionType: '03' })).message).toBe(
      MESSAGES.profileIntention,
    );
    expect(envelopeOf(await save({ ...valid, schoolCityCode: '' })).message).toBe(MESSAGES.profileCity);
    expect(envelopeOf(await save({ ...valid, schoolName: '校'.repeat(51) })).message).toBe(
      MESSAGES.profileSchoolName,
    );
    expect(envelopeOf(await save({ ...valid, nameCn: '名'.repeat(51) })).message).toBe(MESSAGES.profileName);
  });

  it('saves the profile, sets name and nickname on the account, and returns it by userId', async () => {
    const saved = await save(valid);
    expect(saved.statusCode).toBe(200);
    const expected: StudentProfile = {
      userId: me.id,
      mobile: DEMO.noName,
      nameCn: '陈同学',
      studyIntentionType: '01',
      schoolProvinceCode: '440000',
      schoolCityCode: '440100',
      schoolId: null,
      schoolName: '广州市执信中学',
      gradeType: '03',
      gradeTypeName: '高三',
      nickname: '阿陈',
      educationSystem: '01',
      sex: '2',
      abroadCountry: 'GB',
    };
    expect(envelopeOf<StudentProfile>(saved).data).toEqual(expected);

    const profile = await t.inject({
      method: 'GET',
      url: API.user.profileByUserId,
      query: { userId: me.id },
      headers: authHeaders(token),
    });
    expect(envelopeOf<StudentProfile>(profile).data).toEqual(expected);

    const current = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(token) });
    expect(envelopeOf<CurrentUser>(current).data).toMatchObject({ nameCn: '陈同学', nickname: '阿陈' });

    // saving again overwrites (school cleared, grade changed)
    const resaved = await save({ ...valid, schoolName: '', gradeType: '08' });
    expect(envelopeOf<StudentProfile>(resaved).data).toMatchObject({
      schoolName: null,
      gradeTypeName: '已毕业',
    });
  });

  it('answers a profile without a saved form with empty fields, and 423 for somebody else’s', async () => {
    const member = await loginByPassword(t, DEMO.member);
    const own = await t.inject({
      method: 'GET',
      url: API.user.profileByUserId,
      headers: authHeaders(member.token),
    });
    expect(envelopeOf<StudentProfile>(own).data).toMatchObject({
      userId: member.user.id,
      nameCn: '李同学',
      studyIntentionType: '02',
      gradeTypeName: '大四',
    });
    const foreign = await t.inject({
      method: 'GET',
      url: API.user.profileByUserId,
      query: { userId: member.user.id },
      headers: authHeaders(token),
    });
    expect(envelopeOf(foreign).code).toBe(423);
  });
});

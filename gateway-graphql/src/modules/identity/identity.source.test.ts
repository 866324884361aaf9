import {
  LoginMessage,
  ReasonCode,
  ReasonMessage,
  RestPath,
  RoleId,
  otpCapMessage,
  type LoginRequest,
  type LoginResponse,
} from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../upstream/fake-upstream';
import { LEARNER, fakeRequest } from '../../test/fake-request';
import { IdentitySource } from './identity.source';

const CHOICES = { bearer: false, logoutOtherSessions: false, reactiveConsent: false };

const answer = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  emailId: 'ops@finx.demo',
  partyId: 3003,
  userId: 3,
  userName: 'ops@finx.demo',
  name: 'Ravi Ops',
  role: [{ roleId: RoleId.OPS, roleName: 'OPS' }],
  jwttoken: 'jwt',
  forcePasswordChangeOnNextLoginFlag: '0',
  ...overrides,
});

const identityAs = async (viewer: typeof LEARNER | null = null) => {
  const request = await fakeRequest(viewer);
  return { ...request, identity: new IdentitySource(request.scope) };
};

describe('IdentitySource', () => {
  it('signs in: a session from the answer, the role’s landing route, the first jti kept', async () => {
    const { upstream, identity, session, cookie } = await identityAs();
    upstream.on('POST', RestPath.LOGIN, { ...ok({ responseObject: answer() }), jti: '1.first' });
    const payload = await identity.login({ username: ' ops@finx.demo ', password: 'Demo@1234', ...CHOICES });
    expect(payload).toMatchObject({
      viewer: { id: '3', roleId: RoleId.OPS, landingRoute: '/ops-dashboard', name: 'Ravi Ops' },
      redirectTo: '/ops-dashboard',
      sessionToken: null,
      userErrors: [],
    });
    expect(session.viewer?.partyId).toBe(3003);
    expect(cookie()).toEqual(expect.any(String));
    expect(upstream.callsTo(RestPath.LOGIN)[0]?.body as LoginRequest).toMatchObject({
      userLoginName: 'ops@finx.demo',
      emailId: 'ops@finx.demo',
      role: 'STUDENT',
    });
  });

  it('sends a user who must change the password to the change screen first', async () => {
    const { upstream, identity } = await identityAs();
    const forced = answer({ forcePasswordChangeOnNextLoginFlag: '1' });
    upstream.on('POST', RestPath.LOGIN, { ...ok({ responseObject: forced }), jti: '1.a' });
    const payload = await identity.login({ username: 'ops@finx.demo', password: 'x', ...CHOICES });
    expect(payload.redirectTo).toBe('/changepassword');
  });

  it("puts credential refusals on the login input's fields with the server's words", async () => {
    const { upstream, identity, session } = await identityAs();
    upstream.on(
      'POST',
      RestPath.LOGIN,
      refused(ReasonCode.INVALID_CREDENTIALS),
      refused(ReasonCode.UNKNOWN_EMAIL, 'Not registered here.'),
      refused(ReasonCode.ACCOUNT_SUSPENDED),
    );
    const login = () => identity.login({ username: 'a@finx.demo', password: 'x', ...CHOICES });
    expect((await login()).userErrors).toEqual([
      { code: 'SM-03', field: 'input.password', message: ReasonMessage['SM-03'] },
    ]);
    expect((await login()).userErrors).toEqual([
      { code: 'EMAIL_NOT_REGISTERED', field: 'input.username', message: 'Not registered here.' },
    ]);
    expect((await login()).userErrors).toEqual([
      { code: 'SM-04', field: null, message: ReasonMessage['SM-04'] },
    ]);
    expect(session.viewer).toBeNull();
  });

  it("reads the spec's 'InActive user' signal as the inactive-account message", async () => {
    const { upstream, identity } = await identityAs();
    upstream.on('POST', RestPath.LOGIN, refused(ReasonCode.INVALID_CREDENTIALS, 'InActive user'));
    const payload = await identity.login({ username: 'a@finx.demo', password: 'x', ...CHOICES });
    expect(payload.userErrors).toEqual([
      { code: 'SM-03-INACTIVE', field: null, message: ReasonMessage['SM-03-INACTIVE'] },
    ]);
  });

  it('words a bare DM_02 with its count, the login cap at 4, and passes a worded one on', async () => {
    const { upstream, identity } = await identityAs();
    upstream.on(
      'POST',
      RestPath.LOGIN_WITH_MOBILE,
      refused(ReasonCode.INVALID_OTP_OR_PASSWORD, ReasonMessage.DM_02, { count: 2 }),
      refused(ReasonCode.INVALID_OTP_OR_PASSWORD, ReasonMessage.DM_02, { count: 4 }),
      refused(ReasonCode.INVALID_OTP_OR_PASSWORD, 'Invalid OTP count 3', { count: 3 }),
    );
    const login = () => identity.loginWithMobile({ mobile: '9876543210', otp: '1111', ...CHOICES });
    expect(await login()).toMatchObject({
      attempt: 2,
      userErrors: [{ code: 'DM_02', field: 'input.otp', message: 'Invalid OTP count 2' }],
    });
    expect((await login()).userErrors[0]?.message).toBe(otpCapMessage());
    expect(await login()).toMatchObject({ attempt: 3, userErrors: [{ message: 'Invalid OTP count 3' }] });
  });

  it('refuses blank credentials and malformed numbers on their input paths without calling upstream', async () => {
    const { upstream, identity } = await identityAs();
    await expect(identity.login({ username: '  ', password: 'x', ...CHOICES })).rejects.toMatchObject({
      message: LoginMessage.USERNAME_REQUIRED,
      extensions: { code: 'BAD_USER_INPUT', field: 'input.username' },
    });
    await expect(
      identity.loginWithMobile({ mobile: '12345', otp: '1111', ...CHOICES }),
    ).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'input.mobile' },
    });
    await expect(
      identity.loginWithMobile({ mobile: '9876543210', otp: '12', ...CHOICES }),
    ).rejects.toMatchObject({
      message: 'Please Enter OTP',
      extensions: { field: 'input.otp' },
    });
    expect(upstream.calls).toEqual([]);
  });

  it('signs out here even when the upstream logout fails, and says why', async () => {
    const { upstream, identity, session } = await identityAs(LEARNER);
    upstream.on('POST', RestPath.LOGOUT, refused(ReasonCode.INTERNAL, 'Logout failed upstream'));
    expect(await identity.logout()).toEqual({
      ok: false,
      userErrors: [{ code: 'INTERNAL', field: null, message: 'Logout failed upstream' }],
    });
    expect(session.viewer).toBeNull();
  });
});

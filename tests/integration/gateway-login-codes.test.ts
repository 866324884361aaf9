import { otpCapMessage, ReasonMessage } from '@finx/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LOGIN_CASE_ACCOUNTS } from '@finx/rest-api';
import { maintenanceState, startFakeSocialProviders, type FakeSocialProviders } from '@finx/rest-api/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LearnerHeaderDocument,
  LoginDocument,
  LoginWithFacebookDocument,
  LoginWithGoogleDocument,
  LoginWithMobileDocument,
  RequestOtpDocument,
  ValidateMobileDocument,
  ViewerDocument,
  type FacebookLoginInput,
  type GoogleLoginInput,
  type LoginInput,
  type LoginPayloadFieldsFragment,
  type MobileLoginInput,
} from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { startStack, type CallerOptions, type Stack } from '../src/harness/stack';

// Every login reason code of 000 §8 through the real gateway and rest-api, with the browser's documents.
type Payload = LoginPayloadFieldsFragment;

describe('gateway login reason codes (000 §8)', () => {
  let stack: Stack;
  let providers: FakeSocialProviders;

  beforeAll(async () => {
    providers = await startFakeSocialProviders();
    stack = await startStack({
      restEnv: { ...providers.env, OTP_LIMIT_PER_ADDRESS: '1000', OTP_LIMIT_PER_MOBILE: '1000' },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await providers?.close();
  });

  const login = async (username: string, extra: Partial<LoginInput> = {}, caller: CallerOptions = {}) =>
    dataOf(
      await stack.graphql(LoginDocument, { input: { username, password: DEMO_PASSWORD, ...extra } }, caller),
    ).login;
  const loginWithMobile = async (input: MobileLoginInput, caller: CallerOptions = {}) =>
    dataOf(await stack.graphql(LoginWithMobileDocument, { input }, caller)).loginWithMobile;
  const loginWithGoogle = async (input: GoogleLoginInput, caller: CallerOptions = {}) =>
    dataOf(await stack.graphql(LoginWithGoogleDocument, { input }, caller)).loginWithGoogle;
  const loginWithFacebook = async (input: FacebookLoginInput, caller: CallerOptions = {}) =>
    dataOf(await stack.graphql(LoginWithFacebookDocument, { input }, caller)).loginWithFacebook;
  const codeOf = (payload: Payload) => payload.userErrors.map((error) => error.code);

  const latestOtp = async (mobile: string): Promise<string> => {
    const response = await fetch(`${stack.gatewayUrl}/dev/outbox?to=${mobile}`);
    const messages = (await response.json()) as { channel: string; body: string }[];
    const code = /\b(\d{4})\b/.exec(messages.find((m) => m.channel === 'SMS')?.body ?? '')?.[1];
    if (!code) throw new Error(`no OTP for ${mobile}`);
    return code;
  };
  const sendOtp = async (mobile: string) => {
    const response = await stack.graphql(RequestOtpDocument, { input: { mobile, purpose: 'LOGIN' } });
    expect(dataOf(response).requestOtp).toEqual({ ok: true, userErrors: [] });
    return latestOtp(mobile);
  };

  it('SM-03: a wrong password, on the password field', async () => {
    const payload = await login(DEMO_ACCOUNTS.ops.email, { password: 'Wrong@1' });
    expect(payload.userErrors).toEqual([
      { code: 'SM-03', field: 'input.password', message: ReasonMessage['SM-03'] },
    ]);
  });

  it("SM-03 'InActive user': the access-unauthorized message", async () => {
    const payload = await login(DEMO_ACCOUNTS.inactive.email);
    expect(payload.userErrors).toEqual([
      { code: 'SM-03-INACTIVE', field: null, message: ReasonMessage['SM-03-INACTIVE'] },
    ]);
  });

  it('SM-04 and SM-13: suspended', async () => {
    expect(codeOf(await login(DEMO_ACCOUNTS.suspended.email))).toEqual(['SM-04']);
    const hold = await login(LOGIN_CASE_ACCOUNTS.complianceHold.email);
    expect(hold.userErrors).toEqual([{ code: 'SM-13', field: null, message: ReasonMessage['SM-13'] }]);
  });

  it('SM-12: locked on the third wrong password, whatever comes after', async () => {
    const { email } = DEMO_ACCOUNTS.secondLearner;
    expect(codeOf(await login(email, { password: 'Wrong@1' }))).toEqual(['SM-03']);
    expect(codeOf(await login(email, { password: 'Wrong@2' }))).toEqual(['SM-03']);
    expect(codeOf(await login(email, { password: 'Wrong@3' }))).toEqual(['SM-12']);
    const locked = await login(email);
    expect(locked.userErrors).toEqual([{ code: 'SM-12', field: null, message: ReasonMessage['SM-12'] }]);
  });

  it('unknown and invalid e-mail, on the username field', async () => {
    expect((await login('nobody@finx.demo')).userErrors).toEqual([
      { code: 'EMAIL_NOT_REGISTERED', field: 'input.username', message: ReasonMessage.EMAIL_NOT_REGISTERED },
    ]);
    expect((await login('not-an-email')).userErrors).toEqual([
      { code: 'INVALID_EMAIL', field: 'input.username', message: 'Invalid email address' },
    ]);
  });

  it('SM-07: a second machine is asked, and Yes logs the first one out', async () => {
    const { email } = LOGIN_CASE_ACCOUNTS.twoMachines;
    expect((await login(email, {}, { cookie: 'office' })).viewer?.email).toBe(email);

    const asked = await login(email, {}, { cookie: 'home' });
    expect(asked.viewer).toBeNull();
    expect(asked.userErrors).toEqual([{ code: 'SM-07', field: null, message: ReasonMessage['SM-07'] }]);
    expect(stack.cookiesOf('home').has('finx_sid')).toBe(false);
    // Being asked (and answering No, which sends nothing) leaves the office session working upstream.
    const stillIn = await stack.graphql(LearnerHeaderDocument, undefined, { cookie: 'office' });
    expect(dataOf(stillIn).learnerHeader.id).toBe(`LearnerHeader:${LOGIN_CASE_ACCOUNTS.twoMachines.partyId}`);

    const yes = await login(email, { logoutOtherSessions: true }, { cookie: 'home' });
    expect(yes.viewer?.email).toBe(email);
    // The office machine's session was ended upstream: its next call finds itself signed out.
    const office = await stack.graphql(LearnerHeaderDocument, undefined, { cookie: 'office' });
    expect(errorCodes(office)).toEqual(['UNAUTHENTICATED']);
    // The same browser signing in again replaces its own session and is not asked.
    expect((await login(email, {}, { cookie: 'home' })).userErrors).toEqual([]);
  });

  it('SM-14: consent withdrawn; the retry with reactiveConsent signs in', async () => {
    const { email } = LOGIN_CASE_ACCOUNTS.consentWithdrawn;
    const asked = await login(email, {}, { cookie: 'consent' });
    expect(asked.userErrors).toEqual([{ code: 'SM-14', field: null, message: 'User has withdrawn consent' }]);
    const yes = await login(email, { reactiveConsent: true }, { cookie: 'consent' });
    expect(yes).toMatchObject({ viewer: { email }, redirectTo: '/studentDashboard', userErrors: [] });
  });

  it('SM_11: during maintenance a learner is told to reload home; staff still get in', async () => {
    await stack.restDb
      .insert(maintenanceState)
      .values({ id: 1, deploymentFlag: 1 })
      .onConflictDoUpdate({ target: maintenanceState.id, set: { deploymentFlag: 1 } });
    try {
      const learner = await login(DEMO_ACCOUNTS.tpo.email);
      expect(learner.userErrors).toEqual([{ code: 'SM_11', field: null, message: ReasonMessage.SM_11 }]);
      expect((await login(DEMO_ACCOUNTS.admin.email)).viewer?.email).toBe(DEMO_ACCOUNTS.admin.email);
    } finally {
      await stack.restDb
        .update(maintenanceState)
        .set({ deploymentFlag: 0 })
        .where(eq(maintenanceState.id, 1));
    }
  });

  describe('mobile OTP login', () => {
    const { mobile, email } = LOGIN_CASE_ACCOUNTS.mobileLearner;

    it('FC-01: validateMobile and loginWithMobile both say the number is not registered', async () => {
      const validation = await stack.graphql(ValidateMobileDocument, { input: { mobile: '9111111111' } });
      expect(dataOf(validation).validateMobile.code).toBe('FC-01');
      const payload = await loginWithMobile({ mobile: '9111111111', otp: '1234' });
      expect(payload.userErrors).toEqual([
        {
          code: 'FC-01',
          field: 'input.mobile',
          message: 'Mobile number is not registered. Please try again.',
        },
      ]);
    });

    it('DM_02 with count 1..3, then the cap message at 4; a new OTP signs in', async () => {
      const code = await sendOtp(mobile);
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      for (const attempt of [1, 2, 3]) {
        const payload = await loginWithMobile({ mobile, otp: wrong });
        expect(payload.attempt).toBe(attempt);
        expect(payload.userErrors).toEqual([
          { code: 'DM_02', field: 'input.otp', message: `${ReasonMessage.DM_02} count ${attempt}` },
        ]);
      }
      const capped = await loginWithMobile({ mobile, otp: wrong });
      expect(capped.attempt).toBe(4);
      expect(capped.userErrors[0]?.message).toBe(otpCapMessage());
      expect(otpCapMessage()).toBe(
        'You have made 3 unsuccessful attempts to Login to FinX. Click on Resend OTP.',
      );

      const fresh = await sendOtp(mobile);
      const payload = await loginWithMobile({ mobile, otp: fresh }, { cookie: 'phone' });
      expect(payload).toMatchObject({ viewer: { email }, redirectTo: '/studentDashboard', userErrors: [] });
    });
  });

  describe('social sign-in', () => {
    it('Google: a new person is registered and signed in; forged, foreign and expired tokens are refused', async () => {
      const idToken = await providers.googleIdToken({
        sub: 'g-int-1',
        email: 'gint@finx.demo',
        givenName: 'Tara',
        familyName: 'Bose',
      });
      const payload = await loginWithGoogle({ idToken }, { cookie: 'google' });
      expect(payload).toMatchObject({ viewer: { email: 'gint@finx.demo' }, redirectTo: '/studentDashboard' });
      const viewer = await stack.graphql(ViewerDocument, undefined, { cookie: 'google' });
      expect(dataOf(viewer).viewer).toMatchObject({ name: 'Tara Bose', email: 'gint@finx.demo' });

      for (const bad of [{ forged: true }, { audience: 'other-client' }, { expiresIn: -120 }]) {
        const token = await providers.googleIdToken({ sub: 'g-bad', email: 'bad@finx.demo', ...bad });
        expect(codeOf(await loginWithGoogle({ idToken: token }))).toEqual(['SOCIAL_LOGIN_FAILED']);
      }
    });

    it('Google: an existing e-mail gets the Google id linked and signs in', async () => {
      const { email, userId } = DEMO_ACCOUNTS.admin;
      const idToken = await providers.googleIdToken({ sub: 'g-admin', email });
      const payload = await loginWithGoogle({ idToken, logoutOtherSessions: true });
      expect(payload.viewer).toMatchObject({ email, userId });
      expect(payload.redirectTo).toBe('/admin-dashboard');
    });

    it('Facebook: a token the debug endpoint vouches for signs in; a foreign one is refused', async () => {
      const accessToken = providers.facebookToken({
        id: 'fb-int',
        email: 'fbint@finx.demo',
        firstName: 'Dev',
      });
      const payload = await loginWithFacebook({ accessToken });
      expect(payload.viewer?.email).toBe('fbint@finx.demo');
      const foreign = providers.facebookToken({ id: 'fb-x', email: 'x@finx.demo', appId: '1' });
      expect(codeOf(await loginWithFacebook({ accessToken: foreign }))).toEqual(['SOCIAL_LOGIN_FAILED']);
    });
  });
});

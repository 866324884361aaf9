import {
  type LoginResponse,
  ReasonCode,
  RestPath,
  RoleName,
  type SocialLoginRequest,
  SocialProvider,
} from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { type FakeSocialProviders, startFakeSocialProviders } from '../../testing/fake-social-providers';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;
let providers: FakeSocialProviders;

beforeAll(async () => {
  providers = await startFakeSocialProviders();
  api = await createTestRestApi(providers.env);
});
afterAll(async () => {
  await api?.close();
  await providers?.close();
});

const social = (
  credential: Pick<SocialLoginRequest, 'provider' | 'idToken' | 'accessToken'>,
): SocialLoginRequest => ({
  userLoginName: null,
  emailId: null,
  googleId: null,
  facebookId: null,
  firstName: null,
  lastName: null,
  entryMode: 4,
  isTermsAccepted: 1,
  sendWhatsapp: 'N',
  leadRegister: null,
  role: RoleName.STUDENT,
  logoutOtherSessions: true,
  ...credential,
});

const post = async (path: string, body: SocialLoginRequest) => {
  const client = api.client();
  await client.anonymous();
  return client.post<LoginResponse>(path, body);
};

const userByEmail = async (email: string) =>
  (await api.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST login/social with Google (000 §4)', () => {
  it('registers a new person without a password, then signs them in', async () => {
    const idToken = await providers.googleIdToken({
      sub: 'google-new-1',
      email: 'new.google@finx.demo',
      givenName: 'Isha',
      familyName: 'Gupta',
    });
    const response = await post(RestPath.LOGIN_SOCIAL, social({ provider: SocialProvider.GOOGLE, idToken }));
    expect(response.body.status).toBe('success');
    expect(response.body.responseObject).toMatchObject({
      emailId: 'new.google@finx.demo',
      name: 'Isha Gupta',
    });
    const row = await userByEmail('new.google@finx.demo');
    expect(row).toMatchObject({ googleId: 'google-new-1', passwordHash: null, entryMode: 4, roleId: 5 });
  });

  it('links the Google id to an existing account of the same e-mail and signs in', async () => {
    const { email } = DEMO_ACCOUNTS.tpo;
    const idToken = await providers.googleIdToken({ sub: 'google-tpo', email });
    const response = await post(RestPath.LOGIN_SOCIAL, social({ provider: SocialProvider.GOOGLE, idToken }));
    expect(response.body.status).toBe('success');
    expect(response.body.responseObject?.userId).toBe(DEMO_ACCOUNTS.tpo.userId);
    expect((await userByEmail(email))?.googleId).toBe('google-tpo');
  });

  it.each([
    ['a forged signature', { forged: true }],
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['an expired token', { expiresIn: -60 }],
    ['another issuer', { issuer: 'https://evil.example' }],
  ])('refuses %s', async (_case, options) => {
    const idToken = await providers.googleIdToken({ sub: 'google-x', email: 'x@finx.demo', ...options });
    const response = await post(RestPath.LOGIN_SOCIAL, social({ provider: SocialProvider.GOOGLE, idToken }));
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.SOCIAL_LOGIN_FAILED });
    expect(await userByEmail('x@finx.demo')).toBeUndefined();
  });

  it('refuses an unverified e-mail', async () => {
    const idToken = await providers.googleIdToken({ sub: 'g-u', email: 'u@finx.demo', emailVerified: false });
    const response = await post(RestPath.LOGIN_SOCIAL, social({ provider: SocialProvider.GOOGLE, idToken }));
    expect(response.body.reasonCode).toBe(ReasonCode.SOCIAL_EMAIL_MISSING);
  });

  it('goes through the same checks as any login: a suspended account answers SM-04', async () => {
    const idToken = await providers.googleIdToken({ sub: 'g-s', email: DEMO_ACCOUNTS.suspended.email });
    const response = await post(RestPath.LOGIN_SOCIAL, social({ provider: SocialProvider.GOOGLE, idToken }));
    expect(response.body.reasonCode).toBe(ReasonCode.ACCOUNT_SUSPENDED);
  });
});

describe('POST login/social with Facebook', () => {
  it('registers and signs in a person the debug endpoint vouches for', async () => {
    const accessToken = providers.facebookToken({
      id: 'fb-1',
      email: 'fb.person@finx.demo',
      firstName: 'Kiran',
      lastName: 'Das',
    });
    const response = await post(
      RestPath.LOGIN_SOCIAL,
      social({ provider: SocialProvider.FACEBOOK, accessToken }),
    );
    expect(response.body.status).toBe('success');
    expect((await userByEmail('fb.person@finx.demo'))?.facebookId).toBe('fb-1');
  });

  it('refuses a token issued to another app, an invalid one and an unknown one', async () => {
    for (const accessToken of [
      providers.facebookToken({ id: 'fb-2', email: 'a@finx.demo', appId: '999' }),
      providers.facebookToken({ id: 'fb-3', email: 'b@finx.demo', valid: false }),
      'never-issued',
    ]) {
      const response = await post(
        RestPath.LOGIN_SOCIAL,
        social({ provider: SocialProvider.FACEBOOK, accessToken }),
      );
      expect(response.body.reasonCode).toBe(ReasonCode.SOCIAL_LOGIN_FAILED);
    }
  });
});

describe('POST register/finx/social', () => {
  it('registers a new person and refuses an e-mail that already has an account', async () => {
    const idToken = await providers.googleIdToken({ sub: 'g-reg', email: 'reg.social@finx.demo' });
    const created = await post(
      RestPath.REGISTER_SOCIAL,
      social({ provider: SocialProvider.GOOGLE, idToken }),
    );
    expect(created.body.status).toBe('success');
    const again = await post(RestPath.REGISTER_SOCIAL, social({ provider: SocialProvider.GOOGLE, idToken }));
    expect(again.body.reasonCode).toBe(ReasonCode.EMAIL_ALREADY_REGISTERED);
  });
});

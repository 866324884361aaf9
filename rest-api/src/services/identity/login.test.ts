import {
  Header,
  type LoginResponse,
  ReasonCode,
  ReasonMessage,
  RestPath,
  RoleId,
  RoleName,
} from '@finx/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
});
afterAll(() => api?.close());

const login = (email: string, password = DEMO_PASSWORD) => api.client().login(email, password);

describe('POST login (000 §3, §8)', () => {
  it('signs a learner in with the login response and the first jti', async () => {
    const { learner } = DEMO_ACCOUNTS;
    const response = await login(learner.email);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('success');
    expect(response.body.responseObject).toMatchObject<Partial<LoginResponse>>({
      emailId: learner.email,
      partyId: learner.partyId,
      userId: learner.userId,
      name: 'Priya Sharma',
      role: [{ roleId: learner.roleId, roleName: RoleName.STUDENT }],
      forcePasswordChangeOnNextLoginFlag: '0',
    });
    expect(response.headers[Header.JTI]).toMatch(/^1\.[\w-]+$/);
  });

  it('accepts the e-mail in any case, and in userLoginName alone', async () => {
    const client = api.client();
    await client.anonymous();
    const response = await client.post<LoginResponse>(RestPath.LOGIN, {
      userLoginName: '  Admin@FinX.demo ',
      userPassword: DEMO_PASSWORD,
      role: 'SYSOPSADMIN',
    });
    expect(response.body.responseObject?.role).toEqual([{ roleId: 2, roleName: RoleName.ADMIN }]);
  });

  it('signs the system operations admin in with its own role, named SYSOPSADMIN', async () => {
    const response = await login(DEMO_ACCOUNTS.sysops.email);
    expect(response.body.status).toBe('success');
    expect(response.body.responseObject?.role).toEqual([
      { roleId: RoleId.SYSOPS_ADMIN, roleName: RoleName.SYSOPSADMIN },
    ]);
  });

  it('answers a wrong password with SM-03 in a 200 envelope', async () => {
    const response = await login(DEMO_ACCOUNTS.ops.email, 'Wrong@1234');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.INVALID_CREDENTIALS,
      reasonText: 'Invalid Login Credentials. Please try again',
    });
    expect(response.body.responseObject).toBeNull();
  });

  it('answers an unknown e-mail with EMAIL_NOT_REGISTERED', async () => {
    const response = await login('nobody@finx.demo');
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.UNKNOWN_EMAIL });
    expect(response.body.reasonText).toBe(ReasonMessage.EMAIL_NOT_REGISTERED);
  });

  it('answers a malformed e-mail with INVALID_EMAIL', async () => {
    const response = await login('not-an-email');
    expect(response.body.reasonCode).toBe(ReasonCode.INVALID_EMAIL);
  });

  it('locks the account on the third wrong password and answers SM-12 from then on', async () => {
    const { email } = DEMO_ACCOUNTS.secondLearner;
    expect((await login(email, 'Wrong@1')).body.reasonCode).toBe(ReasonCode.INVALID_CREDENTIALS);
    expect((await login(email, 'Wrong@2')).body.reasonCode).toBe(ReasonCode.INVALID_CREDENTIALS);
    const third = await login(email, 'Wrong@3');
    expect(third.body.reasonCode).toBe(ReasonCode.ACCOUNT_LOCKED);
    expect(third.body.reasonText).toBe(ReasonMessage['SM-12']);
    expect((await login(email)).body.reasonCode).toBe(ReasonCode.ACCOUNT_LOCKED);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { email } = DEMO_ACCOUNTS.tpo;
    await login(email, 'Wrong@1');
    await login(email, 'Wrong@2');
    expect((await login(email)).body.status).toBe('success');
    await login(email, 'Wrong@3');
    await login(email, 'Wrong@4');
    expect((await login(email)).body.status).toBe('success');
  });

  it('answers a suspended account with SM-04', async () => {
    const response = await login(DEMO_ACCOUNTS.suspended.email);
    expect(response.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.ACCOUNT_SUSPENDED });
  });

  // The spec's client told an inactive account by the text 'InActive user'; here the code says it, and the
  // text is the message that code shows (`000 §8` SM-03: 'Access Unauthorized...').
  it('answers an inactive account with SM-03-INACTIVE and its access-unauthorized message', async () => {
    const response = await login(DEMO_ACCOUNTS.inactive.email);
    expect(response.body).toMatchObject({
      reasonCode: ReasonCode.INACTIVE_USER,
      reasonText: ReasonMessage['SM-03-INACTIVE'],
    });
  });

  it('refuses a login body without a password', async () => {
    const client = api.client();
    await client.anonymous();
    const response = await client.post(RestPath.LOGIN, { emailId: DEMO_ACCOUNTS.learner.email });
    expect(response.status).toBe(400);
    expect(response.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
  });
});

describe('POST logout', () => {
  it('needs a user token', async () => {
    const client = api.client();
    await client.anonymous();
    const response = await client.post(RestPath.LOGOUT, { userName: 'x', userId: 1, role: 'STUDENT' });
    expect(response.status).toBe(401);
    expect(response.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
  });

  it("refuses to end another user's session", async () => {
    const client = api.client();
    await client.loginAs(DEMO_ACCOUNTS.learner.email);
    const response = await client.post(RestPath.LOGOUT, {
      userId: DEMO_ACCOUNTS.admin.userId,
      role: 'STUDENT',
    });
    expect(response.status).toBe(403);
    // Refused means nothing ended: the caller's own session still answers user tokens.
    expect(decodeJwt((await client.refreshToken()).body.responseObject ?? '').sub).toBe(
      DEMO_ACCOUNTS.learner.email,
    );
  });

  it('ends only the caller session', async () => {
    const first = api.client();
    const second = api.client();
    await first.loginAs(DEMO_ACCOUNTS.learner.email);
    // One person has one live session (SM-07); the other session belongs to someone else.
    await second.loginAs(DEMO_ACCOUNTS.ops.email);
    const { userId, emailId, partyId } = first.session ?? { userId: 0, emailId: '', partyId: 0 };
    const ended = { token: first.token, jti: first.jti };
    expect((await first.post(RestPath.LOGOUT, { userName: emailId, userId, role: 'STUDENT' })).status).toBe(
      200,
    );
    // The REST session is over: the token and jti it held open nothing any more, even within the jti
    // grace period, and the token call hands out an anonymous token instead of a user one.
    expect({ token: first.token, jti: first.jti }).toEqual(ended);
    const afterwards = await first.get(RestPath.ALERT_COUNT, { query: { partyId } });
    expect(afterwards.status).toBe(401);
    expect(afterwards.body.reasonCode).toBe(ReasonCode.UNAUTHENTICATED);
    expect(decodeJwt((await first.refreshToken()).body.responseObject ?? '').sub).toBe('anonymous');
    expect((await second.refreshToken()).status).toBe(200);
    const query = { query: { partyId: DEMO_ACCOUNTS.ops.partyId } };
    expect((await second.get(RestPath.ALERT_COUNT, query)).status).toBe(200);
  });
});

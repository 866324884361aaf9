import { OtpPurpose, ReasonCode, ReasonMessage, RestPath } from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema/identity';
import { maintenanceState } from '../../db/schema/maintenance';
import { DEMO_ACCOUNTS, LOGIN_CASE_ACCOUNTS } from '../../db/seed';
import { readLatestOtp } from '../../testing/outbox-reader';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi({ OTP_LIMIT_PER_ADDRESS: '1000', OTP_LIMIT_PER_MOBILE: '1000' });
});
afterAll(() => api?.close());

const ASK = { logoutOtherSessions: false };

const requestOtp = async (mobile: string) => {
  const client = api.client();
  await client.anonymous();
  const issued = await client.post(RestPath.OTP, {
    mobileNo: mobile,
    countryCode: '91',
    purpose: OtpPurpose.LOGIN,
  });
  expect(issued.body.status).toBe('success');
  return readLatestOtp(client, mobile);
};

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('SM-07: already logged in on another machine (000 §8)', () => {
  const { email, userId } = LOGIN_CASE_ACCOUNTS.twoMachines;

  it('refuses a second live session unless the caller logs the other one out', async () => {
    const first = api.client();
    expect((await first.login(email, undefined, ASK)).body.status).toBe('success');

    const second = api.client();
    const refused = await second.login(email, undefined, ASK);
    expect(refused.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.ALREADY_LOGGED_IN });
    expect(refused.body.reasonText).toBe(ReasonMessage['SM-07']);

    const taken = await second.login(email, undefined, { logoutOtherSessions: true });
    expect(taken.body.status).toBe('success');
    // The first machine's session is over: its token no longer opens anything.
    const query = { query: { partyId: LOGIN_CASE_ACCOUNTS.twoMachines.partyId } };
    expect((await first.get(RestPath.ALERT_COUNT, query)).status).toBe(401);
    expect((await second.get(RestPath.ALERT_COUNT, query)).status).toBe(200);
  });

  it('does not count a session idle longer than the 20-minute time-out', async () => {
    // The previous test's requests left lastSeen queued behind the hot records; written after the
    // update below, it would make the session live again (greatest of the two).
    await api.sessions.settle();
    await api.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - 21 * 60_000) })
      .where(eq(authSessions.userId, userId));
    expect((await api.client().login(email, undefined, ASK)).body.status).toBe('success');
  });
});

describe('SM-14: consent withdrawn, and reactivation', () => {
  const { email } = LOGIN_CASE_ACCOUNTS.consentWithdrawn;

  it("answers SM-14 with exactly 'User has withdrawn consent'", async () => {
    const response = await api.client().login(email);
    expect(response.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.CONSENT_WITHDRAWN,
      reasonText: 'User has withdrawn consent',
    });
  });

  it('signs in with reactiveConsent and clears the withdrawal for good', async () => {
    const response = await api
      .client()
      .login(email, undefined, { reactiveConsent: true, logoutOtherSessions: true });
    expect(response.body.status).toBe('success');
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row?.consentWithdrawnAt).toBeNull();
    expect((await api.client().login(email)).body.status).toBe('success');
  });
});

describe('suspensions, maintenance', () => {
  it('answers SM-13 for a compliance hold and SM-04 for any other suspension', async () => {
    expect((await api.client().login(LOGIN_CASE_ACCOUNTS.complianceHold.email)).body).toMatchObject({
      reasonCode: ReasonCode.ACCOUNT_SUSPENDED_ALT,
      reasonText: ReasonMessage['SM-13'],
    });
    expect((await api.client().login(DEMO_ACCOUNTS.suspended.email)).body.reasonCode).toBe(
      ReasonCode.ACCOUNT_SUSPENDED,
    );
  });

  it('answers SM_11 to learners while maintenance is on, and still lets staff in', async () => {
    await api.db
      .insert(maintenanceState)
      .values({ id: 1, deploymentFlag: 1 })
      .onConflictDoUpdate({
        target: maintenanceState.id,
        set: { deploymentFlag: 1 },
      });
    try {
      const learner = await api.client().login(DEMO_ACCOUNTS.learner.email);
      expect(learner.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.RELOAD_HOME });
      expect((await api.client().login(DEMO_ACCOUNTS.admin.email)).body.status).toBe('success');
    } finally {
      await api.db.update(maintenanceState).set({ deploymentFlag: 0 }).where(eq(maintenanceState.id, 1));
    }
    expect((await api.client().login(DEMO_ACCOUNTS.learner.email)).body.status).toBe('success');
  });
});

describe('POST loginWithMobile (000 §4, §8)', () => {
  const { mobile, email } = LOGIN_CASE_ACCOUNTS.mobileLearner;

  it('answers FC-01 for a number nobody registered', async () => {
    const response = await api.client().loginWithMobile('9111111111', '1234');
    expect(response.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.MOBILE_NOT_REGISTERED,
      reasonText: 'Mobile number is not registered. Please try again.',
    });
  });

  it('refuses a malformed number or OTP as a contract error', async () => {
    expect((await api.client().loginWithMobile('12345', '1234')).status).toBe(400);
    expect((await api.client().loginWithMobile(mobile, '12')).status).toBe(400);
  });

  it('counts wrong OTPs as DM_02 with count N, up to the cap on the 4th', async () => {
    const code = await requestOtp(mobile);
    const client = api.client();
    for (const count of [1, 2, 3, 4]) {
      const response = await client.loginWithMobile(mobile, wrongCode(code));
      expect(response.body).toMatchObject({
        status: 'fail',
        reasonCode: ReasonCode.INVALID_OTP_OR_PASSWORD,
        responseObject: { count },
      });
    }
    // Past the cap even the right code is refused: only a new OTP (Resend OTP) opens the way again.
    expect((await client.loginWithMobile(mobile, code)).body.reasonCode).toBe(
      ReasonCode.INVALID_OTP_OR_PASSWORD,
    );
    const fresh = await requestOtp(mobile);
    const response = await client.loginWithMobile(mobile, fresh);
    expect(response.body.status).toBe('success');
    expect(response.body.responseObject).toMatchObject({ emailId: email });
  });

  it('spends the OTP on a successful login', async () => {
    const code = await requestOtp(mobile);
    expect((await api.client().loginWithMobile(mobile, code)).body.status).toBe('success');
    expect((await api.client().loginWithMobile(mobile, code)).body.status).toBe('fail');
  });

  it('keeps the verified OTP for the retry after SM-07 and SM-14', async () => {
    const code = await requestOtp(mobile);
    expect((await api.client().loginWithMobile(mobile, code, ASK)).body.reasonCode).toBe(
      ReasonCode.ALREADY_LOGGED_IN,
    );
    const retried = await api.client().loginWithMobile(mobile, code, { logoutOtherSessions: true });
    expect(retried.body.status).toBe('success');

    await api.db.update(users).set({ consentWithdrawnAt: new Date() }).where(eq(users.email, email));
    const next = await requestOtp(mobile);
    expect((await api.client().loginWithMobile(mobile, next)).body.reasonCode).toBe(
      ReasonCode.CONSENT_WITHDRAWN,
    );
    const reactivated = await api
      .client()
      .loginWithMobile(mobile, next, { reactiveConsent: true, logoutOtherSessions: true });
    expect(reactivated.body.status).toBe('success');
  });
});

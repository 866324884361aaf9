import { PASSWORD_FLOW_ACCOUNTS, DEMO_ACCOUNTS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

const PASSWORD = 'Demo@1234';
const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { redirectTo viewer { roleId forcePasswordChange } userErrors { code message } }
}`;
const PAYLOAD = 'ok userErrors { code field message }';

interface Payload {
  ok: boolean;
  userErrors: { code: string; field: string | null; message: string }[];
}

describe('gateway account flows: passwords, maintenance, feedback, consent', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const login = (browser: string, username: string, password = PASSWORD) =>
    stack.graphql<{ login: { redirectTo: string | null; viewer: { forcePasswordChange: boolean } | null } }>(
      LOGIN,
      { input: { username, password } },
      { cookie: browser },
    );

  it('forgot → mailed link → reset → sign in with the new password', async () => {
    const { email } = PASSWORD_FLOW_ACCOUNTS.resetLearner;
    const forgot = await stack.graphql<{ forgotPassword: Payload }>(
      `mutation($email: String!) { forgotPassword(email: $email) { ${PAYLOAD} } }`,
      { email: ` ${email} ` },
    );
    expectNoInternalErrors(forgot);
    expect(forgot.body.data?.forgotPassword).toEqual({ ok: true, userErrors: [] });

    const outbox = (await (await fetch(`${stack.gatewayUrl}/dev/outbox?to=${email}`)).json()) as {
      body: string;
    }[];
    const token = /forgotpasswordnext\?id=([\w-]+)/.exec(outbox[0]?.body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { ${PAYLOAD} } }`;
    const reset = await stack.graphql<{ resetPassword: Payload }>(RESET, {
      input: { token, newPassword: 'Reset@2025' },
    });
    expect(reset.body.data?.resetPassword.ok).toBe(true);
    const reused = await stack.graphql<{ resetPassword: Payload }>(RESET, {
      input: { token, newPassword: 'Other@2025' },
    });
    expect(reused.body.data?.resetPassword.userErrors[0]?.code).toBe('RESET_LINK_INVALID');
    expect((await login('reset', email, 'Reset@2025')).body.data?.login.viewer).not.toBeNull();
  });

  it('a forced change: sign in, change, and the session is over with the role’s login to go to', async () => {
    const { email } = PASSWORD_FLOW_ACCOUNTS.forcedLearner;
    const signIn = await login('forced', email);
    expect(signIn.body.data?.login).toMatchObject({
      redirectTo: '/changepassword',
      viewer: { forcePasswordChange: true },
    });
    const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ${PAYLOAD} redirectTo } }`;
    const weak = await stack.graphql<{ changePassword: Payload }>(
      CHANGE,
      { input: { currentPassword: PASSWORD, newPassword: 'weak' } },
      { cookie: 'forced' },
    );
    expect(weak.body.data?.changePassword.userErrors).toEqual([
      {
        code: 'PASSWORD_POLICY',
        field: 'input.newPassword',
        message: 'Please enter password as per password policy',
      },
    ]);
    const changed = await stack.graphql<{ changePassword: Payload & { redirectTo: string } }>(
      CHANGE,
      { input: { currentPassword: PASSWORD, newPassword: 'Chosen@2025' } },
      { cookie: 'forced' },
    );
    expect(changed.body.data?.changePassword).toEqual({ ok: true, userErrors: [], redirectTo: '/' });
    expect((await stack.graphql('{ viewer { id } }', undefined, { cookie: 'forced' })).body.data).toEqual({
      viewer: null,
    });
    const again = await login('forced-again', email, 'Chosen@2025');
    expect(again.body.data?.login.viewer?.forcePasswordChange).toBe(false);
  });

  it('maintenance is public to read and switched by staff only', async () => {
    const READ = '{ maintenance { id deploymentFlag notificationFlag toDate loginDisabled } }';
    const SET = `mutation($input: MaintenanceInput!) { setMaintenance(input: $input) { deploymentFlag toDate } }`;
    const off = await stack.graphql(READ);
    expect(off.body.data).toEqual({
      maintenance: {
        id: 'maintenance',
        deploymentFlag: false,
        notificationFlag: false,
        toDate: null,
        loginDisabled: false,
      },
    });
    const input = {
      deploymentFlag: true,
      notificationFlag: true,
      startDate: new Date().toISOString(),
      toDate: new Date(Date.now() + 3_600_000).toISOString(),
    };
    await login('learner', DEMO_ACCOUNTS.secondLearner.email);
    expect(errorCodes(await stack.graphql(SET, { input }, { cookie: 'learner' }))).toEqual(['FORBIDDEN']);
    await login('ops', DEMO_ACCOUNTS.ops.email);
    const on = await stack.graphql(SET, { input }, { cookie: 'ops' });
    expectNoInternalErrors(on);
    expect(on.body.data).toMatchObject({ setMaintenance: { deploymentFlag: true } });
    expect((await stack.graphql(READ)).body.data).toMatchObject({ maintenance: { deploymentFlag: true } });
    await stack.graphql(
      SET,
      { input: { deploymentFlag: false, notificationFlag: false } },
      { cookie: 'ops' },
    );
    expect((await stack.graphql(READ)).body.data).toMatchObject({ maintenance: { deploymentFlag: false } });
  });

  it('feedback after sign-out names its author; a mismatched pair is refused', async () => {
    const { email, partyId } = PASSWORD_FLOW_ACCOUNTS.feedbackLearner;
    const SEND = `mutation($input: FeedbackInput!) { submitFeedback(input: $input) { ${PAYLOAD} } }`;
    const sent = await stack.graphql<{ submitFeedback: Payload }>(SEND, {
      input: { rank: 1, concernId: 2, feedbackMsg: 'Slow pages', emailId: email, partyId },
    });
    expect(sent.body.data?.submitFeedback).toEqual({ ok: true, userErrors: [] });
    const missingConcern = await stack.graphql<{ submitFeedback: Payload }>(SEND, {
      input: { rank: 1, emailId: email, partyId },
    });
    expect(missingConcern.body.data?.submitFeedback.userErrors[0]?.message).toBe(
      'You Must Select Type of Concern',
    );
    const stranger = await stack.graphql<{ submitFeedback: Payload }>(SEND, {
      input: { rank: 5, emailId: email, partyId: DEMO_ACCOUNTS.learner.partyId },
    });
    expect(stranger.body.data?.submitFeedback.ok).toBe(false);
  });

  it('unsubscribe works with the footer link only; withdrawing consent ends the session', async () => {
    const { email } = PASSWORD_FLOW_ACCOUNTS.consentLearner;
    await login('consent', email);
    const link = await stack.graphql<{ unsubscribeLink: string }>('{ unsubscribeLink }', undefined, {
      cookie: 'consent',
    });
    const path = link.body.data?.unsubscribeLink ?? '';
    expect(path).toMatch(/^\/unsubscribe-page\?token=[\w-]+$/);
    const UNSUBSCRIBE = `mutation($token: String!) { unsubscribe(token: $token, reason: "Too many") { ${PAYLOAD} } }`;
    const token = new URLSearchParams(path.split('?')[1]).get('token');
    expect(
      (await stack.graphql<{ unsubscribe: Payload }>(UNSUBSCRIBE, { token })).body.data?.unsubscribe.ok,
    ).toBe(true);
    const forged = await stack.graphql<{ unsubscribe: Payload }>(UNSUBSCRIBE, {
      token: Buffer.from(DEMO_ACCOUNTS.learner.email).toString('base64url'),
    });
    expect(forged.body.data?.unsubscribe.userErrors[0]?.code).toBe('UNSUBSCRIBE_LINK_INVALID');

    const withdraw = await stack.graphql<{ withdrawConsent: Payload }>(
      `mutation { withdrawConsent { ${PAYLOAD} } }`,
      undefined,
      { cookie: 'consent' },
    );
    expect(withdraw.body.data?.withdrawConsent.ok).toBe(true);
    expect((await stack.graphql('{ viewer { id } }', undefined, { cookie: 'consent' })).body.data).toEqual({
      viewer: null,
    });
    const relogin = await stack.graphql<{ login: { userErrors: { code: string }[] } }>(
      LOGIN,
      { input: { username: email, password: PASSWORD } },
      { cookie: 'consent-2' },
    );
    expect(relogin.body.data?.login.userErrors[0]?.code).toBe('SM-14');
  });
});

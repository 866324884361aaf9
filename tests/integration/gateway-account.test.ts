import { PASSWORD_FLOW_ACCOUNTS, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangePasswordDocument,
  ForgotPasswordDocument,
  LoginDocument,
  MaintenanceDocument,
  ResetPasswordDocument,
  SetMaintenanceDocument,
  SubmitFeedbackDocument,
  UnsubscribeDocument,
  UnsubscribeLinkDocument,
  ViewerDocument,
  WithdrawConsentDocument,
  type FeedbackInput,
} from '../../client/src/graphql/generated/graphql';
import { dataOf, errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

describe('gateway account flows: passwords, maintenance, feedback, consent', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const viewerOf = async (browser: string) =>
    dataOf(await stack.graphql(ViewerDocument, undefined, { cookie: browser })).viewer;

  it('forgot → mailed link → reset → sign in with the new password', async () => {
    const { email } = PASSWORD_FLOW_ACCOUNTS.resetLearner;
    const forgot = await stack.graphql(ForgotPasswordDocument, { email: ` ${email} ` });
    expect(dataOf(forgot).forgotPassword).toEqual({ ok: true, userErrors: [] });

    const outbox = (await (await fetch(`${stack.gatewayUrl}/dev/outbox?to=${email}`)).json()) as {
      body: string;
    }[];
    const token = /forgotpasswordnext\?id=([\w-]+)/.exec(outbox[0]?.body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    const reset = await stack.graphql(ResetPasswordDocument, { input: { token, newPassword: 'Reset@2025' } });
    expect(dataOf(reset).resetPassword).toEqual({ ok: true, userErrors: [] });
    const reused = await stack.graphql(ResetPasswordDocument, {
      input: { token, newPassword: 'Other@2025' },
    });
    expect(dataOf(reused).resetPassword.userErrors[0]?.code).toBe('RESET_LINK_INVALID');
    const signedIn = await loginAs(stack, email, { browser: 'reset', password: 'Reset@2025' });
    expect(signedIn.viewer.email).toBe(email);
    const old = await stack.graphql(LoginDocument, { input: { username: email, password: DEMO_PASSWORD } });
    expect(dataOf(old).login.userErrors.map((error) => error.code)).toEqual(['SM-03']);
  });

  it('a forced change: sign in, change, and the session is over with the role’s login to go to', async () => {
    const { email } = PASSWORD_FLOW_ACCOUNTS.forcedLearner;
    const forced = await loginAs(stack, email, { browser: 'forced' });
    expect(forced.redirectTo).toBe('/changepassword');
    expect(forced.viewer.forcePasswordChange).toBe(true);
    const weak = await forced.data(ChangePasswordDocument, {
      input: { currentPassword: DEMO_PASSWORD, newPassword: 'weak' },
    });
    expect(weak.changePassword.userErrors).toEqual([
      {
        code: 'PASSWORD_POLICY',
        field: 'input.newPassword',
        message: 'Please enter password as per password policy',
      },
    ]);
    const changed = await forced.data(ChangePasswordDocument, {
      input: { currentPassword: DEMO_PASSWORD, newPassword: 'Chosen@2025' },
    });
    expect(changed.changePassword).toEqual({ ok: true, userErrors: [], redirectTo: '/' });
    expect(await viewerOf('forced')).toBeNull();
    const again = await loginAs(stack, email, { browser: 'forced-again', password: 'Chosen@2025' });
    expect(again.viewer.forcePasswordChange).toBe(false);
  });

  it('maintenance is public to read and switched by staff only', async () => {
    const read = async () => dataOf(await stack.graphql(MaintenanceDocument)).maintenance;
    expect(await read()).toEqual({
      id: 'maintenance',
      startDate: null,
      upgradeNotice: null,
      deploymentFlag: false,
      notificationFlag: false,
      toDate: null,
      loginDisabled: false,
    });
    const input = {
      deploymentFlag: true,
      notificationFlag: true,
      startDate: new Date().toISOString(),
      toDate: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const learner = await loginAs(stack, DEMO_ACCOUNTS.secondLearner.email, { browser: 'learner' });
    expect(errorCodes(await learner.graphql(SetMaintenanceDocument, { input }))).toEqual(['FORBIDDEN']);
    expect((await read()).deploymentFlag).toBe(false);
    const ops = await loginAs(stack, DEMO_ACCOUNTS.ops.email, { browser: 'ops' });
    const on = await ops.data(SetMaintenanceDocument, { input });
    expect(on.setMaintenance).toMatchObject({ deploymentFlag: true });
    expect(await read()).toMatchObject({ deploymentFlag: true, toDate: input.toDate });
    await ops.data(SetMaintenanceDocument, { input: { deploymentFlag: false, notificationFlag: false } });
    expect(await read()).toMatchObject({ deploymentFlag: false });
  });

  it('feedback after sign-out names its author; a mismatched pair is refused', async () => {
    const { email, partyId } = PASSWORD_FLOW_ACCOUNTS.feedbackLearner;
    const send = async (input: FeedbackInput) =>
      dataOf(await stack.graphql(SubmitFeedbackDocument, { input })).submitFeedback;
    expect(await send({ rank: 1, concernId: 2, feedbackMsg: 'Slow pages', emailId: email, partyId })).toEqual(
      {
        ok: true,
        userErrors: [],
      },
    );
    const missingConcern = await send({ rank: 1, emailId: email, partyId });
    expect(missingConcern.userErrors[0]?.message).toBe('You Must Select Type of Concern');
    const stranger = await send({ rank: 5, emailId: email, partyId: DEMO_ACCOUNTS.learner.partyId });
    expect(stranger.ok).toBe(false);
  });

  it('unsubscribe works with the footer link only; withdrawing consent ends the session', async () => {
    const { email } = PASSWORD_FLOW_ACCOUNTS.consentLearner;
    const consent = await loginAs(stack, email, { browser: 'consent' });
    const path = (await consent.data(UnsubscribeLinkDocument)).unsubscribeLink;
    expect(path).toMatch(/^\/unsubscribe-page\?token=[\w-]+$/);
    const token = new URLSearchParams(path.split('?')[1]).get('token') ?? '';
    const unsubscribe = async (value: string) =>
      dataOf(await stack.graphql(UnsubscribeDocument, { token: value, reason: 'Too many' })).unsubscribe;
    expect(await unsubscribe(token)).toEqual({ ok: true, userErrors: [] });
    const forged = await unsubscribe(Buffer.from(DEMO_ACCOUNTS.learner.email).toString('base64url'));
    expect(forged.userErrors[0]?.code).toBe('UNSUBSCRIBE_LINK_INVALID');

    const withdraw = await consent.data(WithdrawConsentDocument);
    expect(withdraw.withdrawConsent.ok).toBe(true);
    expect(await viewerOf('consent')).toBeNull();
    const relogin = await stack.graphql(
      LoginDocument,
      { input: { username: email, password: DEMO_PASSWORD } },
      { cookie: 'consent-2' },
    );
    expect(dataOf(relogin).login.userErrors[0]?.code).toBe('SM-14');
  });
});

import { ReasonCode } from '@finx/domain';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountChecksDocument,
  AnswerCpbfiPromptDocument,
  AnswerMobilePromptDocument,
  CheckStaffEmailDocument,
  RequestOtpDocument,
  SaveSocialMobileDocument,
  SendEmailOtpDocument,
  ValidateRegistrationOtpDocument,
  VerifyEmailOtpDocument,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';

/** The newest 4-digit code mailed or texted to an address or number (the development outbox). */
const latestCode = async (stack: Stack, to: string): Promise<string> => {
  const outbox = (await (await fetch(`${stack.gatewayUrl}/dev/outbox?to=${to}`)).json()) as {
    body: string;
  }[];
  return /\b(\d{4})\b/.exec(outbox[0]?.body ?? '')?.[1] ?? '';
};

describe('gateway account prompts and checks over the student and user-management calls', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('a learner verifies the e-mail with the mailed OTP (a wrong code is refused at `otp`) and answers CPBFI', async () => {
    const { email } = LOAD_LEARNERS[20]!;
    const learner = await loginAs(stack, email, { browser: 'email-otp' });
    expect((await learner.data(AccountChecksDocument)).accountChecks).toMatchObject({
      emailVerified: false,
      hasMobile: true,
      showMobilePrompt: false,
      showCpbfiPrompt: true,
    });
    expect((await learner.data(SendEmailOtpDocument)).sendEmailOtp).toEqual({ ok: true, userErrors: [] });
    const code = await latestCode(stack, email);
    const wrong = (await learner.data(VerifyEmailOtpDocument, { otp: code === '0000' ? '1111' : '0000' }))
      .verifyEmailOtp;
    expect(wrong).toMatchObject({ verified: false, attempt: 1 });
    expect(wrong.userErrors).toEqual([
      { code: ReasonCode.INVALID_OTP_OR_PASSWORD, field: 'otp', message: 'Invalid OTP count 1' },
    ]);
    const right = (await learner.data(VerifyEmailOtpDocument, { otp: code })).verifyEmailOtp;
    expect(right).toMatchObject({ verified: true, userErrors: [], accountChecks: { emailVerified: true } });
    const cpbfi = (await learner.data(AnswerCpbfiPromptDocument, { interested: false })).answerCpbfiPrompt;
    expect(cpbfi.showCpbfiPrompt).toBe(false);
  });

  it('a learner without a mobile sees the pop-up, verifies a number and saves it; staff are refused', async () => {
    const account = LOAD_LEARNERS[21]!;
    await stack.restDb.execute(sql`update users set mobile = null where user_id = ${account.userId}`);
    const learner = await loginAs(stack, account.email, { browser: 'mobile-prompt' });
    expect((await learner.data(AccountChecksDocument)).accountChecks).toMatchObject({
      hasMobile: false,
      showMobilePrompt: true,
    });
    const input = { mobile: '9700099221', otp: '' };
    await learner.data(RequestOtpDocument, { input: { mobile: input.mobile, purpose: 'REGISTER' } });
    input.otp = await latestCode(stack, input.mobile);
    const taken = (
      await learner.data(SaveSocialMobileDocument, {
        input: { ...input, mobile: DEMO_ACCOUNTS.learner.mobile },
      })
    ).saveSocialMobile;
    expect(taken.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.USER_MOBILE_TAKEN, 'input.mobile'],
    ]);
    expect(
      (await learner.data(ValidateRegistrationOtpDocument, { input })).validateRegistrationOtp.verified,
    ).toBe(true);
    const saved = (await learner.data(SaveSocialMobileDocument, { input })).saveSocialMobile;
    expect(saved).toMatchObject({
      userErrors: [],
      accountChecks: { hasMobile: true, showMobilePrompt: false },
    });

    const later = (await learner.data(AnswerMobilePromptDocument, { answer: 'LATER' })).answerMobilePrompt;
    expect(later.showMobilePrompt).toBe(false);
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin' });
    expect(errorCodes(await admin.graphql(AccountChecksDocument))).toEqual(['FORBIDDEN']);
  });

  it('/new-admin’s e-mail check (validate/email): staff hear a taken address at `email`; learners are refused', async () => {
    const admin = await loginAs(stack, DEMO_ACCOUNTS.admin.email, { browser: 'admin-check' });
    const taken = (await admin.data(CheckStaffEmailDocument, { email: DEMO_ACCOUNTS.ops.email }))
      .checkStaffEmail;
    expect(taken).toEqual({
      ok: false,
      userErrors: [{ code: ReasonCode.USER_EMAIL_TAKEN, field: 'email', message: expect.any(String) }],
    });
    const free = (await admin.data(CheckStaffEmailDocument, { email: 'brand.new@finx.demo' }))
      .checkStaffEmail;
    expect(free).toEqual({ ok: true, userErrors: [] });
    const learner = await loginAs(stack, LOAD_LEARNERS[22]!.email, { browser: 'learner-check' });
    expect(errorCodes(await learner.graphql(CheckStaffEmailDocument, { email: 'x@finx.demo' }))).toEqual([
      'FORBIDDEN',
    ]);
  });
});

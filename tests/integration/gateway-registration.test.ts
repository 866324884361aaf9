import { ReasonCode, ReasonMessage, RegistrationText } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternalErrors } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

const ERRORS = 'userErrors { code field message }';
const REQUEST_OTP = `mutation($input: RequestOtpInput!) { requestOtp(input: $input) { ok ${ERRORS} } }`;
const VALIDATE_OTP = `mutation($input: ValidateOtpInput!) {
  validateRegistrationOtp(input: $input) { verified attempt ${ERRORS} } }`;
const VALIDATE_MOBILE = `mutation($input: ValidateMobileInput!) {
  validateMobile(input: $input) { code message canRegister } }`;
const VALIDATE_EMAIL = `mutation($input: ValidateEmailInput!) { validateEmail(input: $input) { ok ${ERRORS} } }`;
const REGISTER = `mutation($input: RegisterInput!) {
  register(input: $input) { viewer { email name roleId landingRoute } redirectTo ${ERRORS} } }`;

interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}
interface OutboxRow {
  to: string;
  channel: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

describe('gateway registration: FC codes, DM_02 counts, register, /dev/outbox', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const outbox = async (to: string): Promise<OutboxRow[]> => {
    const response = await fetch(`${stack.gatewayUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as OutboxRow[];
  };
  const latestOtp = async (mobile: string): Promise<string> => {
    const [sms] = await outbox(mobile);
    const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
    if (!code) throw new Error(`no OTP for ${mobile}`);
    return code;
  };
  const requestOtp = async (mobile: string) => {
    const response = await stack.graphql<{ requestOtp: { ok: boolean; userErrors: UserErrorData[] } }>(
      REQUEST_OTP,
      { input: { mobile, purpose: 'REGISTER' } },
    );
    expectNoInternalErrors(response);
    return response.body.data?.requestOtp;
  };
  const validateOtp = async (mobile: string, otp: string) => {
    const response = await stack.graphql<{
      validateRegistrationOtp: { verified: boolean; attempt: number; userErrors: UserErrorData[] };
    }>(VALIDATE_OTP, { input: { mobile, otp } });
    expectNoInternalErrors(response);
    return response.body.data?.validateRegistrationOtp;
  };
  const validateMobile = async (mobile: string) => {
    const response = await stack.graphql<{
      validateMobile: { code: string; message: string; canRegister: boolean };
    }>(VALIDATE_MOBILE, { input: { mobile } });
    expectNoInternalErrors(response);
    return response.body.data?.validateMobile;
  };

  it.each([
    ['FC-01 for a new number', '9600000001', ReasonCode.MOBILE_NOT_REGISTERED, true],
    ['FC-02 for a staff number', '9820012345', ReasonCode.MOBILE_REGISTERED_OTHER, false],
    ['FC-03 for a registered learner', '9822233445', ReasonCode.MOBILE_ALREADY_REGISTERED, false],
    [
      'FC-04 for a learner with a payment pending',
      '9876543210',
      ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING,
      false,
    ],
  ])('validateMobile answers %s', async (_, mobile, code, canRegister) => {
    const answer = await validateMobile(mobile);
    expect(answer).toMatchObject({ code, canRegister });
    if (
      code === ReasonCode.MOBILE_ALREADY_REGISTERED ||
      code === ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING
    ) {
      expect(answer?.message).toBe(ReasonMessage[code]);
      expect(answer?.message).toMatch(
        /^Mobile number has already been registered\. Please log into the platform/,
      );
    }
    if (code === ReasonCode.MOBILE_REGISTERED_OTHER) expect(answer?.message).toBe(ReasonMessage['FC-02']);
  });

  it('sends the OTP SMS to the outbox, readable at /dev/outbox newest first', async () => {
    expect(await requestOtp('9600000002')).toEqual({ ok: true, userErrors: [] });
    const rows = await outbox('9600000002');
    expect(rows[0]).toMatchObject({ to: '9600000002', channel: 'SMS', subject: null });
    expect(rows[0]?.body).toMatch(/\b\d{4}\b is your FinX OTP/);
    expect(Number.isNaN(Date.parse(rows[0]?.createdAt ?? ''))).toBe(false);
  });

  it("counts wrong OTPs as DM_02 with 'count N' and answers 'Invalid OTP count' at 4", async () => {
    await requestOtp('9600000003');
    const code = await latestOtp('9600000003');
    const wrong = code === '9999' ? '1111' : '9999';
    for (const attempt of [1, 2, 3]) {
      expect(await validateOtp('9600000003', wrong)).toEqual({
        verified: false,
        attempt,
        userErrors: [{ code: 'DM_02', field: 'input.otp', message: `Invalid OTP count ${attempt}` }],
      });
    }
    expect(await validateOtp('9600000003', code)).toEqual({
      verified: false,
      attempt: 4,
      userErrors: [{ code: 'DM_02', field: 'input.otp', message: RegistrationText.OTP_CAP }],
    });
  });

  it('registers a learner, signs them in (viewer is the new learner) and stores the consent', async () => {
    const mobile = '9600000004';
    expect((await validateMobile(mobile))?.code).toBe('FC-01');
    await requestOtp(mobile);
    const otp = await latestOtp(mobile);
    expect((await validateOtp(mobile, otp))?.verified).toBe(true);
    const email = await stack.graphql<{ validateEmail: { ok: boolean } }>(VALIDATE_EMAIL, {
      input: { email: 'Kiran.Das@Mailbox.in' },
    });
    expect(email.body.data?.validateEmail.ok).toBe(true);

    const register = await stack.graphql<{
      register: { viewer: { email: string; name: string } | null; redirectTo: string | null };
    }>(
      REGISTER,
      {
        input: {
          mobile,
          otp,
          firstName: 'Kiran',
          lastName: 'Das',
          email: 'Kiran.Das@Mailbox.in',
          termsAccepted: true,
          messagingConsent: true,
          leadRegister: { college: 'COL7', source: 'campus' },
        },
      },
      { cookie: 'kiran' },
    );
    expectNoInternalErrors(register);
    expect(register.body.data?.register).toMatchObject({
      viewer: { email: 'kiran.das@mailbox.in', name: 'Kiran Das', roleId: 5 },
      redirectTo: '/registerSuccess',
      userErrors: [],
    });
    const viewer = await stack.graphql<{ viewer: { email: string } | null }>(
      '{ viewer { email } }',
      undefined,
      {
        cookie: 'kiran',
      },
    );
    expect(viewer.body.data?.viewer?.email).toBe('kiran.das@mailbox.in');
    const check = await stack.graphql<{ instituteCheck: boolean }>('{ instituteCheck }', undefined, {
      cookie: 'kiran',
    });
    expectNoInternalErrors(check);
    expect(check.body.data?.instituteCheck).toBe(true);

    const [mail] = await outbox('kiran.das@mailbox.in');
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'Verify your E-Mail Id for FinX' });
    const eid = /\/emailVerification\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
    const verify = await stack.graphql<{ verifyEmail: { ok: boolean; message: string } }>(
      'mutation($eid: String!) { verifyEmail(eid: $eid) { ok message } }',
      { eid },
    );
    expect(verify.body.data?.verifyEmail).toEqual({ ok: true, message: RegistrationText.EMAIL_VERIFIED });
    // Registered now: the same number answers FC-03, and the e-mail is taken.
    expect((await validateMobile(mobile))?.code).toBe('FC-03');
    const taken = await stack.graphql<{ validateEmail: { ok: boolean; userErrors: UserErrorData[] } }>(
      VALIDATE_EMAIL,
      { input: { email: 'kiran.das@mailbox.in' } },
    );
    expect(taken.body.data?.validateEmail.userErrors[0]?.code).toBe(ReasonCode.EMAIL_ALREADY_REGISTERED);
  });

  it('refuses registration without a verified OTP', async () => {
    await requestOtp('9600000005');
    const otp = await latestOtp('9600000005');
    const register = await stack.graphql<{ register: { viewer: null; userErrors: UserErrorData[] } }>(
      REGISTER,
      {
        input: {
          mobile: '9600000005',
          otp,
          firstName: 'No',
          lastName: 'Otp',
          email: 'no.otp@mailbox.in',
          termsAccepted: true,
        },
      },
    );
    expectNoInternalErrors(register);
    expect(register.body.data?.register.userErrors[0]?.code).toBe(ReasonCode.OTP_NOT_VERIFIED);
  });

  it('/dev/outbox needs an address and is absent in production', async () => {
    expect((await fetch(`${stack.gatewayUrl}/dev/outbox`)).status).toBe(400);
    const production = await startStack({
      gatewayEnv: { NODE_ENV: 'production', FIELD_CIPHER_SECRET: 'ab'.repeat(32) },
      restEnv: {
        NODE_ENV: 'production',
        FIELD_CIPHER_SECRET: 'ab'.repeat(32),
        JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
        SANDBOX_PAY_IN_PRODUCTION: 'true',
      },
    });
    try {
      expect((await fetch(`${production.gatewayUrl}/dev/outbox?to=9600000002`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

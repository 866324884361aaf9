import { ReasonCode, ReasonMessage, RegistrationText } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InstituteCheckDocument,
  RegisterDocument,
  RequestOtpDocument,
  ValidateEmailDocument,
  ValidateMobileDocument,
  ValidateRegistrationOtpDocument,
  VerifyEmailDocument,
  ViewerDocument,
} from '../../client/src/graphql/generated/graphql';
import { dataOf } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

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
  const requestOtp = async (mobile: string) =>
    dataOf(await stack.graphql(RequestOtpDocument, { input: { mobile, purpose: 'REGISTER' } })).requestOtp;
  const validateOtp = async (mobile: string, otp: string) =>
    dataOf(await stack.graphql(ValidateRegistrationOtpDocument, { input: { mobile, otp } }))
      .validateRegistrationOtp;
  const validateMobile = async (mobile: string) =>
    dataOf(await stack.graphql(ValidateMobileDocument, { input: { mobile } })).validateMobile;
  const validateEmail = async (email: string) =>
    dataOf(await stack.graphql(ValidateEmailDocument, { input: { email } })).validateEmail;

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
  ] as const)('validateMobile answers %s, with its spec message', async (_, mobile, code, canRegister) => {
    expect(await validateMobile(mobile)).toEqual({ code, canRegister, message: ReasonMessage[code] });
  });

  it('FC-03 and FC-04 both send a registered learner to log in', () => {
    for (const code of [ReasonCode.MOBILE_ALREADY_REGISTERED, ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING]) {
      expect(ReasonMessage[code]).toMatch(
        /^Mobile number has already been registered\. Please log into the platform/,
      );
    }
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
    expect((await validateEmail('Kiran.Das@Mailbox.in')).ok).toBe(true);

    const register = await stack.graphql(
      RegisterDocument,
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
    expect(dataOf(register).register).toMatchObject({
      viewer: { email: 'kiran.das@mailbox.in', name: 'Kiran Das', roleId: 5 },
      redirectTo: '/registerSuccess',
      userErrors: [],
    });
    const viewer = await stack.graphql(ViewerDocument, undefined, { cookie: 'kiran' });
    expect(dataOf(viewer).viewer?.email).toBe('kiran.das@mailbox.in');
    const check = await stack.graphql(InstituteCheckDocument, undefined, { cookie: 'kiran' });
    expect(dataOf(check).instituteCheck).toBe(true);

    const [mail] = await outbox('kiran.das@mailbox.in');
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'Verify your E-Mail Id for FinX' });
    const eid = /\/emailVerification\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(eid).toBeDefined();
    // The link leads back to the address the learner registered on (no PUBLIC_URL here: 127.0.0.1:<port>).
    expect(mail?.body).toContain(`${stack.gatewayUrl}/emailVerification/${eid}`);
    const verify = await stack.graphql(VerifyEmailDocument, { eid: eid ?? '' });
    expect(dataOf(verify).verifyEmail).toEqual({
      ok: true,
      message: RegistrationText.EMAIL_VERIFIED,
      userErrors: [],
    });
    // Registered now: the same number answers FC-03, and the e-mail is taken.
    expect((await validateMobile(mobile))?.code).toBe('FC-03');
    const taken = await validateEmail('kiran.das@mailbox.in');
    expect(taken.userErrors[0]?.code).toBe(ReasonCode.EMAIL_ALREADY_REGISTERED);
  });

  it('refuses registration without a verified OTP', async () => {
    await requestOtp('9600000005');
    const otp = await latestOtp('9600000005');
    const register = await stack.graphql(RegisterDocument, {
      input: {
        mobile: '9600000005',
        otp,
        firstName: 'No',
        lastName: 'Otp',
        email: 'no.otp@mailbox.in',
        termsAccepted: true,
      },
    });
    expect(dataOf(register).register.viewer).toBeNull();
    expect(dataOf(register).register.userErrors[0]?.code).toBe(ReasonCode.OTP_NOT_VERIFIED);
  });

  it('/dev/outbox needs an address and is absent in production', async () => {
    expect((await fetch(`${stack.gatewayUrl}/dev/outbox`)).status).toBe(400);
    const production = await startStack({
      gatewayEnv: { NODE_ENV: 'production', FIELD_CIPHER_SECRET: 'ab'.repeat(32) },
      restEnv: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://finx.example.in',
        FIELD_CIPHER_SECRET: 'ab'.repeat(32),
        JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
        SANDBOX_PAY_IN_PRODUCTION: 'true',
        SANDBOX_PAY_KEY_SECRET: 'a-production-sandbox-key-secret-0123456789',
        SANDBOX_PAY_WEBHOOK_SECRET: 'a-production-sandbox-webhook-secret-0123456789',
      },
    });
    try {
      expect((await fetch(`${production.gatewayUrl}/dev/outbox?to=9600000002`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

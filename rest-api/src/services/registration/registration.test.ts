import { type LeadRegister, type LoginResponse, ReasonCode, RestPath, TokenType } from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '../../db/seed';
import { readLatestOtp, readOutbox } from '../../testing/outbox-reader';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { isAcceptableEmailDomain } from './email-domain';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
});
afterAll(() => api?.close());

const verifiedOtp = async (mobileNo: string): Promise<string> => {
  const client = await api.anonymous();
  await client.post(RestPath.OTP, { mobileNo, countryCode: '91' });
  const otp = await readLatestOtp(client, mobileNo);
  expect((await client.post(RestPath.OTP_VALIDATE, { mobileNo, otp })).body.status).toBe('success');
  return otp;
};

const lead = (overrides: Partial<LeadRegister> = {}): LeadRegister => ({
  client: null,
  college: null,
  product: null,
  location: null,
  reference: null,
  source: null,
  medium: null,
  term: null,
  camp: null,
  sourceUrl: null,
  encryptedSourceUrl: null,
  productType: null,
  productID: null,
  ...overrides,
});

const body = (mobileNo: string, OTP: string, emailID: string, extra: Record<string, unknown> = {}) => ({
  mobileNo,
  OTP,
  firstName: 'Asha',
  lastName: 'Rao',
  emailID,
  entryMode: 4,
  isTermsAccepted: 1,
  sendWhatsapp: 'Y',
  role: 'STUDENT',
  leadRegister: lead(),
  ...extra,
});

const register = async (payload: Record<string, unknown>) =>
  (await api.anonymous()).post<LoginResponse>(RestPath.REGISTER, payload);

const validateMobile = async (mobileNo: string) =>
  (await api.anonymous()).get(RestPath.VALIDATE_MOBILE, {
    query: { mobileNo, productID: '', role: 'STUDENT' },
  });

describe('GET student/validatemobile (000 §8 FC-01..FC-04)', () => {
  it.each([
    ['an unknown number', '9700000001', ReasonCode.MOBILE_NOT_REGISTERED],
    ['a staff account', DEMO_ACCOUNTS.admin.mobile, ReasonCode.MOBILE_REGISTERED_OTHER],
    ['a college account', DEMO_ACCOUNTS.tpo.mobile, ReasonCode.MOBILE_REGISTERED_OTHER],
    [
      'a learner without pending payment',
      DEMO_ACCOUNTS.inactive.mobile,
      ReasonCode.MOBILE_ALREADY_REGISTERED,
    ],
    // A paid product in the cart is not a payment started; an order left Initiated is.
    [
      'a learner with paid products in the cart only',
      LOAD_LEARNERS[0]?.mobile ?? '',
      ReasonCode.MOBILE_ALREADY_REGISTERED,
    ],
    [
      'a learner whose orders are all paid',
      DEMO_ACCOUNTS.secondLearner.mobile,
      ReasonCode.MOBILE_ALREADY_REGISTERED,
    ],
    [
      'a learner with an order still Initiated',
      DEMO_ACCOUNTS.learner.mobile,
      ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING,
    ],
  ])('%s answers its code', async (_, mobileNo, code) => {
    expect((await validateMobile(mobileNo)).body.reasonCode).toBe(code);
  });
});

describe('POST register/finx (000 §4)', () => {
  it('registers a verified mobile, signs the learner in and stores the lead register', async () => {
    const otp = await verifiedOtp('9700000010');
    const response = await register(
      body('9700000010', otp, 'Asha.Rao@Mailbox.IN', {
        leadRegister: lead({ college: 'C42', source: 'mail' }),
      }),
    );
    expect(response.body.status).toBe('success');
    expect(response.body.responseObject).toMatchObject({ emailId: 'asha.rao@mailbox.in', name: 'Asha Rao' });
    expect(response.headers.jtitoken).toBeTruthy();
    // The verification mail (template 108) links to /emailVerification/{eid}.
    const [mail] = await readOutbox(api.client(), 'asha.rao@mailbox.in');
    const eid = /\/emailVerification\/([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(eid).toBeTruthy();
    const verify = await (await api.anonymous()).get(RestPath.EMAIL_VERIFICATION, { query: { eid } });
    expect(verify.body).toMatchObject({
      status: 'success',
      responseText: 'Your E-Mail Id has been verified successfully.',
    });
    // The institute check says Y: a college link, no details yet; then saving once turns it to N.
    const learner = api.client();
    learner.token = response.body.responseObject?.jwttoken ?? null;
    learner.tokenType = TokenType.USER;
    learner.jti = response.headers.jtitoken ?? null;
    learner.session = response.body.responseObject;
    const partyId = response.body.responseObject?.partyId;
    expect((await learner.get(RestPath.INSTITUTE, { query: { partyId } })).body.responseObject).toBe('Y');
    const studentID = response.body.responseObject?.userId;
    const bad = await learner.post(RestPath.INSTITUTE, {
      qualificationCertificateId: 4,
      studentID,
      certiNumber: 'BFS12345678',
      batchNumber: 'B1',
    });
    expect(bad.body.reasonText).toBe(
      "Please enter a valid BFS ID (must start with 'BFS' followed by up to 7 digits)",
    );
    const saved = await learner.post(RestPath.INSTITUTE, {
      qualificationCertificateId: 4,
      studentID,
      certiNumber: 'BFS1234',
      batchNumber: 'B1',
    });
    expect(saved.body.status).toBe('success');
    expect((await learner.get(RestPath.INSTITUTE, { query: { partyId } })).body.responseObject).toBe('N');
    // Registered now: FC-03.
    expect((await validateMobile('9700000010')).body.reasonCode).toBe(ReasonCode.MOBILE_ALREADY_REGISTERED);
  });

  it('refuses to register without a verified OTP', async () => {
    const client = await api.anonymous();
    await client.post(RestPath.OTP, { mobileNo: '9700000011', countryCode: '91' });
    const otp = await readLatestOtp(client, '9700000011');
    const response = await register(body('9700000011', otp, 'no.otp@mailbox.in'));
    expect(response.body.reasonCode).toBe(ReasonCode.OTP_NOT_VERIFIED);
  });

  it('refuses a spent OTP: one verification registers once', async () => {
    const otp = await verifiedOtp('9700000012');
    expect((await register(body('9700000012', otp, 'once@mailbox.in'))).body.status).toBe('success');
    const again = await register(body('9700000012', otp, 'twice@mailbox.in'));
    expect(again.body.reasonCode).toBe(ReasonCode.MOBILE_ALREADY_REGISTERED);
  });

  it('refuses a duplicate e-mail, also through emailValidate', async () => {
    const otp = await verifiedOtp('9700000013');
    const response = await register(body('9700000013', otp, DEMO_ACCOUNTS.learner.email.toUpperCase()));
    expect(response.body.reasonCode).toBe(ReasonCode.EMAIL_ALREADY_REGISTERED);
    const check = await (
      await api.anonymous()
    ).get(RestPath.EMAIL_VALIDATE, {
      query: { emailID: DEMO_ACCOUNTS.learner.email, role: 'STUDENT' },
    });
    expect(check.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.EMAIL_ALREADY_REGISTERED });
  });

  it('re-validates every field with the spec message, the terms and the e-mail domain', async () => {
    const otp = await verifiedOtp('9700000014');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: 'A' }, ReasonCode.VALIDATION_FAILED, 'Too Short!'],
      [{ lastName: 'R2' }, ReasonCode.VALIDATION_FAILED, 'Please enter valid Last Name'],
      [{ emailID: 'bad@' }, ReasonCode.VALIDATION_FAILED, 'Invalid E-Mail '],
      [{ isTermsAccepted: 0 }, ReasonCode.TERMS_NOT_ACCEPTED, 'Please select Terms and Conditions'],
      [{ emailID: 'x@mailinator.com' }, ReasonCode.INVALID_EMAIL_DOMAIN, expect.any(String) as never],
    ];
    for (const [extra, code, text] of cases) {
      const response = await register(body('9700000014', otp, 'valid@mailbox.in', extra));
      expect(response.body).toMatchObject({ status: 'fail', reasonCode: code, reasonText: text });
    }
    expect((await register(body('9700000014', otp, 'valid@mailbox.in', { entryMode: 1 }))).status).toBe(400);
  });

  it('holds college and ops sign-ups for approval without signing in', async () => {
    const otp = await verifiedOtp('9700000015');
    const response = await (
      await api.anonymous()
    ).post(RestPath.REGISTER_STAFF, {
      ...body('9700000015', otp, 'tpo.new@college.in'),
      role: 'TPO',
    });
    expect(response.body.status).toBe('success');
    expect(response.body.responseObject).toBeNull();
    expect((await validateMobile('9700000015')).body.reasonCode).toBe(ReasonCode.MOBILE_REGISTERED_OTHER);
  });
});

describe('email domain rule', () => {
  it.each([
    ['a@mailbox.in', true],
    ['a@gmail.com', true],
    ['a@sub.mailinator.com', false],
    ['a@yopmail.com', false],
    ['a@host.test', false],
    ['a@-bad.in', false],
    ['a@nodot', false],
  ])('%s -> %s', (email, ok) => expect(isAcceptableEmailDomain(email)).toBe(ok));
});

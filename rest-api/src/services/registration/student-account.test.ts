import {
  type LeadRegisterDetails,
  type PopupFlag,
  type ProductFromSource,
  ReasonCode,
  ReasonMessage,
  RestPath,
  type UserEmailFlag,
  type UserMobileExistsFlag,
} from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { leadRegisters } from '../../db/schema/registration';
import { DEMO_ACCOUNTS, LOAD_LEARNERS } from '../../db/seed';
import { readLatestOtp, readOutbox } from '../../testing/outbox-reader';
import type { RestTestClient } from '../../testing/rest-test-client';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { emailOtps, popupAnswers } from './registration.schema';

let api: TestRestApi;
let admin: RestTestClient;

beforeAll(async () => {
  api = await createTestRestApi();
  admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
});
afterAll(() => api?.close());

/** A load learner of this file's own (each test takes another), signed in. */
const learnerAt = async (index: number) => {
  const account = LOAD_LEARNERS[index];
  if (!account) throw new Error(`no load learner ${index}`);
  return { account, client: await api.signedIn(account.email) };
};

const withoutMobile = async (userId: number) => {
  await api.db.update(users).set({ mobile: null }).where(eq(users.userId, userId));
};

describe('POST student/validateuser and validateupdateuser', () => {
  it('validateuser: a free e-mail and mobile pass; a taken or malformed one is refused with its code', async () => {
    const visitor = await api.anonymous();
    const check = async (emailID: string, mobileNo: string) =>
      (await visitor.post(RestPath.VALIDATE_USER, { emailID, mobileNo })).body;
    expect((await check('new.person@finx.demo', '9700099001')).status).toBe('success');
    expect((await check(DEMO_ACCOUNTS.learner.email.toUpperCase(), '9700099001')).reasonCode).toBe(
      ReasonCode.EMAIL_ALREADY_REGISTERED,
    );
    expect((await check('not-an-email', '9700099001')).reasonCode).toBe(ReasonCode.INVALID_EMAIL);
    expect((await check('new.person@mailinator.com', '9700099001')).reasonCode).toBe(
      ReasonCode.INVALID_EMAIL_DOMAIN,
    );
    expect((await check('new.person@finx.demo', DEMO_ACCOUNTS.secondLearner.mobile)).reasonCode).toBe(
      ReasonCode.MOBILE_ALREADY_REGISTERED,
    );
    expect((await check('new.person@finx.demo', DEMO_ACCOUNTS.admin.mobile)).reasonCode).toBe(
      ReasonCode.MOBILE_REGISTERED_OTHER,
    );
    const badMobile = await check('new.person@finx.demo', '12345');
    expect(badMobile.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    // The fields are sensitive: in clear text they are refused before any rule runs.
    const plain = await visitor.post(
      RestPath.VALIDATE_USER,
      { emailID: 'x@finx.demo', mobileNo: '9700099001' },
      { encryptBody: false },
    );
    expect(plain.status).toBe(400);
  });

  it('validateupdateuser: the account’s own values pass, another account’s are taken; staff may name anyone', async () => {
    const { account, client } = await learnerAt(0);
    const own = await client.post(RestPath.VALIDATE_UPDATE_USER, {
      userId: account.userId,
      emailID: account.email,
      mobileNo: account.mobile,
    });
    expect(own.body.status).toBe('success');
    const taken = await client.post(RestPath.VALIDATE_UPDATE_USER, {
      userId: account.userId,
      emailID: DEMO_ACCOUNTS.learner.email,
    });
    expect(taken.body.reasonCode).toBe(ReasonCode.USER_EMAIL_TAKEN);
    const mobile = await client.post(RestPath.VALIDATE_UPDATE_USER, {
      userId: account.userId,
      mobileNo: DEMO_ACCOUNTS.learner.mobile,
    });
    expect(mobile.body.reasonCode).toBe(ReasonCode.USER_MOBILE_TAKEN);
    const other = await client.post(RestPath.VALIDATE_UPDATE_USER, {
      userId: DEMO_ACCOUNTS.learner.userId,
      emailID: 'free@finx.demo',
    });
    expect(other.status).toBe(403);
    const byStaff = await admin.post(RestPath.VALIDATE_UPDATE_USER, {
      userId: DEMO_ACCOUNTS.learner.userId,
      emailID: DEMO_ACCOUNTS.learner.email,
    });
    expect(byStaff.body.status).toBe('success');
    const nothing = await client.post(RestPath.VALIDATE_UPDATE_USER, { userId: account.userId });
    expect(nothing.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    expect((await (await api.anonymous()).post(RestPath.VALIDATE_UPDATE_USER, { userId: 1 })).status).toBe(
      401,
    );
  });
});

describe('the e-mail OTP: _sendOTPMail, validateEmailOtp and getUserEmailFlag', () => {
  it('mails a code that verifies the address; a wrong code counts, a spent one is gone', async () => {
    const { account, client } = await learnerAt(1);
    const flag = async () => (await client.get<UserEmailFlag>(RestPath.USER_EMAIL_FLAG)).body.responseObject;
    expect(await flag()).toEqual({ userId: account.userId, emailFlag: 'N' });
    const before = await client.post(RestPath.VALIDATE_EMAIL_OTP, { otp: '1234' });
    expect(before.body.reasonCode).toBe(ReasonCode.EMAIL_OTP_NOT_SENT);

    expect((await client.post(RestPath.SEND_OTP_MAIL, {})).body.status).toBe('success');
    const [mail] = await readOutbox(client, account.email);
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'Your FinX OTP to verify your E-Mail Id' });
    const code = /\b(\d{4})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    const wrong = await client.post(RestPath.VALIDATE_EMAIL_OTP, { otp: code === '0000' ? '1111' : '0000' });
    expect(wrong.body).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.INVALID_OTP_OR_PASSWORD,
      reasonText: `${ReasonMessage.DM_02} count 1`,
      responseObject: { count: 1 },
    });
    expect((await client.post(RestPath.VALIDATE_EMAIL_OTP, { otp: code })).body.status).toBe('success');
    expect(await flag()).toEqual({ userId: account.userId, emailFlag: 'Y' });
    const again = await client.post(RestPath.VALIDATE_EMAIL_OTP, { otp: code });
    expect(again.body.reasonCode).toBe(ReasonCode.EMAIL_OTP_NOT_SENT);
  });

  it('a newer code retires the older; three wrong codes kill it; staff read anyone’s flag, a learner only their own', async () => {
    const { account, client } = await learnerAt(2);
    await client.post(RestPath.SEND_OTP_MAIL, {});
    await client.post(RestPath.SEND_OTP_MAIL, {});
    const second = /\b(\d{4})\b/.exec((await readOutbox(client, account.email))[0]?.body ?? '')?.[1] ?? '';
    const codes = await api.db
      .select({ closedAt: emailOtps.closedAt })
      .from(emailOtps)
      .where(eq(emailOtps.userId, account.userId));
    expect(codes.map((code) => code.closedAt === null).sort()).toEqual([false, true]);
    const wrong = second === '0000' ? '1111' : '0000';
    for (let i = 0; i < 3; i += 1) await client.post(RestPath.VALIDATE_EMAIL_OTP, { otp: wrong });
    const dead = await client.post(RestPath.VALIDATE_EMAIL_OTP, { otp: second });
    expect(dead.body.reasonCode).toBe(ReasonCode.INVALID_OTP_OR_PASSWORD);
    expect((await client.get<UserEmailFlag>(RestPath.USER_EMAIL_FLAG)).body.responseObject?.emailFlag).toBe(
      'N',
    );

    const named = await admin.get<UserEmailFlag>(RestPath.USER_EMAIL_FLAG, {
      query: { userId: String(account.userId) },
    });
    expect(named.body.responseObject).toEqual({ userId: account.userId, emailFlag: 'N' });
    const other = await client.get(RestPath.USER_EMAIL_FLAG, {
      query: { userId: String(DEMO_ACCOUNTS.learner.userId) },
    });
    expect(other.status).toBe(403);
    expect((await (await api.anonymous()).post(RestPath.SEND_OTP_MAIL, {})).status).toBe(401);
  });
});

describe('a social account’s mobile: getUserMobileExistsFlag, saveSocialUserMobile and the mobile pop-up', () => {
  it('saves an OTP-verified number once, on an account without one; the flags follow', async () => {
    const { account, client } = await learnerAt(3);
    await withoutMobile(account.userId);
    const exists = async () =>
      (await client.get<UserMobileExistsFlag>(RestPath.USER_MOBILE_EXISTS_FLAG)).body.responseObject;
    const popup = async () => (await client.get<PopupFlag>(RestPath.MOBILE_POPUP_FLAG)).body.responseObject;
    expect(await exists()).toEqual({ userId: account.userId, mobileExistsFlag: 'N' });
    expect(await popup()).toEqual({ popupFlag: 'Y' });

    const mobileNo = '9700099103';
    const unverified = await client.post(RestPath.SAVE_SOCIAL_USER_MOBILE, { mobileNo, OTP: '1234' });
    expect(unverified.body.reasonCode).toBe(ReasonCode.OTP_NOT_VERIFIED);
    const taken = await client.post(RestPath.SAVE_SOCIAL_USER_MOBILE, {
      mobileNo: DEMO_ACCOUNTS.learner.mobile,
      OTP: '1234',
    });
    expect(taken.body.reasonCode).toBe(ReasonCode.USER_MOBILE_TAKEN);

    await client.post(RestPath.OTP, { mobileNo, countryCode: '91' });
    const OTP = await readLatestOtp(client, mobileNo);
    expect((await client.post(RestPath.OTP_VALIDATE, { mobileNo, otp: OTP })).body.status).toBe('success');
    expect((await client.post(RestPath.SAVE_SOCIAL_USER_MOBILE, { mobileNo, OTP })).body.status).toBe(
      'success',
    );
    expect(await exists()).toEqual({ userId: account.userId, mobileExistsFlag: 'Y' });
    expect(await popup()).toEqual({ popupFlag: 'N' });
    const again = await client.post(RestPath.SAVE_SOCIAL_USER_MOBILE, { mobileNo: '9700099104', OTP });
    expect(again.body.reasonCode).toBe(ReasonCode.MOBILE_ALREADY_SAVED);
    const [row] = await api.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.userId, account.userId));
    expect(row?.mobile).toBe(mobileNo);
  });

  it('the pop-up’s Later hides it for a week, Never for good; staff are never shown it', async () => {
    const { account, client } = await learnerAt(4);
    await withoutMobile(account.userId);
    const popup = async () =>
      (await client.get<PopupFlag>(RestPath.MOBILE_POPUP_FLAG)).body.responseObject?.popupFlag;
    expect((await client.post(RestPath.MOBILE_POPUP_SAVE, { popupAction: 'LATER' })).body.status).toBe(
      'success',
    );
    expect(await popup()).toBe('N');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    await api.db
      .update(popupAnswers)
      .set({ answeredAt: eightDaysAgo })
      .where(and(eq(popupAnswers.userId, account.userId), eq(popupAnswers.popup, 'MOBILE')));
    expect(await popup()).toBe('Y');
    await client.post(RestPath.MOBILE_POPUP_SAVE, { popupAction: 'NEVER' });
    await api.db
      .update(popupAnswers)
      .set({ answeredAt: eightDaysAgo })
      .where(eq(popupAnswers.userId, account.userId));
    expect(await popup()).toBe('N');
    const bad = await client.post(RestPath.MOBILE_POPUP_SAVE, { popupAction: 'SOMETIME' });
    expect(bad.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
    expect((await admin.get<PopupFlag>(RestPath.MOBILE_POPUP_FLAG)).body.responseObject?.popupFlag).toBe('N');
    expect((await admin.post(RestPath.MOBILE_POPUP_SAVE, { popupAction: 'NEVER' })).status).toBe(403);
  });
});

describe('the CPBFI pop-up: getCPBFIPopuupFlag and saveCPBFIPopuupDetails', () => {
  it('asks a learner once; the first answer stands; staff are not asked', async () => {
    const { account, client } = await learnerAt(5);
    const flag = async () => (await client.get<PopupFlag>(RestPath.CPBFI_POPUP_FLAG)).body.responseObject;
    expect(await flag()).toEqual({ popupFlag: 'Y' });
    expect((await client.post(RestPath.CPBFI_POPUP_SAVE, { interested: 'Y' })).body.status).toBe('success');
    expect(await flag()).toEqual({ popupFlag: 'N' });
    expect((await client.post(RestPath.CPBFI_POPUP_SAVE, { interested: 'N' })).body.status).toBe('success');
    const [row] = await api.db
      .select({ answer: popupAnswers.answer })
      .from(popupAnswers)
      .where(and(eq(popupAnswers.userId, account.userId), eq(popupAnswers.popup, 'CPBFI')));
    expect(row?.answer).toBe('Y');
    expect((await admin.get<PopupFlag>(RestPath.CPBFI_POPUP_FLAG)).body.responseObject).toEqual({
      popupFlag: 'N',
    });
    expect((await admin.post(RestPath.CPBFI_POPUP_SAVE, { interested: 'Y' })).status).toBe(403);
    expect((await client.post(RestPath.CPBFI_POPUP_SAVE, { interested: 'maybe' })).body.reasonCode).toBe(
      ReasonCode.VALIDATION_FAILED,
    );
  });
});

describe('getLeadRegisterDetails and getProductIdFromSourceParam', () => {
  it('answers the campaign a learner came from (null without one); staff name the learner', async () => {
    const { account, client } = await learnerAt(6);
    const own = await client.get<LeadRegisterDetails>(RestPath.LEAD_REGISTER_DETAILS);
    expect(own.body.responseObject).toEqual({ userId: account.userId, leadRegister: null });
    await api.db
      .insert(leadRegisters)
      .values({ userId: account.userId, source: 'mail', camp: 'spring', productId: '1083' });
    const named = await admin.get<LeadRegisterDetails>(RestPath.LEAD_REGISTER_DETAILS, {
      query: { studentID: String(account.userId) },
    });
    expect(named.body.responseObject?.leadRegister).toMatchObject({
      source: 'mail',
      camp: 'spring',
      productID: '1083',
      client: null,
    });
    const other = await client.get(RestPath.LEAD_REGISTER_DETAILS, {
      query: { studentID: String(DEMO_ACCOUNTS.learner.userId) },
    });
    expect(other.status).toBe(403);
    const missing = await admin.get(RestPath.LEAD_REGISTER_DETAILS, { query: { studentID: '999999' } });
    expect(missing.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
  });

  it('finds an active product by the link’s proId, else by its name in any case; public', async () => {
    const [product] = await api.db
      .select({ id: products.productId, name: products.name, type: products.type })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.productId)
      .limit(1);
    if (!product) throw new Error('no active product seeded');
    const visitor = await api.anonymous();
    const expected: ProductFromSource = {
      productID: product.id,
      productName: product.name,
      productType: product.type,
    };
    const byId = await visitor.get<ProductFromSource>(RestPath.PRODUCT_ID_FROM_SOURCE, {
      query: { proId: String(product.id), pro: 'ignored' },
    });
    expect(byId.body.responseObject).toEqual(expected);
    const byName = await visitor.get<ProductFromSource>(RestPath.PRODUCT_ID_FROM_SOURCE, {
      query: { pro: product.name.toUpperCase() },
    });
    expect(byName.body.responseObject).toEqual(expected);
    const unknown = await visitor.get(RestPath.PRODUCT_ID_FROM_SOURCE, { query: { proId: '999999' } });
    expect(unknown.body.reasonCode).toBe(ReasonCode.NOT_FOUND);
    const nothing = await visitor.get(RestPath.PRODUCT_ID_FROM_SOURCE, { query: {} });
    expect(nothing.body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
  });
});

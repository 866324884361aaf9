import { OTP_COUNTDOWN_MS, ReasonCode, ReasonMessage, RegistrationText, RestPath } from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { outboxMessages } from '../../db/schema/outbox';
import { loginFailures, otpChallenges } from './otp.schema';
import type { Messenger, OutgoingMessage } from '../../providers/messaging/messenger';
import { readLatestOtp } from '../../testing/outbox-reader';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { OtpRepository } from './otp.repository';
import { OtpService, type OtpServiceOptions } from './otp.service';
import { SignInAttemptsRepository } from './sign-in-attempts.repository';
import { SignInAttempts } from './sign-in-attempts.service';

let api: TestRestApi;
let handle: DatabaseHandle;

beforeAll(async () => {
  api = await createTestRestApi({ OTP_LIMIT_PER_ADDRESS: '6' });
  handle = await createDatabase(loadConfig({ DATA_DIR: 'memory://' }));
  await handle.migrate();
  // Two databases migrate here; under a full parallel run that takes longer than the default 10 s.
}, 60_000);
afterAll(async () => {
  await api?.close();
  await handle?.close();
});

const requestOtp = async (mobileNo: string, extra: Record<string, unknown> = {}, address = '10.0.0.1') => {
  const client = api.client();
  await client.anonymous();
  return client.post(
    RestPath.OTP,
    { mobileNo, countryCode: '91', ...extra },
    {
      headers: { 'x-forwarded-for': address },
    },
  );
};
const validate = async (mobileNo: string, otp: string, purpose = 'REGISTER') => {
  const client = api.client();
  await client.anonymous();
  return client.post<{ count: number }>(RestPath.OTP_VALIDATE, { mobileNo, otp, purpose });
};

describe('POST /finx-thor-otp/api/v1/otp and otp/validate', () => {
  it('sends a 4-digit code by SMS and accepts it once validated', async () => {
    expect((await requestOtp('9000000001')).body.status).toBe('success');
    const code = await readLatestOtp(api.client(), '9000000001');
    expect(code).toMatch(/^\d{4}$/);
    const ok = await validate('9000000001', code);
    expect(ok.body).toMatchObject({ status: 'success', responseObject: { count: 0 } });
  });

  it('counts wrong codes with DM_02 and kills the challenge at the 4th attempt', async () => {
    await requestOtp('9000000002');
    const code = await readLatestOtp(api.client(), '9000000002');
    const wrong = code === '0000' ? '1111' : '0000';
    for (const count of [1, 2, 3]) {
      const response = await validate('9000000002', wrong);
      // `000 §8` DM_02: the reason plus 'count N', decided here and sent as the reasonText.
      expect(response.body).toMatchObject({
        status: 'fail',
        reasonCode: ReasonCode.INVALID_OTP_OR_PASSWORD,
        reasonText: `${ReasonMessage.DM_02} count ${count}`,
        responseObject: { count },
      });
    }
    // The right code no longer helps: the cap is reached on the 4th failure (`000 §9`), and registration's
    // cap text is 'Invalid OTP count'.
    const fourth = await validate('9000000002', code);
    expect(fourth.body).toMatchObject({
      reasonCode: 'DM_02',
      reasonText: RegistrationText.OTP_CAP,
      responseObject: { count: 4 },
    });
  });

  it('supersedes the older code when a new one is issued', async () => {
    await requestOtp('9000000003');
    const first = await readLatestOtp(api.client(), '9000000003');
    // Codes are random: one in 10,000 new codes repeats the old one. Ask again until they differ (the
    // limit of 5 per number leaves 4 tries), so the old code is always put to the test.
    let second = first;
    for (let tries = 0; second === first && tries < 4; tries++) {
      await requestOtp('9000000003');
      second = await readLatestOtp(api.client(), '9000000003');
    }
    expect(second).not.toBe(first);
    const old = await validate('9000000003', first);
    expect(old.body).toMatchObject({ status: 'fail', reasonCode: ReasonCode.INVALID_OTP_OR_PASSWORD });
    expect((await validate('9000000003', second)).body.status).toBe('success');
  });

  it('keeps purposes apart: a REGISTER code does not log in', async () => {
    await requestOtp('9000000004');
    const code = await readLatestOtp(api.client(), '9000000004');
    expect((await validate('9000000004', code, 'LOGIN')).body.reasonCode).toBe(ReasonCode.OTP_EXPIRED);
  });

  it('refuses country codes other than 91 and malformed numbers', async () => {
    expect((await requestOtp('9000000005', { countryCode: '1' })).status).toBe(400);
    expect((await requestOtp('1000000005')).body.reasonCode).toBe(ReasonCode.VALIDATION_FAILED);
  });

  it('refuses a clear-text mobile number', async () => {
    const client = api.client();
    await client.anonymous();
    const response = await client.post(
      RestPath.OTP,
      { mobileNo: '9000000006', countryCode: '91' },
      { encryptBody: false },
    );
    expect(response.status).toBe(400);
    expect(response.body.reasonCode).toBe(ReasonCode.SENSITIVE_FIELD_IN_CLEAR);
  });

  it('rate-limits per mobile from one address (5), from all (15), and per client address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await requestOtp('9000000007', {}, '10.0.1.1')).body.status).toBe('success');
    expect((await requestOtp('9000000007', {}, '10.0.1.1')).body.reasonCode).toBe(ReasonCode.RATE_LIMITED);
    // One address cannot use up the number's codes: its owner elsewhere still gets one (issue 25).
    for (let i = 2; i < 12; i++)
      expect((await requestOtp('9000000007', {}, `10.0.1.${i}`)).body.status).toBe('success');
    // 15 texts to one number within the window, from anywhere, is the most it receives.
    expect((await requestOtp('9000000007', {}, '10.0.1.99')).body.reasonCode).toBe(ReasonCode.RATE_LIMITED);
    // This suite allows 6 per address: the seventh from one address is refused whatever the number.
    for (let i = 0; i < 6; i++) await requestOtp(`90000001${i}0`, {}, '10.0.2.1');
    expect((await requestOtp('9000000199', {}, '10.0.2.1')).body.reasonCode).toBe(ReasonCode.RATE_LIMITED);
    expect((await requestOtp('9000000199', {}, '10.0.2.2')).body.status).toBe('success');
  });
});

describe('OtpService', () => {
  const sent: OutgoingMessage[] = [];
  const messenger: Messenger = {
    send: async (message) => void sent.push(message),
    sendAll: async (messages) => void sent.push(...messages),
  };
  let now = new Date('2026-01-01T10:00:00Z');
  const service = (options: OtpServiceOptions = {}) =>
    new OtpService(
      new OtpRepository(handle.db),
      (work) => handle.db.transaction(work),
      messenger,
      loadConfig({}).otp,
      new SignInAttempts(new SignInAttemptsRepository(handle.db), loadConfig({}), { now: () => now }),
      { now: () => now, ...options },
    );
  const lastCode = () => /\b(\d{4})\b/.exec(sent.at(-1)?.body ?? '')?.[1] ?? '';

  it('stores only a hash of the code', async () => {
    await service().issue({ mobile: '9111111111', purpose: 'LOGIN', clientAddress: '127.0.0.1' });
    const [row] = await handle.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, '9111111111'));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(lastCode());
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + OTP_COUNTDOWN_MS);
  });

  it('answers OTP_EXPIRED after 180 s, and consumes a verified code once', async () => {
    await service().issue({ mobile: '9222222222', purpose: 'LOGIN', clientAddress: '127.0.0.1' });
    const code = lastCode();
    now = new Date(now.getTime() + OTP_COUNTDOWN_MS + 1);
    expect(
      await service().verify({ mobile: '9222222222', purpose: 'LOGIN', code, clientAddress: null }),
    ).toMatchObject({
      ok: false,
      reasonCode: ReasonCode.OTP_EXPIRED,
    });
    await service().issue({ mobile: '9222222222', purpose: 'LOGIN', clientAddress: '127.0.0.1' });
    const verified = await service().verify({
      mobile: '9222222222',
      purpose: 'LOGIN',
      code: lastCode(),
      clientAddress: null,
    });
    if (!verified.ok) throw new Error('expected the fresh code to verify');
    expect(await service().findVerified('9222222222', 'LOGIN', lastCode())).toBe(verified.challengeId);
    expect(await service().consume(verified.challengeId, handle.db)).toBe(true);
    expect(await service().consume(verified.challengeId, handle.db)).toBe(false);
    expect(await service().findVerified('9222222222', 'LOGIN')).toBeNull();
  });

  it('writes the SMS through the messenger with the code in the body', async () => {
    const [outbox] = await handle.db.select().from(outboxMessages).limit(1);
    expect(outbox).toBeUndefined(); // the fake messenger above bypasses the outbox
    expect(sent.at(-1)).toMatchObject({ channel: 'SMS', recipient: '9222222222' });
  });

  it('retires the older code when a new one is issued: only the newest verifies', async () => {
    const codes = ['1234', '5678'];
    const otp = service({ newCode: () => codes.shift() ?? '0000' });
    const mobile = '9333333333';
    await otp.issue({ mobile, purpose: 'LOGIN', clientAddress: '127.0.0.1' });
    now = new Date(now.getTime() + 1_000);
    await otp.issue({ mobile, purpose: 'LOGIN', clientAddress: '127.0.0.1' });
    const rows = await handle.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));
    expect(rows.filter((row) => row.consumedAt === null)).toHaveLength(1);
    expect(await otp.verify({ mobile, purpose: 'LOGIN', code: '1234', clientAddress: null })).toEqual({
      ok: false,
      reasonCode: ReasonCode.INVALID_OTP_OR_PASSWORD,
      count: 1,
    });
    expect(await otp.verify({ mobile, purpose: 'LOGIN', code: '5678', clientAddress: null })).toMatchObject({
      ok: true,
    });
  });

  // Issue 10: 3 guesses per code and 5 codes per 15 minutes let a known number's codes be guessed around
  // the clock (about 15 guesses every 15 minutes). Wrong codes now count per mobile across codes; issue
  // 25: per mobile and address, so one address's guesses never hold the owner's codes elsewhere.
  it('holds a mobile for an address after 10 wrong codes from it in 24 hours, until the window passes', async () => {
    const mobile = '9444444444';
    const guesser = '10.4.4.4';
    const owner = '10.4.4.5';
    const otp = service({ newCode: () => '4321' });
    const wrongGuesses = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const outcome = await otp.verify({ mobile, purpose: 'LOGIN', code: '0000', clientAddress: guesser });
        expect(outcome).toMatchObject({ ok: false, reasonCode: ReasonCode.INVALID_OTP_OR_PASSWORD });
      }
    };
    // Four codes, each asked for in a fresh 15-minute window (the per-mobile issue limit is no obstacle).
    for (const guesses of [3, 3, 3, 1]) {
      expect(await otp.issue({ mobile, purpose: 'LOGIN', clientAddress: guesser })).toEqual({ ok: true });
      await wrongGuesses(guesses);
      now = new Date(now.getTime() + 16 * 60_000);
    }
    // The 10th wrong code holds the number for that address: no new code, and even the right one refused.
    const held = { ok: false, reasonCode: ReasonCode.OTP_HELD };
    expect(await otp.issue({ mobile, purpose: 'LOGIN', clientAddress: guesser })).toEqual(held);
    expect(await otp.verify({ mobile, purpose: 'LOGIN', code: '4321', clientAddress: guesser })).toEqual(
      held,
    );
    // The owner, elsewhere, still gets a code and signs in with it.
    expect(await otp.issue({ mobile, purpose: 'LOGIN', clientAddress: owner })).toEqual({ ok: true });
    expect(await otp.verify({ mobile, purpose: 'LOGIN', code: '4321', clientAddress: owner })).toMatchObject({
      ok: true,
    });
    // Another number is not held.
    expect(await otp.issue({ mobile: '9444444445', purpose: 'LOGIN', clientAddress: guesser })).toEqual({
      ok: true,
    });
    // A day after the first wrong codes the oldest leave the window and the number is served again.
    now = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await otp.issue({ mobile, purpose: 'LOGIN', clientAddress: guesser })).toEqual({ ok: true });
    expect(
      await otp.verify({ mobile, purpose: 'LOGIN', code: '4321', clientAddress: guesser }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('holds a mobile for everyone after wrong codes from many addresses (3 times the per-address limit)', async () => {
    const mobile = '9444444446';
    const otp = service({ newCode: () => '4321' });
    // 30 wrong codes from ten addresses, 3 each: no address reaches its own limit of 10.
    for (let n = 0; n < 10; n++) {
      const clientAddress = `10.5.5.${n}`;
      expect(await otp.issue({ mobile, purpose: 'LOGIN', clientAddress })).toEqual({ ok: true });
      for (let i = 0; i < 3; i++) await otp.verify({ mobile, purpose: 'LOGIN', code: '0000', clientAddress });
      now = new Date(now.getTime() + 16 * 60_000);
    }
    expect(await otp.issue({ mobile, purpose: 'LOGIN', clientAddress: '10.5.6.1' })).toEqual({
      ok: false,
      reasonCode: ReasonCode.OTP_HELD,
    });
  });
});

describe('SignInAttempts', () => {
  it('keeps only the failures a window can still count for the address and mobile it records', async () => {
    let now = new Date('2026-03-01T00:00:00Z');
    const config = loadConfig({});
    const longest = Math.max(config.login.limitWindowMs, config.otp.wrongCodesWindowMs);
    const attempts = new SignInAttempts(new SignInAttemptsRepository(handle.db), config, { now: () => now });
    const mobile = '9444444444';
    await attempts.recordWrongCode(mobile, '10.9.9.9');
    await attempts.recordPasswordFailure('10.9.9.8');
    now = new Date(now.getTime() + longest + 1);
    await attempts.recordWrongCode(mobile, '10.9.9.7');
    const rows = await handle.db.select().from(loginFailures);
    const mine = rows.filter((row) => row.mobile === mobile);
    expect(mine.map((row) => row.clientAddress)).toEqual(['10.9.9.7']);
    // Another address's old row stays until that address fails again: pruning is per key, index-bound.
    expect(rows.some((row) => row.clientAddress === '10.9.9.8')).toBe(true);
    expect(await attempts.mobileHeld(mobile, '10.9.9.7')).toBe(false);
  });
});

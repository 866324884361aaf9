import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, MEMORY_DATA_DIR } from '../config';
import { provisionTestRedis } from '../testing/test-redis';
import { LimitedOperation, OperationLimits } from './operation-limits';

// Issue 25 item 5: the per-operation counters, in process or shared by every replica through Redis.

const redis = provisionTestRedis();
const opened: OperationLimits[] = [];

const limitsWith = async (env: Record<string, string>) => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: MEMORY_DATA_DIR, ...redis.env, ...env });
  const limits = await OperationLimits.create(config, redis.prefix);
  opened.push(limits);
  return limits;
};

afterEach(async () => {
  for (const limits of opened.splice(0)) await limits.close();
  await redis.drop();
});

describe('OperationLimits', () => {
  it('counts the address first and the named account second, each on its own budget', async () => {
    const limits = await limitsWith({ MAIL_LIMIT_PER_ADDRESS: '3', MAIL_LIMIT_PER_ACCOUNT: '2' });
    const forgot = (address: string, account: string) =>
      limits.consume(LimitedOperation.FORGOT_PASSWORD, { address, account });
    expect((await forgot('10.0.0.1', 'Asha@Finx.demo')).ok).toBe(true);
    // Case and spaces do not make another account.
    expect((await forgot('10.0.0.2', ' asha@finx.demo')).ok).toBe(true);
    const refused = await forgot('10.0.0.3', 'asha@finx.demo');
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? 0 : refused.retryAfterMs).toBeGreaterThan(14 * 60_000);
    expect((await forgot('10.0.0.1', 'ravi@finx.demo')).ok).toBe(true);
    expect((await forgot('10.0.0.1', 'meena@finx.demo')).ok).toBe(true);
    // The address is spent: refused before the account is counted, so meena keeps a call.
    expect((await forgot('10.0.0.1', 'kiran@finx.demo')).ok).toBe(false);
    expect((await forgot('10.0.0.4', 'meena@finx.demo')).ok).toBe(true);
  });

  it('keeps each operation apart', async () => {
    const limits = await limitsWith({ PUBLIC_WRITE_LIMIT_PER_ADDRESS: '1' });
    const address = '10.0.1.1';
    expect((await limits.consume(LimitedOperation.FEEDBACK, { address })).ok).toBe(true);
    expect((await limits.consume(LimitedOperation.FEEDBACK, { address })).ok).toBe(false);
    expect((await limits.consume(LimitedOperation.CORPORATE_ENQUIRY, { address })).ok).toBe(true);
  });

  it.runIf(Boolean(process.env.REDIS_URL))('shares one budget between replicas through Redis', async () => {
    const env = { PUBLIC_WRITE_LIMIT_PER_ADDRESS: '2' };
    const [one, two] = [await limitsWith(env), await limitsWith(env)];
    const address = '10.0.2.1';
    expect((await one.consume(LimitedOperation.UNSUBSCRIBE, { address })).ok).toBe(true);
    expect((await two.consume(LimitedOperation.UNSUBSCRIBE, { address })).ok).toBe(true);
    expect((await one.consume(LimitedOperation.UNSUBSCRIBE, { address })).ok).toBe(false);
    expect((await two.consume(LimitedOperation.UNSUBSCRIBE, { address })).ok).toBe(false);
  });
});

import { createHash } from 'node:crypto';
import { ReasonCode, rateLimitedText } from '@finx/domain';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Config } from '../config';
import { failEnvelope } from './envelope';

/**
 * The operations limited per call (issue 25): the ones that send mail or SMS to someone named in the
 * request, and the anonymous writes. Each keeps counts of its own, so feedback never uses up enquiries.
 */
export const LimitedOperation = {
  FORGOT_PASSWORD: 'forgot-password',
  CORPORATE_ENQUIRY: 'corporate-enquiry',
  FEEDBACK: 'feedback',
  UNSUBSCRIBE: 'unsubscribe',
  REGISTER_STAFF: 'register-staff',
  /** `_sendOTPMail`: each code is a mail to the account's address. */
  EMAIL_OTP: 'email-otp',
  /** Questions to the AI assistants, per learner: each may reach a paid endpoint. */
  CHAT: 'chat',
} as const;
export type LimitedOperation = (typeof LimitedOperation)[keyof typeof LimitedOperation];

interface Budget {
  points: number;
  windowMs: number;
}

/** Which budgets an operation has: always per client address; per account for mail to a named account. */
interface OperationBudget {
  perAddress: Budget;
  perAccount?: Budget;
}

const budgetsOf = ({
  mail,
  publicWrite,
  chat,
}: Config['limits']): Record<LimitedOperation, OperationBudget> => {
  const write = { perAddress: { points: publicWrite.perAddress, windowMs: publicWrite.windowMs } };
  return {
    [LimitedOperation.FORGOT_PASSWORD]: {
      perAddress: { points: mail.perAddress, windowMs: mail.windowMs },
      perAccount: { points: mail.perAccount, windowMs: mail.windowMs },
    },
    [LimitedOperation.EMAIL_OTP]: {
      perAddress: { points: mail.perAddress, windowMs: mail.windowMs },
      perAccount: { points: mail.perAccount, windowMs: mail.windowMs },
    },
    [LimitedOperation.CORPORATE_ENQUIRY]: write,
    [LimitedOperation.FEEDBACK]: write,
    [LimitedOperation.UNSUBSCRIBE]: write,
    [LimitedOperation.REGISTER_STAFF]: write,
    // An office or campus shares one address: its budget is several learners' worth.
    [LimitedOperation.CHAT]: {
      perAddress: { points: chat.perAccount * 5, windowMs: chat.windowMs },
      perAccount: { points: chat.perAccount, windowMs: chat.windowMs },
    },
  };
};

export type LimitOutcome = { ok: true } | { ok: false; retryAfterMs: number };

/** Who a call counts against: the client address as rest-api judged it, and the account it names. */
export interface LimitKeys {
  address: string | null;
  account?: string | null;
}

/**
 * Fixed-window counters per operation and key (rate-limiter-flexible): in Redis when REDIS_URL is set, so
 * every replica draws on one budget, else in this process. Should Redis fail, each replica falls back to
 * its own counters (the library's insurance limiter) rather than refusing everyone or nobody.
 */
export class OperationLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  private constructor(
    private readonly budgets: Record<LimitedOperation, OperationBudget>,
    private readonly redis: Redis | null,
    private readonly prefix: string,
  ) {}

  /** Connects to Redis at start when configured, so a wrong REDIS_URL fails the start, not a request. */
  static async create(config: Config, prefix = ''): Promise<OperationLimits> {
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false })
      : null;
    await redis?.connect();
    return new OperationLimits(budgetsOf(config.limits), redis, prefix);
  }

  /**
   * Counts one call. The address is counted first: an address over its budget is refused without
   * touching the account's, so one caller's flood does not spend the named account's budget as well.
   */
  async consume(operation: LimitedOperation, keys: LimitKeys): Promise<LimitOutcome> {
    const budget = this.budgets[operation];
    if (keys.address) {
      const byAddress = await this.take(operation, 'address', budget.perAddress, keys.address);
      if (!byAddress.ok) return byAddress;
    }
    const account = keys.account?.trim().toLowerCase();
    if (budget.perAccount && account) {
      // Accounts are e-mail addresses: the store keeps a digest, never the address itself.
      const digest = createHash('sha256').update(account).digest('base64url');
      return this.take(operation, 'account', budget.perAccount, digest);
    }
    return { ok: true };
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }

  private async take(operation: string, scope: string, budget: Budget, key: string): Promise<LimitOutcome> {
    try {
      await this.limiter(operation, scope, budget).consume(key);
      return { ok: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { ok: false, retryAfterMs: refusal.msBeforeNext };
      throw refusal;
    }
  }

  private limiter(operation: string, scope: string, budget: Budget): RateLimiterAbstract {
    const name = `${operation}:${scope}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const options = {
        keyPrefix: `${this.prefix}limit:${name}`,
        points: budget.points,
        duration: Math.ceil(budget.windowMs / 1000),
      };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }
}

/** The refusal as the spec's fail envelope: RATE_LIMITED, worded with how long to wait. */
export const rateLimitedEnvelope = (refusal: { retryAfterMs: number }) =>
  failEnvelope(ReasonCode.RATE_LIMITED, rateLimitedText(refusal.retryAfterMs));

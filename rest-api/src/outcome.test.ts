import { JobsReasons, messageFor, ReasonCode } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { answer, refusalEnvelope } from './http/answer';
import { HttpError } from './http/envelope';
import { forbid, refusalsOf } from './outcome';

describe('a feature’s refusals', () => {
  const jobs = refusalsOf(JobsReasons);

  it('take only the feature’s own codes, so the gateway’s map of the feature covers every refusal', () => {
    expect(jobs.refuse(ReasonCode.JOB_NOT_OPEN)).toEqual({ ok: false, reasonCode: ReasonCode.JOB_NOT_OPEN });
    // @ts-expect-error LOAN_ALREADY_APPLIED is the education loan's code, not one of JobsReasons.
    jobs.refuse(ReasonCode.LOAN_ALREADY_APPLIED);
    // @ts-expect-error a foreign code is refused by every helper of the feature, not only `refuse`.
    jobs.refuseAt(ReasonCode.COUPON_INVALID, 'answers.0');
    // @ts-expect-error FORBIDDEN is no feature's reason: a service answers it with forbid().
    jobs.refuse(ReasonCode.FORBIDDEN);
  });

  it('leave FORBIDDEN to forbid(), which answers a 403 and never a fail envelope', () => {
    expect(() => answer(forbid())).toThrow(HttpError);
    expect(() => answer(forbid())).toThrow(expect.objectContaining({ statusCode: 403 }));
  });

  it('name the input a refusal belongs to as data in the envelope, with a message free of it', () => {
    const refusal = jobs.refuseAt(ReasonCode.JOB_ANSWER_INVALID, 'answers.3');
    expect(refusalEnvelope(refusal)).toMatchObject({
      status: 'fail',
      reasonCode: ReasonCode.JOB_ANSWER_INVALID,
      reasonText: messageFor(ReasonCode.JOB_ANSWER_INVALID),
      responseObject: { field: 'answers.3' },
    });
    expect(refusalEnvelope(jobs.refuse(ReasonCode.NOT_FOUND)).responseObject).toBeNull();
  });
});

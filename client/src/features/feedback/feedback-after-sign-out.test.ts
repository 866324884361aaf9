import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEEDBACK_QUIET_MS,
  readFeedbackRequest,
  recordFeedbackGiven,
  requestFeedbackAfterSignOut,
} from './feedback-after-sign-out';

const learner = { email: 'feedback.learner@finx.demo', partyId: 1045 };

describe('feedback after sign-out (000 §4, issue 28 item 11)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks a learner who has not given feedback', () => {
    requestFeedbackAfterSignOut(learner);
    expect(readFeedbackRequest()).toEqual({ emailId: learner.email, partyId: learner.partyId });
  });

  it('does not ask again right after the learner gave feedback', () => {
    recordFeedbackGiven({ partyId: learner.partyId });
    requestFeedbackAfterSignOut(learner);
    expect(readFeedbackRequest()).toBeNull();
  });

  it('asks another learner of the same browser, and this one again a day later', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    recordFeedbackGiven({ partyId: learner.partyId });
    requestFeedbackAfterSignOut({ ...learner, email: 'someone.else@finx.demo', partyId: 1046 });
    expect(readFeedbackRequest()?.partyId).toBe(1046);

    sessionStorage.clear();
    vi.setSystemTime(Date.now() + FEEDBACK_QUIET_MS);
    requestFeedbackAfterSignOut(learner);
    expect(readFeedbackRequest()?.partyId).toBe(learner.partyId);
  });
});

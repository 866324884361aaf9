import { ReasonCode, RestPath, UNSUBSCRIBE_REASONS } from '@finx/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { DEMO_ACCOUNTS, PASSWORD_FLOW_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { UnsubscribeLink } from './unsubscribe-link';

let api: TestRestApi;
beforeAll(async () => {
  api = await createTestRestApi();
});
afterAll(() => api?.close());

describe('withdraw consent and unsubscribe (000 §2 footer)', () => {
  it('withdrawing consent stamps the account and ends its sessions; the next login answers SM-14', async () => {
    const { email, userId } = PASSWORD_FLOW_ACCOUNTS.consentLearner;
    const client = await api.signedIn(email);
    expect((await client.post(RestPath.WITHDRAW_CONSENT, {})).body.status).toBe('success');
    const [row] = await api.db.select().from(users).where(eq(users.userId, userId));
    expect(row?.consentWithdrawnAt).toBeInstanceOf(Date);
    expect((await client.get(RestPath.UNSUBSCRIBE_LINK)).status).toBe(401);
    const again = await api.client().login(email);
    expect(again.body.reasonCode).toBe(ReasonCode.CONSENT_WITHDRAWN);
  });

  it('only learners withdraw consent', async () => {
    const admin = await api.signedIn(DEMO_ACCOUNTS.admin.email);
    expect((await admin.post(RestPath.WITHDRAW_CONSENT, {})).status).toBe(403);
  });

  it('unsubscribes the address sealed in the learner’s own link, with a reason', async () => {
    const { email, userId } = PASSWORD_FLOW_ACCOUNTS.tourLearner;
    const client = await api.signedIn(email);
    const link = await client.get<{ token: string; path: string }>(RestPath.UNSUBSCRIBE_LINK);
    const token = link.body.responseObject?.token ?? '';
    expect(link.body.responseObject?.path).toBe(`/unsubscribe-page?token=${token}`);
    // The address is encrypted, not merely encoded.
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(email);

    const response = await (
      await api.anonymous()
    ).post(RestPath.UNSUBSCRIBE, { token, reason: 'Too many mails' });
    expect(response.body.status).toBe('success');
    const [row] = await api.db.select().from(users).where(eq(users.userId, userId));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect(row?.unsubscribeReason).toBe('Too many mails');
  });

  it('refuses a forged, altered or foreign-key token', async () => {
    const caller = await api.anonymous();
    const { email } = DEMO_ACCOUNTS.learner;
    const foreign = new UnsubscribeLink('some-other-secret-of-at-least-32-characters').seal(email);
    const genuine = new UnsubscribeLink(api.config.jwtSecret).seal(email);
    const flipped = Buffer.from(genuine, 'base64url');
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    for (const token of [
      Buffer.from(email).toString('base64url'),
      foreign,
      flipped.toString('base64url'),
      'x',
    ]) {
      const response = await caller.post(RestPath.UNSUBSCRIBE, { token });
      expect(response.body.reasonCode).toBe(ReasonCode.UNSUBSCRIBE_LINK_INVALID);
    }
    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row?.unsubscribedAt).toBeNull();
  });

  it('unsubscribe reasons: the page’s choices, for a visitor; the list is read, never written', async () => {
    const visitor = await api.anonymous();
    const reasons = await visitor.get<never, string>(RestPath.UNSUBSCRIBE_REASONS);
    expect(reasons.body).toMatchObject({
      status: 'success',
      responseListObject: [...UNSUBSCRIBE_REASONS],
      totalRecords: UNSUBSCRIBE_REASONS.length,
    });
    expect((await visitor.post(RestPath.UNSUBSCRIBE_REASONS, { reason: 'x' })).status).toBe(404);
  });
});

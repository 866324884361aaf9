import {
  type AdmissionLetter,
  DashboardMessage,
  type InterestedProductRow,
  ProductId,
  ReasonCode,
  REFERRALS_PER_DAY,
  RestPath,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CFX_HOLDER } from '../../db/seed';
import { readOutbox } from '../../testing/outbox-reader';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';
import { loadLearner } from '../checkout/checkout.fixture';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
}, 60_000);
afterAll(() => api?.close());

describe('dashboard (interestedProduct, saveAdmissionLetterAccept, refferalMail)', () => {
  it('marks and unmarks products of interest, paged on the server, for the learner only', async () => {
    const learner = loadLearner(23);
    const client = await api.signedIn(learner.email);
    for (const productID of [3001, 3002, 3003]) {
      const marked = await client.post(RestPath.INTERESTED_PRODUCT, {
        studentPartyID: learner.partyId,
        productID,
        interested: true,
      });
      expect(marked.body.status).toBe('success');
    }
    const page = await client.get<never, InterestedProductRow>(RestPath.INTERESTED_PRODUCT, {
      query: { partyId: learner.partyId, page: 1, limit: 2 },
    });
    expect(page.body.totalRecords).toBe(3);
    expect(page.body.responseListObject).toHaveLength(2);
    const some = await client.get<never, InterestedProductRow>(RestPath.INTERESTED_PRODUCT, {
      query: { partyId: learner.partyId, productIDs: '3002,3999' },
    });
    expect(some.body.responseListObject?.map((row) => row.productID)).toEqual([3002]);

    await client.post(RestPath.INTERESTED_PRODUCT, {
      studentPartyID: learner.partyId,
      productID: 3002,
      interested: false,
    });
    const after = await client.get<never, InterestedProductRow>(RestPath.INTERESTED_PRODUCT, {
      query: { partyId: learner.partyId },
    });
    expect(after.body.responseListObject?.map((row) => row.productID).sort()).toEqual([3001, 3003]);
    const unknown = await client.post(RestPath.INTERESTED_PRODUCT, {
      studentPartyID: learner.partyId,
      productID: 999_999,
      interested: true,
    });
    expect(unknown.body.reasonCode).toBe(ReasonCode.NOT_FOUND);

    const other = await api.signedIn(loadLearner(24).email);
    expect(
      (await other.get(RestPath.INTERESTED_PRODUCT, { query: { partyId: learner.partyId } })).status,
    ).toBe(403);
    expect(
      (
        await other.post(RestPath.INTERESTED_PRODUCT, {
          studentPartyID: learner.partyId,
          productID: 3004,
          interested: true,
        })
      ).status,
    ).toBe(403);
  });

  it('offers the admission letter to a CFX holder only, and accepts it once', async () => {
    const without = loadLearner(25);
    const noCfx = await api.signedIn(without.email);
    const letter = await noCfx.get<AdmissionLetter>(RestPath.ADMISSION_LETTER, {
      query: { partyId: without.partyId },
    });
    expect(letter.body.responseObject).toMatchObject({ eligible: false, acceptedOn: null });
    const refused = await noCfx.post(RestPath.ADMISSION_LETTER_ACCEPT, { studentPartyID: without.partyId });
    expect(refused.body.reasonCode).toBe(ReasonCode.ADMISSION_NOT_ELIGIBLE);

    const holder = await api.signedIn(CFX_HOLDER.email);
    expect(
      (
        await holder.get<AdmissionLetter>(RestPath.ADMISSION_LETTER, {
          query: { partyId: CFX_HOLDER.partyId },
        })
      ).body.responseObject,
    ).toMatchObject({ eligible: true, productID: ProductId.CFX, acceptedOn: null });
    expect(
      (await noCfx.post(RestPath.ADMISSION_LETTER_ACCEPT, { studentPartyID: CFX_HOLDER.partyId })).status,
    ).toBe(403);
    const accepted = await holder.post<AdmissionLetter>(RestPath.ADMISSION_LETTER_ACCEPT, {
      studentPartyID: CFX_HOLDER.partyId,
    });
    expect(accepted.body.responseObject).toMatchObject({ eligible: true, acceptedOn: expect.any(String) });
    const again = await holder.post(RestPath.ADMISSION_LETTER_ACCEPT, { studentPartyID: CFX_HOLDER.partyId });
    expect(again.body.reasonCode).toBe(ReasonCode.ADMISSION_ALREADY_ACCEPTED);
    const read = await holder.get<AdmissionLetter>(RestPath.ADMISSION_LETTER, {
      query: { partyId: CFX_HOLDER.partyId },
    });
    expect(read.body.responseObject?.acceptedOn).toBe(accepted.body.responseObject?.acceptedOn);
  });

  it('mails a referral through the outbox, once per friend, within the daily limit', async () => {
    const learner = loadLearner(28);
    const client = await api.signedIn(learner.email);
    const refer = (friendEmail: string, friendName = 'Anita Desai') =>
      client.post(RestPath.REFERRAL_MAIL, { studentPartyID: learner.partyId, friendName, friendEmail });

    expect((await refer('anita@@example')).body).toMatchObject({
      reasonCode: ReasonCode.VALIDATION_FAILED,
      reasonText: 'Invalid email address',
    });
    expect((await refer(learner.email)).body.reasonText).toBe(DashboardMessage.FRIEND_IS_SELF);
    expect((await refer('anita@example.com', '')).body.reasonText).toBe(
      DashboardMessage.FRIEND_NAME_REQUIRED,
    );

    const sent = await refer('Anita@Example.com');
    expect(sent.body.responseObject).toMatchObject({
      friendEmail: 'anita@example.com',
      remainingToday: REFERRALS_PER_DAY - 1,
    });
    const mail = (await readOutbox(api.client(), 'anita@example.com'))[0];
    expect(mail?.subject).toContain('invites you to FinX');
    expect(mail?.body).toContain('/register?source=referral');
    expect((await refer('anita@example.com')).body.reasonCode).toBe(ReasonCode.REFERRAL_ALREADY_SENT);

    for (let i = 1; i < REFERRALS_PER_DAY; i += 1) {
      expect((await refer(`friend${i}@example.com`)).body.status).toBe('success');
    }
    const over = await refer('one.more@example.com');
    expect(over.body).toMatchObject({ reasonCode: ReasonCode.REFERRAL_LIMIT });
    expect(await readOutbox(api.client(), 'one.more@example.com')).toEqual([]);

    const other = await api.signedIn(loadLearner(29).email);
    expect(
      (
        await other.post(RestPath.REFERRAL_MAIL, {
          studentPartyID: learner.partyId,
          friendName: 'X Y',
          friendEmail: 'x@example.com',
        })
      ).status,
    ).toBe(403);
  });
});

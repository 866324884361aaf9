import { ProductId, ReasonCode, ReasonMessage, RestPath, type Enrolment } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok } from '../../upstream/fake-upstream';
import { ADMIN, LEARNER, fakeRequest } from '../../test/fake-request';
import { LearningSource } from './learning.source';

const enrolment = (productID: number): Enrolment => ({
  productID,
  productName: `Product ${productID}`,
  productType: 'COURSE',
  orderID: 600004,
  enrolledOn: '20/11/2026',
  validUntil: null,
  completed: false,
  score: null,
});

describe('LearningSource', () => {
  it('reads My Learning once per request for every product that asks whether it is owned', async () => {
    const { upstream, scope } = await fakeRequest(LEARNER);
    upstream.on('GET', RestPath.ENROLMENTS, ok({ responseListObject: [enrolment(3017)] }));
    const learning = new LearningSource(scope);
    expect(await Promise.all([learning.owns(3017), learning.owns(3018), learning.owns(3017)])).toEqual([
      true,
      false,
      true,
    ]);
    expect(upstream.callsTo(RestPath.ENROLMENTS)).toHaveLength(1);
  });

  it('owns nothing for staff, without asking', async () => {
    const { upstream, scope } = await fakeRequest(ADMIN);
    expect(await new LearningSource(scope).owns(3017)).toBe(false);
    expect(upstream.calls).toEqual([]);
  });

  it("shows the server's gate on a prerequisite row", async () => {
    const { upstream, scope } = await fakeRequest(LEARNER);
    upstream.on(
      'GET',
      RestPath.PREREQUISITES,
      ok({
        responseObject: {
          productID: ProductId.CFX,
          productName: 'CFX',
          rows: [
            {
              sequence: 1,
              productID: ProductId.FEAT,
              productName: 'FEAT',
              productPrice: 1000,
              completed: null,
              status: 'Make Payment',
              score: null,
              unavailableReason: null,
            },
            {
              sequence: 2,
              productID: ProductId.CFX,
              productName: 'CFX',
              productPrice: 450000,
              completed: null,
              status: 'Make Payment',
              score: null,
              unavailableReason: ReasonCode.CFX_NEEDS_FEAT,
            },
          ],
        },
      }),
    );
    const table = await new LearningSource(scope).prerequisites(ProductId.CFX);
    expect(table.id).toBe(`PrerequisiteTable:${ProductId.CFX}`);
    expect(table.rows.map((row) => [row.id, row.unavailableMessage])).toEqual([
      [`PrerequisiteRow:${ProductId.CFX}:${ProductId.FEAT}`, null],
      [`PrerequisiteRow:${ProductId.CFX}:${ProductId.CFX}`, ReasonMessage.CFX_NEEDS_FEAT],
    ]);
    expect(upstream.callsTo(RestPath.PREREQUISITES)[0]?.query).toEqual({
      partyID: LEARNER.partyId,
      productID: ProductId.CFX,
    });
  });
});

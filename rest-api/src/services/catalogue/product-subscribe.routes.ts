import { ReasonCode, RestPath, SUBSCRIBE_NOT_FREE, SubscribeReasons, type Subscription } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { assertSameParty } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { accept, refusalsOf } from '../../outcome';
import { LEARNER_ROLES } from '../../role-groups';
import type { ProductSubscribeRepository } from './product-subscribe.repository';

const { refuse, refuseExplained } = refusalsOf(SubscribeReasons);
const body = z.object({ studentPartyID: entityId, productID: entityId });

/**
 * `001 §7` subscribe: the learner takes a free product (free, or priced at nothing) at once, as a free
 * order would enrol them, without the cart; a withdrawn product is NOT_FOUND, a held one ALREADY_ENROLLED,
 * a priced one is refused with the way to buy it. The learner's own party only.
 */
export const productSubscribeRoutes = (
  app: FastifyInstance,
  subscriptions: ProductSubscribeRepository,
): void => {
  app.post(
    RestPath.SUBSCRIBE,
    documented({ config: { access: LEARNER_ROLES } }, { body }),
    async (request) => {
      const { studentPartyID, productID } = parseInput(body, request.body);
      const caller = assertSameParty(request.caller, studentPartyID);
      const product = await subscriptions.product(productID);
      if (!product?.active) return answer(refuse(ReasonCode.NOT_FOUND));
      if (!product.isFree && product.pricePaise > 0) {
        return answer(refuseExplained(ReasonCode.VALIDATION_FAILED, SUBSCRIBE_NOT_FREE));
      }
      const enrolled = await subscriptions.enrol(caller.partyId, productID, product.validityDays, new Date());
      if (!enrolled) return answer(refuse(ReasonCode.ALREADY_ENROLLED));
      return answer<Subscription>(
        accept({
          productID,
          productName: product.name,
          enrolledAt: enrolled.enrolledAt.toISOString(),
          validUntil: enrolled.validUntil?.toISOString() ?? null,
        }),
      );
    },
  );
};

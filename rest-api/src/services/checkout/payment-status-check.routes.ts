import { type PaymentStatusCheckResult, ReasonCode, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { PaymentStatusCheckService } from './payment-status-check.service';

const body = z.object({ orderID: entityId });

/**
 * Staff ask the provider how an order's payment stands, now, and settle the order on the answer. The
 * roles that see payments (the payment report's) may; learners ask through their own status query.
 */
export const paymentStatusCheckRoutes = (app: FastifyInstance, service: PaymentStatusCheckService): void => {
  app.post(
    RestPath.PAYMENT_STATUS_CHECK,
    documented({ config: { access: STAFF_ROLES } }, { body }),
    async (request) => {
      const { orderID } = parseInput(body, request.body);
      const result = await service.check(orderID);
      if (!result) return failEnvelope(ReasonCode.NOT_FOUND);
      return okEnvelope<PaymentStatusCheckResult>({ responseObject: result });
    },
  );
};

import { type PartyItemList, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { assertSameParty, type Caller } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import type { CartService } from './cart.service';

// partyID arrives decrypted as text; the spec spells it partyID, productID (any case is taken).
export const listItemBody = z.preprocess(
  (value) =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Record<string, unknown>).map(([key, v]) => [key.toLowerCase(), v]),
    ),
  z.object({
    partyid: entityId,
    productid: entityId,
  }),
);

/**
 * A change of the learner's own list: the body's party must be the caller's, and only the learner
 * changes their lists (staff may read them for support, never change them).
 */
export const ownListItem = (caller: Caller, body: unknown): { partyId: number; productId: number } => {
  const { partyid, productid } = parseInput(listItemBody, body);
  assertSameParty(caller, partyid);
  return { partyId: partyid, productId: productid };
};

/** `001 §7` cart calls; every change answers both lists. */
export const cartRoutes = (app: FastifyInstance, cart: CartService): void => {
  const read = { config: { access: LEARNER_DATA_ROLES } };
  const write = { config: { access: LEARNER_ROLES } };

  app.get(RestPath.CART, documented(read, { query: partyIdQuery }), async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    return okEnvelope<PartyItemList>({ responseObject: await cart.list(partyId, 'cart') });
  });

  app.get(RestPath.CART_COUNT, documented(read, { query: partyIdQuery }), async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    return okEnvelope({ responseObject: await cart.count(partyId, 'cart') });
  });

  app.post(RestPath.CART, documented(write, { body: listItemBody }), async (request) => {
    const { partyId, productId } = ownListItem(request.caller, request.body);
    return answer(await cart.add(partyId, productId));
  });

  app.post(RestPath.CART_REMOVE, documented(write, { body: listItemBody }), async (request) => {
    const { partyId, productId } = ownListItem(request.caller, request.body);
    return okEnvelope({ responseObject: await cart.remove(partyId, productId) });
  });
};

import { type PartyItemList, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { okEnvelope } from '../../http/envelope';
import { ownPartyFromQuery, partyIdQuery } from '../../http/party-query';
import { documented } from '../../http/route-docs';
import { LEARNER_DATA_ROLES, LEARNER_ROLES } from '../../role-groups';
import { listItemBody, ownListItem } from '../cart/cart.module';
import type { WishlistService } from './wishlist.service';

/** `001 §7` wishlist calls; every change answers both lists. */
export const wishlistRoutes = (app: FastifyInstance, wishlist: WishlistService): void => {
  const read = { config: { access: LEARNER_DATA_ROLES } };
  const write = { config: { access: LEARNER_ROLES } };

  app.get(RestPath.WISHLIST, documented(read, { query: partyIdQuery }), async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    return okEnvelope<PartyItemList>({ responseObject: await wishlist.list(partyId) });
  });

  app.get(RestPath.WISHLIST_COUNT, documented(read, { query: partyIdQuery }), async (request) => {
    const partyId = ownPartyFromQuery(request.caller, request.query);
    return okEnvelope({ responseObject: await wishlist.count(partyId) });
  });

  app.post(RestPath.WISHLIST, documented(write, { body: listItemBody }), async (request) => {
    const { partyId, productId } = ownListItem(request.caller, request.body);
    return answer(await wishlist.add(partyId, productId));
  });

  app.post(RestPath.WISHLIST_REMOVE, documented(write, { body: listItemBody }), async (request) => {
    const { partyId, productId } = ownListItem(request.caller, request.body);
    return okEnvelope({ responseObject: await wishlist.remove(partyId, productId) });
  });

  app.post(RestPath.WISHLIST_MOVE_TO_CART, documented(write, { body: listItemBody }), async (request) => {
    const { partyId, productId } = ownListItem(request.caller, request.body);
    return answer(await wishlist.moveToCart(partyId, productId));
  });
};

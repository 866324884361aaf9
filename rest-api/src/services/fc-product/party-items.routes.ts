import { type PartyItemList, type PartyItemsState, ReasonCode, RestPath, RoleId } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, failEnvelope, okEnvelope } from '../../http/envelope';
import { type UserCaller, assertOwnParty, requireUser } from '../../http/route-access';
import { partyIdFromQuery } from '../../http/party-query';
import { parseInput } from '../../http/validation';
import type { ChangeOutcome, PartyItemsRepository, PartyList } from './party-items.repository';

/** Staff may read a learner's cart and wishlist (support); only the learner changes them. */
const READERS = [RoleId.LEARNER, RoleId.ADMIN, RoleId.OPS];
const WRITERS = [RoleId.LEARNER];

// partyID arrives decrypted as text; the spec spells it partyID, productID (any case is taken).
const itemBody = z.preprocess(
  (value) =>
    Object.fromEntries(
      Object.entries((value ?? {}) as Record<string, unknown>).map(([key, v]) => [key.toLowerCase(), v]),
    ),
  z.object({
    partyid: z.coerce.number().int().positive().max(999_999_999),
    productid: z.coerce.number().int().positive().max(999_999_999),
  }),
);

/** The learner's own party, and only theirs: a write for anyone else is refused even to staff. */
const ownItem = (caller: UserCaller, body: unknown): { partyId: number; productId: number } => {
  const { partyid, productid } = parseInput(itemBody, body);
  if (caller.partyId !== partyid) throw new HttpError(403, ReasonCode.FORBIDDEN);
  return { partyId: partyid, productId: productid };
};

export const partyItemsRoutes: FastifyPluginAsync<{ partyItems: PartyItemsRepository }> = async (
  app,
  { partyItems },
) => {
  const read = { config: { access: READERS } };
  const write = { config: { access: WRITERS } };

  const answer = async (partyId: number, outcome: ChangeOutcome = { ok: true }) =>
    outcome.ok
      ? okEnvelope<PartyItemsState>({ responseObject: await partyItems.state(partyId) })
      : failEnvelope(ReasonCode[outcome.reason]);

  const listRoute = (path: RestPath, which: PartyList) =>
    app.get(path, read, async (request) => {
      const partyId = partyIdFromQuery(request.query);
      assertOwnParty(request.caller, partyId);
      return okEnvelope<PartyItemList>({ responseObject: await partyItems.list(partyId, which) });
    });
  listRoute(RestPath.CART, 'cart');
  listRoute(RestPath.WISHLIST, 'wishlist');

  const addRoute = (path: RestPath, which: PartyList) =>
    app.post(path, write, async (request) => {
      const { partyId, productId } = ownItem(requireUser(request.caller), request.body);
      return answer(partyId, await partyItems.add(partyId, productId, which));
    });
  addRoute(RestPath.CART, 'cart');
  addRoute(RestPath.WISHLIST, 'wishlist');

  const removeRoute = (path: RestPath, which: PartyList) =>
    app.post(path, write, async (request) => {
      const { partyId, productId } = ownItem(requireUser(request.caller), request.body);
      await partyItems.remove(partyId, productId, which);
      return answer(partyId);
    });
  removeRoute(RestPath.CART_REMOVE, 'cart');
  removeRoute(RestPath.WISHLIST_REMOVE, 'wishlist');

  app.post(RestPath.WISHLIST_MOVE_TO_CART, write, async (request) => {
    const { partyId, productId } = ownItem(requireUser(request.caller), request.body);
    return answer(partyId, await partyItems.moveToCart(partyId, productId));
  });
};

import { z } from 'zod';
import { invalidInput } from './envelope';
import { assertOwnParty, type Caller } from './route-access';

/**
 * The party id of a learner-data query. The spec spells it partyID for cart and wishlist counts and
 * partyId for alerts and messages; any spelling is accepted. It always arrives inside the encrypted
 * query (`enc`), so it is a string here.
 */
export const partyIdFromQuery = (query: unknown): number => {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  const raw = entries.find(([key]) => key.toLowerCase() === 'partyid')?.[1];
  const partyId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(partyId) || partyId <= 0) {
    throw invalidInput('partyId');
  }
  return partyId;
};

/**
 * The party query as the OpenAPI document shows it (`partyIdFromQuery` reads it; any spelling of the
 * name is taken, and it travels inside the encrypted `enc` query).
 */
export const partyIdQuery = z.object({
  partyId: z
    .string()
    .regex(/^\d{1,9}$/)
    .describe('The learner’s party id (also spelt partyID, partyid).'),
});

/** The party of a learner-data query, which must be the caller's own unless the caller is staff. */
export const ownPartyFromQuery = (caller: Caller, query: unknown): number => {
  const partyId = partyIdFromQuery(query);
  assertOwnParty(caller, partyId);
  return partyId;
};

import { parseEntityId } from '@finx/domain';
import { badUserInput } from '../../errors/gateway-error';

/**
 * Ids of the arguments (`productId`, `orderId`, `productIds`): the domain's id rule. A malformed id is
 * the caller's mistake, answered BAD_USER_INPUT on that argument, never a look-up that finds nothing.
 */
const idOf = (id: string, field: string): number => {
  const value = parseEntityId(id);
  if (value === null) throw badUserInput(field);
  return value;
};

export const productIdOf = (id: string, field = 'productId'): number => idOf(id, field);
export const orderIdOf = (id: string, field = 'orderId'): number => idOf(id, field);
export const lessonIdOf = (id: string, field = 'lessonId'): number => idOf(id, field);
export const questionIdOf = (id: string, field = 'questionId'): number => idOf(id, field);

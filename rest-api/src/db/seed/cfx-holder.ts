import { ProductId } from '@finx/domain';
import { LOAD_LEARNERS } from './demo-accounts';

const DAY = 86_400_000;

/**
 * learner40@finx.demo holds FEAT (scored 80) and CFX, granted by the seed: the learner the dashboard's
 * admission letter is shown to in demos and browser tests, without a sandbox payment first.
 */
export const CFX_HOLDER = LOAD_LEARNERS[LOAD_LEARNERS.length - 1]!;

export const cfxHolderEnrolments = (now: number) => [
  {
    partyId: CFX_HOLDER.partyId,
    productId: ProductId.FEAT,
    source: 'SEED' as const,
    enrolledAt: new Date(now - 40 * DAY),
    completedAt: new Date(now - 35 * DAY),
    score: 80,
  },
  {
    partyId: CFX_HOLDER.partyId,
    productId: ProductId.CFX,
    source: 'SEED' as const,
    enrolledAt: new Date(now - 30 * DAY),
  },
];

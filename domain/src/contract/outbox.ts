import { defineFeatureContract, type RestPathTable } from './feature-contract';

/** One row of the development outbox (`GET /dev/outbox?to=`). */
export interface OutboxMessageView {
  to: string;
  channel: 'EMAIL' | 'SMS';
  subject: string | null;
  body: string;
  createdAt: string;
}

/** The development mailbox: the mails and texts the outbox would have sent, by address (never in production). */
export const outboxContract = defineFeatureContract({
  feature: 'outbox',
  clientPaths: {
    DEV_OUTBOX: '/dev/outbox',
  },
});

export const outboxRestPaths = {
  feature: 'outbox',
  restPaths: {
    DEV_OUTBOX: '/finx-thor-notification/api/v1/dev/outbox',
  },
} as const satisfies RestPathTable;

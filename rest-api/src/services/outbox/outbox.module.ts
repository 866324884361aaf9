import { OutboxRepository } from '../../providers/messaging/outbox.repository';
import { defineFeature } from '../feature-module';
import { outboxRoutes } from './outbox.routes';
import { OutboxService } from './outbox.service';

/** The development mailbox (`/dev/outbox`); in production the path does not exist at all. */
export const outboxModule = defineFeature({
  name: 'outbox',
  enabled: (config) => config.nodeEnv !== 'production',
  register: async (app, { db }) => outboxRoutes(app, new OutboxService(new OutboxRepository(db))),
});

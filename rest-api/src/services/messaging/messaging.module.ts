import { createAuditService } from '../audit/audit.module';
import { AlertsRepository } from '../alerts/alerts.repository';
import { UnsubscribeLink } from '../consent/unsubscribe-link';
import { defineFeature } from '../feature-module';
import { MessagingRepository } from './messaging.repository';
import { messagingRoutes } from './messaging.routes';
import { MessagingService } from './messaging.service';

/** Staff messaging (issue 13 item 6): drafts, alerts and messages to learners' inboxes, mails via the outbox. */
export const messagingModule = defineFeature({
  name: 'messaging',
  register: async (app, infrastructure) => {
    const { db, messenger, transaction, config } = infrastructure;
    const service = new MessagingService({
      messages: new MessagingRepository(db),
      inbox: new AlertsRepository(db),
      audit: createAuditService(infrastructure),
      messenger,
      transaction,
    });
    // The same key derivation as the consent feature's, so its unsubscribe page opens these links.
    messagingRoutes(app, service, new UnsubscribeLink(config.jwtSecret), config.publicUrl);
  },
});

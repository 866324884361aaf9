import { createAuditService } from '../audit/audit.module';
import { createInboxWriter } from '../alerts/alerts.module';
import { createUnsubscribeUrls } from '../consent/consent.module';
import { defineFeature } from '../feature-module';
import { MessagingRepository } from './messaging.repository';
import { messagingRoutes } from './messaging.routes';
import { MessagingService } from './messaging.service';
import { messagingSeed } from './messaging.seed';
import { NotificationQueueRepository } from './notification-queue.repository';
import { notificationQueueRoutes } from './notification-queue.routes';
import { NotificationQueueService } from './notification-queue.service';

/** Staff messaging (issue 13 item 6): drafts, alerts and messages to learners' inboxes, mails via the outbox. */
export const messagingModule = defineFeature({
  name: 'messaging',
  seed: messagingSeed,
  register: async (app, infrastructure) => {
    const { db, messenger, transaction, config } = infrastructure;
    const service = new MessagingService({
      messages: new MessagingRepository(db),
      inbox: createInboxWriter(db),
      audit: createAuditService(infrastructure),
      messenger,
      transaction,
    });
    messagingRoutes(app, service, createUnsubscribeUrls(config), config.publicUrl);
    notificationQueueRoutes(app, new NotificationQueueService(new NotificationQueueRepository(db)));
  },
});

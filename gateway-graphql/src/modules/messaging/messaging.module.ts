import { defineModule } from '../module';
import { MessagingResolver } from './messaging.resolver';
import { MessagingSource } from './messaging.source';

/** Staff messaging: drafts, alerts and messages to learners (live), mails (issue 13 item 6). */
export const messagingModule = defineModule({
  name: 'messaging',
  resolvers: [MessagingResolver],
  createSources: (scope) => ({ messaging: new MessagingSource(scope, scope.inboxEvents) }),
});

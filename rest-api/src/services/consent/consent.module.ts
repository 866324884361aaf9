import { defineFeature } from '../feature-module';
import { ConsentRepository } from './consent.repository';
import { consentRoutes } from './consent.routes';
import { ConsentService } from './consent.service';
import { UnsubscribeLink } from './unsubscribe-link';

/** Withdraw Consent and Unsubscribe Mails. */
export const consentModule = defineFeature({
  name: 'consent',
  register: async (app, { db, sessions, transaction, config }) => {
    // Its own key, derived from the server secret for this purpose only (see unsubscribe-link.ts).
    const links = new UnsubscribeLink(config.jwtSecret);
    consentRoutes(app, new ConsentService(new ConsentRepository(db), sessions, links, transaction));
  },
});

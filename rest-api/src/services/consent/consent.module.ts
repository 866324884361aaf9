import type { Config } from '../../config';
import { defineFeature } from '../feature-module';
import { ConsentRepository } from './consent.repository';
import { consentRoutes } from './consent.routes';
import { ConsentService } from './consent.service';
import { UnsubscribeLink, unsubscribePath } from './unsubscribe-link';
import { unsubscribeReasonsRoutes } from './unsubscribe-reasons.routes';

/** Withdraw Consent and Unsubscribe Mails. */
export const consentModule = defineFeature({
  name: 'consent',
  register: async (app, { db, sessions, transaction, config, limits }) => {
    // Its own key, derived from the server secret for this purpose only (see unsubscribe-link.ts).
    const links = new UnsubscribeLink(config.jwtSecret);
    consentRoutes(app, new ConsentService(new ConsentRepository(db), sessions, links, transaction), limits);
    unsubscribeReasonsRoutes(app);
  },
});

/**
 * The unsubscribe link of a mail another feature sends (staff messaging): sealed with this feature's own
 * key, so the consent page opens it. `origin` is the public origin the link points at.
 */
export const createUnsubscribeUrls = (config: Pick<Config, 'jwtSecret'>) => {
  const links = new UnsubscribeLink(config.jwtSecret);
  return (origin: string, email: string): string => `${origin}${unsubscribePath(links.seal(email))}`;
};

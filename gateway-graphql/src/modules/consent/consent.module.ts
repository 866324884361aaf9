import { defineModule } from '../module';
import { ConsentResolver } from './consent.resolver';
import { ConsentSource } from './consent.source';

/** Withdraw Consent and Unsubscribe Mails (`000 §2`). */
export const consentModule = defineModule({
  name: 'consent',
  resolvers: [ConsentResolver],
  createSources: (scope) => ({ consent: new ConsentSource(scope) }),
});

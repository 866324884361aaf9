import { defineModule } from '../module';
import { IdentityResolver } from './identity.resolver';
import { IdentitySource } from './identity.source';

/** Sign-in (e-mail, mobile OTP, Google, Facebook), sign-out and the viewer (`000 §4`). */
export const identityModule = defineModule({
  name: 'identity',
  resolvers: [IdentityResolver],
  createSources: (scope) => ({ identity: new IdentitySource(scope) }),
});

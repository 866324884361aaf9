import { defineModule } from '../module';
import { RegistrationResolver } from './registration.resolver';
import { RegistrationSource } from './registration.source';

/**
 * Registration: OTPs (for mobile login too; OTP has no resolvers of its own), mobile and e-mail checks,
 * learner and staff sign-up, e-mail verification and the institute details (`000 §4`).
 */
export const registrationModule = defineModule({
  name: 'registration',
  resolvers: [RegistrationResolver],
  createSources: (scope) => ({ registration: new RegistrationSource(scope) }),
});

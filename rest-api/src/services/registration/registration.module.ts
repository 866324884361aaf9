import { defineFeature } from '../feature-module';
import { createAccountRepository } from '../identity/identity.module';
import { createOtpService } from '../otp/otp.module';
import { RegistrationRepository } from './registration.repository';
import { registrationRoutes } from './registration.routes';
import { RegistrationService } from './registration.service';

/** Learner, college and staff sign-up, the mobile and e-mail checks, e-mail verification, institute details. */
export const registrationModule = defineFeature({
  name: 'registration',
  register: async (app, infrastructure) => {
    const { db, messenger, sessions, tokens, transaction, config } = infrastructure;
    const registration = new RegistrationService({
      accounts: createAccountRepository({ db }),
      registrations: new RegistrationRepository(db),
      otp: createOtpService(infrastructure),
      messenger,
      sessions,
      tokens,
      transaction,
    });
    registrationRoutes(app, registration, config.publicUrl, infrastructure.limits);
  },
});

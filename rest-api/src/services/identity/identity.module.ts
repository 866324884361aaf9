import { defineFeature } from '../feature-module';
import { createMaintenanceService } from '../maintenance/maintenance.module';
import { createOtpService } from '../otp/otp.module';
import { AccountRepository } from './account.repository';
import { IdentityRepository } from './identity.repository';
import { identityRoutes } from './identity.routes';
import { LoginService } from './login.service';
import { SocialIdentityVerifier } from './social-identity.verifier';
import { SocialLoginService } from './social-login.service';

/** Sign-in (password, mobile OTP, Google, Facebook) and sign-out. */
export const identityModule = defineFeature({
  name: 'identity',
  register: async (app, infrastructure) => {
    const { db, config, sessions, tokens, transaction } = infrastructure;
    const identity = new IdentityRepository(db);
    const login = new LoginService({
      accounts: new AccountRepository(db),
      identity,
      sessions,
      tokens,
      otp: createOtpService(infrastructure),
      maintenance: createMaintenanceService(infrastructure),
      transaction,
    });
    const verifier = new SocialIdentityVerifier(config.social);
    identityRoutes(app, { login, social: new SocialLoginService(identity, verifier, login) });
  },
});

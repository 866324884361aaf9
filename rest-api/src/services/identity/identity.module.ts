import { createAuditService } from '../audit/audit.module';
import { defineFeature, type Infrastructure } from '../feature-module';
import { createMaintenanceService } from '../maintenance/maintenance.module';
import { createOtpService, createSignInAttempts } from '../otp/otp.module';
import { AccountRepository } from './account.repository';
import { IdentityLookupsRepository } from './identity-lookups.repository';
import { identityLookupsRoutes } from './identity-lookups.routes';
import { IdentityRepository } from './identity.repository';
import { identityRoutes } from './identity.routes';
import { LoginLocksRepository } from './login-locks.repository';
import { LoginService } from './login.service';
import { SocialIdentityVerifier } from './social-identity.verifier';
import { SocialLoginService } from './social-login.service';
import { identitySeed } from './identity.seed';

/** The accounts repository: registration and passwords read and write the same user records. */
export const createAccountRepository = ({ db }: Pick<Infrastructure, 'db'>): AccountRepository =>
  new AccountRepository(db);

/** What lifts the SM-12 locks besides time, staff and an OTP sign-in: a completed password reset (passwords). */
export type AccountLocks = Pick<IdentityRepository, 'liftLock'>;
export const createAccountLocks = ({ db }: Pick<Infrastructure, 'db'>): AccountLocks =>
  new IdentityRepository(db);

/** What a successful sign-in answers; registration signs the new learner in with the same shape. */
export { loginResponseFor } from './login.service';

/** Sign-in (password, mobile OTP, Google, Facebook) and sign-out; a party by e-mail; the session report. */
export const identityModule = defineFeature({
  name: 'identity',
  seed: identitySeed,
  register: async (app, infrastructure) => {
    const { db, config, sessions, tokens, transaction } = infrastructure;
    const identity = new IdentityRepository(db);
    const login = new LoginService({
      accounts: createAccountRepository(infrastructure),
      identity,
      locks: new LoginLocksRepository(db),
      sessions,
      tokens,
      otp: createOtpService(infrastructure),
      maintenance: createMaintenanceService(infrastructure),
      attempts: createSignInAttempts(infrastructure),
      transaction,
      audit: createAuditService(infrastructure),
      lockMs: config.login.lockMs,
    });
    const verifier = new SocialIdentityVerifier(config.social);
    identityRoutes(app, { login, social: new SocialLoginService(identity, verifier, login) });
    identityLookupsRoutes(app, new IdentityLookupsRepository(db));
  },
});

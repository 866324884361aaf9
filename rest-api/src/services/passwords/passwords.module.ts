import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { createAccountLocks, createAccountRepository } from '../identity/identity.module';
import { PasswordsRepository } from './passwords.repository';
import { passwordsRoutes } from './passwords.routes';
import { PasswordsService } from './passwords.service';

/** Change, admin change, forgot and reset of passwords. */
export const passwordsModule = defineFeature({
  name: 'passwords',
  register: async (app, { db, sessions, messenger, transaction, config, limits }) => {
    const passwords = new PasswordsService({
      accounts: createAccountRepository({ db }),
      passwords: new PasswordsRepository(),
      locks: createAccountLocks({ db }),
      sessions,
      messenger,
      transaction,
      audit: createAuditService({ db }),
    });
    passwordsRoutes(app, passwords, config.publicUrl, limits);
  },
});

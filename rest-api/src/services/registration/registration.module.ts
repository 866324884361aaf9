import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { createAccountRepository } from '../identity/identity.module';
import { createOtpService } from '../otp/otp.module';
import { RegistrationRepository } from './registration.repository';
import { registrationRoutes } from './registration.routes';
import { RegistrationService } from './registration.service';
import { registrationStaffRoutes } from './registration-staff.routes';
import { RegistrationStaffService } from './registration-staff.service';
import { StudentAccountRepository } from './student-account.repository';
import { studentAccountRoutes } from './student-account.routes';
import { StudentAccountService } from './student-account.service';

/**
 * Learner, college and staff sign-up, the mobile and e-mail checks, e-mail verification, institute details;
 * the student service's account calls (checks, e-mail OTP, a social account's mobile, pop-ups, leads).
 */
export const registrationModule = defineFeature({
  name: 'registration',
  register: async (app, infrastructure) => {
    const { db, messenger, sessions, tokens, transaction, config } = infrastructure;
    const accounts = createAccountRepository({ db });
    const otp = createOtpService(infrastructure);
    const registrations = new RegistrationRepository(db);
    const registration = new RegistrationService({
      accounts,
      registrations,
      otp,
      messenger,
      sessions,
      tokens,
      transaction,
    });
    registrationRoutes(app, registration, config.publicUrl, infrastructure.limits);
    registrationStaffRoutes(
      app,
      new RegistrationStaffService({
        registration,
        registrations,
        audit: createAuditService(infrastructure),
        transaction,
      }),
    );
    const studentAccounts = new StudentAccountService({
      accounts,
      repository: new StudentAccountRepository(db),
      registration,
      otp,
      messenger,
      transaction,
      codeSecret: config.otp.secret,
    });
    studentAccountRoutes(app, studentAccounts, infrastructure.limits);
  },
});

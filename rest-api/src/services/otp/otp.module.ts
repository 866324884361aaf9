import { defineFeature, type Infrastructure } from '../feature-module';
import { OtpRepository } from './otp.repository';
import { otpRoutes } from './otp.routes';
import { OtpService } from './otp.service';
import { SignInAttemptsRepository } from './sign-in-attempts.repository';
import { SignInAttempts } from './sign-in-attempts.service';

/** Failed sign-ins per client address and wrong codes per mobile (issue 10); identity counts passwords here. */
export const createSignInAttempts = ({ db, config }: Pick<Infrastructure, 'db' | 'config'>): SignInAttempts =>
  new SignInAttempts(new SignInAttemptsRepository(db), config);

/** The OTP service; mobile login (identity) and registration spend the codes it issues. */
export const createOtpService = ({
  db,
  transaction,
  messenger,
  config,
}: Pick<Infrastructure, 'db' | 'transaction' | 'messenger' | 'config'>): OtpService =>
  new OtpService(
    new OtpRepository(db),
    transaction,
    messenger,
    config.otp,
    createSignInAttempts({ db, config }),
  );

/** The words of a refused code, for the flows that spend codes (mobile login, registration). */
export { otpRefusalText } from './otp.service';
export type { SignInAttempts } from './sign-in-attempts.service';

export const otpModule = defineFeature({
  name: 'otp',
  register: async (app, infrastructure) => otpRoutes(app, createOtpService(infrastructure)),
});

import { defineFeature, type Infrastructure } from '../feature-module';
import { OtpRepository } from './otp.repository';
import { otpRoutes } from './otp.routes';
import { OtpService } from './otp.service';

/** The OTP service; mobile login (identity) and registration spend the codes it issues. */
export const createOtpService = ({
  db,
  transaction,
  messenger,
  config,
}: Pick<Infrastructure, 'db' | 'transaction' | 'messenger' | 'config'>): OtpService =>
  new OtpService(new OtpRepository(db), transaction, messenger, config.otp);

/** The words of a refused code, for the flows that spend codes (mobile login, registration). */
export { otpRefusalText } from './otp.service';

export const otpModule = defineFeature({
  name: 'otp',
  register: async (app, infrastructure) => otpRoutes(app, createOtpService(infrastructure)),
});

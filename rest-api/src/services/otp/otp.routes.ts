import { COUNTRY_CODE, OtpPurpose, Pattern, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { otpRefusalText, type OtpService } from './otp.service';

const purpose = z.enum([OtpPurpose.REGISTER, OtpPurpose.LOGIN]).default(OtpPurpose.REGISTER);
const mobileNo = z.string().trim().regex(Pattern.MOBILE);

// The spec's country code defaults to 91 and only 91 is served (`000 §9`).
const otpBody = z.object({
  mobileNo,
  countryCode: z.coerce.string().trim().default(COUNTRY_CODE).pipe(z.literal(COUNTRY_CODE)),
  purpose,
});

const validateBody = z.object({ mobileNo, otp: z.coerce.string().trim().regex(Pattern.OTP), purpose });

/** `/finx-thor-otp`: public, called with the anonymous token before anyone is signed in. */
export const otpRoutes = (app: FastifyInstance, otp: OtpService): void => {
  app.post(RestPath.OTP, documented({ config: { access: 'public' } }, { body: otpBody }), async (request) => {
    const body = parseInput(otpBody, request.body);
    // request.ip is the browser's address: rest-api believes x-forwarded-for only from TRUST_PROXY's peers.
    const outcome = await otp.issue({
      mobile: body.mobileNo,
      purpose: body.purpose,
      clientAddress: request.ip,
    });
    return outcome.ok ? okEnvelope() : failEnvelope(outcome.reasonCode);
  });

  app.post(
    RestPath.OTP_VALIDATE,
    documented({ config: { access: 'public' } }, { body: validateBody }),
    async (request) => {
      const body = parseInput(validateBody, request.body);
      const outcome = await otp.verify({
        mobile: body.mobileNo,
        purpose: body.purpose,
        code: body.otp,
        clientAddress: request.ip,
      });
      if (outcome.ok) return okEnvelope({ responseObject: { count: 0 } });
      if (outcome.count === undefined) return failEnvelope(outcome.reasonCode);
      // DM_02 carries the running count of failures, in the text and as `count` (`000 §8`).
      const envelope = failEnvelope(outcome.reasonCode, otpRefusalText(outcome, body.purpose));
      return { ...envelope, responseObject: { count: outcome.count } };
    },
  );
};

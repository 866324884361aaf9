import { describe, expect, it } from 'vitest';
import { OtpPurpose } from './contract/otp';
import { ReasonMessage, otpCapMessage, otpFailureText } from './reason-codes';
import { RegistrationText } from './validation/registration.schema';

describe("otpFailureText: DM_02 with 'count N' (000 §8)", () => {
  it('counts the first three failures for both purposes', () => {
    expect(otpFailureText(1, OtpPurpose.LOGIN)).toBe(`${ReasonMessage.DM_02} count 1`);
    expect(otpFailureText(3, OtpPurpose.REGISTER)).toBe('Invalid OTP count 3');
  });

  it('answers the cap text of the flow from the fourth', () => {
    expect(otpFailureText(4, OtpPurpose.LOGIN)).toBe(otpCapMessage());
    expect(otpFailureText(5, OtpPurpose.REGISTER)).toBe(RegistrationText.OTP_CAP);
  });
});

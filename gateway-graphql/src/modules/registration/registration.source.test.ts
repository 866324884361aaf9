import { OtpPurpose, ReasonCode, ReasonMessage, RegistrationText, RestPath, RoleId } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../upstream/fake-upstream';
import { fakeRequest } from '../../test/fake-request';
import { RegistrationSource } from './registration.source';

const registrationSource = async () => {
  const request = await fakeRequest(null);
  return { ...request, registration: new RegistrationSource(request.scope) };
};

const INPUT = {
  mobile: ' 9876500001 ',
  otp: '1234',
  firstName: ' Asha ',
  lastName: 'Rao',
  email: ' Asha.Rao@Example.IN ',
  termsAccepted: true,
  messagingConsent: false,
};

describe('RegistrationSource', () => {
  it('counts wrong registration OTPs and answers the registration cap text at 4', async () => {
    const { upstream, registration } = await registrationSource();
    upstream.on(
      'POST',
      RestPath.OTP_VALIDATE,
      refused(ReasonCode.INVALID_OTP_OR_PASSWORD, ReasonMessage.DM_02, { count: 1 }),
      refused(ReasonCode.INVALID_OTP_OR_PASSWORD, ReasonMessage.DM_02, { count: 4 }),
      ok({ responseObject: { verified: true } }),
    );
    const input = { mobile: '9876500001', otp: '0000' };
    expect(await registration.validateOtp(input)).toEqual({
      verified: false,
      attempt: 1,
      userErrors: [{ code: 'DM_02', field: 'input.otp', message: 'Invalid OTP count 1' }],
    });
    expect((await registration.validateOtp(input)).userErrors[0]?.message).toBe(RegistrationText.OTP_CAP);
    expect(await registration.validateOtp(input)).toEqual({ verified: true, attempt: 0, userErrors: [] });
    expect(upstream.callsTo(RestPath.OTP_VALIDATE)[0]?.body).toMatchObject({ purpose: OtpPurpose.REGISTER });
  });

  it("answers the mobile check with the server's text for every code", async () => {
    const { upstream, registration } = await registrationSource();
    upstream.on(
      'GET',
      RestPath.VALIDATE_MOBILE,
      refused(ReasonCode.MOBILE_NOT_REGISTERED),
      refused(ReasonCode.MOBILE_REGISTERED_OTHER, 'This number belongs to a staff account.'),
    );
    expect(await registration.validateMobile({ mobile: '9876500001' })).toEqual({
      code: 'FC-01',
      message: ReasonMessage['FC-01'],
      canRegister: true,
    });
    expect(await registration.validateMobile({ mobile: '9876500002' })).toEqual({
      code: 'FC-02',
      message: 'This number belongs to a staff account.',
      canRegister: false,
    });
  });

  it('puts refused terms on input.termsAccepted and a taken e-mail on input.email', async () => {
    const { upstream, registration } = await registrationSource();
    upstream.on('POST', RestPath.REGISTER, refused(ReasonCode.TERMS_NOT_ACCEPTED));
    upstream
      .on('GET', RestPath.VALIDATE_DOMAIN, ok())
      .on('GET', RestPath.EMAIL_VALIDATE, refused(ReasonCode.EMAIL_ALREADY_REGISTERED));
    expect((await registration.register(INPUT)).userErrors).toEqual([
      { code: 'TERMS_NOT_ACCEPTED', field: 'input.termsAccepted', message: ReasonMessage.TERMS_NOT_ACCEPTED },
    ]);
    expect((await registration.validateEmail(' Asha.Rao@Example.IN ')).userErrors[0]).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
      field: 'input.email',
    });
    expect(upstream.callsTo(RestPath.VALIDATE_DOMAIN)[0]?.query).toMatchObject({
      emailID: 'asha.rao@example.in',
    });
  });

  it('registers with trimmed values and signs the new learner in, bound for /registerSuccess', async () => {
    const { upstream, registration, session } = await registrationSource();
    upstream.on('POST', RestPath.REGISTER, {
      ...ok({
        responseObject: {
          emailId: 'asha.rao@example.in',
          partyId: 4004,
          userId: 40,
          userName: 'asha.rao@example.in',
          name: 'Asha Rao',
          role: [{ roleId: RoleId.LEARNER, roleName: 'STUDENT' }],
          jwttoken: 'jwt',
          forcePasswordChangeOnNextLoginFlag: '0',
        },
      }),
      jti: '1.a',
    });
    const payload = await registration.register(INPUT);
    expect(payload).toMatchObject({
      redirectTo: '/registerSuccess',
      viewer: { partyId: 4004 },
      userErrors: [],
    });
    expect(session.viewer?.userId).toBe(40);
    expect(upstream.callsTo(RestPath.REGISTER)[0]?.body).toMatchObject({
      mobileNo: '9876500001',
      firstName: 'Asha',
      emailID: 'asha.rao@example.in',
      isTermsAccepted: 1,
      sendWhatsapp: 'N',
    });
  });
});

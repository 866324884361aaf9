import {
  COUNTRY_CODE,
  ClientRoute,
  ENTRY_MODE_WEB_REGISTRATION,
  INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
  LEAD_REGISTER_KEYS,
  OtpPurpose,
  ReasonCode,
  RestPath,
  RoleName,
  type LeadRegister,
  type LoginResponse,
  type OtpRequest,
  type OtpValidateRequest,
  type OtpValidateResult,
  type RegistrationRequest,
  type StaffRegistrationRequest,
  emailField,
  firstNameField,
  lastNameField,
  mobileField,
  otpField,
} from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import { openLoginSession } from '../../session/open-login-session';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream, UpstreamCall } from '../../upstream/upstream';
import type { UpstreamFailure } from '../../upstream/upstream-errors';
import { callerOf, toViewer } from '../shared/caller';
import { otpFailure } from '../identity/identity.contract';
import type { RequestScope } from '../shared/request-scope';
import type { UserError } from '../shared/user-error.types';
import { refusalOf } from '../shared/user-errors';
import { REGISTRATION_FIELDS } from './registration.errors';
import type {
  InstituteDetailsInput,
  LeadRegisterInput,
  OkPayload,
  RegisterInput,
  RegisterPayload,
  RegisterStaffInput,
  RequestOtpInput,
  RequestOtpPayload,
  ValidateMobileInput,
  ValidateMobilePayload,
  ValidateOtpInput,
  ValidateOtpPayload,
} from './registration.types';

const refusal = (failure: UpstreamFailure): UserError => refusalOf(REGISTRATION_FIELDS, failure);

/**
 * The person's details as the domain's rules normalise them (trimmed, the e-mail lower-cased); whether
 * they are valid is the registration service's to say, with the same rules.
 */
const person = (input: Pick<RegisterInput, 'mobile' | 'otp' | 'firstName' | 'lastName' | 'email'>) => ({
  mobileNo: mobileField.cast(input.mobile),
  OTP: otpField.cast(input.otp),
  firstName: firstNameField.cast(input.firstName),
  lastName: lastNameField.cast(input.lastName),
  emailID: emailField.cast(input.email),
});

const toLeadRegister = (input: LeadRegisterInput | null | undefined): LeadRegister | null => {
  if (!input) return null;
  return Object.fromEntries(
    LEAD_REGISTER_KEYS.map((key) => [key, input[key]?.trim() ? input[key].trim() : null]),
  ) as unknown as LeadRegister;
};

/**
 * Registration and OTPs over the REST services. Rules live upstream; here inputs become the spec's
 * payloads and answers become payloads with userErrors, worded by the server.
 */
export class RegistrationSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;
  private readonly log: FastifyBaseLogger;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
    this.log = scope.log;
  }

  /** Generic on purpose: mobile login (purpose LOGIN) asks for its OTP here too. */
  async requestOtp(input: RequestOtpInput): Promise<RequestOtpPayload> {
    const body: OtpRequest = {
      mobileNo: mobileField.cast(input.mobile),
      countryCode: COUNTRY_CODE,
      purpose: input.purpose,
    };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.OTP,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    return result.ok ? { ok: true, userErrors: [] } : { ok: false, userErrors: [refusal(result)] };
  }

  async validateOtp(input: ValidateOtpInput): Promise<ValidateOtpPayload> {
    const body: OtpValidateRequest = {
      mobileNo: mobileField.cast(input.mobile),
      otp: otpField.cast(input.otp),
      purpose: OtpPurpose.REGISTER,
    };
    const result = await this.upstream.call<OtpValidateResult>({
      method: 'POST',
      path: RestPath.OTP_VALIDATE,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    if (result.ok) return { verified: true, attempt: 0, userErrors: [] };
    const { message, attempt } = otpFailure(result, OtpPurpose.REGISTER);
    return { verified: false, attempt: attempt ?? 0, userErrors: [{ ...refusal(result), message }] };
  }

  /** FC-01 (the number is free: registration goes on) to FC-04, with the server's text for each. */
  async validateMobile(input: ValidateMobileInput): Promise<ValidateMobilePayload> {
    const result = await this.upstream.call({
      method: 'GET',
      path: RestPath.VALIDATE_MOBILE,
      query: {
        mobileNo: mobileField.cast(input.mobile),
        productID: input.productId ?? '',
        role: RoleName.STUDENT,
      },
      auth: 'anonymous',
      allowFailure: true,
    });
    if (result.ok) return { code: ReasonCode.MOBILE_NOT_REGISTERED, message: '', canRegister: true };
    const code = result.reasonCode;
    return { code, message: result.message, canRegister: code === ReasonCode.MOBILE_NOT_REGISTERED };
  }

  /** The submit-time e-mail checks: domain first (`000 §4`), then that the address is free. */
  async validateEmail(email: string): Promise<OkPayload> {
    for (const path of [RestPath.VALIDATE_DOMAIN, RestPath.EMAIL_VALIDATE]) {
      const result = await this.upstream.call({
        method: 'GET',
        path,
        query: { emailID: emailField.cast(email), role: RoleName.STUDENT },
        auth: 'anonymous',
        allowFailure: true,
      });
      if (!result.ok) return { ok: false, message: null, userErrors: [refusal(result)] };
    }
    return { ok: true, message: null, userErrors: [] };
  }

  /** Registers and signs the new learner in from the answer, exactly as a login would (auto-login). */
  async register(input: RegisterInput): Promise<RegisterPayload> {
    const body: RegistrationRequest = {
      ...person(input),
      entryMode: ENTRY_MODE_WEB_REGISTRATION,
      isTermsAccepted: input.termsAccepted ? 1 : 0,
      sendWhatsapp: input.messagingConsent ? 'Y' : 'N',
      role: RoleName.STUDENT,
      leadRegister: toLeadRegister(input.leadRegister),
    };
    const { result, jti } = await this.upstream.login<LoginResponse>({
      method: 'POST',
      path: RestPath.REGISTER,
      body,
      allowFailure: true,
    });
    if (!result.ok) return { viewer: null, redirectTo: null, userErrors: [refusal(result)] };
    const { viewer } = await openLoginSession(
      this.session,
      this.log,
      result.envelope.responseObject,
      jti,
      'cookie',
    );
    return { viewer: toViewer(viewer), redirectTo: ClientRoute.registerSuccess(), userErrors: [] };
  }

  registerStaff(input: RegisterStaffInput): Promise<OkPayload> {
    const body: StaffRegistrationRequest = {
      ...person(input),
      isTermsAccepted: input.termsAccepted ? 1 : 0,
      role: input.role,
    };
    return this.okCall({ method: 'POST', path: RestPath.REGISTER_STAFF, body, auth: 'anonymous' });
  }

  verifyEmail(eid: string): Promise<OkPayload> {
    return this.okCall({
      method: 'GET',
      path: RestPath.EMAIL_VERIFICATION,
      query: { eid: eid.trim() },
      auth: 'anonymous',
    });
  }

  async instituteCheck(): Promise<boolean> {
    const envelope = await this.upstream.request<string>({
      method: 'GET',
      path: RestPath.INSTITUTE,
      query: { partyId: callerOf(this.session).partyId },
      auth: 'user',
    });
    return envelope.responseObject === 'Y';
  }

  saveInstituteDetails(input: InstituteDetailsInput): Promise<OkPayload> {
    return this.okCall({
      method: 'POST',
      path: RestPath.INSTITUTE,
      body: {
        qualificationCertificateId: INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
        studentID: callerOf(this.session).userId,
        certiNumber: input.bfsId.trim(),
        batchNumber: input.batchNumber.trim(),
      },
      auth: 'user',
    });
  }

  private async okCall(call: Omit<UpstreamCall, 'allowFailure'>): Promise<OkPayload> {
    const result = await this.upstream.call({ ...call, allowFailure: true });
    if (result.ok) return { ok: true, message: result.envelope.responseText ?? null, userErrors: [] };
    return { ok: false, message: null, userErrors: [refusal(result)] };
  }
}

import {
  COUNTRY_CODE,
  ENTRY_MODE_WEB_REGISTRATION,
  INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
  LEAD_REGISTER_KEYS,
  type LeadRegister,
  type LoginResponse,
  type OtpRequest,
  type OtpValidateRequest,
  type OtpValidateResult,
  ReasonCode,
  RegistrationText,
  type RegistrationRequest,
  RestPath,
  RoleName,
  type StaffRegistrationRequest,
} from '@finx/domain';
import type { GatewayContext } from '../../context';
import { openLoginSession } from '../../session/open-login-session';
import type { UpstreamClient } from '../../upstream/upstream.client';
import { toViewer } from '../identity/identity.source';
import type { UserError } from '../shared/user-error.types';
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

export const REGISTER_SUCCESS_ROUTE = '/registerSuccess';

/** Which input a registration reason code is about, so the client can show it under that field. */
const fieldOf = (code: string): string | null => {
  switch (code) {
    case ReasonCode.INVALID_OTP_OR_PASSWORD:
    case ReasonCode.OTP_EXPIRED:
    case ReasonCode.OTP_NOT_VERIFIED:
      return 'otp';
    case ReasonCode.EMAIL_ALREADY_REGISTERED:
    case ReasonCode.INVALID_EMAIL_DOMAIN:
    case ReasonCode.INVALID_EMAIL:
      return 'email';
    case ReasonCode.TERMS_NOT_ACCEPTED:
      return 'terms';
    default:
      return code.startsWith('FC-') ? 'mobile' : null;
  }
};

const userError = (code: string, message: string): UserError => ({ code, field: fieldOf(code), message });

const toLeadRegister = (input: LeadRegisterInput | null | undefined): LeadRegister | null => {
  if (!input) return null;
  return Object.fromEntries(
    LEAD_REGISTER_KEYS.map((key) => [key, input[key]?.trim() ? input[key].trim() : null]),
  ) as unknown as LeadRegister;
};

/**
 * Registration and OTPs over the REST services. Rules live upstream; here inputs become the spec's
 * payloads and answers become payloads with userErrors. FC-02 and unknown codes show the server's text.
 */
export class RegistrationSource {
  constructor(private readonly upstream: UpstreamClient) {}

  /** Generic on purpose: mobile login (purpose LOGIN) asks for its OTP here too. */
  async requestOtp(ctx: GatewayContext, input: RequestOtpInput): Promise<RequestOtpPayload> {
    const body: OtpRequest = {
      mobileNo: input.mobile.trim(),
      countryCode: COUNTRY_CODE,
      purpose: input.purpose,
    };
    const result = await this.upstream.call(ctx.session, {
      method: 'POST',
      path: RestPath.OTP,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    return result.ok
      ? { ok: true, userErrors: [] }
      : { ok: false, userErrors: [userError(result.reasonCode, result.message)] };
  }

  async validateOtp(ctx: GatewayContext, input: ValidateOtpInput): Promise<ValidateOtpPayload> {
    const body: OtpValidateRequest = {
      mobileNo: input.mobile.trim(),
      otp: input.otp.trim(),
      purpose: 'REGISTER',
    };
    const result = await this.upstream.call<OtpValidateResult>(ctx.session, {
      method: 'POST',
      path: RestPath.OTP_VALIDATE,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    if (result.ok) return { verified: true, attempt: 0, userErrors: [] };
    const attempt = Number(result.envelope.responseObject?.count ?? 0);
    // `000 §8` DM_02: the reason plus 'count N'; at 4 the registration cap text 'Invalid OTP count'.
    const message =
      result.reasonCode !== ReasonCode.INVALID_OTP_OR_PASSWORD
        ? result.message
        : attempt > 3
          ? RegistrationText.OTP_CAP
          : RegistrationText.otpAttempt(result.message, attempt);
    return { verified: false, attempt, userErrors: [userError(result.reasonCode, message)] };
  }

  async validateMobile(ctx: GatewayContext, input: ValidateMobileInput): Promise<ValidateMobilePayload> {
    const result = await this.upstream.call(ctx.session, {
      method: 'GET',
      path: RestPath.VALIDATE_MOBILE,
      query: { mobileNo: input.mobile.trim(), productID: input.productId ?? '', role: RoleName.STUDENT },
      auth: 'anonymous',
      allowFailure: true,
    });
    const code = result.ok ? ReasonCode.MOBILE_NOT_REGISTERED : result.reasonCode;
    // FC-02 shows the server's reasonText (`000 §8`); the others the domain's text for the code.
    const message =
      !result.ok && code === ReasonCode.MOBILE_REGISTERED_OTHER
        ? (result.envelope.reasonText ?? result.message)
        : result.ok
          ? ''
          : result.message;
    return { code, message, canRegister: code === ReasonCode.MOBILE_NOT_REGISTERED };
  }

  /** The submit-time e-mail checks: domain first (`000 §4`), then that the address is free. */
  async validateEmail(ctx: GatewayContext, email: string): Promise<OkPayload> {
    for (const path of [RestPath.VALIDATE_DOMAIN, RestPath.EMAIL_VALIDATE]) {
      const result = await this.upstream.call(ctx.session, {
        method: 'GET',
        path,
        query: { emailID: email.trim().toLowerCase(), role: RoleName.STUDENT },
        auth: 'anonymous',
        allowFailure: true,
      });
      if (!result.ok)
        return { ok: false, message: null, userErrors: [userError(result.reasonCode, result.message)] };
    }
    return { ok: true, message: null, userErrors: [] };
  }

  /** Registers and signs the new learner in from the answer, exactly as a login would (auto-login). */
  async register(ctx: GatewayContext, input: RegisterInput): Promise<RegisterPayload> {
    const body: RegistrationRequest = {
      mobileNo: input.mobile.trim(),
      OTP: input.otp.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      emailID: input.email.trim().toLowerCase(),
      entryMode: ENTRY_MODE_WEB_REGISTRATION,
      isTermsAccepted: input.termsAccepted ? 1 : 0,
      sendWhatsapp: input.messagingConsent ? 'Y' : 'N',
      role: RoleName.STUDENT,
      leadRegister: toLeadRegister(input.leadRegister),
    };
    const { result, jti } = await this.upstream.callAnonymousWithJti<LoginResponse>(
      { method: 'POST', path: RestPath.REGISTER, body, allowFailure: true },
      ctx.session,
    );
    if (!result.ok) {
      const message = result.envelope.reasonText ?? result.message;
      return { viewer: null, redirectTo: null, userErrors: [userError(result.reasonCode, message)] };
    }
    const { viewer } = await openLoginSession(ctx, result.envelope.responseObject, jti, 'cookie');
    return { viewer: toViewer(viewer), redirectTo: REGISTER_SUCCESS_ROUTE, userErrors: [] };
  }

  async registerStaff(ctx: GatewayContext, input: RegisterStaffInput): Promise<OkPayload> {
    const body: StaffRegistrationRequest = {
      mobileNo: input.mobile.trim(),
      OTP: input.otp.trim(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      emailID: input.email.trim().toLowerCase(),
      isTermsAccepted: input.termsAccepted ? 1 : 0,
      role: input.role,
    };
    return this.okCall(ctx, { method: 'POST', path: RestPath.REGISTER_STAFF, body, auth: 'anonymous' });
  }

  verifyEmail(ctx: GatewayContext, eid: string): Promise<OkPayload> {
    return this.okCall(ctx, {
      method: 'GET',
      path: RestPath.EMAIL_VERIFICATION,
      query: { eid: eid.trim() },
      auth: 'anonymous',
    });
  }

  async instituteCheck(ctx: GatewayContext, partyId: number): Promise<boolean> {
    const envelope = await this.upstream.request<string>(ctx.session, {
      method: 'GET',
      path: RestPath.INSTITUTE,
      query: { partyId },
      auth: 'user',
    });
    return envelope.responseObject === 'Y';
  }

  saveInstituteDetails(
    ctx: GatewayContext,
    userId: number,
    input: InstituteDetailsInput,
  ): Promise<OkPayload> {
    return this.okCall(ctx, {
      method: 'POST',
      path: RestPath.INSTITUTE,
      body: {
        qualificationCertificateId: INSTITUTE_QUALIFICATION_CERTIFICATE_ID,
        studentID: userId,
        certiNumber: input.bfsId.trim(),
        batchNumber: input.batchNumber.trim(),
      },
      auth: 'user',
    });
  }

  private async okCall(ctx: GatewayContext, call: Parameters<UpstreamClient['call']>[1]): Promise<OkPayload> {
    const result = await this.upstream.call(ctx.session, { ...call, allowFailure: true });
    if (result.ok) return { ok: true, message: result.envelope.responseText ?? null, userErrors: [] };
    // Validation failures carry the spec's field message as reasonText; show it rather than a generic one.
    const message =
      result.reasonCode === ReasonCode.VALIDATION_FAILED
        ? (result.envelope.reasonText ?? result.message)
        : result.message;
    return { ok: false, message: null, userErrors: [userError(result.reasonCode, message)] };
  }
}

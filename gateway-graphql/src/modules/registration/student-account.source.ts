import {
  OtpPurpose,
  type PopupFlag,
  RestPath,
  type SaveCpbfiPopupRequest,
  type SaveMobilePopupRequest,
  type SaveSocialUserMobileRequest,
  type UserEmailFlag,
  type UserMobileExistsFlag,
  type ValidateEmailOtpRequest,
  mobileField,
  otpField,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { UpstreamFailure } from '../../upstream/upstream-errors';
import { otpFailure } from '../identity/identity.contract';
import { callerOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import type { UserError } from '../shared/user-error.types';
import { refusalOf } from '../shared/user-errors';
import { STUDENT_ACCOUNT_FIELDS } from './student-account.errors';
import type {
  AccountChecks,
  AccountChecksPayload,
  MobilePromptAnswer,
  SaveMobileInput,
  VerifyEmailOtpPayload,
} from './student-account.types';
import type { OkPayload } from './registration.types';

const refusal = (failure: UpstreamFailure): UserError => refusalOf(STUDENT_ACCOUNT_FIELDS, failure);

/**
 * The student service's account calls for the signed-in learner: the flags that say what the account
 * lacks, the e-mail OTP that verifies its address, and the mobile pop-up that adds a missing number.
 */
export class StudentAccountSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  /** The flags at once: each is its own spec call (getUserEmailFlag, the mobile and CPBFI flags). */
  async accountChecks(): Promise<AccountChecks> {
    const { userId } = callerOf(this.session);
    const [email, mobile, popup, cpbfi] = await Promise.all([
      this.upstream.request<UserEmailFlag>({ method: 'GET', path: RestPath.USER_EMAIL_FLAG, auth: 'user' }),
      this.upstream.request<UserMobileExistsFlag>({
        method: 'GET',
        path: RestPath.USER_MOBILE_EXISTS_FLAG,
        auth: 'user',
      }),
      this.upstream.request<PopupFlag>({ method: 'GET', path: RestPath.MOBILE_POPUP_FLAG, auth: 'user' }),
      this.upstream.request<PopupFlag>({ method: 'GET', path: RestPath.CPBFI_POPUP_FLAG, auth: 'user' }),
    ]);
    return {
      id: `AccountChecks:${userId}`,
      emailVerified: email.responseObject?.emailFlag === 'Y',
      hasMobile: mobile.responseObject?.mobileExistsFlag === 'Y',
      showMobilePrompt: popup.responseObject?.popupFlag === 'Y',
      showCpbfiPrompt: cpbfi.responseObject?.popupFlag === 'Y',
    };
  }

  async sendEmailOtp(): Promise<OkPayload> {
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.SEND_OTP_MAIL,
      body: {},
      auth: 'user',
      allowFailure: true,
    });
    if (result.ok) return { ok: true, message: null, userErrors: [] };
    return { ok: false, message: null, userErrors: [refusal(result)] };
  }

  async verifyEmailOtp(otp: string): Promise<VerifyEmailOtpPayload> {
    const body: ValidateEmailOtpRequest = { otp: otpField.cast(otp) };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.VALIDATE_EMAIL_OTP,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (result.ok) {
      return { verified: true, attempt: 0, accountChecks: await this.accountChecks(), userErrors: [] };
    }
    const { message, attempt } = otpFailure(result, OtpPurpose.REGISTER);
    return {
      verified: false,
      attempt: attempt ?? 0,
      accountChecks: null,
      userErrors: [{ ...refusal(result), message }],
    };
  }

  async saveMobile(input: SaveMobileInput): Promise<AccountChecksPayload> {
    const body: SaveSocialUserMobileRequest = {
      mobileNo: mobileField.cast(input.mobile),
      OTP: otpField.cast(input.otp),
    };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.SAVE_SOCIAL_USER_MOBILE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { accountChecks: null, userErrors: [refusal(result)] };
    return { accountChecks: await this.accountChecks(), userErrors: [] };
  }

  async answerMobilePrompt(answer: MobilePromptAnswer): Promise<AccountChecks> {
    const body: SaveMobilePopupRequest = { popupAction: answer };
    await this.upstream.request({ method: 'POST', path: RestPath.MOBILE_POPUP_SAVE, body, auth: 'user' });
    return this.accountChecks();
  }

  /** The CPBFI pop-up's answer; the first one stands (saveCPBFIPopuupDetails). */
  async answerCpbfiPrompt(interested: boolean): Promise<AccountChecks> {
    const body: SaveCpbfiPopupRequest = { interested: interested ? 'Y' : 'N' };
    await this.upstream.request({ method: 'POST', path: RestPath.CPBFI_POPUP_SAVE, body, auth: 'user' });
    return this.accountChecks();
  }
}

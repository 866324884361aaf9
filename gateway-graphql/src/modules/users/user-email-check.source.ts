import {
  ReasonCode as C,
  emailField,
  mobileField,
  RestPath,
  type StudentAccountReason,
  type UsersReason,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { callerOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import { done, failed, type FieldMap } from '../shared/user-errors';

/** validate/email answers about the `email` argument alone. */
const EMAIL_CHECK_FIELDS = {
  [C.NOT_FOUND]: null,
  [C.USER_SELF_CHANGE]: null,
  [C.USER_SUSPENDED]: null,
  [C.USER_EMAIL_TAKEN]: 'email',
  [C.USER_MOBILE_TAKEN]: null,
  [C.USER_NOT_LEARNER]: null,
  [C.USER_NOT_HELD]: null,
  [C.USER_HELD]: null,
  [C.USER_ROLE_ABOVE_YOURS]: null,
  [C.VALIDATION_FAILED]: 'email',
} as const satisfies FieldMap<UsersReason>;

/** validateupdateuser answers about the e-mail or the mobile it was given. */
const CHANGE_CHECK_FIELDS = {
  [C.INVALID_EMAIL]: 'email',
  [C.INVALID_EMAIL_DOMAIN]: 'email',
  [C.EMAIL_ALREADY_REGISTERED]: 'email',
  [C.USER_EMAIL_TAKEN]: 'email',
  [C.MOBILE_REGISTERED_OTHER]: 'mobile',
  [C.MOBILE_ALREADY_REGISTERED]: 'mobile',
  [C.MOBILE_REGISTERED_PAYMENT_PENDING]: 'mobile',
  [C.USER_MOBILE_TAKEN]: 'mobile',
  [C.MOBILE_ALREADY_SAVED]: 'mobile',
  [C.OTP_NOT_VERIFIED]: null,
  [C.EMAIL_OTP_NOT_SENT]: null,
  [C.INVALID_OTP_OR_PASSWORD]: null,
  [C.OTP_EXPIRED]: null,
  [C.RATE_LIMITED]: null,
  [C.NOT_FOUND]: null,
  [C.VALIDATION_FAILED]: null,
} as const satisfies FieldMap<StudentAccountReason>;

/**
 * `001 §7` User management validate/email and Student validateupdateuser, for the forms that make or edit
 * an account: each asks before the form is sent, so a taken address or number is said on its field.
 */
export class UserEmailCheckSource {
  private readonly upstream: RequestUpstream;
  private readonly scope: RequestScope;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.scope = scope;
  }

  /** validateupdateuser: may the account (the caller's own when null) take this e-mail and/or mobile. */
  async checkChange(
    userId: number | null,
    change: { email: string | null; mobile: string | null },
  ): Promise<ActionPayload> {
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.VALIDATE_UPDATE_USER,
      body: {
        userId: userId ?? callerOf(this.scope.session).userId,
        ...(change.email == null ? {} : { emailID: emailField.cast(change.email) }),
        ...(change.mobile == null ? {} : { mobileNo: mobileField.cast(change.mobile) }),
      },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, CHANGE_CHECK_FIELDS);
  }

  async checkEmail(email: string, userId: number | null): Promise<ActionPayload> {
    const result = await this.upstream.call({
      method: 'GET',
      path: RestPath.USER_VALIDATE_EMAIL,
      query: { emailID: emailField.cast(email), ...(userId ? { userId: String(userId) } : {}) },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, EMAIL_CHECK_FIELDS);
  }
}

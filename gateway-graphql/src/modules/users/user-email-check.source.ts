import { ReasonCode as C, emailField, RestPath, type UsersReason } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
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

/** `001 §7` User management validate/email, for the staff forms that make or edit an account. */
export class UserEmailCheckSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
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

import {
  RestPath,
  RoleId,
  loginRouteOf,
  roleNameOf,
  type ChangeAdminPasswordRequest,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type RegistrationTypeResponse,
  type ResetPasswordRequest,
} from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import { badUserInput } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { done, failed } from '../shared/user-errors';
import { callerOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import { PASSWORDS_FIELDS } from './passwords.errors';
import type {
  ChangePasswordInput,
  ChangePasswordPayload,
  ChangeUserPasswordInput,
  RegistrationType,
  ResetPasswordInput,
} from './passwords.types';

/** Change, admin change, forgot and reset password over the user service; the rules live upstream. */
export class PasswordsSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;
  private readonly log: FastifyBaseLogger;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
    this.log = scope.log;
  }

  async registrationType(): Promise<RegistrationType> {
    const viewer = callerOf(this.session);
    const envelope = await this.upstream.request<RegistrationTypeResponse>({
      method: 'GET',
      path: RestPath.USER_REGISTRATION_TYPE,
      query: { userId: viewer.userId },
      auth: 'user',
    });
    return { userId: viewer.userId, currentPwdFlag: envelope.responseObject?.currentPwdFlag ?? 'Y' };
  }

  /** On success the user is signed out here at once (`000 §4`); the client waits, then opens the role's login. */
  async changePassword(input: ChangePasswordInput): Promise<ChangePasswordPayload> {
    const viewer = callerOf(this.session);
    if (input.newPassword === '') throw badUserInput('input.newPassword');
    const body: ChangePasswordRequest = {
      userPassword: input.newPassword,
      ...(input.currentPassword ? { userOldPassword: input.currentPassword } : {}),
      name: viewer.name,
      userLoginName: viewer.userName,
      emailId: viewer.email,
      userId: viewer.userId,
      partyId: viewer.partyId,
      role: roleNameOf(viewer.roleId),
    };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.USER_CHANGE_PASSWORD,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { ...failed(result, PASSWORDS_FIELDS), redirectTo: null };
    await this.upstream
      .call({
        method: 'POST',
        path: RestPath.LOGOUT,
        body: { userId: viewer.userId },
        auth: 'user',
        allowFailure: true,
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'logout after password change failed'));
    await this.session.end();
    return { ok: true, redirectTo: loginRouteOf(viewer.roleId), userErrors: [] };
  }

  async changeUserPassword(input: ChangeUserPasswordInput): Promise<ActionPayload> {
    const body: ChangeAdminPasswordRequest = { userId: input.userId, userPassword: input.newPassword };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.USER_CHANGE_ADMIN_PASSWORD,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return failed(result, PASSWORDS_FIELDS);
    // The new password ended the user's sessions upstream; their open sockets close on every replica.
    await this.session.sessionsOfUserChanged(input.userId);
    return done();
  }

  async forgotPassword(email: string): Promise<ActionPayload> {
    const address = email.trim();
    if (address === '') throw badUserInput('email');
    // The learner modal's forgot link names the STUDENT role, as the login does (`000 §3`).
    const body: ForgotPasswordRequest = { userLoginName: address, role: roleNameOf(RoleId.LEARNER) };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.USER_FORGOT_PASSWORD,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, PASSWORDS_FIELDS);
  }

  async resetPassword(input: ResetPasswordInput): Promise<ActionPayload> {
    const body: ResetPasswordRequest = { userPassword: input.newPassword, token: input.token.trim() };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.USER_RESET_PASSWORD,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, PASSWORDS_FIELDS);
  }
}

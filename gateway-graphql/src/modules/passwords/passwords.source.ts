import {
  type ChangeAdminPasswordRequest,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type RegistrationTypeResponse,
  type ResetPasswordRequest,
  RestPath,
  RoleId,
  roleNameOf,
} from '@finx/domain';
import type { GatewayContext } from '../../context';
import { GatewayErrorCode, badUserInput, gatewayError } from '../../errors/gateway-error';
import type { UpstreamClient } from '../../upstream/upstream.client';
import { type ActionPayload, done, failed } from '../shared/action-payload.types';
import type {
  ChangePasswordInput,
  ChangePasswordPayload,
  ChangeUserPasswordInput,
  RegistrationType,
  ResetPasswordInput,
} from './passwords.types';

/** `000 §4`: after a password change TPO go to /collegeLogin, SYSOPSADMIN to /opsAdminLogin, else /. */
export const loginAfterPasswordChange = (roleId: number): string => {
  if (roleId === RoleId.COLLEGE) return '/collegeLogin';
  if (roleId === RoleId.ADMIN || roleId === RoleId.OPS) return '/opsAdminLogin';
  return '/';
};

const signedIn = (ctx: GatewayContext) => {
  const viewer = ctx.session.viewer;
  if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, 'SESSION_EXPIRED');
  return viewer;
};

/** Change, admin change, forgot and reset password over the user service; the rules live upstream. */
export class PasswordsSource {
  constructor(private readonly upstream: UpstreamClient) {}

  async registrationType(ctx: GatewayContext): Promise<RegistrationType> {
    const viewer = signedIn(ctx);
    const envelope = await this.upstream.request<RegistrationTypeResponse>(ctx.session, {
      method: 'GET',
      path: RestPath.USER_REGISTRATION_TYPE,
      query: { userId: viewer.userId },
      auth: 'user',
    });
    return { userId: viewer.userId, currentPwdFlag: envelope.responseObject?.currentPwdFlag ?? 'Y' };
  }

  /** On success the user is signed out here at once (`000 §4`); the client waits, then goes to login. */
  async changePassword(ctx: GatewayContext, input: ChangePasswordInput): Promise<ChangePasswordPayload> {
    const viewer = signedIn(ctx);
    if (input.newPassword === '') throw badUserInput('newPassword', 'newPassword must not be empty');
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
    const result = await this.upstream.call(ctx.session, {
      method: 'POST',
      path: RestPath.USER_CHANGE_PASSWORD,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { ...failed(result, fieldOfPasswordReason(result.reasonCode)), redirectTo: null };
    await this.upstream
      .call(ctx.session, {
        method: 'POST',
        path: RestPath.LOGOUT,
        body: { userId: viewer.userId },
        auth: 'user',
        allowFailure: true,
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'logout after password change failed'));
    await ctx.session.end();
    return { ok: true, redirectTo: loginAfterPasswordChange(viewer.roleId), userErrors: [] };
  }

  async changeUserPassword(ctx: GatewayContext, input: ChangeUserPasswordInput): Promise<ActionPayload> {
    const body: ChangeAdminPasswordRequest = { userId: input.userId, userPassword: input.newPassword };
    const result = await this.upstream.call(ctx.session, {
      method: 'POST',
      path: RestPath.USER_CHANGE_ADMIN_PASSWORD,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, fieldOfPasswordReason(result.reasonCode));
  }

  async forgotPassword(ctx: GatewayContext, email: string): Promise<ActionPayload> {
    const address = email.trim();
    if (address === '') throw badUserInput('email', 'email must not be empty');
    // The learner modal's forgot link names the STUDENT role, as the login does (`000 §3`).
    const body: ForgotPasswordRequest = { userLoginName: address, role: roleNameOf(RoleId.LEARNER) };
    const result = await this.upstream.call(ctx.session, {
      method: 'POST',
      path: RestPath.USER_FORGOT_PASSWORD,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, 'email');
  }

  async resetPassword(ctx: GatewayContext, input: ResetPasswordInput): Promise<ActionPayload> {
    const body: ResetPasswordRequest = { userPassword: input.newPassword, token: input.token.trim() };
    const result = await this.upstream.call(ctx.session, {
      method: 'POST',
      path: RestPath.USER_RESET_PASSWORD,
      body,
      auth: 'anonymous',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, fieldOfPasswordReason(result.reasonCode));
  }
}

const fieldOfPasswordReason = (code: string): string | null => {
  switch (code) {
    case 'CURRENT_PASSWORD_REQUIRED':
    case 'CURRENT_PASSWORD_INCORRECT':
      return 'currentPassword';
    case 'PASSWORD_POLICY':
      return 'newPassword';
    default:
      return null;
  }
};

import {
  ReasonCode,
  RestPath,
  RoleName,
  landingRouteFor,
  roleNameOf,
  type LoginRequest,
  type LoginResponse,
  type LogoutRequest,
} from '@finx/domain';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context';
import { GatewayErrorCode, badUserInput, gatewayError } from '../../errors/gateway-error';
import type { SessionViewer } from '../../session/session.store';
import type { UpstreamClient } from '../../upstream/upstream.client';
import type { UserError } from '../shared/user-error.types';
import type { LoginInput, LoginPayload, LogoutPayload, Viewer } from './identity.types';

/** Where the force-change flag sends a user before anything else (`000 §4`). */
const CHANGE_PASSWORD_ROUTE = '/changepassword';

/** Which input a login reason code is about, so the client can show it under that field. */
const fieldOfReason = (code: string): string | null => {
  switch (code) {
    case ReasonCode.UNKNOWN_EMAIL:
    case ReasonCode.INVALID_EMAIL:
      return 'username';
    case ReasonCode.INVALID_CREDENTIALS:
      return 'password';
    default:
      return null;
  }
};

export const toViewer = (viewer: SessionViewer): Viewer => ({
  id: String(viewer.userId),
  ...viewer,
  landingRoute: landingRouteFor(viewer.roleId),
});

/** Sign-in and sign-out against the authentication service; the session itself lives in src/session. */
export class IdentitySource {
  constructor(private readonly upstream: UpstreamClient) {}

  viewer(ctx: GatewayContext): Viewer | null {
    const viewer = ctx.session.viewer;
    return viewer ? toViewer(viewer) : null;
  }

  async login(ctx: GatewayContext, input: LoginInput): Promise<LoginPayload> {
    const username = input.username.trim();
    if (username === '') throw badUserInput('username', 'username must not be empty');
    if (input.password.trim() === '') throw badUserInput('password', 'password must not be empty');

    // The user is found by e-mail upstream; the learner modal always names the STUDENT role (`000 §3`).
    const request: LoginRequest = {
      userLoginName: username,
      emailId: username,
      userPassword: input.password,
      role: RoleName.STUDENT,
    };
    const { result, jti } = await this.upstream.callAnonymousWithJti<LoginResponse>({
      method: 'POST',
      path: RestPath.LOGIN,
      body: request,
      allowFailure: true,
    });
    if (!result.ok) {
      const error: UserError = {
        code: result.reasonCode,
        field: fieldOfReason(result.reasonCode),
        message: result.message,
      };
      return { viewer: null, redirectTo: null, sessionToken: null, userErrors: [error] };
    }
    const login = result.envelope.responseObject;
    const role = login?.role?.[0];
    if (!login || !role || typeof login.jwttoken !== 'string' || !jti) {
      ctx.log.error(
        { hasLogin: Boolean(login), hasJti: Boolean(jti) },
        'login answer without token, role or jti',
      );
      throw gatewayError(GatewayErrorCode.INTERNAL_SERVER_ERROR, ReasonCode.TOKEN_FAILURE);
    }
    const viewer: SessionViewer = {
      userId: login.userId,
      partyId: login.partyId,
      email: login.emailId,
      userName: login.userName,
      name: login.name || login.userName,
      roleId: role.roleId,
      roleName: role.roleName || roleNameOf(role.roleId),
      forcePasswordChange: String(login.forcePasswordChangeOnNextLoginFlag) === '1',
    };
    const sessionId = await ctx.session.start(
      { userToken: login.jwttoken, jti, viewer, createdAt: Date.now() },
      input.bearer ? 'bearer' : 'cookie',
    );
    return {
      viewer: toViewer(viewer),
      redirectTo: viewer.forcePasswordChange ? CHANGE_PASSWORD_ROUTE : landingRouteFor(viewer.roleId),
      sessionToken: input.bearer ? sessionId : null,
      userErrors: [],
    };
  }

  /**
   * Ends the session upstream, then here whatever the upstream said: a user who signs out must be signed
   * out of the gateway even when the upstream call fails (that failure is reported as a user error).
   */
  async logout(ctx: GatewayContext): Promise<LogoutPayload> {
    const viewer = ctx.session.viewer;
    if (!viewer) return { ok: true, userErrors: [] };
    const request: LogoutRequest = {
      userName: viewer.userName,
      userId: viewer.userId,
      role: roleNameOf(viewer.roleId),
    };
    try {
      const result = await this.upstream.call(ctx.session, {
        method: 'POST',
        path: RestPath.LOGOUT,
        body: request,
        auth: 'user',
        allowFailure: true,
      });
      if (result.ok) return { ok: true, userErrors: [] };
      return { ok: false, userErrors: [{ code: result.reasonCode, field: null, message: result.message }] };
    } catch (error) {
      // The upstream already considers the session over: that is what the user asked for.
      if (error instanceof GraphQLError && error.extensions.code === GatewayErrorCode.UNAUTHENTICATED) {
        return { ok: true, userErrors: [] };
      }
      if (error instanceof GraphQLError && typeof error.extensions.reasonCode === 'string') {
        return {
          ok: false,
          userErrors: [{ code: error.extensions.reasonCode, field: null, message: error.message }],
        };
      }
      throw error;
    } finally {
      await ctx.session.end();
    }
  }
}

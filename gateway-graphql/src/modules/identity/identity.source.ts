import {
  ENTRY_MODE_WEB_REGISTRATION,
  OTP_MAX_FAILURES,
  Pattern,
  ReasonCode,
  RestPath,
  RoleName,
  SocialProvider,
  landingRouteFor,
  otpCapMessage,
  roleNameOf,
  type LoginRequest,
  type LoginResponse,
  type LogoutRequest,
  type MobileLoginRequest,
  type OtpFailureCount,
  type SocialLoginRequest,
} from '@finx/domain';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context';
import { GatewayErrorCode, badUserInput } from '../../errors/gateway-error';
import { openLoginSession } from '../../session/open-login-session';
import type { SessionViewer } from '../../session/session.store';
import type { UpstreamClient } from '../../upstream/upstream.client';
import type { UserError } from '../shared/user-error.types';
import type {
  FacebookLoginInput,
  GoogleLoginInput,
  LoginInput,
  LoginPayload,
  LogoutPayload,
  MobileLoginInput,
  SignInChoices,
  Viewer,
} from './identity.types';

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
    case ReasonCode.MOBILE_NOT_REGISTERED:
      return 'mobile';
    case ReasonCode.INVALID_OTP_OR_PASSWORD:
    case ReasonCode.OTP_EXPIRED:
      return 'otp';
    default:
      return null;
  }
};

const OTP_REQUIRED = 'Please Enter OTP';

/** The prompts' answers as the REST login payloads carry them; absent when No, as the spec sends them. */
const prompts = (choices: SignInChoices) => ({
  ...(choices.reactiveConsent ? { reactiveConsent: true } : {}),
  ...(choices.logoutOtherSessions ? { logoutOtherSessions: true } : {}),
});

/** `000 §8` DM_02: the reason plus 'count N'; at the cap, the login cap message. */
const otpFailureMessage = (message: string, attempt: number): string =>
  attempt > OTP_MAX_FAILURES ? otpCapMessage() : `${message} count ${attempt}`;

/** The spec's social payload; the names and ids in it are filled by the REST tier from the verified token. */
const socialRequest = (
  provider: SocialProvider,
  input: GoogleLoginInput | FacebookLoginInput,
  credential: Pick<SocialLoginRequest, 'idToken' | 'accessToken'>,
): SocialLoginRequest => ({
  userLoginName: null,
  emailId: null,
  googleId: null,
  facebookId: null,
  firstName: null,
  lastName: null,
  entryMode: ENTRY_MODE_WEB_REGISTRATION,
  isTermsAccepted: 1,
  sendWhatsapp: input.messagingConsent ? 'Y' : 'N',
  leadRegister: null,
  role: RoleName.STUDENT,
  provider,
  ...credential,
  ...prompts(input),
});

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
      ...prompts(input),
    };
    return this.signIn(ctx, RestPath.LOGIN, request, input.bearer);
  }

  /** Mobile number and OTP (`000 §4`); the OTP was sent by requestOtp with purpose LOGIN. */
  async loginWithMobile(ctx: GatewayContext, input: MobileLoginInput): Promise<LoginPayload> {
    const mobile = input.mobile.trim();
    const otp = input.otp.trim();
    if (!Pattern.MOBILE.test(mobile)) throw badUserInput('mobile', 'Please enter the valid mobile number');
    if (!Pattern.OTP.test(otp)) throw badUserInput('otp', OTP_REQUIRED);
    const request: MobileLoginRequest = {
      mobileNumber: mobile,
      otp,
      role: RoleName.STUDENT,
      ...prompts(input),
    };
    return this.signIn(ctx, RestPath.LOGIN_WITH_MOBILE, request, input.bearer);
  }

  /** Google sign-in: the ID token goes to the REST tier as it came; that tier verifies it. */
  async loginWithGoogle(ctx: GatewayContext, input: GoogleLoginInput): Promise<LoginPayload> {
    const idToken = input.idToken.trim();
    if (idToken === '') throw badUserInput('idToken', 'idToken must not be empty');
    const request = socialRequest(SocialProvider.GOOGLE, input, { idToken });
    return this.signIn(ctx, RestPath.LOGIN_SOCIAL, request, input.bearer);
  }

  /** Facebook login: the access token goes to the REST tier, which checks it with Facebook. */
  async loginWithFacebook(ctx: GatewayContext, input: FacebookLoginInput): Promise<LoginPayload> {
    const accessToken = input.accessToken.trim();
    if (accessToken === '') throw badUserInput('accessToken', 'accessToken must not be empty');
    const request = socialRequest(SocialProvider.FACEBOOK, input, { accessToken });
    return this.signIn(ctx, RestPath.LOGIN_SOCIAL, request, input.bearer);
  }

  /**
   * Every login path: the REST login call, then a new gateway session from its answer. A browser that is
   * already signed in and signs in again replaces its session, so the old one is ended upstream first;
   * left open it would count as "another machine" (SM-07) against this very browser.
   */
  private async signIn(
    ctx: GatewayContext,
    path: RestPath,
    request: LoginRequest | MobileLoginRequest | SocialLoginRequest,
    bearer: boolean,
  ): Promise<LoginPayload> {
    if (ctx.session.viewer) await this.endUpstreamSession(ctx);
    const { result, jti } = await this.upstream.callAnonymousWithJti<LoginResponse | OtpFailureCount>(
      { method: 'POST', path, body: request, allowFailure: true },
      ctx.session,
    );
    if (!result.ok) {
      const failure = result.envelope.responseObject;
      const attempt =
        result.reasonCode === ReasonCode.INVALID_OTP_OR_PASSWORD && failure && 'count' in failure
          ? Number(failure.count)
          : null;
      const error: UserError = {
        code: result.reasonCode,
        field: fieldOfReason(result.reasonCode),
        message: attempt === null ? result.message : otpFailureMessage(result.message, attempt),
      };
      return { viewer: null, redirectTo: null, sessionToken: null, attempt, userErrors: [error] };
    }
    const { viewer, sessionId } = await openLoginSession(
      ctx,
      result.envelope.responseObject as LoginResponse | null,
      jti,
      bearer ? 'bearer' : 'cookie',
    );
    return {
      viewer: toViewer(viewer),
      redirectTo: viewer.forcePasswordChange ? CHANGE_PASSWORD_ROUTE : landingRouteFor(viewer.roleId),
      sessionToken: bearer ? sessionId : null,
      attempt: null,
      userErrors: [],
    };
  }

  /** Best effort: the new login goes ahead whatever became of the old session upstream. */
  private async endUpstreamSession(ctx: GatewayContext): Promise<void> {
    try {
      await this.logout(ctx);
    } catch (error) {
      ctx.log.warn({ err: error }, 'could not end the previous session before a new login');
      await ctx.session.end();
    }
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

import {
  ClientRoute,
  ENTRY_MODE_WEB_REGISTRATION,
  LoginMessage,
  OtpPurpose,
  RestPath,
  RoleName,
  SocialProvider,
  checkInput,
  landingRouteOf,
  mobileField,
  otpField,
  signOutRoleNameOf,
  type InputCheck,
  type LoginRequest,
  type LoginResponse,
  type LogoutRequest,
  type MobileLoginRequest,
  type SocialLoginRequest,
  type UnlockUserRequest,
} from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { GatewayErrorCode, badUserInput } from '../../errors/gateway-error';
import { openLoginSession } from '../../session/open-login-session';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import { toViewer } from '../shared/caller';
import { otpFailure } from './otp-failure';
import type { RequestScope } from '../shared/request-scope';
import type { ActionPayload } from '../shared/action-payload.types';
import { done, failed, refusalOf } from '../shared/user-errors';
import { IDENTITY_FIELDS, UNLOCK_FIELDS } from './identity.errors';
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

/** The prompts' answers as the REST login payloads carry them; absent when No, as the spec sends them. */
const prompts = (choices: SignInChoices) => ({
  ...(choices.reactiveConsent ? { reactiveConsent: true } : {}),
  ...(choices.logoutOtherSessions ? { logoutOtherSessions: true } : {}),
});

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

/** A required text input: trimmed, or BAD_USER_INPUT on its path (with the domain's message for a form field). */
const required = (value: string, path: string, message?: string): string => {
  const trimmed = value.trim();
  if (trimmed === '') throw badUserInput(path, message);
  return trimmed;
};

/** A field rule of @finx/domain applied to an input, or BAD_USER_INPUT on its path with the rule's message. */
const ruled = <T>(check: InputCheck<T>, path: string): T => {
  if (!check.ok) throw badUserInput(path, check.message);
  return check.value;
};

/** Sign-in and sign-out against the authentication service; the session itself lives in src/session. */
export class IdentitySource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;
  private readonly log: FastifyBaseLogger;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
    this.log = scope.log;
  }

  /**
   * The signed-in user, once the REST tier confirms the session is still live: a session replaced by a
   * login elsewhere (SM-07 Yes), a password change or consent withdrawal ends there, and this browser
   * must read as signed out at once, not at its next other call. The check is a GET as the user, so it
   * joins the operation's read batch. Only an ended session signs out; an unreachable REST tier leaves the
   * viewer as the session knows it (the operation's other fields report the outage).
   */
  async viewer(): Promise<Viewer | null> {
    const viewer = this.session.viewer;
    if (!viewer) return null;
    try {
      await this.upstream.call({ method: 'GET', path: RestPath.SESSION, auth: 'user', allowFailure: true });
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === GatewayErrorCode.UNAUTHENTICATED) {
        // The upstream call already ended the gateway session and cleared the cookie.
        return null;
      }
      this.log.warn({ err: error }, 'viewer: session check failed; answering from the session');
    }
    return this.session.viewer ? toViewer(viewer) : null;
  }

  async login(input: LoginInput): Promise<LoginPayload> {
    const username = required(input.username, 'input.username', LoginMessage.USERNAME_REQUIRED);
    required(input.password, 'input.password', LoginMessage.PASSWORD_REQUIRED);
    // The user is found by e-mail upstream; the learner modal always names the STUDENT role (`000 §3`).
    const request: LoginRequest = {
      userLoginName: username,
      emailId: username,
      userPassword: input.password,
      role: RoleName.STUDENT,
      ...prompts(input),
    };
    return this.signIn(RestPath.LOGIN, request, input.bearer);
  }

  /** Mobile number and OTP (`000 §4`); the OTP was sent by requestOtp with purpose LOGIN. */
  async loginWithMobile(input: MobileLoginInput): Promise<LoginPayload> {
    const request: MobileLoginRequest = {
      mobileNumber: ruled(checkInput(mobileField, input.mobile), 'input.mobile'),
      otp: ruled(checkInput(otpField, input.otp), 'input.otp'),
      role: RoleName.STUDENT,
      ...prompts(input),
    };
    return this.signIn(RestPath.LOGIN_WITH_MOBILE, request, input.bearer);
  }

  /** Google sign-in: the ID token goes to the REST tier as it came; that tier verifies it. */
  async loginWithGoogle(input: GoogleLoginInput): Promise<LoginPayload> {
    const idToken = required(input.idToken, 'input.idToken');
    const request = socialRequest(SocialProvider.GOOGLE, input, { idToken });
    return this.signIn(RestPath.LOGIN_SOCIAL, request, input.bearer);
  }

  /** Facebook login: the access token goes to the REST tier, which checks it with Facebook. */
  async loginWithFacebook(input: FacebookLoginInput): Promise<LoginPayload> {
    const accessToken = required(input.accessToken, 'input.accessToken');
    const request = socialRequest(SocialProvider.FACEBOOK, input, { accessToken });
    return this.signIn(RestPath.LOGIN_SOCIAL, request, input.bearer);
  }

  /** Staff lift an SM-12 lock (`updateblockeduser`); the account is named by its e-mail. */
  async unlockUser(email: string): Promise<ActionPayload> {
    const body: UnlockUserRequest = { emailId: required(email, 'email') };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.USER_UNLOCK,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, UNLOCK_FIELDS);
  }

  /**
   * Ends the session upstream, then here whatever the upstream said: a user who signs out must be signed
   * out of the gateway even when the upstream call fails (that failure is reported as a user error).
   */
  async logout(): Promise<LogoutPayload> {
    const viewer = this.session.viewer;
    if (!viewer) return { ok: true, userErrors: [] };
    const request: LogoutRequest = {
      userName: viewer.userName,
      userId: viewer.userId,
      role: signOutRoleNameOf(viewer.roleId),
    };
    try {
      const result = await this.upstream.call({
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
      await this.session.end();
    }
  }

  /**
   * Every login path: the REST login call, then a new gateway session from its answer. A browser that is
   * already signed in and signs in again replaces its session, so the old one is ended upstream first;
   * left open it would count as "another machine" (SM-07) against this very browser.
   */
  private async signIn(
    path: RestPath,
    request: LoginRequest | MobileLoginRequest | SocialLoginRequest,
    bearer: boolean,
  ): Promise<LoginPayload> {
    if (this.session.viewer) await this.endUpstreamSession();
    const { result, jti } = await this.upstream.login<LoginResponse>({
      method: 'POST',
      path,
      body: request,
      allowFailure: true,
    });
    if (!result.ok) {
      const { message, attempt } = otpFailure(result, OtpPurpose.LOGIN);
      const refusal = { ...refusalOf(IDENTITY_FIELDS, result), message };
      return { viewer: null, redirectTo: null, sessionToken: null, attempt, userErrors: [refusal] };
    }
    const { viewer, sessionId } = await openLoginSession(
      this.session,
      this.log,
      result.envelope.responseObject,
      jti,
      bearer ? 'bearer' : 'cookie',
    );
    return {
      viewer: toViewer(viewer),
      redirectTo: viewer.forcePasswordChange ? ClientRoute.changePassword() : landingRouteOf(viewer.roleId),
      sessionToken: bearer ? sessionId : null,
      attempt: null,
      userErrors: [],
    };
  }

  /** Best effort: the new login goes ahead whatever became of the old session upstream. */
  private async endUpstreamSession(): Promise<void> {
    try {
      await this.logout();
    } catch (error) {
      this.log.warn({ err: error }, 'could not end the previous session before a new login');
      await this.session.end();
    }
  }
}

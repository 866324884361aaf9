import { ReasonCode, roleNameOf, type LoginResponse } from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GatewayErrorCode, gatewayError } from '../errors/gateway-error';
import type { RequestSession } from './request-session';
import type { SessionViewer } from './session.store';

/**
 * Opens a gateway session from a successful login answer of the REST tier: the answer of a password,
 * mobile or social login, and of a registration, which signs the new learner in. The upstream token and
 * its first jti stay in the session; only the viewer is returned.
 */
export const openLoginSession = async (
  session: RequestSession,
  log: FastifyBaseLogger,
  login: LoginResponse | null,
  jti: string | undefined,
  mode: 'cookie' | 'bearer',
): Promise<{ viewer: SessionViewer; sessionId: string }> => {
  const role = login?.role?.[0];
  if (!login || !role || typeof login.jwttoken !== 'string' || !jti) {
    log.error({ hasLogin: Boolean(login), hasJti: Boolean(jti) }, 'login answer without token, role or jti');
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
  const sessionId = await session.start(
    { userToken: login.jwttoken, jti, viewer, createdAt: Date.now() },
    mode,
  );
  return { viewer, sessionId };
};

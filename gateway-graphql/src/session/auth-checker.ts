import { ReasonCode } from '@finx/domain';
import type { AuthChecker } from 'type-graphql';
import { GatewayErrorCode, gatewayError } from '../errors/gateway-error';
import type { RequestSession } from './request-session';

/**
 * `@Authorized(roleIds...)`: the role check on the server the architecture asks for. It throws rather than
 * returning false so the client gets UNAUTHENTICATED (no session) apart from FORBIDDEN (wrong role).
 */
export const authChecker: AuthChecker<{ session: RequestSession }, number> = ({ context }, roles) => {
  const viewer = context.session.viewer;
  if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, ReasonCode.SESSION_EXPIRED);
  if (roles.length > 0 && !roles.includes(viewer.roleId)) {
    throw gatewayError(GatewayErrorCode.FORBIDDEN, ReasonCode.FORBIDDEN);
  }
  return true;
};

import { ReasonCode, landingRouteOf } from '@finx/domain';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
import type { RequestSession } from '../../session/request-session';
import type { SessionViewer } from '../../session/session.store';

/** The signed-in caller; UNAUTHENTICATED when the session has gone (resolvers behind @Authorized have one). */
export const callerOf = (session: RequestSession): SessionViewer => {
  const viewer = session.viewer;
  if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, ReasonCode.SESSION_EXPIRED);
  return viewer;
};

/** The caller's party: every learner-owned REST record (cart, orders, enrolments) is keyed by it. */
export const partyIdOf = (session: RequestSession): number => callerOf(session).partyId;

/** The signed-in user as GraphQL's `Viewer` shows them: the session's viewer with an id and a landing route. */
export interface ViewerView extends SessionViewer {
  id: string;
  landingRoute: string;
}

/**
 * Field by field, not a spread of the session's record: the drawn frames send this to the browser as it
 * is (http/boot-frames.ts), so a field the session gains later must not go with it unseen.
 */
export const toViewer = (viewer: SessionViewer): ViewerView => ({
  id: String(viewer.userId),
  userId: viewer.userId,
  partyId: viewer.partyId,
  email: viewer.email,
  userName: viewer.userName,
  name: viewer.name,
  roleId: viewer.roleId,
  roleName: viewer.roleName,
  forcePasswordChange: viewer.forcePasswordChange,
  landingRoute: landingRouteOf(viewer.roleId),
});

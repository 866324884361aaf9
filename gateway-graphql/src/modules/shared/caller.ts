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

export const toViewer = (viewer: SessionViewer): ViewerView => ({
  id: String(viewer.userId),
  ...viewer,
  landingRoute: landingRouteOf(viewer.roleId),
});

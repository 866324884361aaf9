import { RoleId } from '@finx/domain';
import { ViewerDocument, type ViewerFieldsFragment } from '../graphql/generated/graphql';
import { mockOperation } from './mock-operation';

export const learnerViewer: ViewerFieldsFragment & { __typename: 'Viewer' } = {
  __typename: 'Viewer',
  id: 'Viewer:1001',
  userId: 1001,
  partyId: 5001,
  email: 'learner@finx.demo',
  userName: 'learner@finx.demo',
  name: 'Asha Learner',
  roleId: RoleId.LEARNER,
  roleName: 'STUDENT',
  landingRoute: '/studentDashboard',
  forcePasswordChange: false,
};

export const adminViewer: ViewerFieldsFragment & { __typename: 'Viewer' } = {
  ...learnerViewer,
  id: 'Viewer:2',
  userId: 2,
  email: 'admin@finx.demo',
  userName: 'admin@finx.demo',
  name: 'Ravi Admin',
  roleId: RoleId.ADMIN,
  roleName: 'Administrator',
  landingRoute: '/admin-dashboard',
};

/** The gateway's answer to the route guard's Viewer query. */
export const viewerMock = (viewer: typeof learnerViewer | null) =>
  mockOperation(ViewerDocument, { data: { viewer } });

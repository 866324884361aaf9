import { RolesDocument } from '../../graphql/generated/operations/Roles';
import { StaffUsersDocument } from '../../graphql/generated/operations/StaffUsers';
import type { ScreenDataClient } from '../../shared/feature-route';
import { userListVariables } from './user-list-search';

/** /user-list's first queries, as UserListPage asks them: the page of users and the roles to filter by. */
export const userListData = (client: ScreenDataClient, search: URLSearchParams) =>
  Promise.all([
    client.query({ query: StaffUsersDocument, variables: userListVariables(search) }),
    client.query({ query: RolesDocument }),
  ]);

import {
  type AddUserRequest,
  emailField,
  newUserSchema,
  RestPath,
  type UpdateUserRequest,
  userProfileSchema,
  type RoleRow,
  type StaffUserRow,
  type UserActiveRequest,
  type UserApprovalRequest,
  type UserSortField,
  type UserStanding,
} from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import type { RequestSession } from '../../session/request-session';
import { listQuery } from '../shared/list-query';
import { object } from 'yup';
import { schemaRuleErrors } from '../shared/schema-rule-errors';
import { done, failed, refusalOf } from '../shared/user-errors';
import { CREATE_FIELDS, EMAIL_FIELDS, PROFILE_FIELDS, SET_ACTIVE_FIELDS } from './users.errors';
import type {
  LearnerEmailInput,
  NewUserInput,
  Role,
  StaffUser,
  StaffUserPage,
  StaffUserPayload,
  UserProfileInput,
} from './users.types';

export interface StaffUserListArgs {
  search: string | null;
  roleId: number | null;
  status: UserStanding | null;
  sort: UserSortField;
  descending: boolean;
  page: number;
  limit: number;
}

const toUser = (row: StaffUserRow): StaffUser => ({
  id: `StaffUser:${row.userId}`,
  userId: row.userId,
  partyId: row.partyId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.emailID,
  mobileNo: row.mobileNo,
  roleId: row.roleId,
  roleName: row.roleName,
  status: row.status,
  lockedUntil: row.lockedUntil,
  createdDate: row.createdDate,
  profileScore: row.profileScore,
});

/** `001 §7` getFilteredUser, inactiveuser and role, for admin and ops. */
export class UsersSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  /** Filters left empty are not sent. */
  async list(args: StaffUserListArgs): Promise<StaffUserPage> {
    const query = listQuery(args);
    if (args.roleId !== null) query.roleId = args.roleId;
    if (args.status) query.status = args.status;
    const envelope = await this.upstream.request<StaffUserRow[], StaffUserRow>({
      method: 'GET',
      path: RestPath.USERS_FILTERED,
      query,
      auth: 'user',
    });
    return { rows: listOf(envelope).map(toUser), totalRecords: envelope.totalRecords ?? 0 };
  }

  async setActive(userId: number, active: boolean): Promise<ActionPayload> {
    const body: UserActiveRequest = { userId, active };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.USER_INACTIVE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return failed(result, SET_ACTIVE_FIELDS);
    // Deactivating ended the user's sessions upstream; their open sockets close on every replica.
    if (!active) await this.session.sessionsOfUserChanged(userId);
    return done();
  }

  /** A held college or ops sign-up: approved (may sign in) or rejected. */
  async decide(userId: number, approve: boolean): Promise<ActionPayload> {
    const body: UserApprovalRequest = { userId, approve };
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.USER_APPROVE,
      body,
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, SET_ACTIVE_FIELDS);
  }

  async roles(): Promise<Role[]> {
    const envelope = await this.upstream.request<RoleRow[], RoleRow>({
      method: 'GET',
      path: RestPath.ROLES,
      auth: 'user',
    });
    return listOf(envelope).map((row) => ({ id: `Role:${row.roleId}`, ...row }));
  }

  /** One account: by party id, or the caller's own. */
  async one(partyId: number | null): Promise<StaffUser | null> {
    const result = await this.upstream.call<StaffUserRow>({
      method: 'GET',
      path: RestPath.ADMIN_GET_USER,
      query: partyId === null ? {} : { partyId },
      auth: 'user',
      allowFailure: true,
    });
    const row = result.ok ? result.envelope.responseObject : null;
    return row ? toUser(row) : null;
  }

  /** The shared rules first, each on its field; then the service, which applies them again. */
  async create(input: NewUserInput): Promise<StaffUserPayload> {
    const userErrors = schemaRuleErrors(newUserSchema, input);
    if (userErrors.length > 0) return { user: null, userErrors };
    const body: AddUserRequest = {
      firstName: input.firstName,
      lastName: input.lastName,
      emailID: input.email,
      mobileNo: input.mobile,
      roleId: input.roleId,
      password: input.password,
    };
    return this.saved(RestPath.ADMIN_ADD_USER, body, CREATE_FIELDS);
  }

  async updateProfile(input: UserProfileInput): Promise<StaffUserPayload> {
    const userErrors = schemaRuleErrors(userProfileSchema, input);
    if (userErrors.length > 0) return { user: null, userErrors };
    const body: UpdateUserRequest = {
      ...(input.userId ? { userId: input.userId } : {}),
      firstName: input.firstName,
      lastName: input.lastName,
      mobileNo: input.mobile,
    };
    return this.saved(RestPath.ADMIN_UPDATE_USER, body, PROFILE_FIELDS);
  }

  /** `001 §7` Admin email: a learner's new sign-in address (the registration form's rule first). */
  async changeLearnerEmail(input: LearnerEmailInput): Promise<StaffUserPayload> {
    const userErrors = schemaRuleErrors(object({ email: emailField }), input);
    if (userErrors.length > 0) return { user: null, userErrors };
    const body = { studentPartyID: input.partyId, emailID: input.email.trim() };
    return this.saved(RestPath.ADMIN_EMAIL, body, EMAIL_FIELDS);
  }

  private async saved(
    path: RestPath,
    body: AddUserRequest | UpdateUserRequest | { studentPartyID: number; emailID: string },
    fields: typeof CREATE_FIELDS | typeof PROFILE_FIELDS | typeof EMAIL_FIELDS,
  ): Promise<StaffUserPayload> {
    const result = await this.upstream.call<StaffUserRow>({
      method: 'POST',
      path,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { user: null, userErrors: [refusalOf(fields, result)] };
    const row = result.envelope.responseObject;
    return { user: row ? toUser(row) : null, userErrors: [] };
  }
}

/**
 * REST payloads of the password, feedback, tour, consent and maintenance calls (`000 §3`, §7). Sensitive
 * fields (emailId, partyId) travel encrypted like everywhere else.
 */

/** Change password (`000 §3`). `userOldPassword` is left out by federated users (flag N). */
export interface ChangePasswordRequest {
  userPassword: string;
  userOldPassword?: string;
  name?: string;
  userLoginName?: string;
  emailId?: string;
  userId: number;
  partyId?: number;
  role?: string;
}

/** An administrator setting another user's password (`changeAdminPassword`). */
export interface ChangeAdminPasswordRequest {
  userId: number;
  userPassword: string;
}

/** `registrationType`: N for federated users who have no password yet. */
export interface RegistrationTypeResponse {
  userId: number;
  currentPwdFlag: 'Y' | 'N';
}

export interface ForgotPasswordRequest {
  userLoginName: string;
  role: string;
}

export interface ResetPasswordRequest {
  userPassword: string;
  token: string;
}

/** Feedback (`000 §3`): the spec spells the identity fields partyid and emailid. */
export interface FeedbackRequest {
  partyId: number;
  emailId: string;
  rank: number;
  feedback_msg?: string;
  concernID?: number | null;
}

/** Personnel data (`000 §3`): the tour flag. */
export interface PersonnelDataRequest {
  studentID: number;
  isTourCompleted: 0 | 1;
}
export interface PersonnelDataResponse {
  studentID: number;
  isTourCompleted: 0 | 1;
}

export interface UnsubscribeRequest {
  /** The sealed query from the footer or a mail link; it names the address to unsubscribe. */
  token: string;
  reason?: string;
}

/** The maintenance state of `000 §3` as the deployment-flag call answers it. */
export interface MaintenanceStateResponse {
  deploymentFlag: 0 | 1;
  notificationFlag: 0 | 1;
  startDate: string | null;
  toDate: string | null;
  loginDisabled: 0 | 1;
  upgradeNotice: string | null;
}

export type MaintenanceUpdateRequest = MaintenanceStateResponse;

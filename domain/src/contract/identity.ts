/** Login request (`000 §3`). `emailId` is a sensitive field and travels encrypted. */
export interface LoginRequest {
  userLoginName: string;
  emailId: string;
  userPassword: string;
  role: string;
  reactiveConsent?: boolean;
}

export interface LoginRole {
  roleId: number;
  roleName: string;
}

/** Login response (`000 §3`), the envelope's responseObject. */
export interface LoginResponse {
  emailId: string;
  partyId: number;
  userId: number;
  userName: string;
  /** The person's full name, for greetings (the spec's session record keeps a `name`). */
  name: string;
  role: LoginRole[];
  jwttoken: string;
  /** '1' means the user must change the password before anything else. */
  forcePasswordChangeOnNextLoginFlag: '0' | '1';
}

/** Logout request (`000 §3`). */
export interface LogoutRequest {
  userName: string;
  userId: number;
  role: string;
}

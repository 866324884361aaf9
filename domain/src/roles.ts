/** Role ids and names of `000 §6` and `001 §6`. */
export const RoleId = {
  ADMIN: 2,
  LEARNER: 5,
  OPS: 6,
  COLLEGE: 6766713,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

/** Role names used in flows (`000 §6`). */
export const RoleName = {
  STUDENT: 'STUDENT',
  TPO: 'TPO',
  SYSOPSADMIN: 'SYSOPSADMIN',
  ADMIN: 'Administrator',
  OPS: 'OPS',
} as const;
export type RoleName = (typeof RoleName)[keyof typeof RoleName];

export const roleNameOf = (roleId: number): RoleName => {
  switch (roleId) {
    case RoleId.LEARNER:
      return RoleName.STUDENT;
    case RoleId.COLLEGE:
      return RoleName.TPO;
    case RoleId.OPS:
      return RoleName.OPS;
    default:
      return RoleName.SYSOPSADMIN;
  }
};

/** Where a user lands after login (`000 §2`). Any other role goes to the admin dashboard. */
export const landingRouteFor = (roleId: number): string => {
  switch (roleId) {
    case RoleId.LEARNER:
      return '/studentDashboard';
    case RoleId.OPS:
      return '/ops-dashboard';
    case RoleId.COLLEGE:
      return '/collegeDashboard';
    default:
      return '/admin-dashboard';
  }
};

/** Where a user without a session is sent, by the role they last had (`000 §4`). */
export const loginRouteFor = (roleId: number | null | undefined): string => {
  switch (roleId) {
    case RoleId.ADMIN:
    case RoleId.OPS:
      return '/opsAdminLogin';
    case RoleId.COLLEGE:
      return '/collegeLogin';
    default:
      return '/?sessiontimeout=true';
  }
};

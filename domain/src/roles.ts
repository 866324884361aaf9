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

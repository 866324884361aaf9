import { RoleId } from '@finx/domain';

/**
 * `000 §4`: after a password change or a forgot-password mail, TPO go to /collegeLogin, staff
 * (SYSOPSADMIN) to /opsAdminLogin, everyone else to / (the learner login), without the time-out flag.
 */
export const loginAfterPasswordFlow = (roleId: number | null | undefined): string => {
  if (roleId === RoleId.COLLEGE) return '/collegeLogin';
  if (roleId === RoleId.ADMIN || roleId === RoleId.OPS) return '/opsAdminLogin';
  return '/';
};

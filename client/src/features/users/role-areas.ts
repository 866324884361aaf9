import { RoleId } from '@finx/domain';

/**
 * What each role may use, as /roles shows it (`001 §6` for the spec's four; SYSOPSADMIN is this system's
 * reading of the spec's system operations admin, docs/decisions/users-roles-audit.md). The server enforces
 * the same sets (`RoleGroup` in `@finx/domain`), and the rank that says whose accounts each may change
 * (`mayActOnRole`: admin > SYSOPSADMIN > ops > the rest).
 */
export const ROLE_AREA: Partial<Record<number, string>> = {
  [RoleId.ADMIN]:
    'Every staff screen: catalogue and learning, discounts, events, jobs and candidates, payments and refunds, users, reports, mail and the system.',
  [RoleId.LEARNER]:
    'The learner screens: catalogue, cart, payments, learning, jobs, profile, alerts and messages.',
  [RoleId.OPS]:
    'The ops dashboard, catalogue, videos, discounts, events, jobs and candidates, corporates, the payment report, users (never a SYSOPSADMIN’s or an administrator’s account), alerts and messages.',
  [RoleId.SYSOPS_ADMIN]:
    'System operations: users and sign-up approvals (never an administrator’s account), roles, the audit log, user and unsubscribe uploads, reports, mail, alerts and messages, maintenance and the assistants’ figures. No content, jobs or money.',
  [RoleId.COLLEGE]: 'Their college’s profile and dashboard, with its students and applicants.',
};

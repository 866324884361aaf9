import { RoleId } from '@finx/domain';
import type { UserStatus } from '../schema/identity';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoAccount {
  userId: number;
  partyId: number;
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  roleId: number;
  status: UserStatus;
}

/**
 * Demo users with stable ids. The first five are the accounts people log in with; the rest exist so the
 * spec's login outcomes (suspended, inactive, a second learner whose data others must not read) can be
 * shown and tested without editing data.
 */
export const DEMO_ACCOUNTS = {
  learner: {
    userId: 1,
    partyId: 1001,
    email: 'learner@finx.demo',
    mobile: '9876543210',
    firstName: 'Priya',
    lastName: 'Sharma',
    roleId: RoleId.LEARNER,
    status: 'ACTIVE',
  },
  admin: {
    userId: 2,
    partyId: 1002,
    email: 'admin@finx.demo',
    mobile: '9820012345',
    firstName: 'Rahul',
    lastName: 'Mehta',
    roleId: RoleId.ADMIN,
    status: 'ACTIVE',
  },
  ops: {
    userId: 3,
    partyId: 1003,
    email: 'ops@finx.demo',
    mobile: '9833098765',
    firstName: 'Anita',
    lastName: 'Desai',
    roleId: RoleId.OPS,
    status: 'ACTIVE',
  },
  sysops: {
    userId: 12,
    partyId: 1012,
    email: 'sysops@finx.demo',
    mobile: '9877712345',
    firstName: 'Farhan',
    lastName: 'Sheikh',
    roleId: RoleId.SYSOPS_ADMIN,
    status: 'ACTIVE',
  },
  tpo: {
    userId: 4,
    partyId: 1004,
    email: 'tpo@finx.demo',
    mobile: '9845011223',
    firstName: 'Suresh',
    lastName: 'Iyer',
    roleId: RoleId.COLLEGE,
    status: 'ACTIVE',
  },
  secondLearner: {
    userId: 5,
    partyId: 1005,
    email: 'arjun.nair@finx.demo',
    mobile: '9900112233',
    firstName: 'Arjun',
    lastName: 'Nair',
    roleId: RoleId.LEARNER,
    status: 'ACTIVE',
  },
  suspended: {
    userId: 6,
    partyId: 1006,
    email: 'suspended@finx.demo',
    mobile: '9811122334',
    firstName: 'Kavya',
    lastName: 'Reddy',
    roleId: RoleId.LEARNER,
    status: 'SUSPENDED',
  },
  inactive: {
    userId: 7,
    partyId: 1007,
    email: 'inactive@finx.demo',
    mobile: '9822233445',
    firstName: 'Vikram',
    lastName: 'Singh',
    roleId: RoleId.LEARNER,
    status: 'INACTIVE',
  },
} as const satisfies Record<string, DemoAccount>;

/** Role rows: reference data every install needs, seeded even without demo data. */
export const ROLE_ROWS = [
  { roleId: RoleId.ADMIN, roleName: 'Administrator' },
  { roleId: RoleId.LEARNER, roleName: 'Student' },
  { roleId: RoleId.OPS, roleName: 'OPS' },
  { roleId: RoleId.SYSOPS_ADMIN, roleName: 'SYSOPSADMIN' },
  { roleId: RoleId.COLLEGE, roleName: 'TPO' },
];

/**
 * Accounts in the states the login codes of `000 §8` need, beyond the demo accounts above: a learner who
 * withdrew consent (SM-14, the reactivation dialog), a compliance suspension (SM-13), a learner who signs
 * in by mobile OTP, and one for the "already logged in on another machine" prompt (SM-07). Each test
 * flow owns its account, so flows running against one server do not trip over each other's sessions.
 */
export const LOGIN_CASE_ACCOUNTS = {
  consentWithdrawn: {
    userId: 8,
    partyId: 1008,
    email: 'withdrawn@finx.demo',
    mobile: '9833344556',
    firstName: 'Meera',
    lastName: 'Joshi',
    roleId: RoleId.LEARNER,
    status: 'ACTIVE',
    consentWithdrawn: true,
  },
  complianceHold: {
    userId: 9,
    partyId: 1009,
    email: 'hold@finx.demo',
    mobile: '9844455667',
    firstName: 'Rohan',
    lastName: 'Kapoor',
    roleId: RoleId.LEARNER,
    status: 'SUSPENDED',
    consentWithdrawn: true,
  },
  mobileLearner: {
    userId: 10,
    partyId: 1010,
    email: 'mobile@finx.demo',
    mobile: '9855566778',
    firstName: 'Neha',
    lastName: 'Verma',
    roleId: RoleId.LEARNER,
    status: 'ACTIVE',
    consentWithdrawn: false,
  },
  twoMachines: {
    userId: 11,
    partyId: 1011,
    email: 'twomachines@finx.demo',
    mobile: '9866677889',
    firstName: 'Aditya',
    lastName: 'Rao',
    roleId: RoleId.LEARNER,
    status: 'ACTIVE',
    consentWithdrawn: false,
  },
} as const satisfies Record<string, DemoAccount & { consentWithdrawn: boolean }>;

/**
 * How many load-test learners there are (`npm run bench`): one per connection reading headers, and
 * several per connection for checkout, since a learner can pay for each product only once.
 */
export const LOAD_LEARNER_COUNT = 40;

/**
 * learner01..learner40@finx.demo: learners with the demo learner's cart, wishlist and inbox, so load
 * tests can open one session per connection without the SM-07 prompt refusing the second login of one
 * person, and every connection reads its own party's data.
 */
export const LOAD_LEARNERS: readonly DemoAccount[] = Array.from({ length: LOAD_LEARNER_COUNT }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    userId: 101 + i,
    partyId: 1101 + i,
    email: `learner${n}@finx.demo`,
    mobile: `97000001${n}`,
    firstName: 'Load',
    lastName: `Learner${n}`,
    roleId: RoleId.LEARNER,
    status: 'ACTIVE',
  };
});

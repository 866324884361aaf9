import { RoleId } from '@finx/domain';
import type { UserStatus } from '../schema';

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
 * Demo users with stable ids. The first four are the accounts people log in with; the rest exist so the
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
  { roleId: RoleId.COLLEGE, roleName: 'TPO' },
];

import { DEMO_ACCOUNTS } from './demo-accounts';
import { JOB_SEEKER } from './job-seeker';

/** The demo college: the demo college officer's, with the job seeker among its students. */
export const DEMO_COLLEGE = {
  collegeId: 1,
  name: 'Demo College of Commerce',
  city: 'Pune',
  contactName: 'Placement Cell',
  contactEmail: 'placements@democollege.example',
  contactPhone: '9820000101',
} as const;

/** The officer and one student; the demo learner is of no college, so the officer never sees them. */
export const COLLEGE_MEMBER_ROWS = [
  { partyId: DEMO_ACCOUNTS.tpo.partyId, collegeId: DEMO_COLLEGE.collegeId },
  { partyId: JOB_SEEKER.partyId, collegeId: DEMO_COLLEGE.collegeId },
];

/** The demo ops user is the demo college's SPOC, so /upload-spoc lists an assignment at first start. */
export const SPOC_ROWS = [
  {
    organisationType: 'COLLEGE' as const,
    organisationId: DEMO_COLLEGE.collegeId,
    staffPartyId: DEMO_ACCOUNTS.ops.partyId,
    assignedBy: DEMO_ACCOUNTS.admin.partyId,
  },
];

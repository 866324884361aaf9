import { collegeMembers, colleges } from '../../db/schema/colleges';
import { COLLEGE_MEMBER_ROWS, DEMO_COLLEGE, SPOC_ROWS } from '../../db/seed/colleges';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { spocAssignments } from './colleges.schema';

/** The demo college, its members and its SPOC. */
export const collegesSeed: FeatureSeed = {
  demo: async (tx) => {
    await tx.insert(colleges).values(DEMO_COLLEGE).onConflictDoNothing();
    await tx.insert(collegeMembers).values(COLLEGE_MEMBER_ROWS).onConflictDoNothing();
    await tx.insert(spocAssignments).values(SPOC_ROWS).onConflictDoNothing();
  },
};

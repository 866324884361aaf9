import { profileOptions, regions } from '../../db/schema/profile';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { PROFILE_OPTION_ROWS } from '../../db/seed/profile-options';
import { REGION_ROWS } from '../../db/seed/regions';

/** The profile's lookups are reference data: every deployment needs them, demo or not. */
export const profileSeed: FeatureSeed = {
  reference: async (tx) => {
    await tx
      .insert(regions)
      .values([...REGION_ROWS])
      .onConflictDoNothing();
    await tx.insert(profileOptions).values(PROFILE_OPTION_ROWS).onConflictDoNothing();
  },
};

import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { otherPreferenceRoutes } from './other-preference.routes';
import { ProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';
import { profileSeed } from './profile.seed';
import { staffProfileRoutes } from './staff-profile.routes';

/** The learner profile: its sections, completeness, Employability Score, and its region and option lookups. */
export const profileModule = defineFeature({
  name: 'profile',
  seed: profileSeed,
  register: async (app, infrastructure) => {
    const { db, transaction, cipher } = infrastructure;
    const repository = new ProfileRepository(db);
    const profiles = new ProfileService(repository, transaction, cipher);
    profileRoutes(app, profiles);
    otherPreferenceRoutes(app, repository, db);
    staffProfileRoutes(app, profiles, createAuditService(infrastructure));
  },
});

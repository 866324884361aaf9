import { defineFeature } from '../feature-module';
import { ProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';
import { profileSeed } from './profile.seed';

/** The learner profile: its sections, completeness, Employability Score, and its region and option lookups. */
export const profileModule = defineFeature({
  name: 'profile',
  seed: profileSeed,
  register: async (app, { db, transaction, cipher }) =>
    profileRoutes(app, new ProfileService(new ProfileRepository(db), transaction, cipher)),
});

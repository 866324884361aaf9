import { defineModule } from '../module';
import { OtherPreferenceResolver } from './other-preference.resolver';
import { OtherPreferenceSource } from './other-preference.source';
import { ProfileListsResolver } from './profile-lists.resolver';
import { ProfileListsSource } from './profile-lists.source';
import { ProfileResolver } from './profile.resolver';
import { ProfileSource } from './profile.source';
import { StaffProfileResolver } from './staff-profile.resolver';

/** The learner profile (`001 §1`, §5 Aadhar, §7 Party and Regions calls). */
export const profileModule = defineModule({
  name: 'profile',
  resolvers: [ProfileResolver, StaffProfileResolver, OtherPreferenceResolver, ProfileListsResolver],
  createSources: (scope) => ({
    profile: new ProfileSource(scope),
    otherPreference: new OtherPreferenceSource(scope),
    profileLists: new ProfileListsSource(scope),
  }),
});

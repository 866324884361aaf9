import { defineModule } from '../module';
import { ProfileResolver } from './profile.resolver';
import { ProfileSource } from './profile.source';

/** The learner profile (`001 §1`, §5 Aadhar, §7 Party and Regions calls). */
export const profileModule = defineModule({
  name: 'profile',
  resolvers: [ProfileResolver],
  createSources: (scope) => ({ profile: new ProfileSource(scope) }),
});

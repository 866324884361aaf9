import { defineModule } from '../module';
import { LearnerEmailResolver } from './learner-email.resolver';
import { UsersResolver } from './users.resolver';
import { UsersSource } from './users.source';

/** Staff user management: the user list, inactivation and reactivation, roles (issue 13 item 5). */
export const usersModule = defineModule({
  name: 'users',
  resolvers: [UsersResolver, LearnerEmailResolver],
  createSources: (scope) => ({ users: new UsersSource(scope) }),
});

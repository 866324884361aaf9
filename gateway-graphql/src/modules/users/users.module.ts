import { defineModule } from '../module';
import { LearnerEmailResolver } from './learner-email.resolver';
import { UserEmailCheckResolver } from './user-email-check.resolver';
import { UserEmailCheckSource } from './user-email-check.source';
import { UsersResolver } from './users.resolver';
import { UsersSource } from './users.source';

/** Staff user management: the user list, inactivation and reactivation, roles (issue 13 item 5). */
export const usersModule = defineModule({
  name: 'users',
  resolvers: [UsersResolver, LearnerEmailResolver, UserEmailCheckResolver],
  createSources: (scope) => ({
    users: new UsersSource(scope),
    userEmailCheck: new UserEmailCheckSource(scope),
  }),
});

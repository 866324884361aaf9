import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { learnerEmailRoutes } from './learner-email.routes';
import { LearnerEmailService } from './learner-email.service';
import { userLookupsRoutes } from './user-lookups.routes';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { UsersService } from './users.service';

/** Staff user management: the filtered list, inactivation and reactivation, roles (issue 13 item 5). */
export const usersModule = defineFeature({
  name: 'users',
  register: async (app, infrastructure) => {
    const { db, sessions, transaction } = infrastructure;
    const repository = new UsersRepository(db);
    const audit = createAuditService(infrastructure);
    const users = new UsersService({ users: repository, audit, sessions, transaction });
    usersRoutes(app, users);
    userLookupsRoutes(app, users);
    learnerEmailRoutes(
      app,
      new LearnerEmailService({ users: repository, audit, sessions, transaction }),
      users,
    );
  },
});

import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { userLookupsRoutes } from './user-lookups.routes';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { UsersService } from './users.service';

/** Staff user management: the filtered list, inactivation and reactivation, roles (issue 13 item 5). */
export const usersModule = defineFeature({
  name: 'users',
  register: async (app, infrastructure) => {
    const { db, sessions, transaction } = infrastructure;
    const users = new UsersService({
      users: new UsersRepository(db),
      audit: createAuditService(infrastructure),
      sessions,
      transaction,
    });
    usersRoutes(app, users);
    userLookupsRoutes(app, users);
  },
});

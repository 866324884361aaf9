import { defineFeature, type Infrastructure } from '../feature-module';
import { AuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';

export type { StaffActor, StaffChange } from './audit.service';
export type { AuditService };

/** The one writer of the staff audit log: a feature records each staff change with it, in its transaction. */
export const createAuditService = ({ db }: Pick<Infrastructure, 'db'>): AuditService =>
  new AuditService(new AuditRepository(db));

/** The staff audit log (issue 13 item 5): who changed what, when, before and after; admin reads it. */
export const auditModule = defineFeature({
  name: 'audit',
  register: async (app, infrastructure) => auditRoutes(app, createAuditService(infrastructure)),
});

import { defineModule } from '../module';
import { AuditResolver } from './audit.resolver';
import { AuditSource } from './audit.source';

/** The staff audit log (issue 13 item 5). */
export const auditModule = defineModule({
  name: 'audit',
  resolvers: [AuditResolver],
  createSources: (scope) => ({ audit: new AuditSource(scope) }),
});

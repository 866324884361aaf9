import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const AuditLogPage = lazyPage(() => import('./audit-log-page'));

/** The staff audit log (issue 13 item 5), admin only by the route table. */
export const auditRoutes: readonly FeatureRoute[] = [
  // This system's staff audit log (issue 13 item 5, docs/decisions/users-roles-audit.md).
  {
    path: ClientPath.AUDIT_LOG,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_SYSOPS,
    element: <AuditLogPage />,
    menu: {
      label: 'Audit Log',
      icon: () => import('@mui/icons-material/HistoryOutlined'),
      group: 'security',
      order: 40,
    },
  },
];

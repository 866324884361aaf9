import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const AuditLogPage = lazy(() => import('./audit-log-page'));

/** The staff audit log (issue 13 item 5), admin only by the route table. */
export const auditRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.AUDIT_LOG, frame: 'staff', element: <AuditLogPage /> },
];

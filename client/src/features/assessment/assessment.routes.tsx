import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const AssessmentPage = lazyPage(() => import('./assessment-page'));
const CfxReportPage = lazyPage(() => import('./cfx-report-page'));

export const assessmentRoutes: readonly FeatureRoute[] = [
  // The FEAT assessment screen and the learner's own CFX assessment report, both open in `001 §2`, are
  // the learner's (docs/decisions/feat-assessment.md).
  { path: ClientPath.ASSESSMENT, frame: 'learner', roles: RoleSet.LEARNER, element: <AssessmentPage /> },
  {
    path: ClientPath.MY_CFX_REPORT,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <CfxReportPage mine />,
  },
  // One learner's CFX assessment report, looked up by staff (docs/decisions/feat-assessment.md).
  {
    path: ClientPath.CFX_REPORT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CfxReportPage mine={false} />,
    menu: {
      label: 'CFX Assessment Report',
      icon: () => import('@mui/icons-material/AssessmentOutlined'),
      group: 'reports',
      order: 60,
    },
  },
];

import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const GdpiListPage = lazyPage(() => import('./gdpi-list-page'));

/** Learners' GD/PI statuses (issue 14 item 2): /gdpi, admin only by the route table (`001 §2`). */
export const gdpiRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.GDPI,
    frame: 'staff',
    roles: RoleSet.ADMIN,
    element: <GdpiListPage />,
    menu: {
      label: 'GDPI Status',
      icon: () => import('@mui/icons-material/RecordVoiceOverOutlined'),
      group: 'masters',
      order: 270,
    },
  },
];

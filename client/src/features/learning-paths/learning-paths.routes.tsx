import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const LearningPathListPage = lazyPage(() => import('./learning-path-list-page'));
const LearningPathFormPage = lazyPage(() => import('./learning-path-form-page'));

/** Learning paths (issue 13 item 2): /learning-path is admin only in the route table of `001 §2`. */
export const learningPathsRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.LEARNING_PATH,
    frame: 'staff',
    roles: RoleSet.ADMIN,
    element: <LearningPathListPage />,
    menu: {
      label: 'Learning Paths',
      icon: () => import('@mui/icons-material/RouteOutlined'),
      group: 'learningManagement',
      order: 20,
    },
  },
  {
    path: ClientPath.ADD_LEARNING_PATH,
    frame: 'staff',
    roles: RoleSet.ADMIN,
    element: <LearningPathFormPage />,
  },
  {
    path: ClientPath.EDIT_LEARNING_PATH,
    frame: 'staff',
    roles: RoleSet.ADMIN,
    element: <LearningPathFormPage />,
  },
];

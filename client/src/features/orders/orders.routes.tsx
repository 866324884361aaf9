import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const MyOrdersRoute = lazyPage(() => import('./my-orders-route'));

/** Learners' My Payment or staff's payment report, each in its own frame (decided by the viewer). */
export const ordersRoutes: readonly FeatureRoute[] = [
  // Open in `001 §2`; the staff sidebar links its payment report.
  {
    path: ClientPath.MY_ORDERS,
    frame: 'own',
    element: <MyOrdersRoute />,
    menu: {
      label: 'Payment Report',
      icon: () => import('@mui/icons-material/PaymentsOutlined'),
      group: 'reports',
      order: 10,
      roles: RoleSet.ADMIN_OR_OPS,
    },
  },
];

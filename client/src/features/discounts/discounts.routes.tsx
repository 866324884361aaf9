import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const DiscountListPage = lazyPage(() => import('./discount-list-page'));
const DiscountFormPage = lazyPage(() => import('./discount-form-page'));

/** Staff discount management (issue 13 item 3): admin or ops by the route table (`001 §2`). */
export const discountsRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.DISCOUNT_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <DiscountListPage />,
    menu: {
      label: 'Discounts',
      icon: () => import('@mui/icons-material/LocalOfferOutlined'),
      group: 'masters',
      order: 120,
    },
  },
  {
    path: ClientPath.ADD_DISCOUNT,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <DiscountFormPage mode="add" />,
  },
  {
    path: ClientPath.EDIT_DISCOUNT,
    withoutId: ClientPath.DISCOUNT_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <DiscountFormPage mode="edit" />,
  },
  {
    path: ClientPath.CLONE_DISCOUNT,
    withoutId: ClientPath.DISCOUNT_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <DiscountFormPage mode="clone" />,
  },
];

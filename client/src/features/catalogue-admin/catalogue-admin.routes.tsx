import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const CourseListPage = lazyPage(() => import('./course-list-page'));
const ModulesListPage = lazyPage(() => import('./modules-list-page'));
const ProductValidityListPage = lazyPage(() => import('./product-validity-list-page'));
const AddProductValidityPage = lazyPage(() => import('./add-product-validity-page'));
const AddCoursePage = lazyPage(() =>
  import('./course-form-page').then((m) => ({ default: m.AddCoursePage })),
);
const EditCoursePage = lazyPage(() =>
  import('./course-form-page').then((m) => ({ default: m.EditCoursePage })),
);
const CourseLessonsPage = lazyPage(() => import('./course-lessons/course-lessons-page'));

/** Catalogue management (issue 13 item 2); the route table of `001 §2` gives each screen its roles. */
export const catalogueAdminRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.COURSE_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <CourseListPage />,
    menu: {
      label: 'Course List',
      icon: () => import('@mui/icons-material/MenuBookOutlined'),
      group: 'masters',
      order: 60,
    },
  },
  {
    path: ClientPath.ADD_COURSE,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <AddCoursePage />,
    menu: {
      label: 'Add Course',
      icon: () => import('@mui/icons-material/LibraryAddOutlined'),
      group: 'masters',
      order: 70,
    },
  },
  {
    path: ClientPath.EDIT_COURSE,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <EditCoursePage />,
    withoutId: ClientPath.COURSE_LIST,
  },
  // Admin's alone; the spec's sidebar omits it, but every staff screen is reachable from the menu
  // (docs/decisions/catalogue-admin.md).
  {
    path: ClientPath.MODULES_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN,
    element: <ModulesListPage />,
    menu: {
      label: 'Modules',
      icon: () => import('@mui/icons-material/ViewModuleOutlined'),
      group: 'learningManagement',
      order: 10,
    },
  },
  // A module's lessons (issue 28 item 2): admin's, as the modules are; opened from a module's row on
  // /modules-list and from the course's modules on /edit-course.
  { path: ClientPath.COURSE_LESSONS, frame: 'staff', roles: RoleSet.ADMIN, element: <CourseLessonsPage /> },
  {
    path: ClientPath.PRODUCT_VALIDITY_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <ProductValidityListPage />,
    menu: {
      label: 'Product Validity',
      icon: () => import('@mui/icons-material/EventAvailableOutlined'),
      group: 'masters',
      order: 90,
    },
  },
  {
    path: ClientPath.ADD_PRODUCT_VALIDITY,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <AddProductValidityPage />,
  },
];

import { lazy } from 'react';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';

const CourseListPage = lazy(() => import('./course-list-page'));
const ModulesListPage = lazy(() => import('./modules-list-page'));
const ProductValidityListPage = lazy(() => import('./product-validity-list-page'));
const AddProductValidityPage = lazy(() => import('./add-product-validity-page'));
const AddCoursePage = lazy(() => import('./course-form-page').then((m) => ({ default: m.AddCoursePage })));
const EditCoursePage = lazy(() => import('./course-form-page').then((m) => ({ default: m.EditCoursePage })));

/** Catalogue management (issue 13 item 2); the route table of `001 §2` gives each screen its roles. */
export const catalogueAdminRoutes: readonly FeatureRoute[] = [
  { path: ClientPath.COURSE_LIST, frame: 'staff', element: <CourseListPage /> },
  { path: ClientPath.ADD_COURSE, frame: 'staff', element: <AddCoursePage /> },
  { path: ClientPath.EDIT_COURSE, frame: 'staff', element: <EditCoursePage /> },
  { path: ClientPath.MODULES_LIST, frame: 'staff', element: <ModulesListPage /> },
  { path: ClientPath.PRODUCT_VALIDITY_LIST, frame: 'staff', element: <ProductValidityListPage /> },
  { path: ClientPath.ADD_PRODUCT_VALIDITY, frame: 'staff', element: <AddProductValidityPage /> },
];

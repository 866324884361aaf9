import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const EducationLoanPage = lazyPage(() => import('./education-loan-page'));
const LoanListPage = lazyPage(() => import('./loan-list-page'));

export const educationLoanRoutes: readonly FeatureRoute[] = [
  // This system's learner screen for the education loan (docs/decisions/education-loan.md).
  {
    path: ClientPath.EDUCATION_LOAN,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <EducationLoanPage />,
  },
  {
    path: ClientPath.EDUCATIONAL_LOAN_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN,
    element: <LoanListPage />,
    menu: {
      label: 'Education Loans',
      icon: () => import('@mui/icons-material/AccountBalanceOutlined'),
      group: 'masters',
      order: 210,
    },
  },
];

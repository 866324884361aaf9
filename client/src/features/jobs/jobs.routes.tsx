import { lazyPage } from '../../shared/lazy-page';
import { ClientPath } from '@finx/domain';
import type { FeatureRoute } from '../../shared/feature-route';
import { RoleSet } from '../../shared/feature-route';

const JobsPage = lazyPage(() => import('./search/search-page'));
const AppliedJobsPage = lazyPage(() => import('./applied/applied-jobs-page'));
const JobPage = lazyPage(() => import('./apply/apply-page'));
const StaffJobListPage = lazyPage(() => import('./staff-jobs/staff-job-list-page'));
const StaffJobFormPage = lazyPage(() => import('./staff-jobs/staff-job-form-page'));
const StaffJobDetailsPage = lazyPage(() => import('./staff-jobs/staff-job-details-page'));
const JobReportsPage = lazyPage(() => import('./job-admin-history/job-reports-page'));
const StaffCandidatePage = lazyPage(() => import('./staff-candidates/staff-candidate-page'));
const StaffCandidateListPage = lazyPage(() => import('./staff-candidates/staff-candidate-list-page'));

/**
 * The learner's jobs, then job administration in the staff frame. The applied list comes before
 * `/jobs/:id` so `applied` is never read as an id. Each screen names the roles the route table of
 * `001 §2` gives it: the learner's, then admin or ops, but /jobDetails ops only.
 */
export const jobsRoutes: readonly FeatureRoute[] = [
  {
    path: ClientPath.JOBS,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <JobsPage />,
    data: async (client, _params, search) =>
      (await import('./search/search.data')).jobSearchData(client, search),
  },
  { path: ClientPath.APPLIED_JOBS, frame: 'learner', roles: RoleSet.LEARNER, element: <AppliedJobsPage /> },
  { path: ClientPath.JOB, frame: 'learner', roles: RoleSet.LEARNER, element: <JobPage /> },
  // Job administration: a job's form, details and candidates are reached from the list.
  {
    path: ClientPath.JOB_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <StaffJobListPage />,
    data: async (client, _params, search) =>
      (await import('./staff-jobs/staff-job-list.data')).staffJobListData(client, search),
    menu: {
      label: 'Job List',
      icon: () => import('@mui/icons-material/WorkOutlined'),
      group: 'masters',
      order: 160,
    },
  },
  {
    path: ClientPath.ADD_JOB,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <StaffJobFormPage />,
    menu: {
      label: 'Add Job',
      icon: () => import('@mui/icons-material/PostAddOutlined'),
      group: 'masters',
      order: 170,
    },
  },
  {
    path: ClientPath.EDIT_JOB,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <StaffJobFormPage />,
    withoutId: ClientPath.JOB_LIST,
  },
  // Ops only, as `001 §2` has it: the job list offers an administrator Edit but not View
  // (docs/decisions/jobs-staff.md).
  {
    path: ClientPath.JOB_DETAILS,
    frame: 'staff',
    roles: RoleSet.OPS,
    element: <StaffJobDetailsPage />,
    withoutId: ClientPath.JOB_LIST,
  },
  // A job's reports, admin or ops as their calls are: linked from /jobDetails (ops) and /edit-job (admin).
  {
    path: ClientPath.JOB_REPORTS,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <JobReportsPage />,
    withoutId: ClientPath.JOB_LIST,
  },
  // Every job's candidates, admin or ops unlike /jobDetails: the admin sidebar of `001 §2` screen 11 links
  // the bare path.
  {
    path: ClientPath.CANDIDATE_LIST,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <StaffCandidateListPage />,
    menu: {
      label: 'Candidate Details',
      icon: () => import('@mui/icons-material/PeopleAltOutlined'),
      group: 'masters',
      order: 180,
    },
  },
  {
    path: ClientPath.CANDIDATE_DETAILS,
    frame: 'staff',
    roles: RoleSet.ADMIN_OR_OPS,
    element: <StaffCandidatePage />,
  },
];

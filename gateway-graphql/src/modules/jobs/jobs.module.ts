import { defineModule } from '../module';
import { JobsResolver } from './jobs.resolver';
import { JobsSource } from './jobs.source';
import { StaffJobsResolver } from './staff-jobs.resolver';
import { StaffJobsSource } from './staff-jobs.source';
import { InterviewsResolver } from './interviews.resolver';
import { InterviewsSource } from './interviews.source';
import { StaffCandidateExtrasResolver } from './staff-candidate-extras.resolver';
import { StaffCandidateExtrasSource } from './staff-candidate-extras.source';
import { JobAdminHistoryResolver } from './job-admin-history.resolver';
import { JobAdminHistorySource } from './job-admin-history.source';
import { registerJobsRoutes } from './jobs.routes';

/**
 * Jobs for the learner (with their interview invitations) and, for ADMIN and OPS, their administration
 * (`001 §7`), with the college officer's view of their own college's applicants.
 */
export const jobsModule = defineModule({
  name: 'jobs',
  resolvers: [
    JobsResolver,
    StaffJobsResolver,
    StaffCandidateExtrasResolver,
    JobAdminHistoryResolver,
    InterviewsResolver,
  ],
  createSources: (scope) => ({
    jobs: new JobsSource(scope),
    staffJobs: new StaffJobsSource(scope),
    staffStaffCandidateExtras: new StaffCandidateExtrasSource(scope),
    jobAdminHistory: new JobAdminHistorySource(scope),
    interviews: new InterviewsSource(scope),
  }),
  routes: registerJobsRoutes,
});

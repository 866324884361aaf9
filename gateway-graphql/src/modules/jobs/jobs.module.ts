import { defineModule } from '../module';
import { JobsResolver } from './jobs.resolver';
import { JobsSource } from './jobs.source';
import { StaffJobsResolver } from './staff-jobs.resolver';
import { StaffJobsSource } from './staff-jobs.source';

/** Jobs for the learner and, for ADMIN and OPS, their administration (`001 §7`). */
export const jobsModule = defineModule({
  name: 'jobs',
  resolvers: [JobsResolver, StaffJobsResolver],
  createSources: (scope) => ({ jobs: new JobsSource(scope), staffJobs: new StaffJobsSource(scope) }),
});

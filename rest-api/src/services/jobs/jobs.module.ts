import { defineFeature } from '../feature-module';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationsService } from './applications.service';
import { JobsRepository } from './jobs.repository';
import { jobsRoutes } from './jobs.routes';
import { JobsService } from './jobs.service';
import { CandidatesRepository } from './candidates.repository';
import { CandidatesService } from './candidates.service';
import { StaffJobsRepository } from './staff-jobs.repository';
import { staffJobsRoutes } from './staff-jobs.routes';
import { StaffJobsService } from './staff-jobs.service';

/**
 * Jobs for learners (search, details, applying with a questionnaire, the applications' pipeline) and for
 * staff (jobs with their pipeline and questionnaire, candidates, moves and placements).
 */
export const jobsModule = defineFeature({
  name: 'jobs',
  register: async (app, { db, transaction, messenger }) => {
    const repository = new JobsRepository(db);
    const jobs = new JobsService(repository);
    const applications = new ApplicationsRepository(db);
    jobsRoutes(app, jobs, new ApplicationsService(applications, repository, jobs, transaction, messenger));
    staffJobsRoutes(
      app,
      new StaffJobsService(new StaffJobsRepository(db), jobs, transaction),
      new CandidatesService(new CandidatesRepository(db), applications, transaction),
    );
  },
});

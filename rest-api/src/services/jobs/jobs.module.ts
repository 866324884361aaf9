import { createInboxWriter } from '../alerts/alerts.module';
import { createAuditService } from '../audit/audit.module';
import { defineFeature, type Infrastructure } from '../feature-module';
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
import { StaffCandidateExtrasRepository } from './staff-candidate-extras.repository';
import { StaffCandidateExtrasService } from './staff-candidate-extras.service';
import { InterviewsRepository } from './interviews.repository';
import { interviewsRoutes } from './interviews.routes';
import { InterviewsService } from './interviews.service';
import { JobExportRepository } from './job-export.repository';
import { JobExportService } from './job-export.service';
import { staffStaffCandidateExtrasRoutes } from './staff-candidate-extras.routes';
import { DocumentLinks } from '../../providers/documents/document-link';
import { jobsSeed } from './jobs.seed';
import { createResumeLinks, RESUME_LINK_ID } from '../documents/documents.module';
import { JobAdminHistoryRepository } from './job-admin-history.repository';
import { jobAdminHistoryRoutes } from './job-admin-history.routes';
import { JobAdminHistoryService } from './job-admin-history.service';
import { StudentEnquiriesRepository } from './student-enquiries.repository';
import { studentEnquiriesRoutes } from './student-enquiries.routes';

/** Job creation as the form does it, for the jobs bulk file (uploads). */
export const createStaffJobsService = ({ db, transaction }: Infrastructure): StaffJobsService =>
  new StaffJobsService(
    new StaffJobsRepository(db),
    new JobsService(new JobsRepository(db)),
    transaction,
    createAuditService({ db }),
  );

/** Short enough that a copied link is soon useless, long enough for a large export to start. */
export const JOB_EXPORT_LINK_SECONDS = 5 * 60;

/** The gateway's public path of the candidates' export (gateway modules/jobs/jobs.routes.ts). */
export const PUBLIC_JOB_EXPORT_PREFIX = '/staff/job-export';

/**
 * Jobs for learners (search, details, applying with a questionnaire, the applications' pipeline) and for
 * staff (jobs with their pipeline and questionnaire, candidates, moves and placements; ratings, interviewers'
 * comments, referrals, messages, interview invitations and the export), and the college officer's view
 * of their own college's applicants.
 */
export const jobsModule = defineFeature({
  name: 'jobs',
  seed: jobsSeed,
  register: async (app, { db, transaction, messenger, config }) => {
    const repository = new JobsRepository(db);
    const jobs = new JobsService(repository);
    const applications = new ApplicationsRepository(db);
    jobsRoutes(app, jobs, new ApplicationsService(applications, repository, jobs, transaction, messenger));
    const audit = createAuditService({ db });
    const inbox = createInboxWriter(db);
    const candidates = new CandidatesService(
      new CandidatesRepository(db),
      applications,
      transaction,
      audit,
      inbox,
    );
    staffJobsRoutes(
      app,
      new StaffJobsService(new StaffJobsRepository(db), jobs, transaction, audit),
      candidates,
    );
    const extras = new StaffCandidateExtrasRepository(db);
    const interviews = new InterviewsService(new InterviewsRepository(db), extras, transaction, messenger);
    interviewsRoutes(app, interviews);
    const exportLinks = new DocumentLinks(config.jwtSecret, {
      prefix: PUBLIC_JOB_EXPORT_PREFIX,
      seconds: JOB_EXPORT_LINK_SECONDS,
      purpose: 'job-export',
    });
    staffStaffCandidateExtrasRoutes(
      app,
      {
        extras: new StaffCandidateExtrasService(extras, messenger, inbox, transaction),
        interviews,
        candidates,
        exports: new JobExportService(new JobExportRepository(db), candidates, exportLinks),
      },
      config.publicUrl,
    );
    const resumeLinks = createResumeLinks(config.jwtSecret);
    jobAdminHistoryRoutes(
      app,
      new JobAdminHistoryService(
        new JobAdminHistoryRepository(db),
        candidates,
        {
          resumeLink: (partyId, now = Date.now()) => ({
            documentUrl: resumeLinks.issue(RESUME_LINK_ID, partyId, now),
            expiresAt: resumeLinks.expiresAt(now).toISOString(),
          }),
        },
        transaction,
        audit,
      ),
    );
    studentEnquiriesRoutes(app, new StudentEnquiriesRepository(db));
  },
});

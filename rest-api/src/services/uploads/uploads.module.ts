import { RestPath } from '@finx/domain';
import { ADMIN_OR_SYSOPS_ROLES, ADMIN_ROLES, STAFF_ROLES, SYSTEM_OPERATIONS_ROLES } from '../../role-groups';
import { createAuditService } from '../audit/audit.module';
import { createCheckoutService } from '../checkout/checkout.module';
import { createSpocService } from '../colleges/colleges.module';
import { defineFeature } from '../feature-module';
import { createStaffJobsService } from '../jobs/jobs.module';
import { createGdpiRepository } from '../gdpi/gdpi.module';
import { courseStudentRoutes } from './course-student.routes';
import { courseStudentUpload } from './course-student-upload';
import { CourseStudentsRepository } from './course-students.repository';
import { CourseStudentsService } from './course-students.service';
import { gdpiUpload } from './gdpi-upload';
import { JobNamesRepository } from './job-names.repository';
import { jobUpload } from './job-upload';
import { profileScoreUpload } from './profile-score-upload';
import { ProfileScoresRepository } from './profile-scores.repository';
import { paymentRowsRoutes } from './payment-rows.routes';
import { paymentUpload } from './payment-upload';
import { spocUpload } from './spoc-upload';
import { BulkUsersRepository } from './bulk-users.repository';
import { unsubscribeBouncedUpload } from './unsubscribe-bounced-upload';
import { UploadJobsRepository } from './upload-jobs.repository';
import { UploadJobRunner } from './upload-jobs.runner';
import { UploadsRepository } from './uploads.repository';
import { type UploadEndpoint, uploadsRoutes } from './uploads.routes';
import { type KeyedRow, type UploadKind, UploadsService } from './uploads.service';
import { userUpload } from './user-upload';

/** A runner holds a job this long past its last batch; a job whose runner died is taken again after it. */
const JOB_LEASE_MS = 60_000;
/** How often an idle runner looks for jobs queued elsewhere or left by a dead replica. */
const JOB_IDLE_MS = 1_000;

/** Bulk uploads (issue 14): the streaming, guarded, idempotent upload framework and its kinds. */
export const uploadsModule = defineFeature({
  name: 'uploads',
  register: async (app, infrastructure) => {
    const repository = new UploadsRepository(infrastructure.db);
    const audit = createAuditService(infrastructure);
    const courseStudents = new CourseStudentsRepository(infrastructure.db);
    const payment = paymentUpload(repository, createCheckoutService(infrastructure, app.log));
    const endpoints: UploadEndpoint[] = [
      { path: RestPath.UPLOAD_PAYMENT, access: STAFF_ROLES, kind: payment },
      // `001 §2`: /userbulkupload and /add-student-course are admin's, /bulk-unsubscribe-upload staff's;
      // SYSOPSADMIN runs the two that are accounts, not learning or money (users-roles-audit.md).
      {
        path: RestPath.UPLOAD_USERS,
        access: ADMIN_OR_SYSOPS_ROLES,
        kind: userUpload(new BulkUsersRepository(infrastructure.db), infrastructure.messenger),
      },
      {
        path: RestPath.UPLOAD_UNSUBSCRIBE_BOUNCED,
        access: SYSTEM_OPERATIONS_ROLES,
        kind: unsubscribeBouncedUpload(new BulkUsersRepository(infrastructure.db)),
      },
      {
        path: RestPath.UPLOAD_COURSE_STUDENTS,
        access: ADMIN_ROLES,
        kind: courseStudentUpload(courseStudents),
      },
      // `001 §2`: /adminbulkuploadgdpi is admin only; /upload-spoc is admin or ops.
      {
        path: RestPath.UPLOAD_GDPI,
        access: ADMIN_ROLES,
        kind: gdpiUpload(repository, createGdpiRepository(infrastructure), infrastructure.transaction),
      },
      {
        path: RestPath.UPLOAD_SPOC,
        access: STAFF_ROLES,
        kind: spocUpload(repository, createSpocService(infrastructure)),
      },
      // Not in `001 §2`: the jobs file is for whoever may create jobs (admin, ops), the score file too.
      {
        path: RestPath.UPLOAD_JOBS,
        access: STAFF_ROLES,
        kind: jobUpload(new JobNamesRepository(infrastructure.db), createStaffJobsService(infrastructure)),
      },
      {
        path: RestPath.UPLOAD_PROFILE_SCORE,
        access: STAFF_ROLES,
        kind: profileScoreUpload(new ProfileScoresRepository(infrastructure.db), infrastructure.transaction),
      },
    ];
    const jobs = new UploadJobsRepository(infrastructure.db);
    const kinds = new Map<string, UploadKind<KeyedRow>>(endpoints.map(({ kind }) => [kind.name, kind]));
    const service = new UploadsService({
      uploads: repository,
      jobs,
      audit,
      transaction: infrastructure.transaction,
      kinds,
      queued: () => runner.wake(),
      leaseMs: JOB_LEASE_MS,
    });
    const runner: UploadJobRunner = new UploadJobRunner({
      jobs,
      work: service,
      kinds: [...kinds.keys()],
      leaseMs: JOB_LEASE_MS,
      idleMs: JOB_IDLE_MS,
      // PGlite is one process's database: a job running at start was this process's before a restart.
      requeueOnStart: infrastructure.config.database.kind !== 'postgres',
      log: app.log,
    });
    app.addHook('onReady', async () => runner.start());
    // Closing waits for the running batch to commit, then hands its job back to the queue.
    app.addHook('onClose', async () => runner.stop());
    // The upload routes take raw bytes only: their own scope, so JSON routes keep their parser.
    await app.register(async (scope) => uploadsRoutes(scope, service, endpoints));
    paymentRowsRoutes(app, service, payment, STAFF_ROLES);
    courseStudentRoutes(
      app,
      new CourseStudentsService({ courseStudents, audit, transaction: infrastructure.transaction }),
    );
  },
});

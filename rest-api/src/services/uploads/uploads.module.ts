import { RestPath } from '@finx/domain';
import { ADMIN_ROLES, STAFF_ROLES } from '../../role-groups';
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
import { paymentUpload } from './payment-upload';
import { spocUpload } from './spoc-upload';
import { BulkUsersRepository } from './bulk-users.repository';
import { unsubscribeBouncedUpload } from './unsubscribe-bounced-upload';
import { UploadsRepository } from './uploads.repository';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';
import { userUpload } from './user-upload';

/** Bulk uploads (issue 14): the streaming, guarded, idempotent upload framework and its kinds. */
export const uploadsModule = defineFeature({
  name: 'uploads',
  register: async (app, infrastructure) => {
    const repository = new UploadsRepository(infrastructure.db);
    const audit = createAuditService(infrastructure);
    const service = new UploadsService({
      uploads: repository,
      audit,
      transaction: infrastructure.transaction,
    });
    const courseStudents = new CourseStudentsRepository(infrastructure.db);
    // The upload routes take raw bytes only: their own scope, so JSON routes keep their parser.
    await app.register(async (scope) =>
      uploadsRoutes(scope, service, [
        {
          path: RestPath.UPLOAD_PAYMENT,
          access: STAFF_ROLES,
          kind: paymentUpload(repository, createCheckoutService(infrastructure, app.log)),
        },
        // `001 §2`: /userbulkupload and /add-student-course are admin's, /bulk-unsubscribe-upload staff's.
        {
          path: RestPath.UPLOAD_USERS,
          access: ADMIN_ROLES,
          kind: userUpload(new BulkUsersRepository(infrastructure.db), infrastructure.messenger),
        },
        {
          path: RestPath.UPLOAD_UNSUBSCRIBE_BOUNCED,
          access: STAFF_ROLES,
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
          kind: profileScoreUpload(
            new ProfileScoresRepository(infrastructure.db),
            infrastructure.transaction,
          ),
        },
      ]),
    );
    courseStudentRoutes(
      app,
      new CourseStudentsService({ courseStudents, audit, transaction: infrastructure.transaction }),
    );
  },
});

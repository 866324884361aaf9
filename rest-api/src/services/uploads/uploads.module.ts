import { RestPath } from '@finx/domain';
import { ADMIN_ROLES, STAFF_ROLES } from '../../role-groups';
import { createAuditService } from '../audit/audit.module';
import { createCheckoutService } from '../checkout/checkout.module';
import { createSpocService } from '../colleges/colleges.module';
import { defineFeature } from '../feature-module';
import { createGdpiRepository } from '../gdpi/gdpi.module';
import { gdpiUpload } from './gdpi-upload';
import { paymentUpload } from './payment-upload';
import { spocUpload } from './spoc-upload';
import { UploadsRepository } from './uploads.repository';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

/** Bulk uploads (issue 14): the streaming, guarded, idempotent upload framework and its kinds. */
export const uploadsModule = defineFeature({
  name: 'uploads',
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    const repository = new UploadsRepository(db);
    const audit = createAuditService(infrastructure);
    const service = new UploadsService({ uploads: repository, audit, transaction });
    uploadsRoutes(app, service, [
      {
        path: RestPath.UPLOAD_PAYMENT,
        access: STAFF_ROLES,
        kind: paymentUpload(repository, createCheckoutService(infrastructure, app.log)),
      },
      // `001 §2`: /adminbulkuploadgdpi is admin only; /upload-spoc is admin or ops.
      {
        path: RestPath.UPLOAD_GDPI,
        access: ADMIN_ROLES,
        kind: gdpiUpload(repository, createGdpiRepository(infrastructure), transaction),
      },
      {
        path: RestPath.UPLOAD_SPOC,
        access: STAFF_ROLES,
        kind: spocUpload(repository, createSpocService(infrastructure)),
      },
    ]);
  },
});

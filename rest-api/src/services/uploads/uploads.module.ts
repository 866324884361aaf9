import { createAuditService } from '../audit/audit.module';
import { createCheckoutService } from '../checkout/checkout.module';
import { defineFeature } from '../feature-module';
import { paymentUpload } from './payment-upload';
import { UploadsRepository } from './uploads.repository';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';

/** Bulk uploads (issue 14): the streaming, guarded, idempotent upload framework and its kinds. */
export const uploadsModule = defineFeature({
  name: 'uploads',
  register: async (app, infrastructure) => {
    const repository = new UploadsRepository(infrastructure.db);
    const service = new UploadsService({
      uploads: repository,
      audit: createAuditService(infrastructure),
      transaction: infrastructure.transaction,
    });
    uploadsRoutes(app, service, {
      payment: paymentUpload(repository, createCheckoutService(infrastructure, app.log)),
    });
  },
});

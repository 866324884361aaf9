import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { EducationLoanRepository } from './education-loan.repository';
import { educationLoanRoutes } from './education-loan.routes';
import { EducationLoanService } from './education-loan.service';

/** The CFX education loan: apply, status, and the staff's status update. */
export const educationLoanModule = defineFeature({
  name: 'education-loan',
  register: async (app, infrastructure) => {
    const { db, transaction } = infrastructure;
    const audit = createAuditService(infrastructure);
    educationLoanRoutes(app, new EducationLoanService(new EducationLoanRepository(db), transaction, audit));
  },
});

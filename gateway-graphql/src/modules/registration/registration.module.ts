import { defineModule } from '../module';
import { EntryLinkProductResolver } from './entry-link-product.resolver';
import { EntryLinkProductSource } from './entry-link-product.source';
import { RegistrationResolver } from './registration.resolver';
import { RegistrationSource } from './registration.source';
import { StudentAccountResolver } from './student-account.resolver';
import { StudentAccountSource } from './student-account.source';
import { StaffInstituteResolver } from './staff-institute.resolver';
import { StaffInstituteSource } from './staff-institute.source';
import { StaffLeadResolver } from './staff-lead.resolver';
import { StaffLeadSource } from './staff-lead.source';

/**
 * Registration: OTPs (for mobile login too; OTP has no resolvers of its own), mobile and e-mail checks,
 * learner and staff sign-up, e-mail verification and the institute details (`000 §4`); the learner's
 * account prompts (the e-mail OTP, a missing mobile) over the student service's account calls; the product
 * an entry link names; where a learner came from, for staff.
 */
export const registrationModule = defineModule({
  name: 'registration',
  resolvers: [
    RegistrationResolver,
    StudentAccountResolver,
    StaffInstituteResolver,
    EntryLinkProductResolver,
    StaffLeadResolver,
  ],
  createSources: (scope) => ({
    registration: new RegistrationSource(scope),
    studentAccount: new StudentAccountSource(scope),
    staffInstitute: new StaffInstituteSource(scope),
    entryLinkProduct: new EntryLinkProductSource(scope),
    staffLead: new StaffLeadSource(scope),
  }),
});

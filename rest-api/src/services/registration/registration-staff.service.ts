import {
  type LeadRegister,
  ReasonCode,
  type RegistrationStaffReason,
  RegistrationStaffReasons,
  RoleId,
  StaffAction,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { RegistrationRepository } from './registration.repository';
import type { RegistrationService } from './registration.service';

const { refuse } = refusalsOf(RegistrationStaffReasons);

type LeadRow = NonNullable<Awaited<ReturnType<RegistrationRepository['leadRegisterOf']>>>;

const leadOf = (row: LeadRow): LeadRegister => ({
  client: row.client,
  college: row.college,
  product: row.product,
  location: row.location,
  reference: row.reference,
  source: row.source,
  medium: row.medium,
  term: row.term,
  camp: row.camp,
  sourceUrl: row.sourceUrl,
  encryptedSourceUrl: row.encryptedSourceUrl,
  productType: row.productType,
  productID: row.productId,
});

export interface RegistrationStaffDeps {
  registration: Pick<RegistrationService, 'saveInstituteDetails'>;
  registrations: RegistrationRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/**
 * The admin service's registration calls (`001 §7` Admin institute and leadRef/saveLeadRefDetails): staff
 * (admin and ops) read whether a learner owes institute details, give them for the learner, and record
 * where a learner came from. Changes are written to the staff audit log.
 */
export class RegistrationStaffService {
  constructor(private readonly deps: RegistrationStaffDeps) {}

  /**
   * 'Y' for a learner who came through a college entry link and has no institute details yet (the
   * learner's own /registerSuccess prompt asks the same); 'N' otherwise, also for anyone not a learner.
   */
  async instituteDue(partyId: number): Promise<'Y' | 'N'> {
    const account = await this.learner({ partyId });
    if (!account) return 'N';
    const lead = await this.deps.registrations.leadRegisterOf(account.userId);
    if (!lead?.college) return 'N';
    return (await this.deps.registrations.hasInstituteDetails(account.userId)) ? 'N' : 'Y';
  }

  /** The institute details for a learner (`000 §3`, once per student, the spec's rules and messages). */
  async saveInstitute(
    actor: StaffActor,
    studentId: number,
    details: { certiNumber: string; batchNumber: string },
  ): Promise<Outcome<undefined, RegistrationStaffReason> | InvalidField> {
    if (!(await this.learner({ userId: studentId }))) return refuse(ReasonCode.NOT_FOUND);
    const saved = await this.deps.registration.saveInstituteDetails(studentId, details);
    if (!saved.ok) return 'message' in saved ? saved : refuse(ReasonCode.INSTITUTE_ALREADY_SAVED);
    await this.deps.transaction((tx) =>
      this.deps.audit.record(tx, actor, {
        action: StaffAction.INSTITUTE_SAVE,
        entityType: 'user',
        entityId: studentId,
        before: null,
        after: { certiNumber: details.certiNumber.trim(), batchNumber: details.batchNumber.trim() },
      }),
    );
    return accept();
  }

  /** The lead fields given replace theirs; the others stay (none on a first save). */
  async saveLeadRef(
    actor: StaffActor,
    partyId: number,
    change: Partial<LeadRegister>,
  ): Promise<Outcome<LeadRegister, RegistrationStaffReason>> {
    const account = await this.learner({ partyId });
    if (!account) return refuse(ReasonCode.NOT_FOUND);
    const { productID, ...rest } = change;
    const columns = { ...rest, ...(productID === undefined ? {} : { productId: productID }) };
    if (Object.keys(columns).length === 0) return refuse(ReasonCode.VALIDATION_FAILED);
    const before = await this.deps.registrations.leadRegisterOf(account.userId);
    const saved = await this.deps.transaction(async (tx) => {
      const row = await this.deps.registrations.upsertLeadRegister(tx, account.userId, columns);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.LEAD_SAVE,
        entityType: 'user',
        entityId: account.userId,
        before: before ? leadOf(before) : null,
        after: leadOf(row),
      });
      return row;
    });
    return accept(leadOf(saved));
  }

  private async learner(key: { userId: number } | { partyId: number }) {
    const account = await this.deps.registrations.account(key);
    return account?.roleId === RoleId.LEARNER ? account : undefined;
  }
}

import {
  type CorporateEnquiryRow,
  corporateEnquirySchema,
  corporateEnquiryUpdateSchema,
  type CorporatesReason,
  CorporatesReasons,
  ReasonCode,
  StaffAction,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type {
  CorporateEnquiryFilter,
  CorporateEnquiryRecord,
  CorporateEnquiryRepository,
} from './corporate-enquiry.repository';

const { refuse } = refusalsOf(CorporatesReasons);

const toRow = (record: CorporateEnquiryRecord): CorporateEnquiryRow => ({
  enquiryId: record.enquiryId,
  companyName: record.companyName,
  contactName: record.contactName,
  email: record.email,
  phone: record.phone,
  message: record.message,
  status: record.status,
  notes: record.notes,
  createdDate: record.createdAt.toISOString(),
  updatedDate: record.updatedAt.toISOString(),
});

export interface CorporateEnquiryServiceDeps {
  enquiries: CorporateEnquiryRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/** Corporate enquiries (issue 13 item 4): anyone asks to hire, staff follow up; every follow-up audited. */
export class CorporateEnquiryService {
  constructor(private readonly deps: CorporateEnquiryServiceDeps) {}

  async list(filter: CorporateEnquiryFilter): Promise<{ rows: CorporateEnquiryRow[]; total: number }> {
    const { rows, total } = await this.deps.enquiries.list(filter);
    return { rows: rows.map(toRow), total };
  }

  /** The public form: no account needed, so nothing but the fields' own rules applies. */
  async submit(input: unknown): Promise<Outcome<CorporateEnquiryRow, CorporatesReason> | InvalidField> {
    const checked = await checkSpecRules(corporateEnquirySchema, input);
    if (!checked.ok) return checked;
    return accept(toRow(await this.deps.enquiries.insert(checked.value)));
  }

  async update(
    actor: StaffActor,
    enquiryId: number,
    input: unknown,
  ): Promise<Outcome<CorporateEnquiryRow, CorporatesReason> | InvalidField> {
    const checked = await checkSpecRules(corporateEnquiryUpdateSchema, input);
    if (!checked.ok) return checked;
    const change = { status: checked.value.status, notes: checked.value.notes ?? '' };
    return this.deps.transaction(async (tx): Promise<Outcome<CorporateEnquiryRow, CorporatesReason>> => {
      const before = await this.deps.enquiries.findForUpdate(tx, enquiryId);
      if (!before) return refuse(ReasonCode.NOT_FOUND);
      const saved = await this.deps.enquiries.update(tx, enquiryId, change);
      if (!saved) return refuse(ReasonCode.NOT_FOUND);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.CORPORATE_ENQUIRY_UPDATE,
        entityType: 'corporate-enquiry',
        entityId: enquiryId,
        before: { status: before.status, notes: before.notes },
        after: change,
      });
      return accept(toRow(saved));
    });
  }
}

import {
  type CorporateRow,
  corporateSchema,
  type CorporatesReason,
  type PartnerRow,
  CorporatesReasons,
  ReasonCode,
  StaffAction,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type {
  CorporateListFilter,
  CorporateRecord,
  CorporatesRepository,
  CorporateWrite,
} from './corporates.repository';

const { refuse } = refusalsOf(CorporatesReasons);

const toRow = (corporate: CorporateRecord, jobCount: number): CorporateRow => ({
  corporateId: corporate.corporateId,
  name: corporate.name,
  about: corporate.about,
  city: corporate.city,
  jobCount,
  createdDate: corporate.createdAt.toISOString(),
});

const fieldsOf = (corporate: CorporateWrite) => ({
  name: corporate.name,
  about: corporate.about,
  city: corporate.city,
});

export interface CorporatesServiceDeps {
  corporates: CorporatesRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/** Staff corporate management (issue 13 item 4): the companies jobs are posted under. Every change audited. */
export class CorporatesService {
  constructor(private readonly deps: CorporatesServiceDeps) {}

  async list(filter: CorporateListFilter): Promise<{ rows: CorporateRow[]; total: number }> {
    const { rows, total } = await this.deps.corporates.list(filter);
    return { rows: rows.map((row) => toRow(row, row.jobCount)), total };
  }

  /** `001 §7` partners: the corporates hiring through FinX, for the public. */
  async partners(search?: string): Promise<PartnerRow[]> {
    const rows = await this.deps.corporates.partners(search);
    return rows.map(({ corporateId, name, about, city, openJobs }) => ({
      corporateId,
      name,
      about,
      city,
      openJobs,
    }));
  }

  async get(corporateId: number): Promise<Outcome<CorporateRow, CorporatesReason>> {
    const found = await this.deps.corporates.find(corporateId);
    return found ? accept(toRow(found, found.jobCount)) : refuse(ReasonCode.NOT_FOUND);
  }

  async create(
    actor: StaffActor,
    input: unknown,
  ): Promise<Outcome<CorporateRow, CorporatesReason> | InvalidField> {
    const checked = await checkSpecRules(corporateSchema, input);
    if (!checked.ok) return checked;
    return this.deps.transaction(async (tx): Promise<Outcome<CorporateRow, CorporatesReason>> => {
      const created = await this.deps.corporates.insert(tx, checked.value);
      if (created === 'taken') return refuse(ReasonCode.CORPORATE_NAME_TAKEN);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.CORPORATE_CREATE,
        entityType: 'corporate',
        entityId: created.corporateId,
        before: null,
        after: fieldsOf(created),
      });
      return accept(toRow(created, 0));
    });
  }

  async update(
    actor: StaffActor,
    corporateId: number,
    input: unknown,
  ): Promise<Outcome<CorporateRow, CorporatesReason> | InvalidField> {
    const checked = await checkSpecRules(corporateSchema, input);
    if (!checked.ok) return checked;
    return this.deps.transaction(async (tx): Promise<Outcome<CorporateRow, CorporatesReason>> => {
      const before = await this.deps.corporates.findForUpdate(tx, corporateId);
      if (!before) return refuse(ReasonCode.NOT_FOUND);
      if ((await this.deps.corporates.update(tx, corporateId, checked.value)) === 'taken') {
        return refuse(ReasonCode.CORPORATE_NAME_TAKEN);
      }
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.CORPORATE_UPDATE,
        entityType: 'corporate',
        entityId: corporateId,
        before: fieldsOf(before),
        after: fieldsOf(checked.value),
      });
      const saved = await this.deps.corporates.find(corporateId, tx);
      return saved ? accept(toRow(saved, saved.jobCount)) : refuse(ReasonCode.NOT_FOUND);
    });
  }
}

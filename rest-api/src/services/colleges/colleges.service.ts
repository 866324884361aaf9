import {
  collegeContactSchema,
  type CollegesReason,
  CollegesReasons,
  type CollegeStudentRow,
  type CollegeSummary,
  ReasonCode,
  StaffAction,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { CollegeRecord, CollegesRepository } from './colleges.repository';

const { refuse } = refusalsOf(CollegesReasons);

const contactOf = (college: Pick<CollegeRecord, 'contactName' | 'contactEmail' | 'contactPhone'>) => ({
  contactName: college.contactName,
  contactEmail: college.contactEmail,
  contactPhone: college.contactPhone,
});

export interface CollegesServiceDeps {
  colleges: CollegesRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/**
 * The college officer's own college (/collegeDashboard, /collegeProfile): its figures and students from
 * the database, and the contact fields the officer keeps. An officer sees only the college they belong to.
 */
export class CollegesService {
  constructor(private readonly deps: CollegesServiceDeps) {}

  async mine(partyId: number): Promise<Outcome<CollegeSummary, CollegesReason>> {
    const college = await this.deps.colleges.collegeOf(partyId);
    if (!college) return refuse(ReasonCode.NOT_COLLEGE_MEMBER);
    const figures = await this.deps.colleges.figures(college.collegeId);
    return accept({
      collegeId: college.collegeId,
      name: college.name,
      city: college.city,
      ...contactOf(college),
      ...figures,
    });
  }

  async students(partyId: number): Promise<Outcome<CollegeStudentRow[], CollegesReason>> {
    const college = await this.deps.colleges.collegeOf(partyId);
    if (!college) return refuse(ReasonCode.NOT_COLLEGE_MEMBER);
    const rows = await this.deps.colleges.students(college.collegeId);
    return accept(
      rows.map((row) => ({
        partyId: row.partyId,
        firstName: row.firstName,
        lastName: row.lastName,
        emailID: row.email,
        enrolments: row.enrolments,
        placements: row.placements,
        joinedOn: row.joinedAt.toISOString(),
      })),
    );
  }

  /** The officer's change of their college's contact fields, audited like any staff change. */
  async setContact(
    actor: StaffActor,
    input: unknown,
  ): Promise<Outcome<CollegeSummary, CollegesReason> | InvalidField> {
    const checked = await checkSpecRules(collegeContactSchema, input);
    if (!checked.ok) return checked;
    const outcome = await this.deps.transaction(async (tx): Promise<Outcome<undefined, CollegesReason>> => {
      const member = await this.deps.colleges.collegeOf(actor.partyId, tx);
      if (!member) return refuse(ReasonCode.NOT_COLLEGE_MEMBER);
      const college = await this.deps.colleges.lock(tx, member.collegeId);
      if (!college) return refuse(ReasonCode.NOT_COLLEGE_MEMBER);
      await this.deps.colleges.setContact(tx, college.collegeId, checked.value);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.COLLEGE_CONTACT,
        entityType: 'college',
        entityId: college.collegeId,
        before: contactOf(college),
        after: checked.value,
      });
      return accept();
    });
    return outcome.ok ? this.mine(actor.partyId) : outcome;
  }
}

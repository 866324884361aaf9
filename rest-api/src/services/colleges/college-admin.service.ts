import {
  type CollegeMemberRow,
  collegeMemberSchema,
  type CollegeRow,
  collegeSchema,
  type CollegesReason,
  CollegesReasons,
  ReasonCode,
  RoleId,
  StaffAction,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type {
  CollegeAdminRepository,
  CollegeListFilter,
  CollegeRecord,
  CollegeWithCounts,
  CollegeWrite,
} from './college-admin.repository';

const { refuse } = refusalsOf(CollegesReasons);

const toRow = (college: CollegeWithCounts): CollegeRow => ({
  collegeId: college.collegeId,
  name: college.name,
  city: college.city,
  contactName: college.contactName,
  contactEmail: college.contactEmail,
  contactPhone: college.contactPhone,
  students: college.students,
  officers: college.officers,
  createdDate: college.createdAt.toISOString(),
});

const fieldsOf = (college: CollegeRecord | CollegeWrite) => ({
  name: college.name,
  city: college.city,
  contactName: college.contactName,
  contactEmail: college.contactEmail,
  contactPhone: college.contactPhone,
});

/** Who may belong to a college: its students (learners) and its officers. */
const MEMBER_ROLES: readonly number[] = [RoleId.LEARNER, RoleId.COLLEGE];

export interface CollegeAdminServiceDeps {
  colleges: CollegeAdminRepository;
  audit: Pick<AuditService, 'record'>;
  transaction: RunInTransaction;
}

/** Staff college management (issue 13 item 4): colleges and their members; every change audited. */
export class CollegeAdminService {
  constructor(private readonly deps: CollegeAdminServiceDeps) {}

  async list(filter: CollegeListFilter): Promise<{ rows: CollegeRow[]; total: number }> {
    const { rows, total } = await this.deps.colleges.list(filter);
    return { rows: rows.map(toRow), total };
  }

  async get(collegeId: number): Promise<Outcome<CollegeRow, CollegesReason>> {
    const found = await this.deps.colleges.find(collegeId);
    return found ? accept(toRow(found)) : refuse(ReasonCode.NOT_FOUND);
  }

  /** A new college (`collegeId` null) or that one changed. */
  async save(
    actor: StaffActor,
    collegeId: number | null,
    input: unknown,
  ): Promise<Outcome<CollegeRow, CollegesReason> | InvalidField> {
    const checked = await checkSpecRules(collegeSchema, input);
    if (!checked.ok) return checked;
    const write: CollegeWrite = checked.value;
    return this.deps.transaction(async (tx): Promise<Outcome<CollegeRow, CollegesReason>> => {
      let id: number;
      let before: CollegeRecord | null = null;
      if (collegeId === null) {
        const created = await this.deps.colleges.insert(tx, write);
        if (created === 'taken') return refuse(ReasonCode.COLLEGE_NAME_TAKEN);
        id = created.collegeId;
      } else {
        before = await this.deps.colleges.lock(tx, collegeId);
        if (!before) return refuse(ReasonCode.NOT_FOUND);
        if ((await this.deps.colleges.update(tx, collegeId, write)) === 'taken') {
          return refuse(ReasonCode.COLLEGE_NAME_TAKEN);
        }
        id = collegeId;
      }
      await this.deps.audit.record(tx, actor, {
        action: before ? StaffAction.COLLEGE_UPDATE : StaffAction.COLLEGE_CREATE,
        entityType: 'college',
        entityId: id,
        before: before ? fieldsOf(before) : null,
        after: fieldsOf(write),
      });
      const saved = await this.deps.colleges.find(id, tx);
      return saved ? accept(toRow(saved)) : refuse(ReasonCode.NOT_FOUND);
    });
  }

  async members(collegeId: number): Promise<Outcome<CollegeMemberRow[], CollegesReason>> {
    if (!(await this.deps.colleges.find(collegeId))) return refuse(ReasonCode.NOT_FOUND);
    const rows = await this.deps.colleges.members(collegeId);
    return accept(
      rows.map((row) => ({
        partyId: row.partyId,
        firstName: row.firstName,
        lastName: row.lastName,
        emailID: row.email,
        roleId: row.roleId,
        addedOn: row.addedAt.toISOString(),
      })),
    );
  }

  /** Links an existing learner or college officer, found by e-mail, to the college; one college each. */
  async addMember(
    actor: StaffActor,
    collegeId: number,
    input: unknown,
  ): Promise<Outcome<{ partyId: number }, CollegesReason> | InvalidField> {
    const checked = await checkSpecRules(collegeMemberSchema, input);
    if (!checked.ok) return checked;
    return this.deps.transaction(async (tx): Promise<Outcome<{ partyId: number }, CollegesReason>> => {
      if (!(await this.deps.colleges.lock(tx, collegeId))) return refuse(ReasonCode.NOT_FOUND);
      const user = await this.deps.colleges.userByEmail(tx, checked.value.emailID);
      if (!user) return refuse(ReasonCode.COLLEGE_MEMBER_UNKNOWN);
      if (!MEMBER_ROLES.includes(user.roleId)) return refuse(ReasonCode.COLLEGE_MEMBER_ROLE);
      const current = await this.deps.colleges.membershipOf(tx, user.partyId);
      if (current === collegeId) return accept({ partyId: user.partyId });
      if (current !== null) return refuse(ReasonCode.COLLEGE_MEMBER_ELSEWHERE);
      await this.deps.colleges.addMember(tx, collegeId, user.partyId);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.COLLEGE_MEMBER_ADD,
        entityType: 'college',
        entityId: collegeId,
        before: null,
        after: { partyId: user.partyId, roleId: user.roleId },
      });
      return accept({ partyId: user.partyId });
    });
  }

  async removeMember(
    actor: StaffActor,
    collegeId: number,
    partyId: number,
  ): Promise<Outcome<{ partyId: number }, CollegesReason>> {
    return this.deps.transaction(async (tx): Promise<Outcome<{ partyId: number }, CollegesReason>> => {
      if (!(await this.deps.colleges.removeMember(tx, collegeId, partyId)))
        return refuse(ReasonCode.NOT_FOUND);
      await this.deps.audit.record(tx, actor, {
        action: StaffAction.COLLEGE_MEMBER_REMOVE,
        entityType: 'college',
        entityId: collegeId,
        before: { partyId },
        after: null,
      });
      return accept({ partyId });
    });
  }
}

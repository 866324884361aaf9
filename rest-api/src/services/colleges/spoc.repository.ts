import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SpocOrganisationType } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { colleges } from '../../db/schema/colleges';
import { users } from '../../db/schema/identity';
import { corporates } from '../../db/schema/jobs';
import { spocAssignments } from './colleges.schema';

export type SpocRecord = typeof spocAssignments.$inferSelect;

export interface ActiveSpoc {
  organisationType: SpocOrganisationType;
  organisationId: number;
  organisationName: string;
  staffPartyId: number;
  staffName: string;
  staffEmail: string;
  assignedAt: Date;
}

/** SPOC assignments: one member of staff per college or corporate. */
export class SpocRepository {
  constructor(private readonly db: Database) {}

  async staff(partyId: number, ex: Executor = this.db) {
    const [row] = await ex
      .select({ partyId: users.partyId, roleId: users.roleId, status: users.status })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row;
  }

  async organisationName(type: SpocOrganisationType, id: number, ex: Executor = this.db) {
    const [row] =
      type === 'COLLEGE'
        ? await ex.select({ name: colleges.name }).from(colleges).where(eq(colleges.collegeId, id))
        : await ex.select({ name: corporates.name }).from(corporates).where(eq(corporates.corporateId, id));
    return row?.name;
  }

  async current(tx: Executor, type: SpocOrganisationType, id: number): Promise<SpocRecord | undefined> {
    const [row] = await tx
      .select()
      .from(spocAssignments)
      .where(and(eq(spocAssignments.organisationType, type), eq(spocAssignments.organisationId, id)))
      .for('update');
    return row;
  }

  /** One SPOC per organisation: a new assignment replaces the last. */
  async assign(tx: Executor, row: Omit<SpocRecord, 'assignedAt'>, at: Date): Promise<void> {
    await tx
      .insert(spocAssignments)
      .values({ ...row, assignedAt: at })
      .onConflictDoUpdate({
        target: [spocAssignments.organisationType, spocAssignments.organisationId],
        set: { staffPartyId: row.staffPartyId, assignedBy: row.assignedBy, assignedAt: at },
      });
  }

  async active(): Promise<ActiveSpoc[]> {
    const rows = await this.db
      .select({
        spoc: spocAssignments,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(spocAssignments)
      .innerJoin(users, eq(users.partyId, spocAssignments.staffPartyId))
      .orderBy(asc(spocAssignments.organisationType), asc(spocAssignments.organisationId));
    const names = await this.names(rows.map((row) => row.spoc));
    return rows.map((row) => ({
      organisationType: row.spoc.organisationType,
      organisationId: row.spoc.organisationId,
      organisationName: names.get(`${row.spoc.organisationType}:${row.spoc.organisationId}`) ?? '',
      staffPartyId: row.spoc.staffPartyId,
      staffName: `${row.firstName} ${row.lastName}`,
      staffEmail: row.email,
      assignedAt: row.spoc.assignedAt,
    }));
  }

  /** Every college and corporate a SPOC may be assigned to, by name. */
  async organisations(): Promise<
    { organisationType: SpocOrganisationType; organisationId: number; name: string }[]
  > {
    const collegeRows = await this.db
      .select({ id: colleges.collegeId, name: colleges.name })
      .from(colleges)
      .orderBy(asc(colleges.name));
    const corporateRows = await this.db
      .select({ id: corporates.corporateId, name: corporates.name })
      .from(corporates)
      .orderBy(asc(corporates.name));
    return [
      ...collegeRows.map((row) => ({
        organisationType: 'COLLEGE' as const,
        organisationId: row.id,
        name: row.name,
      })),
      ...corporateRows.map((row) => ({
        organisationType: 'CORPORATE' as const,
        organisationId: row.id,
        name: row.name,
      })),
    ];
  }

  private async names(rows: readonly SpocRecord[]): Promise<Map<string, string>> {
    const ids = (type: SpocOrganisationType) =>
      rows.filter((row) => row.organisationType === type).map((row) => row.organisationId);
    const names = new Map<string, string>();
    const collegeIds = ids('COLLEGE');
    if (collegeIds.length > 0) {
      for (const row of await this.db
        .select({ id: colleges.collegeId, name: colleges.name })
        .from(colleges)
        .where(inArray(colleges.collegeId, collegeIds)))
        names.set(`COLLEGE:${row.id}`, row.name);
    }
    const corporateIds = ids('CORPORATE');
    if (corporateIds.length > 0) {
      for (const row of await this.db
        .select({ id: corporates.corporateId, name: corporates.name })
        .from(corporates)
        .where(inArray(corporates.corporateId, corporateIds)))
        names.set(`CORPORATE:${row.id}`, row.name);
    }
    return names;
  }
}

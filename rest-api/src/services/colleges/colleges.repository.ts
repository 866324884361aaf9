import { and, asc, count, countDistinct, eq, ne, sql } from 'drizzle-orm';
import { ApplicationStatus, RoleId } from '@finx/domain';
import type { Database, Executor } from '../../db/database';
import { enrolments } from '../../db/schema/checkout';
import { collegeMembers, colleges } from '../../db/schema/colleges';
import { users } from '../../db/schema/identity';
import { jobApplications } from '../../db/schema/jobs';

export type CollegeRecord = typeof colleges.$inferSelect;

export interface CollegeFigures {
  students: number;
  enrolments: number;
  placements: number;
}

export interface CollegeStudentRecord {
  partyId: number;
  firstName: string;
  lastName: string;
  email: string;
  enrolments: number;
  placements: number;
  joinedAt: Date;
}

const studentOf = (collegeId: number) =>
  and(eq(collegeMembers.collegeId, collegeId), ne(users.roleId, RoleId.COLLEGE));

// Spelled with table names so the outer row is named whatever drizzle does with column qualifiers.
const enrolmentCount = sql<number>`(select count(*)::int from "enrolments" e where e."party_id" = "users"."party_id")`;
// A placement is an application whose status is PLACED (the move to the Placed stage sets it), as the
// applicants list shows it; the joining date and CTC (job_placements) may be recorded later or never, so
// counting those rows said 0 beside a student listed 'Placed' (issue 28 item 9).
const placementCount = sql<number>`(select count(*)::int from "job_applications" a where a."party_id" = "users"."party_id" and a."status" = 'PLACED')`;

/** Colleges and their members, as the college officer reads their own. */
export class CollegesRepository {
  constructor(private readonly db: Database) {}

  async collegeOf(partyId: number, ex: Executor = this.db): Promise<CollegeRecord | undefined> {
    const [row] = await ex
      .select({ college: colleges })
      .from(collegeMembers)
      .innerJoin(colleges, eq(colleges.collegeId, collegeMembers.collegeId))
      .where(eq(collegeMembers.partyId, partyId));
    return row?.college;
  }

  /** Students (members who are not officers), their enrolments and their placed applications (status PLACED). */
  async figures(collegeId: number): Promise<CollegeFigures> {
    const [students] = await this.db
      .select({ n: count() })
      .from(collegeMembers)
      .innerJoin(users, eq(users.partyId, collegeMembers.partyId))
      .where(studentOf(collegeId));
    const [enrolled] = await this.db
      .select({ n: countDistinct(enrolments.id) })
      .from(enrolments)
      .innerJoin(collegeMembers, eq(collegeMembers.partyId, enrolments.partyId))
      .innerJoin(users, eq(users.partyId, enrolments.partyId))
      .where(studentOf(collegeId));
    const [placed] = await this.db
      .select({ n: count() })
      .from(jobApplications)
      .innerJoin(collegeMembers, eq(collegeMembers.partyId, jobApplications.partyId))
      .innerJoin(users, eq(users.partyId, jobApplications.partyId))
      .where(and(studentOf(collegeId), eq(jobApplications.status, ApplicationStatus.PLACED)));
    return { students: students?.n ?? 0, enrolments: enrolled?.n ?? 0, placements: placed?.n ?? 0 };
  }

  async students(collegeId: number): Promise<CollegeStudentRecord[]> {
    return this.db
      .select({
        partyId: users.partyId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        enrolments: enrolmentCount,
        placements: placementCount,
        joinedAt: collegeMembers.addedAt,
      })
      .from(collegeMembers)
      .innerJoin(users, eq(users.partyId, collegeMembers.partyId))
      .where(studentOf(collegeId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.partyId));
  }

  async lock(tx: Executor, collegeId: number): Promise<CollegeRecord | undefined> {
    const [row] = await tx.select().from(colleges).where(eq(colleges.collegeId, collegeId)).for('update');
    return row;
  }

  async setContact(
    tx: Executor,
    collegeId: number,
    contact: { contactName: string; contactEmail: string; contactPhone: string },
  ): Promise<void> {
    await tx.update(colleges).set(contact).where(eq(colleges.collegeId, collegeId));
  }
}

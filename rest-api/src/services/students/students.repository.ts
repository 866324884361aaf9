import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { DocumentType, RoleId, type StudentSortField } from '@finx/domain';
import type { Database } from '../../db/database';
import { likeEscaped } from '../../db/like-pattern';
import { enrolments } from '../../db/schema/checkout';
import { collegeMembers, colleges } from '../../db/schema/colleges';
import { studentDocuments } from '../../db/schema/documents';
import { users } from '../../db/schema/identity';
import { leadRegisters } from '../../db/schema/registration';

export interface StudentListFilter {
  search?: string;
  collegeId?: number;
  productId?: number;
  sort: StudentSortField;
  descending: boolean;
  page: number;
  limit: number;
}

export interface StudentRecord {
  userId: number;
  partyId: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  gender: string | null;
  leadSource: string | null;
  entryMode: number | null;
  collegeName: string | null;
  createdAt: Date;
  updatedAt: Date;
  resumeDocumentId: string | null;
}

/** A learner's latest resume as the zip needs it. */
export interface ResumeFile {
  userId: number;
  firstName: string;
  lastName: string;
  /** Null when the learner has no resume. */
  storageKey: string | null;
  fileName: string | null;
}

export interface StoredDocument {
  documentId: string;
  partyId: number;
}

// The learner's newest Resume upload; a correlated subquery keeps one row per learner.
const latestResume = sql<
  string | null
>`(select d."document_id"::text from "student_documents" d where d."party_id" = "users"."party_id" and d."document_type" = ${DocumentType.RESUME} order by d."uploaded_at" desc, d."document_id" limit 1)`;

/** Active learners: the Student Section lists no staff, college officers or closed accounts. */
const ACTIVE_LEARNER = and(eq(users.roleId, RoleId.LEARNER), ne(users.status, 'INACTIVE'));

/** The learners of the Student Section (getAllActiveStudents) and the resumes the zip gathers. */
export class StudentsRepository {
  constructor(private readonly db: Database) {}

  async list(filter: StudentListFilter): Promise<{ rows: StudentRecord[]; total: number }> {
    const conditions: (SQL | undefined)[] = [ACTIVE_LEARNER];
    if (filter.search) {
      const pattern = likeEscaped(filter.search);
      conditions.push(
        or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.email, pattern),
          ilike(users.mobile, pattern),
          ilike(sql`${users.userId}::text`, pattern),
        ),
      );
    }
    if (filter.collegeId !== undefined) conditions.push(eq(collegeMembers.collegeId, filter.collegeId));
    if (filter.productId !== undefined) {
      const enrolled = this.db
        .select({ one: sql`1` })
        .from(enrolments)
        .where(and(eq(enrolments.partyId, users.partyId), eq(enrolments.productId, filter.productId)));
      conditions.push(exists(enrolled));
    }
    const where = and(...conditions);
    const [total] = await this.db
      .select({ n: count() })
      .from(users)
      .leftJoin(collegeMembers, eq(collegeMembers.partyId, users.partyId))
      .where(where);
    const direction = filter.descending ? desc : asc;
    const order = {
      MODIFIED: [direction(users.updatedAt)],
      CREATED: [direction(users.createdAt)],
      NAME: [direction(users.firstName), direction(users.lastName)],
    }[filter.sort];
    const rows = await this.db
      .select({
        userId: users.userId,
        partyId: users.partyId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
        gender: users.gender,
        leadSource: leadRegisters.source,
        entryMode: users.entryMode,
        collegeName: colleges.name,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        resumeDocumentId: latestResume,
      })
      .from(users)
      .leftJoin(collegeMembers, eq(collegeMembers.partyId, users.partyId))
      .leftJoin(colleges, eq(colleges.collegeId, collegeMembers.collegeId))
      .leftJoin(leadRegisters, eq(leadRegisters.userId, users.userId))
      .where(where)
      // The user id last: equal stamps still page in one fixed order.
      .orderBy(...order, direction(users.userId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    return { rows, total: total?.n ?? 0 };
  }

  /** The chosen learners (active learners only) with their latest resume, in the order asked. */
  async resumesOf(userIds: readonly number[]): Promise<ResumeFile[]> {
    const people = await this.db
      .select({
        userId: users.userId,
        partyId: users.partyId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(and(ACTIVE_LEARNER, inArray(users.userId, [...userIds])));
    const resumes = people.length
      ? await this.db
          .select({
            partyId: studentDocuments.partyId,
            storageKey: studentDocuments.storageKey,
            fileName: studentDocuments.fileName,
          })
          .from(studentDocuments)
          .where(
            and(
              inArray(
                studentDocuments.partyId,
                people.map((person) => person.partyId),
              ),
              eq(studentDocuments.documentType, DocumentType.RESUME),
            ),
          )
          .orderBy(desc(studentDocuments.uploadedAt), asc(studentDocuments.documentId))
      : [];
    const latest = new Map<number, (typeof resumes)[number]>();
    for (const resume of resumes) if (!latest.has(resume.partyId)) latest.set(resume.partyId, resume);
    const byId = new Map(people.map((person) => [person.userId, person]));
    return userIds.flatMap((id) => {
      const person = byId.get(id);
      if (!person) return [];
      const resume = latest.get(person.partyId);
      return [
        {
          userId: person.userId,
          firstName: person.firstName,
          lastName: person.lastName,
          storageKey: resume?.storageKey ?? null,
          fileName: resume?.fileName ?? null,
        },
      ];
    });
  }

  /** Any learner's uploaded document by its id (staff downloads), or null. */
  async document(documentId: string): Promise<StoredDocument | null> {
    const [row] = await this.db
      .select({ documentId: studentDocuments.documentId, partyId: studentDocuments.partyId })
      .from(studentDocuments)
      .where(eq(studentDocuments.documentId, documentId));
    return row ?? null;
  }
}

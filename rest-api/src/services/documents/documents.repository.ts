import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { studentDocuments } from '../../db/schema/documents';
import { users } from '../../db/schema/identity';

export type DocumentRow = typeof studentDocuments.$inferSelect;
export type NewDocumentRow = typeof studentDocuments.$inferInsert;

export interface ResumeIdentity {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
}

/** The student_documents table, and the rows the resume reads (identity, enrolments). */
export class DocumentsRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewDocumentRow): Promise<DocumentRow> {
    const [saved] = await this.db.insert(studentDocuments).values(row).returning();
    if (!saved) throw new Error('student_documents insert returned no row');
    return saved;
  }

  /** Inserts the row unless one with its id exists (two processes placing the same demo file). */
  async insertIfAbsent(row: NewDocumentRow): Promise<void> {
    await this.db.insert(studentDocuments).values(row).onConflictDoNothing();
  }

  list(partyId: number): Promise<DocumentRow[]> {
    return this.db
      .select()
      .from(studentDocuments)
      .where(eq(studentDocuments.partyId, partyId))
      .orderBy(desc(studentDocuments.uploadedAt), asc(studentDocuments.documentId));
  }

  async roleOf(partyId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row?.roleId ?? null;
  }

  async countOf(partyId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(studentDocuments)
      .where(eq(studentDocuments.partyId, partyId));
    return row?.total ?? 0;
  }

  /** The document if it is this party's; another party's document reads as none. */
  async findOwned(partyId: number, documentId: string): Promise<DocumentRow | null> {
    const [row] = await this.db
      .select()
      .from(studentDocuments)
      .where(and(eq(studentDocuments.documentId, documentId), eq(studentDocuments.partyId, partyId)));
    return row ?? null;
  }

  /** Deletes the party's own document; answers the deleted row (null when there was none of theirs). */
  async deleteOwned(partyId: number, documentId: string): Promise<DocumentRow | null> {
    const [row] = await this.db
      .delete(studentDocuments)
      .where(and(eq(studentDocuments.documentId, documentId), eq(studentDocuments.partyId, partyId)))
      .returning();
    return row ?? null;
  }

  async identity(partyId: number): Promise<ResumeIdentity | null> {
    const [row] = await this.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
      })
      .from(users)
      .where(eq(users.partyId, partyId));
    return row ?? null;
  }

  /** Names of the products the learner is enrolled in, oldest enrolment first. */
  async enrolledProductNames(partyId: number): Promise<string[]> {
    const rows = await this.db
      .select({ name: products.name })
      .from(enrolments)
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .where(eq(enrolments.partyId, partyId))
      .orderBy(asc(enrolments.enrolledAt));
    return rows.map((row) => row.name);
  }

  async fileNamesOfTypes(partyId: number, types: readonly string[]): Promise<string[]> {
    const rows = await this.db
      .select({ fileName: studentDocuments.fileName })
      .from(studentDocuments)
      .where(and(eq(studentDocuments.partyId, partyId), inArray(studentDocuments.documentType, [...types])))
      .orderBy(asc(studentDocuments.uploadedAt));
    return rows.map((row) => row.fileName);
  }
}

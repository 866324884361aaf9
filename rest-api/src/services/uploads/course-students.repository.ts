import { type CourseStudentReason, ReasonCode, RoleId } from '@finx/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { enrolments } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';

const DAY_MS = 86_400_000;

/** A learner named by e-mail, by student id (their party id), or both. */
export interface StudentRef {
  emailId: string | null;
  studentId: number | null;
}

/**
 * Staff enrolling learners in a course without payment (/add-student-course, /add-course-student): the
 * same `enrolments` row the checkout's fulfilment writes (one per learner and product, validity from the
 * product), with source STAFF and no order.
 */
export class CourseStudentsRepository {
  constructor(private readonly db: Database) {}

  /** The learner's party id, or why the reference names none. */
  async learner(ref: StudentRef, ex: Executor = this.db): Promise<number | CourseStudentReason> {
    const byEmail = ref.emailId ? await this.partyOf(ex, eq(users.email, ref.emailId)) : null;
    const byId = ref.studentId !== null ? await this.partyOf(ex, eq(users.partyId, ref.studentId)) : null;
    if ((ref.emailId && byEmail === null) || (ref.studentId !== null && byId === null)) {
      return ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER;
    }
    if (byEmail !== null && byId !== null && byEmail !== byId) return ReasonCode.UPLOAD_ROW_STUDENT_MISMATCH;
    return byEmail ?? byId ?? ReasonCode.UPLOAD_ROW_UNKNOWN_LEARNER;
  }

  private async partyOf(ex: Executor, match: ReturnType<typeof eq>): Promise<number | null> {
    const [row] = await ex
      .select({ partyId: users.partyId })
      .from(users)
      .where(and(match, eq(users.roleId, RoleId.LEARNER)));
    return row?.partyId ?? null;
  }

  /** Enrols the learner; UPLOAD_ROW_UNKNOWN_COURSE or UPLOAD_ROW_ALREADY_ENROLLED when it cannot. */
  async enrol(
    partyId: number,
    productId: number,
    ex: Executor = this.db,
    now = new Date(),
  ): Promise<number | CourseStudentReason> {
    const [product] = await ex
      .select({ validityDays: products.validityDays })
      .from(products)
      .where(eq(products.productId, productId));
    if (!product) return ReasonCode.UPLOAD_ROW_UNKNOWN_COURSE;
    const [row] = await ex
      .insert(enrolments)
      .values({
        partyId,
        productId,
        source: 'STAFF',
        enrolledAt: now,
        validUntil: product.validityDays ? new Date(now.getTime() + product.validityDays * DAY_MS) : null,
      })
      .onConflictDoNothing()
      .returning({ id: enrolments.id });
    return row ? row.id : ReasonCode.UPLOAD_ROW_ALREADY_ENROLLED;
  }
}

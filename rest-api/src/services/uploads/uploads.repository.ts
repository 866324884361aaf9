import { RoleId } from '@finx/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { orders } from '../../db/schema/checkout';
import { users } from '../../db/schema/identity';
import { uploadRows, uploads } from './uploads.schema';
import { PAYABLE_STATES } from '../checkout/checkout.module';

/** The advisory lock space of upload kinds' batches (the second key is the kind's hash). */
const UPLOAD_KIND_LOCK_SPACE = 25_002;

export interface UploadCounts {
  totalCount: number;
  successCount: number;
  failCount: number;
  duplicateCount: number;
}

export interface PayableOrder {
  orderId: number;
  partyId: number;
  totalOrderPaise: number;
}

/** The uploads' own tables, and the few reads of learners and orders a payment row needs. */
export class UploadsRepository {
  constructor(private readonly db: Database) {}

  async open(kind: string, fileName: string, uploadedBy: number): Promise<number> {
    const [row] = await this.db
      .insert(uploads)
      .values({ kind, fileName: fileName.slice(0, 255), uploadedBy })
      .returning({ uploadId: uploads.uploadId });
    if (!row) throw new Error('upload insert answered no row');
    return row.uploadId;
  }

  async close(ex: Executor, uploadId: number, counts: UploadCounts): Promise<void> {
    await ex.update(uploads).set(counts).where(eq(uploads.uploadId, uploadId));
  }

  /** The keys of `kind` some earlier upload recorded. */
  async takenKeys(kind: string, keys: readonly string[], ex: Executor = this.db): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await ex
      .select({ rowKey: uploadRows.rowKey })
      .from(uploadRows)
      .where(and(eq(uploadRows.kind, kind), inArray(uploadRows.rowKey, [...keys])));
    return new Set(rows.map((row) => row.rowKey));
  }

  /**
   * Holds the kind's batches to one at a time until `tx` ends, so keys another upload's batch is writing
   * are committed (and seen as taken) before this one reads them: two uploads of one file at once write
   * each row once.
   */
  async lockKind(tx: Executor, kind: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_KIND_LOCK_SPACE}, hashtext(${kind}))`);
  }

  /** Records the rows an upload kept; a key recorded meanwhile by another upload is left as it is. */
  async claim(
    ex: Executor,
    rows: ReadonlyArray<{ uploadId: number; kind: string; rowKey: string; reference: string }>,
  ): Promise<void> {
    if (rows.length === 0) return;
    await ex
      .insert(uploadRows)
      .values([...rows])
      .onConflictDoNothing();
  }

  /** Learners (role 5) by e-mail, lower case as stored. */
  async learnersByEmail(emails: readonly string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .select({ email: users.email, partyId: users.partyId })
      .from(users)
      .where(and(inArray(users.email, [...new Set(emails)]), eq(users.roleId, RoleId.LEARNER)));
    return new Map(rows.map((row) => [row.email, row.partyId]));
  }

  /** Any users by e-mail (lower case as stored): a SPOC row's member of staff, whose role assignSpoc checks. */
  async partiesByEmail(emails: readonly string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .select({ email: users.email, partyId: users.partyId })
      .from(users)
      .where(inArray(users.email, [...new Set(emails)]));
    return new Map(rows.map((row) => [row.email, row.partyId]));
  }

  /** The learners' unpaid orders, oldest first. */
  async payableOrders(partyIds: readonly number[]): Promise<PayableOrder[]> {
    if (partyIds.length === 0) return [];
    return this.db
      .select({ orderId: orders.orderId, partyId: orders.partyId, totalOrderPaise: orders.totalOrderPaise })
      .from(orders)
      .where(
        and(inArray(orders.partyId, [...new Set(partyIds)]), inArray(orders.paymentStatus, PAYABLE_STATES)),
      )
      .orderBy(asc(orders.placedAt), asc(orders.orderId));
  }
}

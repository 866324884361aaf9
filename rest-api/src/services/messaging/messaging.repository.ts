import type { MessagingAudience, MessagingKind, MessagingSkip, MessagingStatus } from '@finx/domain';
import { and, asc, count, desc, eq, exists, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { enrolments } from '../../db/schema/checkout';
import { collegeMembers } from '../../db/schema/colleges';
import { users } from '../../db/schema/identity';
import { staffMessages } from './messaging.schema';

export type StaffMessageRecord = typeof staffMessages.$inferSelect;

/** A person an audience reaches, with what decides whether a mail may go to them. */
export interface Recipient {
  partyId: number;
  email: string;
  firstName: string;
  unsubscribedAt: Date | null;
  bouncedAt: Date | null;
  consentWithdrawnAt: Date | null;
}

export interface MessageListFilter {
  kinds: readonly MessagingKind[];
  status?: MessagingStatus;
  descending: boolean;
  page: number;
  limit: number;
}

export interface MessageContent {
  kind: MessagingKind;
  subject: string;
  body: string;
  audience: MessagingAudience;
}

/** The staff's messages (drafts and sent) and the audiences they resolve to. The only drizzle of the feature. */
export class MessagingRepository {
  constructor(private readonly db: Database) {}

  async page(filter: MessageListFilter): Promise<{ rows: StaffMessageRecord[]; total: number }> {
    const where = and(
      inArray(staffMessages.kind, [...filter.kinds]),
      filter.status ? eq(staffMessages.status, filter.status) : undefined,
    );
    const order = filter.descending ? desc : asc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(staffMessages)
        .where(where)
        .orderBy(order(staffMessages.updatedAt), order(staffMessages.messageId))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(staffMessages).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async find(messageId: number): Promise<StaffMessageRecord | undefined> {
    const [row] = await this.db.select().from(staffMessages).where(eq(staffMessages.messageId, messageId));
    return row;
  }

  async findForUpdate(ex: Executor, messageId: number): Promise<StaffMessageRecord | undefined> {
    const [row] = await ex
      .select()
      .from(staffMessages)
      .where(eq(staffMessages.messageId, messageId))
      .for('update');
    return row;
  }

  async insert(
    ex: Executor,
    content: MessageContent,
    createdBy: number,
    at: Date,
    sent?: { recipientsCount: number; skipped: MessagingSkip[] },
  ): Promise<StaffMessageRecord> {
    const [row] = await ex
      .insert(staffMessages)
      .values({
        ...content,
        status: sent ? 'SENT' : 'DRAFT',
        recipientsCount: sent?.recipientsCount ?? 0,
        skipped: sent?.skipped ?? [],
        createdBy,
        createdAt: at,
        updatedAt: at,
        sentAt: sent ? at : null,
      })
      .returning();
    if (!row) throw new Error('staff message insert returned no row');
    return row;
  }

  async update(
    ex: Executor,
    messageId: number,
    content: MessageContent,
    at: Date,
    sent?: { recipientsCount: number; skipped: MessagingSkip[] },
  ): Promise<StaffMessageRecord> {
    const [row] = await ex
      .update(staffMessages)
      .set({
        ...content,
        updatedAt: at,
        ...(sent
          ? { status: 'SENT', recipientsCount: sent.recipientsCount, skipped: sent.skipped, sentAt: at }
          : {}),
      })
      .where(eq(staffMessages.messageId, messageId))
      .returning();
    if (!row) throw new Error('staff message update returned no row');
    return row;
  }

  /**
   * Everyone the audience names: the chosen party ids, narrowed by every filter given (role, college,
   * course enrolled, status). Staff never receive learners' alerts: `learnersOnly` keeps learners.
   * Reads one more than `limit`, so the caller can tell an audience that is too wide.
   */
  async recipients(
    audience: MessagingAudience,
    options: { learnerRoleId: number | null; limit: number },
  ): Promise<Recipient[]> {
    const conditions: (SQL | undefined)[] = [
      audience.partyIds?.length ? inArray(users.partyId, audience.partyIds) : undefined,
      audience.roleId !== undefined ? eq(users.roleId, audience.roleId) : undefined,
      options.learnerRoleId !== null ? eq(users.roleId, options.learnerRoleId) : undefined,
      audience.status ? eq(users.status, audience.status as 'ACTIVE') : undefined,
      // A held sign-up has no account yet in any sense a message should reach.
      audience.status ? undefined : ne(users.status, 'HELD'),
      audience.collegeId !== undefined
        ? exists(
            this.db
              .select({ one: collegeMembers.partyId })
              .from(collegeMembers)
              .where(
                and(
                  eq(collegeMembers.partyId, users.partyId),
                  eq(collegeMembers.collegeId, audience.collegeId),
                ),
              ),
          )
        : undefined,
      audience.productId !== undefined
        ? exists(
            this.db
              .select({ one: enrolments.id })
              .from(enrolments)
              .where(
                and(eq(enrolments.partyId, users.partyId), eq(enrolments.productId, audience.productId)),
              ),
          )
        : undefined,
    ];
    return this.db
      .select({
        partyId: users.partyId,
        email: users.email,
        firstName: users.firstName,
        unsubscribedAt: users.unsubscribedAt,
        bouncedAt: users.bouncedAt,
        consentWithdrawnAt: users.consentWithdrawnAt,
      })
      .from(users)
      .where(and(...conditions))
      .orderBy(asc(users.partyId))
      .limit(options.limit + 1);
  }
}

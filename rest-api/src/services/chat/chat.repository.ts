import { and, count, countDistinct, desc, eq, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { alerts } from '../../db/schema/alerts';
import { assessmentAttempts } from '../../db/schema/assessment';
import { products, productPrerequisites } from '../../db/schema/catalogue';
import { enrolments, orderItems, orders } from '../../db/schema/checkout';
import { events } from '../../db/schema/events';
import { corporates, jobApplications, jobStages, jobs } from '../../db/schema/jobs';
import { courseLessons, courseModules, lessonProgress } from '../../db/schema/learning';
import { chatExchanges, chatPassages, chatSwitches } from './chat.schema';

export type ChatAssistantValue = (typeof chatExchanges.$inferSelect)['assistant'];
export type ChatOutcome = (typeof chatExchanges.$inferSelect)['outcome'];
export type NewPassage = Omit<typeof chatPassages.$inferInsert, 'refreshedAt'>;
export type NewExchange = typeof chatExchanges.$inferInsert;

/** The ranked expression the GIN index of chat.schema.ts holds: titles weigh more than bodies. */
const searchable = sql`(setweight(to_tsvector('english', ${chatPassages.title}), 'A') || to_tsvector('english', ${chatPassages.body}))`;

export class ChatRepository {
  constructor(private readonly db: Database) {}

  // The index --------------------------------------------------------------------------------------

  /** Writes the passages and drops those whose source is gone; replicas rebuilding at once agree. */
  async replacePassages(passages: readonly NewPassage[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (passages.length > 0) {
        await tx
          .insert(chatPassages)
          .values(passages.map((passage) => ({ ...passage, refreshedAt: new Date() })))
          .onConflictDoUpdate({
            target: chatPassages.sourceKey,
            set: {
              title: sql`excluded.title`,
              body: sql`excluded.body`,
              url: sql`excluded.url`,
              refreshedAt: sql`excluded.refreshed_at`,
            },
          });
      }
      const keys = passages.map((passage) => passage.sourceKey);
      await tx
        .delete(chatPassages)
        .where(keys.length > 0 ? notInArray(chatPassages.sourceKey, keys) : undefined);
    });
  }

  /**
   * The passages matching any of the words, best first, each with how many of the question's word groups
   * it holds (`matched`) of those that mean something (`total`): `to_tsquery` stems each word and drops
   * the stop words, so 'fees' finds 'fee' and 'what' counts for nothing. Words are letters and digits only.
   */
  async search(groups: readonly (readonly string[])[], limit: number) {
    if (groups.length === 0) return [];
    const query = sql`to_tsquery('english', ${groups.flat().join(' | ')})`;
    const groupQueries = sql`array[${sql.join(
      groups.map((group) => sql`${group.join(' | ')}`),
      sql`, `,
    )}]::text[]`;
    const meaningful = sql`(select to_tsquery('english', g) as q from unnest(${groupQueries}) as g where numnode(to_tsquery('english', g)) > 0)`;
    const matched = sql<number>`(select count(*) from ${meaningful} as m where ${searchable} @@ m.q)`;
    return (
      this.db
        .select({
          sourceKey: chatPassages.sourceKey,
          title: chatPassages.title,
          body: chatPassages.body,
          url: chatPassages.url,
          rank: sql<number>`ts_rank_cd(${searchable}, ${query})`.mapWith(Number),
          matched: sql<number>`(select count(*) from ${meaningful} as m where ${searchable} @@ m.q)`.mapWith(
            Number,
          ),
          total: sql<number>`(select count(*) from ${meaningful} as m)`.mapWith(Number),
        })
        .from(chatPassages)
        .where(sql`${searchable} @@ ${query}`)
        // The passages holding most of the question come first, then the best ranked among them.
        .orderBy(desc(matched), desc(sql`ts_rank_cd(${searchable}, ${query})`), chatPassages.sourceKey)
        .limit(limit)
    );
  }

  async activeProducts() {
    return this.db
      .select({
        productId: products.productId,
        name: products.name,
        type: products.type,
        description: products.description,
        subjectArea: products.subjectArea,
        level: products.level,
        durationMinutes: products.durationMinutes,
        pricePaise: products.pricePaise,
        isFree: products.isFree,
        validityDays: products.validityDays,
      })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.productId);
  }

  async prerequisites() {
    return this.db
      .select({
        productId: productPrerequisites.productId,
        name: products.name,
      })
      .from(productPrerequisites)
      .innerJoin(products, eq(products.productId, productPrerequisites.prerequisiteId))
      .orderBy(productPrerequisites.productId, productPrerequisites.sequence);
  }

  async upcomingEvents(now: Date) {
    return this.db
      .select({
        eventId: events.eventId,
        title: events.title,
        eventType: events.eventType,
        description: events.description,
        startsAt: events.startsAt,
        city: events.city,
        venue: events.venue,
      })
      .from(events)
      .where(gte(events.endsAt, now))
      .orderBy(events.startsAt)
      .limit(200);
  }

  async openJobs() {
    return this.db
      .select({
        jobId: jobs.jobId,
        title: jobs.title,
        description: jobs.description,
        corporate: corporates.name,
        city: corporates.city,
        minExperience: jobs.minExperience,
        maxExperience: jobs.maxExperience,
        employmentType: jobs.employmentType,
        closesOn: jobs.closesOn,
      })
      .from(jobs)
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .where(eq(jobs.status, 'OPEN'))
      .orderBy(jobs.closesOn)
      .limit(500);
  }

  // The learner's own record: every read is by the asking learner's party id ------------------------

  async paidItems(partyId: number) {
    return this.db
      .select({
        orderId: orders.orderId,
        paidAt: orders.paidAt,
        name: products.name,
        pricePaise: orderItems.pricePaise,
        discountPaise: orderItems.discountPaise,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.orderId))
      .innerJoin(products, eq(products.productId, orderItems.productId))
      .where(and(eq(orders.partyId, partyId), eq(orders.paymentStatus, 'Paid')))
      .orderBy(desc(orders.orderId), orderItems.id)
      .limit(50);
  }

  async learning(partyId: number) {
    const lessonsDone = this.db
      .select({ productId: courseModules.productId, done: count().as('done') })
      .from(lessonProgress)
      .innerJoin(courseLessons, eq(courseLessons.lessonId, lessonProgress.lessonId))
      .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
      .where(eq(lessonProgress.partyId, partyId))
      .groupBy(courseModules.productId)
      .as('lessons_done');
    const lessonsAll = this.db
      .select({ productId: courseModules.productId, total: count().as('total') })
      .from(courseLessons)
      .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
      .where(eq(courseModules.active, true))
      .groupBy(courseModules.productId)
      .as('lessons_all');
    return this.db
      .select({
        productId: enrolments.productId,
        name: products.name,
        validUntil: enrolments.validUntil,
        completedAt: enrolments.completedAt,
        score: enrolments.score,
        done: sql<number>`coalesce(${lessonsDone.done}, 0)`.mapWith(Number),
        total: sql<number>`coalesce(${lessonsAll.total}, 0)`.mapWith(Number),
      })
      .from(enrolments)
      .innerJoin(products, eq(products.productId, enrolments.productId))
      .leftJoin(lessonsDone, eq(lessonsDone.productId, enrolments.productId))
      .leftJoin(lessonsAll, eq(lessonsAll.productId, enrolments.productId))
      .where(eq(enrolments.partyId, partyId))
      .orderBy(desc(enrolments.enrolledAt))
      .limit(50);
  }

  async latestScore(partyId: number, productId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ score: assessmentAttempts.score })
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.partyId, partyId), eq(assessmentAttempts.productId, productId)))
      .orderBy(desc(assessmentAttempts.attemptId))
      .limit(1);
    return row?.score ?? null;
  }

  async applications(partyId: number) {
    return this.db
      .select({
        jobId: jobs.jobId,
        title: jobs.title,
        corporate: corporates.name,
        status: jobApplications.status,
        stage: jobStages.name,
        appliedAt: jobApplications.appliedAt,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.jobId, jobApplications.jobId))
      .innerJoin(corporates, eq(corporates.corporateId, jobs.corporateId))
      .innerJoin(jobStages, eq(jobStages.stageId, jobApplications.stageId))
      .where(eq(jobApplications.partyId, partyId))
      .orderBy(desc(jobApplications.appliedAt))
      .limit(20);
  }

  async unreadAlerts(partyId: number) {
    return this.db
      .select({ name: alerts.alertName, at: alerts.alertStartDateTime })
      .from(alerts)
      .where(and(eq(alerts.partyId, partyId), isNull(alerts.readAt)))
      .orderBy(desc(alerts.alertStartDateTime))
      .limit(5);
  }

  // Conversations, switches and figures ------------------------------------------------------------

  async saveExchange(exchange: NewExchange): Promise<void> {
    await this.db.insert(chatExchanges).values(exchange);
  }

  /** The learner's latest exchanges with one assistant, newest first. */
  async exchangesOf(partyId: number, assistant: ChatAssistantValue, limit: number) {
    return this.db
      .select()
      .from(chatExchanges)
      .where(and(eq(chatExchanges.partyId, partyId), eq(chatExchanges.assistant, assistant)))
      .orderBy(desc(chatExchanges.id))
      .limit(limit);
  }

  async switchedOff(): Promise<ChatAssistantValue[]> {
    const rows = await this.db
      .select({ assistant: chatSwitches.assistant })
      .from(chatSwitches)
      .where(eq(chatSwitches.enabled, false));
    return rows.map((row) => row.assistant);
  }

  async saveSwitch(
    tx: Executor,
    change: { assistant: ChatAssistantValue; enabled: boolean; changedBy: number },
  ): Promise<void> {
    await tx
      .insert(chatSwitches)
      .values({ ...change, changedAt: new Date() })
      .onConflictDoUpdate({
        target: chatSwitches.assistant,
        set: { enabled: change.enabled, changedBy: change.changedBy, changedAt: new Date() },
      });
  }

  async isOn(tx: Executor, assistant: ChatAssistantValue): Promise<boolean> {
    const [row] = await tx
      .select({ enabled: chatSwitches.enabled })
      .from(chatSwitches)
      .where(eq(chatSwitches.assistant, assistant));
    return row?.enabled ?? true;
  }

  /** Counts per assistant and outcome in [from, to): no party, no conversation leaves this query. */
  async figures(from: Date, to: Date) {
    return this.db
      .select({
        assistant: chatExchanges.assistant,
        outcome: chatExchanges.outcome,
        questions: count(),
      })
      .from(chatExchanges)
      .where(and(gte(chatExchanges.askedAt, from), lt(chatExchanges.askedAt, to)))
      .groupBy(chatExchanges.assistant, chatExchanges.outcome);
  }

  async learnersOf(from: Date, to: Date) {
    return this.db
      .select({ assistant: chatExchanges.assistant, learners: countDistinct(chatExchanges.partyId) })
      .from(chatExchanges)
      .where(and(gte(chatExchanges.askedAt, from), lt(chatExchanges.askedAt, to)))
      .groupBy(chatExchanges.assistant);
  }

  /** The questions most often left unanswered, as asked (trimmed, lower case), without who asked. */
  async topUnanswered(assistant: ChatAssistantValue, from: Date, to: Date, limit: number) {
    const question = sql<string>`lower(trim(${chatExchanges.question}))`;
    return this.db
      .select({ question, count: count() })
      .from(chatExchanges)
      .where(
        and(
          eq(chatExchanges.assistant, assistant),
          inArray(chatExchanges.outcome, ['UNANSWERED']),
          gte(chatExchanges.askedAt, from),
          lt(chatExchanges.askedAt, to),
        ),
      )
      .groupBy(question)
      .orderBy(desc(count()), question)
      .limit(limit);
  }
}

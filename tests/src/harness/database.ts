import { sql } from 'drizzle-orm';
import type { Stack } from './stack';

// Facts of rest-api's database that no API shows, read by tests that must prove them: which upstream
// sessions are live, which payment events arrived and what they did.

export interface RestSessionRow extends Record<string, unknown> {
  id: string;
  ended_at: string | Date | null;
}

/** The rest-api sessions of a user that have not ended. */
export const liveRestSessions = (stack: Stack, userId: number) =>
  stack.rows<RestSessionRow>(
    sql`select id, ended_at from auth_sessions where user_id = ${userId} and ended_at is null order by created_at`,
  );

/** One rest-api session row by id (undefined when there is none). */
export const restSession = async (stack: Stack, id: string) =>
  (await stack.rows<RestSessionRow>(sql`select id, ended_at from auth_sessions where id = ${id}`))[0];

export interface PaymentEventRow extends Record<string, unknown> {
  source: 'CALLBACK' | 'WEBHOOK' | 'OFFLINE' | 'FREE' | 'REFUND';
  outcome: string;
  signature_valid: boolean;
}

/** Every callback and webhook rest-api recorded for an order, oldest first. */
export const paymentEventsOf = (stack: Stack, orderId: number) =>
  stack.rows<PaymentEventRow>(
    sql`select source, outcome, signature_valid from payment_events where order_id = ${orderId} order by id`,
  );

/** The products an order enrolled its learner in. */
export const enrolmentsOf = async (stack: Stack, orderId: number) =>
  (
    await stack.rows<{ product_id: number }>(
      sql`select product_id from enrolments where order_id = ${orderId} order by product_id`,
    )
  ).map((row) => Number(row.product_id));

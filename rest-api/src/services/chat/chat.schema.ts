import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CHAT_ASSISTANT_VALUES = ['FINX', 'CIEL'] as const;
/** ANSWERED: from the product's data or the endpoint; UNANSWERED: nothing relevant; FAILED: the endpoint failed. */
export const CHAT_OUTCOMES = ['ANSWERED', 'UNANSWERED', 'FAILED'] as const;

/**
 * What the built-in assistant retrieves from: one row per FAQ entry, roadmap step, product, event and
 * job, rebuilt from the product's own tables (chat-passages.ts). Searched by PostgreSQL full-text search,
 * which PGlite has too; the GIN index is on the same expression the search ranks by.
 */
export const chatPassages = pgTable(
  'chat_passages',
  {
    /** Where the passage comes from, stable across rebuilds: `faq:about:2`, `product:1083`. */
    sourceKey: text('source_key').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The product's own address for it. */
    url: text('url').notNull(),
    refreshedAt: stamp('refreshed_at').notNull().defaultNow(),
  },
  (table) => [
    index('chat_passages_search_ix').using(
      'gin',
      sql`(setweight(to_tsvector('english', ${table.title}), 'A') || to_tsvector('english', ${table.body}))`,
    ),
  ],
);

/**
 * One question and its reply, kept with the learner for their own history; staff read only counts and
 * the unanswered questions, never a conversation.
 */
export const chatExchanges = pgTable(
  'chat_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    assistant: text('assistant', { enum: CHAT_ASSISTANT_VALUES }).notNull(),
    sessionId: text('session_id').notNull(),
    question: text('question').notNull(),
    reply: text('reply').notNull(),
    sources: jsonb('sources').$type<{ title: string; url: string }[]>().notNull().default([]),
    outcome: text('outcome', { enum: CHAT_OUTCOMES }).notNull(),
    askedAt: stamp('asked_at').notNull().defaultNow(),
  },
  (table) => [
    index('chat_exchanges_party_ix').on(table.partyId, table.assistant, table.askedAt),
    index('chat_exchanges_asked_ix').on(table.askedAt),
  ],
);

/** An assistant staff switched off; no row means on. */
export const chatSwitches = pgTable('chat_switches', {
  assistant: text('assistant', { enum: CHAT_ASSISTANT_VALUES }).primaryKey(),
  enabled: boolean('enabled').notNull(),
  changedBy: integer('changed_by').notNull(),
  changedAt: stamp('changed_at').notNull().defaultNow(),
});

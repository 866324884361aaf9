import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `/emailVerification/{eid}`: eid is a random id sent by mail (template 108). */
export const emailVerifications = pgTable('email_verifications', {
  eid: text('eid').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId),
  expiresAt: stamp('expires_at').notNull(),
  verifiedAt: stamp('verified_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/** Institute-student details (`000 §3`): qualificationCertificateId is always 4. */
export const instituteDetails = pgTable('institute_details', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.userId),
  qualificationCertificateId: smallint('qualification_certificate_id').notNull().default(4),
  certiNumber: text('certi_number').notNull(),
  batchNumber: text('batch_number').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A learner's uploaded file (resume, certificate, ...): the row here, the bytes in the document store. */
export const studentDocuments = pgTable(
  'student_documents',
  {
    documentId: uuid('document_id').primaryKey(),
    partyId: integer('party_id')
      .notNull()
      .references(() => users.partyId),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    /** What the bytes are (sniffed on upload), never what the browser declared. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The document store's key: `<partyId>/<documentId>.<ext>`. */
    storageKey: text('storage_key').notNull(),
    uploadedAt: stamp('uploaded_at').notNull().defaultNow(),
  },
  (table) => [index('student_documents_party_idx').on(table.partyId, table.uploadedAt)],
);

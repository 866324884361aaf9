CREATE TABLE "student_documents" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"party_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_party_id_users_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_documents_party_idx" ON "student_documents" USING btree ("party_id","uploaded_at");
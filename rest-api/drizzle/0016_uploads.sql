CREATE TABLE "upload_rows" (
	"upload_row_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_rows_upload_row_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"upload_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"row_key" text NOT NULL,
	"reference" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"upload_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_upload_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_upload_id_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_rows_kind_key_idx" ON "upload_rows" USING btree ("kind","row_key");--> statement-breakpoint
CREATE INDEX "uploads_kind_at_idx" ON "uploads" USING btree ("kind","at");
CREATE TABLE "upload_files" (
	"upload_id" bigint PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_results" (
	"upload_id" bigint NOT NULL,
	"row_number" integer NOT NULL,
	"outcome" text NOT NULL,
	"full_name" text NOT NULL,
	"email_id" text NOT NULL,
	"reference" text,
	"errors" jsonb,
	CONSTRAINT "upload_results_upload_id_row_number_pk" PRIMARY KEY("upload_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "state" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "format" text DEFAULT 'xlsx' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "rows_total" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "rows_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_files" ADD CONSTRAINT "upload_files_upload_id_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_results" ADD CONSTRAINT "upload_results_upload_id_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_state_idx" ON "uploads" USING btree ("state","upload_id");
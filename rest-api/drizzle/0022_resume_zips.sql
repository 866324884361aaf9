CREATE TABLE "resume_zips" (
	"zip_id" uuid PRIMARY KEY NOT NULL,
	"staff_party_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_zips" ADD CONSTRAINT "resume_zips_staff_party_id_users_party_id_fk" FOREIGN KEY ("staff_party_id") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_zips_created_idx" ON "resume_zips" USING btree ("created_at");
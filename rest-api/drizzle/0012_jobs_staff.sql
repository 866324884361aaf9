CREATE TABLE "job_placements" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"joining_date" date NOT NULL,
	"ctc" integer NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_placements" ADD CONSTRAINT "job_placements_application_id_job_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_placements" ADD CONSTRAINT "job_placements_recorded_by_users_party_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;
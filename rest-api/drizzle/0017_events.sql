CREATE TABLE "spoc_assignments" (
	"organisation_type" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"staff_party_id" integer NOT NULL,
	"assigned_by" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spoc_assignments_organisation_type_organisation_id_pk" PRIMARY KEY("organisation_type","organisation_id")
);
--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "event_id" SET START WITH 100000;--> statement-breakpoint
-- SET START alone leaves the next id where it was; staff-added events must start clear of the seeded ids.
ALTER TABLE "events" ALTER COLUMN "event_id" RESTART WITH 100000;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "spoc_assignments" ADD CONSTRAINT "spoc_assignments_staff_party_id_users_party_id_fk" FOREIGN KEY ("staff_party_id") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spoc_assignments" ADD CONSTRAINT "spoc_assignments_assigned_by_users_party_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("party_id") ON DELETE no action ON UPDATE no action;
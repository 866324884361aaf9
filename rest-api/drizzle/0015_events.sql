ALTER TABLE "events" ALTER COLUMN "event_id" SET START WITH 100000;--> statement-breakpoint
-- SET START alone leaves the next id where it was; staff-added events must start clear of the seeded ids.
ALTER TABLE "events" ALTER COLUMN "event_id" RESTART WITH 100000;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_phone" text;
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "contact_phone" text;